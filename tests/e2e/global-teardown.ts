import { rmSync } from "node:fs";

export default function globalTeardown(): void {
  const dataDir = process.env.E2E_DATA_DIR;
  if (dataDir?.includes("fenix-e2e-")) rmSync(dataDir, { recursive: true, force: true });
}

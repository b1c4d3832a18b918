import { rmSync } from "node:fs";

export default function globalTeardown(): void {
  const dataDir = process.env.E2E_DATA_DIR;
  if (dataDir?.includes("fenix-e2e-")) rmSync(dataDir, { recursive: true, force: true });
  const mailDir = process.env.E2E_MAIL_DIR;
  if (mailDir?.includes("fenix-e2e-")) rmSync(mailDir, { recursive: true, force: true });
}

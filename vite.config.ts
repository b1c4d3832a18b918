import { readFileSync } from "node:fs";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const { version } = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8")) as {
  version: string;
};
const apiTarget = process.env.FENIX_API_URL ?? "http://localhost:3000";

export default defineConfig({
  plugins: [react()],
  define: { "import.meta.env.VITE_APP_VERSION": JSON.stringify(version) },
  build: { outDir: "dist", sourcemap: true, chunkSizeWarningLimit: 1200 },
  server: {
    proxy: { "/api": apiTarget, "/health": apiTarget },
  },
});

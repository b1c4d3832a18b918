import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const apiTarget = process.env.FENIX_API_URL ?? "http://localhost:3000";

export default defineConfig({
  plugins: [react()],
  build: { outDir: "dist", sourcemap: true, chunkSizeWarningLimit: 1200 },
  server: {
    proxy: { "/api": apiTarget, "/health": apiTarget },
  },
});

// Development: the API with reload on change (port 3000) and Vite's dev server with hot reload
// (port 5173, proxying /api and /health to the API). Both share one application API key.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";

const key = process.env.APP_API_KEY ?? `fx_dev_${randomBytes(12).toString("hex")}`;
const env = { ...process.env, APP_API_KEY: key, VITE_APP_API_KEY: key };
const children = [
  spawn("npx", ["tsx", "watch", "server/main.ts"], { stdio: "inherit", env: { ...env, STATIC_DIR: "/nonexistent" } }),
  spawn("npx", ["vite"], { stdio: "inherit", env }),
];
const stop = () => children.forEach((child) => child.kill("SIGTERM"));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
children.forEach((child) =>
  child.on("exit", (code) => {
    if (code) {
      stop();
      process.exitCode = code;
    }
  }),
);

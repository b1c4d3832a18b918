import { readFileSync } from "node:fs";
import path from "node:path";
import { projectRoot } from "../project-root";

const packageJson = JSON.parse(readFileSync(path.join(projectRoot, "package.json"), "utf8")) as { version: string };

export const appVersion: string = packageJson.version;

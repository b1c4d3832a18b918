/** Writes the OpenAPI document the server serves to a file: `tsx scripts/openapi-write.ts openapi.json`. */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { openApiDocument } from "./client/document";

const target = process.argv[2] ?? "openapi.json";
mkdirSync(path.dirname(target), { recursive: true });
writeFileSync(target, `${JSON.stringify(await openApiDocument(), null, 2)}\n`);
console.info(`wrote ${target}`);

/** npm run client:generate: rewrites the TypeScript client's types from the OpenAPI document. */
import { writeFileSync } from "node:fs";
import { openApiDocument } from "./client/document";
import { CLIENT_SCHEMA_PATH, clientSchemaSource } from "./client/schema";

writeFileSync(CLIENT_SCHEMA_PATH, await clientSchemaSource(await openApiDocument()));
console.info(`wrote ${CLIENT_SCHEMA_PATH}`);

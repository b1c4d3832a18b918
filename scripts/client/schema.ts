import openapiTS, { astToString, type OpenAPI3 } from "openapi-typescript";
import { format, resolveConfig } from "prettier";

/** Where the generated types of the TypeScript client live. */
export const CLIENT_SCHEMA_PATH = "clients/typescript/src/schema.ts";

const HEADER = `/**
 * Generated from Fenix's OpenAPI document (/api/openapi.json) by openapi-typescript: do not edit.
 * Regenerate with \`npm run client:generate\`; tests/api/client.test.ts fails while this is stale.
 */
`;

/** The client's types for an OpenAPI document, formatted as the repository formats its code. */
export async function clientSchemaSource(document: object): Promise<string> {
  const source = HEADER + astToString(await openapiTS(document as OpenAPI3));
  return format(source, { ...(await resolveConfig(CLIENT_SCHEMA_PATH)), filepath: CLIENT_SCHEMA_PATH });
}

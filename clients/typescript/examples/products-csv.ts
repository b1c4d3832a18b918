/**
 * Prints every product of the catalogue as CSV, paging through /api/v1/products with a personal
 * API key: FENIX_URL=https://fenix.example.se FENIX_API_KEY=fnx_… npx tsx examples/products-csv.ts > products.csv
 */
import { createFenixClient, type operations } from "../src";

type Product = operations["listProducts"]["responses"][200]["content"]["application/json"]["data"]["items"][number];

const COLUMNS = [
  "productNumber",
  "productName",
  "producerName",
  "categoryLevel1",
  "volumeMl",
  "price",
] as const satisfies readonly (keyof Product)[];

/** A CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break. */
function field(value: unknown): string {
  const text = value === null || value === undefined ? "" : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const baseUrl = process.env.FENIX_URL;
const apiKey = process.env.FENIX_API_KEY;
if (!baseUrl || !apiKey) throw new Error("Set FENIX_URL and FENIX_API_KEY (a personal key from your profile page)");

const client = createFenixClient({ baseUrl, apiKey });
let cursor: string | undefined;
let first = true;
do {
  const { data, error, response } = await client.GET("/api/v1/products", { params: { query: { limit: 100, cursor } } });
  if (error) {
    // A refused key prints no CSV at all; a later page's failure ends the file where it was (the rows
    // written so far reach the pipe) with a failing exit code.
    console.error(`GET /api/v1/products: ${response.status} ${error.code ?? ""} ${error.message}`);
    process.exitCode = 1;
    break;
  }
  // The header once the first page is in: a refusal prints no CSV at all.
  if (first) console.log(COLUMNS.join(","));
  first = false;
  for (const product of data.data.items) console.log(COLUMNS.map((column) => field(product[column])).join(","));
  cursor = data.data.pagination.nextCursor ?? undefined;
} while (cursor);

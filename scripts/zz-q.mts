import { sql } from "drizzle-orm";
import { openDatabase } from "../server/db/client";
import { queryRows } from "../server/market/rows";
const db = await openDatabase({ dataDir: process.argv[2]! });
const q = (s: string) => queryRows(db, sql.raw(s));
for (const s of process.argv.slice(3)) console.log(JSON.stringify(await q(s)));
await db.close();

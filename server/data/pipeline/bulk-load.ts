import type { BulkSession } from "../../db/client";

/**
 * Loads empty tables without their indexes and builds the indexes afterwards, in the caller's
 * transaction: building an index once over sorted data is several times faster than keeping it
 * up to date row by row. Tables that already hold rows keep their indexes. The empty ones are
 * loaded frozen (COPY … FREEZE), so no vacuum has to pass over them afterwards.
 */
export async function withIndexesBuiltAfter<T>(session: BulkSession, tables: readonly string[], load: () => Promise<T>): Promise<T> {
  const empty: string[] = [];
  for (const table of tables) {
    const [row] = await session.query<{ any: boolean }>(`select exists (select 1 from ${table}) as any`);
    if (!row?.any) empty.push(table);
  }
  const constraints = await session.query<{ table: string; name: string; definition: string }>(
    `select c.conrelid::regclass::text as table, c.conname as name, pg_get_constraintdef(c.oid) as definition
     from pg_constraint c where c.contype = 'p' and c.conrelid::regclass::text = any($1::text[])`,
    [empty],
  );
  const indexes = await session.query<{ name: string; definition: string }>(
    `select i.indexname as name, i.indexdef as definition from pg_indexes i
     where i.schemaname = 'public' and i.tablename = any($1::text[])
       and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
    [empty],
  );
  for (const table of empty) await session.truncateForFreeze(table);
  for (const index of indexes) await session.query(`drop index "${index.name}"`);
  for (const c of constraints) await session.query(`alter table ${c.table} drop constraint "${c.name}"`);
  const result = await load();
  for (const c of constraints) await session.query(`alter table ${c.table} add constraint "${c.name}" ${c.definition}`);
  for (const index of indexes) await session.query(index.definition);
  for (const table of empty) await session.query(`analyze ${table}`);
  return result;
}

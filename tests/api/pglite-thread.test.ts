import { sql } from "drizzle-orm";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/client";
import { isUniqueViolation } from "../../server/db/unique-violation";
import { queryRows } from "../../server/db/rows";

// PGlite on a thread of its own (server/db/pglite-on-thread.ts), as the server opens it.
describe("the embedded database on its own thread", () => {
  it("keeps a refusal's SQLSTATE and constraint, rolls a failed transaction back and commits a good one", async () => {
    const db = await openDatabase({});
    try {
      await db.orm.execute(sql`create table t (id int primary key, name text)`);
      await db.orm.execute(sql`insert into t values (1, 'one')`);
      const refused = await db.orm.execute(sql`insert into t values (1, 'again')`).catch((error: unknown) => error);
      expect(isUniqueViolation(refused, "t_pkey")).toBe(true);
      await expect(
        db.orm.transaction(async (tx) => {
          await tx.execute(sql`insert into t values (2, 'two')`);
          throw new Error("changed my mind");
        }),
      ).rejects.toThrow("changed my mind");
      await db.orm.transaction(async (tx) => {
        await tx.execute(sql`insert into t values (3, 'three')`);
      });
      expect((await queryRows<{ id: number }>(db, sql`select id from t order by id`)).map((r) => r.id)).toEqual([1, 3]);
    } finally {
      await db.close();
    }
  });

  it("once closed, refuses as a database that went away (a request answers 503), and closes once however often asked", async () => {
    const db = await openDatabase({});
    expect(await db.alive()).toBe(true);
    await Promise.all([db.close(), db.close()]);
    await expect(db.ping()).rejects.toMatchObject({ cause: { code: "57P01" } });
    expect(await db.alive()).toBe(false);
  });

  it("closes while a transaction is open (a job stopped mid-way by SIGTERM), and the transaction's writes are gone", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "fenix-thread-"));
    try {
      const db = await openDatabase({ dataDir });
      await db.orm.execute(sql`create table t (id int primary key)`);
      let inserted: () => void = () => undefined;
      const halfWay = new Promise<void>((resolve) => (inserted = resolve));
      const abandoned = db.orm
        .transaction(async (tx) => {
          await tx.execute(sql`insert into t values (1)`);
          inserted();
          await new Promise((resolve) => setTimeout(resolve, 50));
          await tx.execute(sql`insert into t values (2)`);
        })
        .catch((error: unknown) => error);
      await halfWay;
      await db.close();
      expect(await abandoned).toMatchObject({ cause: { code: "57P01" } });

      const reopened = await openDatabase({ dataDir });
      try {
        expect(await queryRows(reopened, sql`select id from t`)).toEqual([]);
      } finally {
        await reopened.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

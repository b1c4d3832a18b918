import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { count } from "drizzle-orm";
import { resolveAppApiKey } from "../../server/core/app-key";
import { seedDemoDataOnce, demoCompanies } from "../../server/data/seed";
import { openDatabase } from "../../server/db/client";
import { migrationStatus, runMigrations } from "../../server/db/migrate";
import { companies } from "../../server/db/schema";
import { testDatabases } from "./helpers/databases";

describe.each(testDatabases)("migrations, settings and seed on $name", (database) => {
  it("applies migrations idempotently, keeps one generated key and seeds once", async () => {
    const { db, drop } = await database.create();
    try {
      await runMigrations(db);
      expect((await migrationStatus(db)).current).toBe(true);

      const key = await resolveAppApiKey(db, undefined);
      expect(key).toMatch(/^fx_app_[A-Za-z0-9_-]{32}$/);
      expect(await resolveAppApiKey(db, undefined)).toBe(key);
      expect(await resolveAppApiKey(db, "configured-key")).toBe("configured-key");

      expect(await seedDemoDataOnce(db)).toBe("seeded");
      expect(await seedDemoDataOnce(db)).toBe("already-seeded");
      const [row] = await db.orm.select({ n: count() }).from(companies);
      expect(row?.n).toBe(demoCompanies.length);
    } finally {
      await drop();
    }
  });
});

describe("PGlite data directory", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "fenix-data-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("a second start reuses the data of the first", async () => {
    const first = await openDatabase({ dataDir });
    await runMigrations(first);
    const key = await resolveAppApiKey(first, undefined);
    expect(await seedDemoDataOnce(first)).toBe("seeded");
    await first.close();

    const second = await openDatabase({ dataDir });
    try {
      await runMigrations(second);
      expect(await resolveAppApiKey(second, undefined)).toBe(key);
      expect(await seedDemoDataOnce(second)).toBe("already-seeded");
    } finally {
      await second.close();
    }
  });
});

import { mkdtempSync, rmSync } from "node:fs";
import { readdir, rename } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { afterAll, describe, expect, it, vi } from "vitest";
import type { Upload, UploadTicket } from "../../contracts";
import { jobs, uploads } from "../../server/db/schema";
import { TEST_API_KEY, useTestApp, type TestApp } from "./helpers/app";
import { signIn } from "./helpers/auth";
import { testDatabases } from "./helpers/databases";

const CSV = Buffer.from("Placering;Varunummer;Namn\n1;7600;Absolut Vodka\n2;1234;Norrlands Guld\n", "latin1");
const CSV_TYPE = "text/csv";
const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

async function bearer(t: TestApp, email: string) {
  return { authorization: `Bearer ${(await signIn(t, email)).accessToken}` };
}

async function ask(t: TestApp, headers: Record<string, string>, body: object) {
  const res = await t.app.inject({ method: "POST", url: "/api/v1/uploads/request", headers, payload: body });
  return { status: res.statusCode, body: res.json() as { data: UploadTicket; code?: string; message?: string } };
}

async function put(t: TestApp, url: string, bytes: Buffer, contentType: string) {
  const res = await t.app.inject({ method: "PUT", url, headers: { "content-type": contentType }, payload: bytes });
  return { status: res.statusCode, body: res.json() as { size?: number; code?: string } };
}

/** Runs the uploads' expiry jobs now, as if their URLs had expired an hour ago, and waits for the worker to finish them. */
async function runExpiryJobs(t: TestApp) {
  const due = await t.db.orm
    .update(jobs)
    .set({ runAfter: sql`now()` })
    .where(and(eq(jobs.kind, "uploads.expire"), eq(jobs.status, "queued")))
    .returning({ id: jobs.id });
  await vi.waitFor(
    async () => {
      const left = await t.db.orm
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          and(
            inArray(
              jobs.id,
              due.map((job) => job.id),
            ),
            ne(jobs.status, "done"),
          ),
        );
      expect(left).toEqual([]);
    },
    { timeout: 15_000, interval: 100 },
  );
}

async function confirm(t: TestApp, headers: Record<string, string>, id: string) {
  const res = await t.app.inject({ method: "POST", url: `/api/v1/uploads/${id}/confirm`, headers });
  return { status: res.statusCode, body: res.json() as { data: Upload; code?: string; message?: string } };
}

describe.each(testDatabases)("uploads through Fenix's own signed URLs on $name", (database) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "fenix-uploads-"));
  const t = useTestApp(database, { DATA_DIR: dataDir }, { seed: true });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const files = async () =>
    (await readdir(path.join(dataDir, "uploads"), { recursive: true, withFileTypes: true })).filter((e) => e.isFile());
  /** Files holding an upload's bytes. */
  const stored = async () => (await files()).filter((e) => !e.name.endsWith(".closed"));
  /** The marks that keep a deleted or refused upload's URL closed until it expires. */
  const closedUrls = async () => (await files()).filter((e) => e.name.endsWith(".closed")).map((e) => e.name);

  it("request → PUT → confirm → status → download → delete, the file checked by its bytes", async () => {
    const user = await bearer(t, "user@nordvik.example");
    const ticket = await ask(t, user, { filename: "vecka-46.csv", contentType: CSV_TYPE, size: CSV.length, purpose: "weekly-ranking" });
    expect(ticket.status).toBe(201);
    expect(ticket.body.data.uploadUrl).toMatch(/^\/api\/v1\/storage\/[0-9a-f-]{36}\/[0-9a-f-]{36}\?/);
    const minutes = (Date.parse(ticket.body.data.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
    const id = ticket.body.data.id;

    expect((await confirm(t, user, id)).body.code).toBe("UPLOAD_NOT_STORED");
    expect(await put(t, ticket.body.data.uploadUrl, CSV, CSV_TYPE)).toEqual({ status: 200, body: { size: CSV.length } });
    const confirmed = await confirm(t, user, id);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({
      id,
      status: "uploaded",
      format: "csv",
      size: CSV.length,
      filename: "vecka-46.csv",
      uploadedBy: "Johan Berg",
    });
    expect((await confirm(t, user, id)).body.code).toBe("UPLOAD_NOT_PENDING");

    const status = await t.app.inject({ url: `/api/v1/uploads/${id}`, headers: user });
    expect(status.json().data.status).toBe("uploaded");
    const list = await t.app.inject({ url: "/api/v1/uploads?purpose=weekly-ranking", headers: user });
    expect(list.json().data.items.map((u: Upload) => u.id)).toContain(id);

    const file = await t.app.inject({ url: `/api/v1/uploads/${id}/file`, headers: user });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-disposition"]).toMatch(/^attachment; filename\*=UTF-8''vecka-46\.csv$/);
    expect(file.headers["x-content-type-options"]).toBe("nosniff");
    expect(file.headers["content-type"]).toBe("application/octet-stream");
    expect(file.rawPayload.equals(CSV)).toBe(true);

    expect((await t.app.inject({ method: "DELETE", url: `/api/v1/uploads/${id}`, headers: user })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/v1/uploads/${id}`, headers: user })).statusCode).toBe(404);
    expect(await stored()).toEqual([]);
    expect(await closedUrls()).toContain(`${id}.closed`);
    await runExpiryJobs(t);
    expect(await closedUrls()).not.toContain(`${id}.closed`);
  });

  it("an upload URL dies at confirm and at delete: later PUTs are refused and what was checked is what is read", async () => {
    const user = await bearer(t, "user@nordvik.example");
    const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(5_000, 7)]);
    const confirmed = (await ask(t, user, { filename: "v.csv", contentType: CSV_TYPE, size: CSV.length, purpose: "weekly-ranking" })).body
      .data;
    expect((await put(t, confirmed.uploadUrl, CSV, CSV_TYPE)).status).toBe(200);
    expect((await confirm(t, user, confirmed.id)).status).toBe(200);
    expect(await put(t, confirmed.uploadUrl, PNG, CSV_TYPE)).toMatchObject({ status: 409, body: { code: "UPLOAD_URL_CLOSED" } });
    const file = await t.app.inject({ url: `/api/v1/uploads/${confirmed.id}/file`, headers: user });
    expect(file.rawPayload.equals(CSV)).toBe(true);

    const deleted = (await ask(t, user, { filename: "w.csv", contentType: CSV_TYPE, size: CSV.length, purpose: "weekly-ranking" })).body
      .data;
    expect((await put(t, deleted.uploadUrl, CSV, CSV_TYPE)).status).toBe(200);
    expect((await t.app.inject({ method: "DELETE", url: `/api/v1/uploads/${deleted.id}`, headers: user })).statusCode).toBe(200);
    expect(await put(t, deleted.uploadUrl, CSV, CSV_TYPE)).toMatchObject({ status: 409, body: { code: "UPLOAD_URL_CLOSED" } });

    const refused = (await ask(t, user, { filename: "x.csv", contentType: CSV_TYPE, size: CSV.length + 1, purpose: "weekly-ranking" })).body
      .data;
    await put(t, refused.uploadUrl, CSV, CSV_TYPE);
    expect((await confirm(t, user, refused.id)).body.code).toBe("UPLOAD_SIZE_MISMATCH");
    expect(await put(t, refused.uploadUrl, CSV, CSV_TYPE)).toMatchObject({ status: 409, body: { code: "UPLOAD_URL_CLOSED" } });
    expect((await stored()).map((f) => f.name)).toEqual([`${confirmed.id}.sealed`]);
    expect(await closedUrls()).toEqual(expect.arrayContaining([`${deleted.id}.closed`, `${refused.id}.closed`]));

    await t.app.inject({ method: "DELETE", url: `/api/v1/uploads/${confirmed.id}`, headers: user });
    await t.app.inject({ method: "DELETE", url: `/api/v1/uploads/${refused.id}`, headers: user });
    await runExpiryJobs(t);
    expect(await closedUrls()).toEqual([]);
    expect(await stored()).toEqual([]);
  });

  it("removes an upload never confirmed, with its file, once its URL has expired and the hour to confirm has passed", async () => {
    const user = await bearer(t, "user@nordvik.example");
    const ticket = (await ask(t, user, { filename: "y.csv", contentType: CSV_TYPE, size: CSV.length, purpose: "weekly-ranking" })).body
      .data;
    expect((await put(t, ticket.uploadUrl, CSV, CSV_TYPE)).status).toBe(200);
    const [job] = await t.db.orm
      .select({ runAfter: jobs.runAfter })
      .from(jobs)
      .where(and(eq(jobs.kind, "uploads.expire"), sql`${jobs.payload}->>'uploadId' = ${ticket.id}`));
    expect((job!.runAfter.getTime() - Date.parse(ticket.expiresAt)) / 60_000).toBeCloseTo(60, 0);

    await runExpiryJobs(t);
    expect((await t.app.inject({ url: `/api/v1/uploads/${ticket.id}`, headers: user })).json().code).toBe("UPLOAD_NOT_FOUND");
    expect(await stored()).toEqual([]);
  });

  it("one confirmation at a time: one at work keeps others and the expiry job off, one cut short is finished by the next, and a delete during one keeps nothing", async () => {
    const user = await bearer(t, "user@nordvik.example");
    /** An upload stored and claimed by a confirmation that sealed it, then stopped (or is still at work until `until`). */
    const cutShort = async (filename: string, until: string) => {
      const ticket = (await ask(t, user, { filename, contentType: CSV_TYPE, size: CSV.length, purpose: "weekly-ranking" })).body.data;
      expect((await put(t, ticket.uploadUrl, CSV, CSV_TYPE)).status).toBe(200);
      const file = (await stored()).find((e) => e.name === ticket.id)!;
      await rename(path.join(file.parentPath, file.name), path.join(file.parentPath, `${file.name}.sealed`));
      await t.db.orm
        .update(uploads)
        .set({ storageKey: sql`${uploads.storageKey} || '.sealed'`, confirmingUntil: sql`now() + ${until}::interval` })
        .where(eq(uploads.id, ticket.id));
      return ticket;
    };
    const statusOf = async (id: string) => (await t.app.inject({ url: `/api/v1/uploads/${id}`, headers: user })).json().data?.status;

    const held = await cutShort("held.csv", "5 minutes");
    expect(await confirm(t, user, held.id)).toMatchObject({ status: 409, body: { code: "UPLOAD_NOT_PENDING" } });
    await runExpiryJobs(t);
    expect(await statusOf(held.id)).toBe("pending");
    const [again] = await t.db.orm
      .select({ runAfter: jobs.runAfter, status: jobs.status })
      .from(jobs)
      .where(and(eq(jobs.kind, "uploads.expire"), eq(jobs.status, "queued"), sql`${jobs.payload}->>'uploadId' = ${held.id}`));
    expect((again!.runAfter.getTime() - Date.now()) / 60_000).toBeCloseTo(6, 0);

    await t.db.orm
      .update(uploads)
      .set({ confirmingUntil: sql`now() - interval '1 second'` })
      .where(eq(uploads.id, held.id));
    expect(await confirm(t, user, held.id)).toMatchObject({ status: 200, body: { data: { status: "uploaded", format: "csv" } } });
    const file = await t.app.inject({ url: `/api/v1/uploads/${held.id}/file`, headers: user });
    expect(file.rawPayload.equals(CSV)).toBe(true);

    const deleted = await cutShort("deleted.csv", "5 minutes");
    expect((await t.app.inject({ method: "DELETE", url: `/api/v1/uploads/${deleted.id}`, headers: user })).statusCode).toBe(200);
    expect((await stored()).map((e) => e.name)).toEqual([`${held.id}.sealed`]);
    expect(await put(t, deleted.uploadUrl, CSV, CSV_TYPE)).toMatchObject({ status: 409, body: { code: "UPLOAD_URL_CLOSED" } });

    await t.app.inject({ method: "DELETE", url: `/api/v1/uploads/${held.id}`, headers: user });
    expect(await stored()).toEqual([]);
  });

  it("takes the file over a real HTTP connection, streamed as the browser sends it", async () => {
    const user = await bearer(t, "user@nordvik.example");
    const ticket = (await ask(t, user, { filename: "via-http.csv", contentType: CSV_TYPE, size: CSV.length, purpose: "weekly-ranking" }))
      .body.data;
    const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const stored = await fetch(`${address}${ticket.uploadUrl}`, {
      method: "PUT",
      headers: { "content-type": CSV_TYPE },
      body: CSV,
      signal: AbortSignal.timeout(10_000),
    });
    expect(stored.status).toBe(200);
    expect((await confirm(t, user, ticket.id)).body.data.status).toBe("uploaded");
    expect((await t.app.inject({ method: "DELETE", url: `/api/v1/uploads/${ticket.id}`, headers: user })).statusCode).toBe(200);
  });

  it("refuses an expired URL, a wrong signature, another content type and a file over the cap", async () => {
    const user = await bearer(t, "user@nordvik.example");
    const ticket = (await ask(t, user, { filename: "lista.csv", contentType: CSV_TYPE, size: CSV.length, purpose: "weekly-ranking" })).body
      .data;

    const forged = ticket.uploadUrl.replace(/signature=([^&])/, (_, c: string) => `signature=${c === "A" ? "B" : "A"}`);
    expect((await put(t, forged, CSV, CSV_TYPE)).body.code).toBe("UPLOAD_SIGNATURE_INVALID");
    const longer = ticket.uploadUrl.replace(/expires=(\d+)/, (_, n: string) => `expires=${Number(n) + 3600}`);
    expect((await put(t, longer, CSV, CSV_TYPE)).body.code).toBe("UPLOAD_SIGNATURE_INVALID");
    expect(await put(t, ticket.uploadUrl, CSV, "text/html")).toMatchObject({ status: 415, body: { code: "UPLOAD_TYPE_NOT_ALLOWED" } });
    const tooBig = Buffer.alloc(10 * 1024 * 1024 + 1, 0x41);
    expect(await put(t, ticket.uploadUrl, tooBig, CSV_TYPE)).toMatchObject({ status: 413, body: { code: "UPLOAD_TOO_LARGE" } });

    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 16 * 60_000 });
    try {
      expect(await put(t, ticket.uploadUrl, CSV, CSV_TYPE)).toMatchObject({ status: 403, body: { code: "UPLOAD_URL_EXPIRED" } });
      const later = await bearer(t, "user@nordvik.example"); // the first session's token has expired too
      expect(await confirm(t, later, ticket.id)).toMatchObject({ status: 410, body: { code: "UPLOAD_URL_EXPIRED" } });
    } finally {
      vi.useRealTimers();
    }
    expect(await stored()).toEqual([]);

    const oversize = await ask(t, user, {
      filename: "stor.csv",
      contentType: CSV_TYPE,
      size: 10 * 1024 * 1024 + 1,
      purpose: "weekly-ranking",
    });
    expect(oversize).toMatchObject({ status: 413, body: { code: "UPLOAD_TOO_LARGE" } });
    expect(oversize.body.message).toBe("The file is larger than the 10 MB allowed here");
    expect((await ask(t, user, { filename: "page.html", contentType: "text/html", size: 10, purpose: "weekly-ranking" })).body.code).toBe(
      "UPLOAD_TYPE_NOT_ALLOWED",
    );
    expect((await ask(t, user, { filename: "../x.csv", contentType: CSV_TYPE, size: 10, purpose: "weekly-ranking" })).status).toBe(400);
  });

  it("a file whose bytes are not what its name and type say is refused on confirm and removed", async () => {
    const user = await bearer(t, "user@nordvik.example");
    const cases = [
      { filename: "lista.xlsx", contentType: XLSX_TYPE, bytes: CSV },
      { filename: "lista.csv", contentType: CSV_TYPE, bytes: Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00, 0x00]) },
      { filename: "lista.csv", contentType: CSV_TYPE, bytes: Buffer.from("just one line of prose with no delimiter\n") },
    ];
    for (const { filename, contentType, bytes } of cases) {
      const ticket = (await ask(t, user, { filename, contentType, size: bytes.length, purpose: "weekly-ranking" })).body.data;
      expect((await put(t, ticket.uploadUrl, bytes, contentType)).status).toBe(200);
      const refused = await confirm(t, user, ticket.id);
      expect(refused, filename).toMatchObject({ status: 415, body: { code: "UPLOAD_CONTENT_MISMATCH" } });
      const after = (await t.app.inject({ url: `/api/v1/uploads/${ticket.id}`, headers: user })).json().data as Upload;
      expect(after).toMatchObject({ status: "failed", message: refused.body.message, errorCode: "UPLOAD_CONTENT_MISMATCH" });
    }
    const short = (await ask(t, user, { filename: "kort.csv", contentType: CSV_TYPE, size: CSV.length + 5, purpose: "weekly-ranking" }))
      .body.data;
    await put(t, short.uploadUrl, CSV, CSV_TYPE);
    expect(await confirm(t, user, short.id)).toMatchObject({ status: 422, body: { code: "UPLOAD_SIZE_MISMATCH" } });
    expect(await stored()).toEqual([]);
  });

  it("another company's upload is not found, and the application key alone cannot upload", async () => {
    const nordvik = await bearer(t, "user@nordvik.example");
    const ticket = (
      await ask(t, nordvik, {
        filename: "egen.csv",
        contentType: CSV_TYPE,
        size: CSV.length,
        purpose: "module-data",
        module: "weekly-rankings",
      })
    ).body.data;
    await put(t, ticket.uploadUrl, CSV, CSV_TYPE);
    const other = await bearer(t, "user@bryggarhuset.example");
    for (const [method, url] of [
      ["GET", `/api/v1/uploads/${ticket.id}`],
      ["POST", `/api/v1/uploads/${ticket.id}/confirm`],
      ["GET", `/api/v1/uploads/${ticket.id}/file`],
      ["DELETE", `/api/v1/uploads/${ticket.id}`],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: other });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const theirs = (await t.app.inject({ url: "/api/v1/uploads", headers: other })).json().data.items as Upload[];
    expect(theirs.map((u) => u.id)).not.toContain(ticket.id);
    expect((await confirm(t, nordvik, ticket.id)).status).toBe(200);

    const appKeyOnly = await ask(
      t,
      { "x-api-key": TEST_API_KEY },
      { filename: "a.csv", contentType: CSV_TYPE, size: 10, purpose: "module-data", module: "data-upload" },
    );
    expect(appKeyOnly).toMatchObject({ status: 401, body: { code: "APP_KEY_NOT_ENOUGH" } });
  });

  it("module data is read as soon as it is confirmed: its rows and columns counted, or why it cannot be", async () => {
    const user = await bearer(t, "admin@nordvik.example");
    const noModule = await ask(t, user, { filename: "data.csv", contentType: CSV_TYPE, size: CSV.length, purpose: "module-data" });
    expect(noModule).toMatchObject({ status: 400, body: { code: "UPLOAD_MODULE_REQUIRED" } });
    const settled = async (id: string) => {
      for (let i = 0; i < 100; i++) {
        const upload = (await t.app.inject({ url: `/api/v1/uploads/${id}`, headers: user })).json().data as Upload;
        if (upload.status === "processed" || upload.status === "failed") return upload;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error("not processed within 10 s");
    };
    const headerOnly = Buffer.from("Placering;Varunummer;Namn\n");
    for (const [bytes, expected] of [
      [
        CSV,
        {
          status: "processed",
          module: "weekly-rankings",
          summary: { rows: 2, columns: ["Placering", "Varunummer", "Namn"] },
          message: "2 rows, 3 columns: Placering, Varunummer, Namn",
        },
      ],
      [headerOnly, { status: "failed", errorCode: "NO_ROWS", summary: null, message: "The file has no rows under its header" }],
    ] as const) {
      const ticket = (
        await ask(t, user, {
          filename: "egen.csv",
          contentType: CSV_TYPE,
          size: bytes.length,
          purpose: "module-data",
          module: "weekly-rankings",
        })
      ).body.data;
      await put(t, ticket.uploadUrl, bytes, CSV_TYPE);
      expect((await confirm(t, user, ticket.id)).status).toBe(200);
      expect(await settled(ticket.id)).toMatchObject(expected);
    }
  });

  it("takes module data only from a company that has the module, and pages its uploads newest first by cursor", async () => {
    const user = await bearer(t, "admin@bryggarhuset.example");
    const dataFile = { filename: "fil.csv", contentType: CSV_TYPE, size: 10, purpose: "module-data", module: "data-upload" };
    // Bryggarhuset has no plan and no module yet: nothing is stored for it.
    expect(await ask(t, user, dataFile)).toMatchObject({ status: 403, body: { code: "MODULE_REQUIRED", module: "data-upload" } });
    expect((await t.app.inject({ url: "/api/v1/uploads", headers: user })).json().data.pagination.total).toBe(0);
    const buy = async (url: string, method: "PUT" | "POST", payload: object) =>
      expect((await t.app.inject({ method, url, headers: user, payload })).statusCode, url).toBeLessThan(300);
    await buy("/api/v1/subscription/current", "PUT", { tier: "basic", billingPeriod: "monthly" });
    await buy("/api/v1/subscription/modules", "POST", { type: "data-upload", billingPeriod: "monthly" });
    // Data for another module it lacks is still refused.
    expect(await ask(t, user, { ...dataFile, module: "store-optimization" })).toMatchObject({
      status: 403,
      body: { code: "MODULE_REQUIRED", module: "store-optimization" },
    });
    for (let i = 0; i < 5; i++)
      await ask(t, user, { filename: `fil-${i}.csv`, contentType: CSV_TYPE, size: 10, purpose: "module-data", module: "data-upload" });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await t.app.inject({ url: `/api/v1/uploads?limit=2${cursor ? `&cursor=${cursor}` : ""}`, headers: user });
      const page = res.json().data as { items: Upload[]; pagination: { total: number; nextCursor: string | null } };
      expect(page.pagination.total).toBe(5);
      seen.push(...page.items.map((u) => u.filename));
      cursor = page.pagination.nextCursor;
    } while (cursor);
    expect(seen).toEqual(["fil-4.csv", "fil-3.csv", "fil-2.csv", "fil-1.csv", "fil-0.csv"]);
    expect((await t.app.inject({ url: "/api/v1/uploads?cursor=nonsense", headers: user })).json().code).toBe("INVALID_CURSOR");
  });
});

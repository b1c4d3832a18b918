import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Upload, UploadTicket } from "../../contracts";
import { jobs } from "../../server/db/schema";
import { useTestApp } from "./helpers/app";
import { signIn } from "./helpers/auth";
import { testDatabases } from "./helpers/databases";

const CSV = Buffer.from("Placering,Varunummer,Namn\n1,7600,Absolut Vodka\n", "utf8");

/**
 * The S3 path against a real S3-compatible HTTP server (s3rver) that the test starts: presigned
 * PUTs from plain fetch, then size and content checks, reads and deletes through the SDK.
 */
describe("uploads to an S3-compatible bucket", () => {
  const directory = mkdtempSync(path.join(tmpdir(), "fenix-s3rver-"));
  const server = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory,
    configureBuckets: [{ name: "fenix-uploads", configs: [] }],
  });
  let endpoint = "";
  beforeAll(async () => {
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
    process.env.FENIX_TEST_S3_ENDPOINT = endpoint;
  });
  afterAll(async () => {
    await server.close();
    rmSync(directory, { recursive: true, force: true });
  });

  const t = useTestApp(
    testDatabases[0]!,
    {
      S3_BUCKET: "fenix-uploads",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      get S3_ENDPOINT() {
        return process.env.FENIX_TEST_S3_ENDPOINT;
      },
    },
    { seed: true },
  );

  it("request → presigned PUT → confirm → download → delete", async () => {
    const headers = { authorization: `Bearer ${(await signIn(t, "user@nordvik.example")).accessToken}` };
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/uploads/request",
      headers,
      payload: { filename: "vecka.csv", contentType: "text/csv", size: CSV.length, purpose: "weekly-ranking" },
    });
    expect(res.statusCode).toBe(201);
    const ticket = res.json().data as UploadTicket;
    expect(ticket.uploadUrl.startsWith(`${endpoint}/fenix-uploads/`)).toBe(true);
    expect(ticket.uploadUrl).toContain("X-Amz-Signature=");

    // s3rver accepts any SigV4 signature (its source: "calculation is unimplemented"), so a tampered
    // URL's refusal is the bucket's own business and not tested here; Fenix's own URLs are (uploads.test.ts).
    const stored = await fetch(ticket.uploadUrl, { method: "PUT", headers: { "content-type": "text/csv" }, body: CSV });
    expect(stored.status).toBe(200);

    const confirmed = await t.app.inject({ method: "POST", url: `/api/v1/uploads/${ticket.id}/confirm`, headers });
    expect(confirmed.statusCode).toBe(200);
    expect((confirmed.json().data as Upload).status).toBe("uploaded");
    const file = await t.app.inject({ url: `/api/v1/uploads/${ticket.id}/file`, headers });
    expect(file.rawPayload.equals(CSV)).toBe(true);

    expect((await t.app.inject({ method: "DELETE", url: `/api/v1/uploads/${ticket.id}`, headers })).statusCode).toBe(200);
    const key = new URL(ticket.uploadUrl).pathname;
    expect((await fetch(`${endpoint}${key}`)).status).not.toBe(200);
  });

  it("a PUT to a confirmed upload's URL cannot change what was checked, and what the URL writes after delete is swept", async () => {
    const headers = { authorization: `Bearer ${(await signIn(t, "user@nordvik.example")).accessToken}` };
    const ticket = (
      await t.app.inject({
        method: "POST",
        url: "/api/v1/uploads/request",
        headers,
        payload: { filename: "vecka.csv", contentType: "text/csv", size: CSV.length, purpose: "weekly-ranking" },
      })
    ).json().data as UploadTicket;
    const putBytes = (body: Buffer) =>
      fetch(ticket.uploadUrl, { method: "PUT", headers: { "content-type": "text/csv" }, body: new Uint8Array(body) });
    expect((await putBytes(CSV)).status).toBe(200);
    expect((await t.app.inject({ method: "POST", url: `/api/v1/uploads/${ticket.id}/confirm`, headers })).statusCode).toBe(200);
    // A presigned URL cannot be revoked: the bucket takes the bytes, but under a key nothing reads.
    const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(5_000, 7)]);
    expect((await putBytes(PNG)).status).toBe(200);
    const file = await t.app.inject({ url: `/api/v1/uploads/${ticket.id}/file`, headers });
    expect(file.rawPayload.equals(CSV)).toBe(true);

    expect((await t.app.inject({ method: "DELETE", url: `/api/v1/uploads/${ticket.id}`, headers })).statusCode).toBe(200);
    expect((await putBytes(PNG)).status).toBe(200);
    const objectUrl = `${endpoint}${new URL(ticket.uploadUrl).pathname}`;
    expect((await fetch(objectUrl)).status).toBe(200);
    await t.db.orm
      .update(jobs)
      .set({ runAfter: sql`now()` })
      .where(and(eq(jobs.kind, "uploads.expire"), eq(jobs.status, "queued")));
    await vi.waitFor(async () => expect((await fetch(objectUrl)).status).toBe(404), { timeout: 15_000, interval: 100 });
    expect((await fetch(`${objectUrl}.sealed`)).status).toBe(404);
  });

  it("a file whose bytes are not CSV is refused on confirm and removed from the bucket", async () => {
    const headers = { authorization: `Bearer ${(await signIn(t, "user@nordvik.example")).accessToken}` };
    const bytes = Buffer.from([0x00, 0x01, 0x02, 0x03, 0x04]);
    const ticket = (
      await t.app.inject({
        method: "POST",
        url: "/api/v1/uploads/request",
        headers,
        payload: { filename: "x.csv", contentType: "text/csv", size: bytes.length, purpose: "weekly-ranking" },
      })
    ).json().data as UploadTicket;
    expect((await fetch(ticket.uploadUrl, { method: "PUT", headers: { "content-type": "text/csv" }, body: bytes })).status).toBe(200);
    const refused = await t.app.inject({ method: "POST", url: `/api/v1/uploads/${ticket.id}/confirm`, headers });
    expect(refused.json()).toMatchObject({ statusCode: 415, code: "UPLOAD_CONTENT_MISMATCH" });
    const file = await t.app.inject({ url: `/api/v1/uploads/${ticket.id}/file`, headers });
    expect(file.json().code).toBe("UPLOAD_NOT_STORED");
  });
});

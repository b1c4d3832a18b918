import { createHmac, timingSafeEqual } from "node:crypto";
import { createWriteStream, existsSync } from "node:fs";
import { link, mkdir, open, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { sealedKey, type ObjectStorage } from "./object-storage";

/** Where Fenix's own storage answers signed PUTs (see local-routes.ts). */
export const LOCAL_STORAGE_PATH = "/api/v1/storage";

/** An upload URL's key; a sealed object's key adds `.sealed`, and a closed URL leaves a `.closed` mark. */
const KEY_PATTERN = /^[0-9a-f-]{36}\/[0-9a-f-]{36}$/;
const STORED_KEY_PATTERN = /^[0-9a-f-]{36}\/[0-9a-f-]{36}(\.sealed|\.closed)?$/;
const CLOSED = ".closed";

export interface SignedPutParams {
  key: string;
  contentType: string;
  maxBytes: number;
  expires: number;
  signature: string;
}

export type PutRefusal =
  "UPLOAD_URL_EXPIRED" | "UPLOAD_URL_CLOSED" | "UPLOAD_SIGNATURE_INVALID" | "UPLOAD_TOO_LARGE" | "UPLOAD_TYPE_NOT_ALLOWED";

export class PutRefused extends Error {
  constructor(readonly code: PutRefusal) {
    super(code);
  }
}

/** A directory under DATA_DIR; URLs are signed with an HMAC over key, type, size cap and expiry. */
export class LocalStorage implements ObjectStorage {
  readonly kind = "local" as const;

  constructor(
    private readonly root: string,
    private readonly signingKey: Buffer,
  ) {}

  private sign(key: string, contentType: string, maxBytes: number, expires: number): string {
    return createHmac("sha256", this.signingKey).update(`PUT\n${key}\n${contentType}\n${maxBytes}\n${expires}`).digest("base64url");
  }

  private file(key: string): string {
    if (!STORED_KEY_PATTERN.test(key)) throw new Error("not a storage key");
    return path.join(this.root, ...key.split("/"));
  }

  async signUpload({ key, contentType, maxBytes, expiresAt }: { key: string; contentType: string; maxBytes: number; expiresAt: Date }) {
    const expires = Math.floor(expiresAt.getTime() / 1000);
    const query = new URLSearchParams({
      contentType,
      maxBytes: String(maxBytes),
      expires: String(expires),
      signature: this.sign(key, contentType, maxBytes, expires),
    });
    // Relative to the API's origin: the browser sends it to the page's own server.
    return { url: `${LOCAL_STORAGE_PATH}/${key}?${query}`, expiresAt: new Date(expires * 1000) };
  }

  /** Checks a PUT against its signature, then streams the body to a temporary file and moves it in place. */
  async acceptPut(params: SignedPutParams, contentType: string | undefined, body: Readable, now = Date.now()): Promise<number> {
    if (!KEY_PATTERN.test(params.key)) throw new PutRefused("UPLOAD_SIGNATURE_INVALID");
    const expected = Buffer.from(this.sign(params.key, params.contentType, params.maxBytes, params.expires));
    const given = Buffer.from(params.signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new PutRefused("UPLOAD_SIGNATURE_INVALID");
    if (params.expires * 1000 < now) throw new PutRefused("UPLOAD_URL_EXPIRED");
    if ((contentType ?? "application/octet-stream") !== params.contentType) throw new PutRefused("UPLOAD_TYPE_NOT_ALLOWED");
    if (this.urlClosed(params.key)) throw new PutRefused("UPLOAD_URL_CLOSED");
    const target = this.file(params.key);
    await mkdir(path.dirname(target), { recursive: true });
    const partial = `${target}.${process.pid}.${Date.now()}.part`;
    let written = 0;
    const out = createWriteStream(partial, { flags: "wx", mode: 0o600 });
    try {
      await pipeline(
        body,
        async function* (chunks: AsyncIterable<Buffer>) {
          for await (const chunk of chunks) {
            written += chunk.length;
            if (written > params.maxBytes) throw new PutRefused("UPLOAD_TOO_LARGE");
            yield chunk;
          }
        },
        out,
      );
      // Confirmed or deleted while the body arrived: what it wrote is not kept.
      if (this.urlClosed(params.key)) throw new PutRefused("UPLOAD_URL_CLOSED");
      await rename(partial, target);
      return written;
    } catch (error) {
      // A refusal can come before the temporary file is open; the open still creates it, so it is
      // removed once the stream has closed (seen on a busy machine: a stray .part after a 413).
      if (!out.closed) await new Promise<void>((resolve) => out.once("close", () => resolve()));
      await rm(partial, { force: true });
      throw error;
    }
  }

  async stat(key: string) {
    try {
      const info = await stat(this.file(key));
      return { size: info.size };
    } catch {
      return null;
    }
  }

  async read(key: string, bytes?: number): Promise<Buffer> {
    const handle = await open(this.file(key), "r");
    try {
      if (bytes === undefined) return await handle.readFile();
      const buffer = Buffer.alloc(bytes);
      const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
      return buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.file(key), { force: true });
  }

  private urlClosed(key: string): boolean {
    return existsSync(this.file(sealedKey(key))) || existsSync(this.file(key + CLOSED));
  }

  /** A hard link then an unlink: the link never replaces a sealed copy that is there already. */
  async seal(key: string): Promise<string | null> {
    const sealed = sealedKey(key);
    try {
      await link(this.file(key), this.file(sealed));
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === "ENOENT") return (await this.stat(sealed)) ? sealed : null;
      if (code !== "EEXIST") throw error;
    }
    // What the URL key holds now is either the sealed file's other name or a PUT that finished
    // after the seal: neither is read again.
    await rm(this.file(key), { force: true });
    return sealed;
  }

  async closeUrl(key: string): Promise<void> {
    await mkdir(path.dirname(this.file(key)), { recursive: true });
    await writeFile(this.file(key + CLOSED), "");
    await rm(this.file(key), { force: true });
  }

  async sweep(key: string): Promise<void> {
    await rm(this.file(key), { force: true });
    await rm(this.file(key + CLOSED), { force: true });
  }
}

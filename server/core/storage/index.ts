import path from "node:path";
import type { Config } from "../../config";
import { LocalStorage } from "./local";
import type { ObjectStorage } from "./object-storage";
import { S3Storage } from "./s3";

export type { ObjectStorage } from "./object-storage";
export { objectKey, sealedKey } from "./object-storage";
export { LocalStorage, LOCAL_STORAGE_PATH } from "./local";

/** S3 when S3_BUCKET is set, else a directory under DATA_DIR whose URLs Fenix signs and serves itself. */
export function createStorage(config: Config, signingKey: Buffer): ObjectStorage {
  if (config.s3) return new S3Storage(config.s3);
  return new LocalStorage(path.join(config.dataDir, "uploads"), signingKey);
}

/** The origins the browser sends uploads to besides Fenix itself (for the CSP's connect-src). */
export function storageOrigins(config: Config): string[] {
  if (!config.s3) return [];
  if (config.s3.endpoint) {
    const origin = new URL(config.s3.endpoint).origin;
    return [config.s3.forcePathStyle ? origin : `${new URL(config.s3.endpoint).protocol}//*.${new URL(config.s3.endpoint).host}`];
  }
  return [`https://${config.s3.bucket}.s3.${config.s3.region}.amazonaws.com`, `https://s3.${config.s3.region}.amazonaws.com`];
}

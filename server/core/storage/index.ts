import path from "node:path";
import type { Config } from "../../config";
import { LocalStorage } from "./local";
import type { ObjectStorage } from "./object-storage";

export type { ObjectStorage } from "./object-storage";
export { objectKey, sealedKey } from "./object-storage";
export { LocalStorage, LOCAL_STORAGE_PATH } from "./local";

/**
 * S3 when S3_BUCKET is set, else a directory under DATA_DIR whose URLs Fenix signs and serves itself.
 * The S3 client (the AWS SDK) is loaded only then.
 */
export async function createStorage(config: Config, signingKey: Buffer): Promise<ObjectStorage> {
  if (config.s3) return new (await import("./s3")).S3Storage(config.s3);
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

/**
 * Where uploaded files live: a directory Fenix serves itself behind signed URLs, or an
 * S3-compatible bucket with presigned URLs. Keys always start with the owning company's id.
 */
export interface SignedUpload {
  url: string;
  expiresAt: Date;
}

export interface ObjectStorage {
  readonly kind: "local" | "s3";
  /** A URL that accepts one PUT of at most `maxBytes` bytes with this content type until it expires. */
  signUpload(input: { key: string; contentType: string; maxBytes: number; expiresAt: Date }): Promise<SignedUpload>;
  /** The stored object's size, or null when nothing is stored under the key. */
  stat(key: string): Promise<{ size: number } | null>;
  /** The object's first `bytes` bytes (all of it when omitted). */
  read(key: string, bytes?: number): Promise<Buffer>;
  remove(key: string): Promise<void>;
  /**
   * Takes the object at an upload URL's key out of that URL's reach, to `sealedKey(key)`, and
   * answers that key (null when nothing is stored under either): what a confirmation checks and
   * every later read uses, so a PUT to the URL after it cannot change what was checked. A sealed
   * copy is never overwritten: sealing again (a confirmation cut short and retried) answers the one
   * there. Fenix's own storage refuses PUTs to a sealed key's URL; an S3 presigned URL cannot be
   * revoked, so what it still writes lands under the old key, which nothing reads and `sweep` removes.
   */
  seal(key: string): Promise<string | null>;
  /** The upload URL of `key` writes nothing more (its upload was deleted or refused) where storage can refuse it. */
  closeUrl(key: string): Promise<void>;
  /** Once an upload URL has expired: removes whatever it wrote under its key, and what closed it. */
  sweep(key: string): Promise<void>;
}

/** Where `seal` keeps the object an upload URL wrote, out of that URL's reach. */
export function sealedKey(key: string): string {
  return `${key}.sealed`;
}

/** `{companyId}/{uploadId}`: what a signed URL names and what every read checks. */
export function objectKey(companyId: string, uploadId: string): string {
  return `${companyId}/${uploadId}`;
}

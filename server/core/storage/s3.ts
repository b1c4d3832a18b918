import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import type { S3Config } from "../../config";
import { sealedKey, type ObjectStorage } from "./object-storage";

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === "NotFound" || e.name === "NoSuchKey" || e.$metadata?.httpStatusCode === 404;
}

/** An S3-compatible bucket: presigned PUTs straight from the browser, reads and deletes by the server. */
export class S3Storage implements ObjectStorage {
  readonly kind = "s3" as const;
  private readonly client: S3Client;

  constructor(private readonly config: S3Config) {
    this.client = new S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      forcePathStyle: config.forcePathStyle,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    });
  }

  async signUpload({ key, contentType, expiresAt }: { key: string; contentType: string; maxBytes: number; expiresAt: Date }) {
    const expiresIn = Math.max(1, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
    const command = new PutObjectCommand({ Bucket: this.config.bucket, Key: key, ContentType: contentType });
    // The size cap is checked on confirm: a presigned PUT cannot bound the body.
    const url = await getSignedUrl(this.client, command, { expiresIn, signableHeaders: new Set(["content-type"]) });
    return { url, expiresAt: new Date(Date.now() + expiresIn * 1000) };
  }

  async stat(key: string) {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.config.bucket, Key: key }));
      return { size: head.ContentLength ?? 0 };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async read(key: string, bytes?: number): Promise<Buffer> {
    const object = await this.client.send(
      new GetObjectCommand({ Bucket: this.config.bucket, Key: key, ...(bytes !== undefined ? { Range: `bytes=0-${bytes - 1}` } : {}) }),
    );
    return Buffer.from(await object.Body!.transformToByteArray());
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: key }));
  }

  /** A copy under a key no presigned URL names, made only when there is none yet; the original goes (a later PUT may bring it back: `sweep`). */
  async seal(key: string): Promise<string | null> {
    const sealed = sealedKey(key);
    if (!(await this.stat(sealed))) {
      try {
        await this.client.send(
          new CopyObjectCommand({ Bucket: this.config.bucket, Key: sealed, CopySource: `${this.config.bucket}/${key}` }),
        );
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    }
    await this.remove(key);
    return sealed;
  }

  /** A presigned URL cannot be revoked; what it writes until it expires is swept then. */
  async closeUrl(key: string): Promise<void> {
    await this.remove(key);
  }

  async sweep(key: string): Promise<void> {
    await this.remove(key);
  }
}

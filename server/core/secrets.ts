import { hkdfSync, randomBytes } from "node:crypto";
import type { Database } from "../db/client";
import { ensureSetting } from "./settings";

export interface Secrets {
  jwtKey: Uint8Array;
  totpKey: Buffer;
  backupCodeKey: Buffer;
  /** Derives a refresh token's one successor, so a retry can be answered with the same one. */
  refreshSuccessorKey: Buffer;
  /** Signs the upload URLs of Fenix's own storage. */
  uploadSigningKey: Buffer;
}

function derive(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, "fenix", purpose, 32));
}

/** One instance secret (APP_SECRET, else generated once and stored), a derived key per use. */
export async function resolveSecrets(db: Database, configured: string | undefined): Promise<Secrets> {
  const secret = configured ?? (await ensureSetting(db, "app_secret", randomBytes(32).toString("base64url")));
  return {
    jwtKey: new Uint8Array(derive(secret, "access-token-signing")),
    totpKey: derive(secret, "totp-secret-sealing"),
    backupCodeKey: derive(secret, "backup-code-hashing"),
    refreshSuccessorKey: derive(secret, "refresh-token-successor"),
    uploadSigningKey: derive(secret, "upload-url-signing"),
  };
}

import { createHash, createHmac, randomBytes } from "node:crypto";
import { errors, jwtVerify, SignJWT } from "jose";
import type { Role } from "../db/schema";

const ISSUER = "fenix";
/** Who access tokens are for and what they are (RFC 9068): a JWT of another kind or for another service is refused. */
const AUDIENCE = "fenix-api";
const ACCESS_TOKEN_TYPE = "at+jwt";

export interface AccessClaims {
  userId: string;
  sessionId: string;
  role: Role;
  companyId: string | null;
}

export async function signAccessToken(key: Uint8Array, claims: AccessClaims, ttlSeconds: number): Promise<string> {
  return new SignJWT({ sid: claims.sessionId, role: claims.role, cid: claims.companyId })
    .setProtectedHeader({ alg: "HS256", typ: ACCESS_TOKEN_TYPE })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(key);
}

export type VerifyResult = { ok: true; claims: AccessClaims } | { ok: false; reason: "expired" | "invalid" };

/** `at`: the moment the token is judged at (when its request arrived), now by default. */
export async function verifyAccessToken(key: Uint8Array, token: string, at?: Date): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, key, {
      issuer: ISSUER,
      audience: AUDIENCE,
      typ: ACCESS_TOKEN_TYPE,
      algorithms: ["HS256"],
      requiredClaims: ["exp", "sub"],
      ...(at ? { currentDate: at } : {}),
    });
    if (typeof payload.sub !== "string" || typeof payload.sid !== "string") return { ok: false, reason: "invalid" };
    return {
      ok: true,
      claims: {
        userId: payload.sub,
        sessionId: payload.sid,
        role: payload.role as Role,
        companyId: typeof payload.cid === "string" ? payload.cid : null,
      },
    };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? "expired" : "invalid" };
  }
}

/** A bearer secret with 256 bits of randomness and a recognisable prefix. */
export function randomToken(prefix: string): string {
  return `${prefix}_${randomBytes(32).toString("base64url")}`;
}

/** Lookup hash for high-entropy tokens (refresh, reset, temp): unsalted is safe at 256 bits. */
export function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Keyed hash for low-entropy secrets such as backup codes. */
export function keyedHash(key: Buffer, value: string): string {
  return createHmac("sha256", key).update(value).digest("hex");
}

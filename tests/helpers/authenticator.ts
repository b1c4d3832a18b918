import { Secret, TOTP } from "otpauth";

/**
 * The code an authenticator app shows for `secretBase32` at `now`: RFC 6238's defaults (SHA-1, six
 * digits, 30 seconds), which the server's otpauth URI names, computed apart from the server's code.
 */
export function currentTotp(secretBase32: string, now = Date.now()): string {
  return TOTP.generate({ secret: Secret.fromBase32(secretBase32), algorithm: "SHA1", digits: 6, period: 30, timestamp: now });
}

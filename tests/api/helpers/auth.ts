import { beforeAll, expect } from "vitest";
import { DEMO_PASSWORD } from "../../../server/data/seed";
import type { TestApp } from "./app";

export interface Tokens {
  accessToken: string;
  refreshToken: string;
}

let nextAddress = 1;
/** A fresh client address, so rate limits in one test do not reach another. */
export function freshIp(): string {
  const n = nextAddress++;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

export async function post(t: TestApp, url: string, payload: object, options: { token?: string; ip?: string } = {}) {
  return t.app.inject({
    method: "POST",
    url,
    payload,
    remoteAddress: options.ip ?? freshIp(),
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
  });
}

export async function get(t: TestApp, url: string, token?: string) {
  return t.app.inject({ url, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

export async function signIn(t: TestApp, email: string, password = DEMO_PASSWORD, ip?: string): Promise<Tokens> {
  const res = await post(t, "/api/v1/auth/login", { email, password }, { ip });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().tokens as Tokens;
}

let registered = 0;
/** A new company and its admin, signed in. */
export async function registerUser(t: TestApp, password = "correct horse battery staple") {
  // A domain of its own: registrations are limited per email domain.
  const email = `person@c${++registered}-${Date.now()}.example.test`;
  const res = await post(t, "/api/v1/auth/register", {
    email,
    password,
    firstName: "Test",
    lastName: "Person",
    companyName: `Test Company ${registered}`,
  });
  expect(res.statusCode, res.body).toBe(201);
  return { email, password, tokens: res.json().tokens as Tokens, user: res.json().user };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The demo operator's bearer headers. */
export async function operator(t: TestApp) {
  return bearer((await signIn(t, "operator@fenix.example")).accessToken);
}

/**
 * A reader of the whole market for the enclosing describe block: before its tests run, `headers`
 * gets the demo operator's bearer token. The operator belongs to no company (the answers carry no
 * company's own marks) and is never held back by a module (the paid features answer). The
 * application key alone reads no data.
 */
export function useMarketReader(t: TestApp, headers: Record<string, string> = {}): Record<string, string> {
  beforeAll(async () => {
    Object.assign(headers, await operator(t));
  });
  return headers;
}

/** A signed-in stranger: the admin of a company registered just now, which owns nothing and may read no other company. */
export async function strangerHeaders(t: TestApp): Promise<Record<string, string>> {
  return bearer((await registerUser(t)).tokens.accessToken);
}

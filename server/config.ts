import path from "node:path";

/** An S3-compatible bucket for uploads (S3_BUCKET and its credentials). */
export interface S3Config {
  bucket: string;
  region: string;
  /** For S3-compatible services (MinIO, R2…); AWS when unset. */
  endpoint: string | undefined;
  forcePathStyle: boolean;
  accessKeyId: string;
  secretAccessKey: string;
}

export interface CacheConfig {
  /** CACHE_ENABLED=false turns it off (the bench compares). */
  enabled: boolean;
  /** Entries and megabytes the in-process LRU holds at most (unused with REDIS_URL). */
  maxEntries: number;
  maxMegabytes: number;
  /** Prefix of every Redis key, so several deployments (or test runs) can share one Redis. */
  keyPrefix: string;
  /** How long the data fingerprint is trusted before it is read again (0: every request). */
  fingerprintMs: number;
}

export interface Config {
  port: number;
  /** 127.0.0.1 unless HOST is set; any other address needs the demo passwords changed (server/core/demo-password-guard.ts). */
  host: string;
  /** Where the embedded PostgreSQL (PGlite) keeps its files. Unused when databaseUrl is set. */
  dataDir: string;
  /** A postgres:// URL selects a real PostgreSQL server instead of PGlite. */
  databaseUrl: string | undefined;
  /** Fixed application API key; when unset, one is generated once and kept in the database. */
  appApiKey: string | undefined;
  /** Directory of the built frontend (vite build output). */
  staticDir: string;
  logLevel: string;
  seedDemoData: boolean;
  /** Which generated market a new database gets with the demo accounts (`none` for accounts only). */
  demoMarket: "demo" | "mini" | "none";
  /** Last day of the generated demo market (YYYY-MM-DD); yesterday in Stockholm when unset. */
  demoMarketEndDate: string | undefined;
  /** The monopoly's public files the demo market is built from; ../shared/data when unset. */
  marketFilesDir: string | undefined;
  /** Where market data comes from by itself (the collector): see readMarketSource. */
  marketSource: MarketSourceConfig;
  /** `all`: serves the API and runs the jobs (the default); `api`: only serves; `worker`: only runs the jobs (npm run worker). */
  role: "all" | "api" | "worker";
  /** Signs access tokens and seals TOTP secrets; generated once and kept in the database when unset. */
  appSecret: string | undefined;
  accessTokenTtlSeconds: number;
  sessionTtlDays: number;
  registrationOpen: boolean;
  /** smtp://user:pass@host:port; without it emails stay in the outbox table and the log. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Development and tests: every email is also written to this directory as a JSON file. */
  mailDir: string | undefined;
  /** Base of links in emails; defaults to http://localhost:PORT. */
  publicUrl: string;
  /** Behind a proxy: trust its X-Forwarded-For (true, or comma-separated addresses/CIDRs). */
  trustProxy: boolean | string;
  /** redis://…: request limits shared by every instance; in-process when unset. */
  redisUrl: string | undefined;
  /** API requests per minute per user, personal key or address (the public app key counts per address). */
  rateLimitPerMinute: number;
  /** Registrations from one client address per 15 minutes. */
  registrationsPerAddress: number;
  /** The same for the heavy market routes (sales, stock, rankings…), counted apart. */
  heavyRateLimitPerMinute: number;
  /** PostgreSQL only: any one API statement is cancelled after this long (bulk imports and seeding excepted). */
  statementTimeoutMs: number;
  /** The response cache of the market routes (server/core/cache). */
  cache: CacheConfig;
  /** A CDN's purge endpoint (CDN_PURGE_URL, CDN_PURGE_TOKEN); the admin purge is refused without it. */
  cdnPurge: { url: string; token: string | undefined } | undefined;
  /** Uploads go to this bucket when set; else to DATA_DIR/uploads behind URLs Fenix signs itself. */
  s3: S3Config | undefined;
}

function readPositive(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === "") return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0) throw new Error(`${name} must be a positive number, got "${value}"`);
  return number;
}

function readPort(value: string | undefined, fallback: number): number {
  if (value === undefined || value === "") return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer between 0 and 65535, got "${value}"`);
  }
  return port;
}

function readTrustProxy(value: string | undefined): boolean | string {
  const text = value?.trim();
  if (!text || text === "false") return false;
  return text === "true" ? true : text;
}

const DEMO_MARKETS = ["demo", "mini", "none"] as const;

export interface MarketSourceConfig {
  /**
   * `monopoly`: the monopoly's public web API (MARKET_SOURCE_URL, MARKET_SOURCE_KEY); `simulator`:
   * the demo market's simulator, started in the process, serving the same paths; `off`: nothing is
   * collected (data comes only from imports).
   */
  mode: "monopoly" | "simulator" | "off";
  url: string;
  key: string | undefined;
  /** When the stock of every listed product is collected: a cron expression, Stockholm time. */
  stockSchedule: string;
  /** When the sites and the catalogue are collected (cron, Stockholm time). */
  catalogueSchedule: string;
}

const MARKET_SOURCES = ["monopoly", "simulator", "off"] as const;
const ROLES = ["all", "api", "worker"] as const;

function readRole(value: string | undefined): (typeof ROLES)[number] {
  const role = value?.trim() || "all";
  if (!(ROLES as readonly string[]).includes(role)) throw new Error(`FENIX_ROLE must be one of ${ROLES.join(", ")}, got "${role}"`);
  return role as (typeof ROLES)[number];
}

/** With a key, the monopoly's API; without one, the demo's simulator — unless MARKET_SOURCE says otherwise. */
function readMarketSource(env: NodeJS.ProcessEnv): MarketSourceConfig {
  const key = env.MARKET_SOURCE_KEY?.trim() || undefined;
  const mode = env.MARKET_SOURCE?.trim() || (key ? "monopoly" : "simulator");
  if (!(MARKET_SOURCES as readonly string[]).includes(mode)) {
    throw new Error(`MARKET_SOURCE must be one of ${MARKET_SOURCES.join(", ")}, got "${mode}"`);
  }
  if (mode === "monopoly" && !key) throw new Error("MARKET_SOURCE=monopoly needs MARKET_SOURCE_KEY (the monopoly's public web key)");
  const url = env.MARKET_SOURCE_URL?.trim() || "https://api-extern.systembolaget.se";
  if (!/^https?:\/\//.test(url)) throw new Error("MARKET_SOURCE_URL must start with http:// or https://");
  return {
    mode: mode as MarketSourceConfig["mode"],
    url,
    key,
    // Before opening, at lunch, mid-afternoon, after work and after closing.
    stockSchedule: env.MARKET_STOCK_SCHEDULE?.trim() || "15 8,11,14,17,20 * * *",
    catalogueSchedule: env.MARKET_CATALOGUE_SCHEDULE?.trim() || "30 6 * * *",
  };
}

function readDemoMarket(value: string | undefined): (typeof DEMO_MARKETS)[number] {
  const market = value?.trim() || "demo";
  if (!(DEMO_MARKETS as readonly string[]).includes(market))
    throw new Error(`DEMO_MARKET must be one of ${DEMO_MARKETS.join(", ")}, got "${market}"`);
  return market as (typeof DEMO_MARKETS)[number];
}

function readDemoMarketEndDate(value: string | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  const date = new Date(`${text}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text) {
    throw new Error(`DEMO_MARKET_END_DATE must be a date, YYYY-MM-DD, got "${text}"`);
  }
  return text;
}

function readS3(env: NodeJS.ProcessEnv): S3Config | undefined {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return undefined;
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim();
  if (!accessKeyId || !secretAccessKey) throw new Error("S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY");
  const endpoint = env.S3_ENDPOINT?.trim() || undefined;
  if (endpoint && !/^https?:\/\//.test(endpoint)) throw new Error(`S3_ENDPOINT must be an http(s) URL, got "${endpoint}"`);
  return {
    bucket,
    region: env.S3_REGION?.trim() || "us-east-1",
    endpoint,
    // Most S3-compatible servers want path-style addressing; AWS itself prefers virtual hosts.
    forcePathStyle: (env.S3_FORCE_PATH_STYLE?.trim() || (endpoint ? "true" : "false")) === "true",
    accessKeyId,
    secretAccessKey,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error("DATABASE_URL must start with postgres:// or postgresql://");
  }
  const port = readPort(env.PORT, 3000);
  const registration = env.REGISTRATION?.trim() || "open";
  if (registration !== "open" && registration !== "closed") {
    throw new Error(`REGISTRATION must be "open" or "closed", got "${registration}"`);
  }
  return {
    port,
    host: env.HOST?.trim() || "127.0.0.1",
    dataDir: path.resolve(env.DATA_DIR?.trim() || ".fenix-data"),
    databaseUrl,
    appApiKey: env.APP_API_KEY?.trim() || undefined,
    staticDir: path.resolve(env.STATIC_DIR?.trim() || "dist"),
    logLevel: env.LOG_LEVEL?.trim() || "info",
    seedDemoData: env.SEED_DEMO_DATA !== "false",
    demoMarket: readDemoMarket(env.DEMO_MARKET),
    demoMarketEndDate: readDemoMarketEndDate(env.DEMO_MARKET_END_DATE),
    marketFilesDir: env.MARKET_FILES_DIR?.trim() ? path.resolve(env.MARKET_FILES_DIR.trim()) : undefined,
    marketSource: readMarketSource(env),
    role: readRole(env.FENIX_ROLE),
    appSecret: env.APP_SECRET?.trim() || undefined,
    accessTokenTtlSeconds: readPositive("ACCESS_TOKEN_TTL", env.ACCESS_TOKEN_TTL, 900),
    sessionTtlDays: readPositive("SESSION_TTL_DAYS", env.SESSION_TTL_DAYS, 30),
    registrationOpen: registration === "open",
    smtpUrl: env.SMTP_URL?.trim() || undefined,
    mailFrom: env.MAIL_FROM?.trim() || "Fenix <no-reply@fenix.local>",
    mailDir: env.MAIL_DIR?.trim() ? path.resolve(env.MAIL_DIR.trim()) : undefined,
    publicUrl: (env.PUBLIC_URL?.trim() || `http://localhost:${port}`).replace(/\/$/, ""),
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    redisUrl: env.REDIS_URL?.trim() || undefined,
    rateLimitPerMinute: readPositive("RATE_LIMIT_PER_MINUTE", env.RATE_LIMIT_PER_MINUTE, 1200),
    registrationsPerAddress: readPositive("REGISTRATIONS_PER_ADDRESS", env.REGISTRATIONS_PER_ADDRESS, 10),
    heavyRateLimitPerMinute: readPositive("HEAVY_RATE_LIMIT_PER_MINUTE", env.HEAVY_RATE_LIMIT_PER_MINUTE, 300),
    statementTimeoutMs: readPositive("STATEMENT_TIMEOUT_MS", env.STATEMENT_TIMEOUT_MS, 10_000),
    cache: {
      enabled: env.CACHE_ENABLED?.trim() !== "false",
      maxEntries: readPositive("CACHE_MAX_ENTRIES", env.CACHE_MAX_ENTRIES, 10_000),
      maxMegabytes: readPositive("CACHE_MAX_MB", env.CACHE_MAX_MB, 256),
      keyPrefix: env.CACHE_KEY_PREFIX?.trim() || "fenix-cache",
      fingerprintMs: env.CACHE_FINGERPRINT_MS?.trim() === "0" ? 0 : readPositive("CACHE_FINGERPRINT_MS", env.CACHE_FINGERPRINT_MS, 2_000),
    },
    cdnPurge: env.CDN_PURGE_URL?.trim() ? { url: env.CDN_PURGE_URL.trim(), token: env.CDN_PURGE_TOKEN?.trim() || undefined } : undefined,
    s3: readS3(env),
  };
}

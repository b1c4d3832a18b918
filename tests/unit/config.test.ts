import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config";

describe("server configuration", () => {
  it("defaults to port 3000 on loopback only and PGlite in ./.fenix-data", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe("127.0.0.1");
    expect(config.dataDir).toBe(path.resolve(".fenix-data"));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.appApiKey).toBeUndefined();
  });

  it("reads PORT, HOST, DATA_DIR, DATABASE_URL and APP_API_KEY", () => {
    const config = loadConfig({
      PORT: "8080",
      HOST: " 0.0.0.0 ",
      DATA_DIR: "/tmp/fx",
      DATABASE_URL: "postgres://u@h/db",
      APP_API_KEY: "key",
    });
    expect(config).toMatchObject({ port: 8080, host: "0.0.0.0", dataDir: "/tmp/fx", databaseUrl: "postgres://u@h/db", appApiKey: "key" });
  });

  it("refuses a bad PORT or a DATABASE_URL that is not PostgreSQL", () => {
    expect(() => loadConfig({ PORT: "http" })).toThrow('PORT must be an integer between 0 and 65535, got "http"');
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow("DATABASE_URL must start with postgres://");
  });

  it("takes the demo market's last day as a real calendar date, or leaves it to the clock", () => {
    expect(loadConfig({}).demoMarketEndDate).toBeUndefined();
    expect(loadConfig({ DEMO_MARKET_END_DATE: "2026-03-01" }).demoMarketEndDate).toBe("2026-03-01");
    expect(() => loadConfig({ DEMO_MARKET_END_DATE: "2026-02-30" })).toThrow("DEMO_MARKET_END_DATE must be a date, YYYY-MM-DD");
    expect(() => loadConfig({ DEMO_MARKET_END_DATE: "yesterday" })).toThrow("DEMO_MARKET_END_DATE must be a date, YYYY-MM-DD");
  });
});

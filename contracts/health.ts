/** /health and /api/v1/health: liveness, status and monitoring figures. */
import { Type, type Static } from "typebox";

export const LivenessResponseSchema = Type.Object(
  {
    status: Type.Union([Type.Literal("ok"), Type.Literal("unavailable")]),
    version: Type.String(),
    timestamp: Type.String({ format: "date-time" }),
  },
  { examples: [{ status: "ok", version: "0.1.0", timestamp: "2026-11-20T08:30:00.000Z" }] },
);
export type LivenessResponse = Static<typeof LivenessResponseSchema>;

const DatabaseKind = Type.Union([Type.Literal("pglite"), Type.Literal("postgres")]);

export const HealthStatusSchema = Type.Object(
  {
    status: Type.Union([Type.Literal("ok"), Type.Literal("degraded")]),
    version: Type.String(),
    uptimeSeconds: Type.Number(),
    startedAt: Type.String({ format: "date-time" }),
    database: Type.Object({
      kind: DatabaseKind,
      reachable: Type.Boolean(),
      latencyMs: Type.Union([Type.Number(), Type.Null()]),
    }),
    migrations: Type.Object({
      applied: Type.Integer(),
      available: Type.Integer(),
      current: Type.Boolean(),
      latest: Type.Union([Type.String(), Type.Null()]),
    }),
  },
  {
    examples: [
      {
        status: "ok",
        version: "0.1.0",
        uptimeSeconds: 86412.5,
        startedAt: "2026-11-19T08:30:00.000Z",
        database: { kind: "postgres", reachable: true, latencyMs: 1.8 },
        migrations: { applied: 24, available: 24, current: true, latest: "0023_monthly_credits_paid_invoices" },
      },
    ],
  },
);
export type HealthStatus = Static<typeof HealthStatusSchema>;
export const StatusResponseSchema = Type.Object({ data: HealthStatusSchema });

const Bytes = Type.Integer({ description: "bytes" });

export const MonitorSchema = Type.Object(
  {
    process: Type.Object({
      pid: Type.Integer(),
      nodeVersion: Type.String(),
      platform: Type.String(),
      uptimeSeconds: Type.Number(),
      memory: Type.Object({ rss: Bytes, heapUsed: Bytes, heapTotal: Bytes, external: Bytes }),
      cpuMicros: Type.Object({ user: Type.Integer(), system: Type.Integer() }),
      eventLoopDelayMs: Type.Object({ mean: Type.Number(), p99: Type.Number(), max: Type.Number() }),
    }),
    database: Type.Object({
      kind: DatabaseKind,
      serverVersion: Type.String(),
      sizeBytes: Type.Integer(),
      tables: Type.Integer(),
      activeConnections: Type.Integer(),
    }),
  },
  {
    examples: [
      {
        process: {
          pid: 4127,
          nodeVersion: "v22.12.0",
          platform: "linux",
          uptimeSeconds: 86412.5,
          memory: { rss: 251658240, heapUsed: 98566144, heapTotal: 134217728, external: 4194304 },
          cpuMicros: { user: 912000000, system: 118000000 },
          eventLoopDelayMs: { mean: 10.4, p99: 21.8, max: 64.2 },
        },
        database: { kind: "postgres", serverVersion: "16.4", sizeBytes: 5368709120, tables: 38, activeConnections: 7 },
      },
    ],
  },
);
export type Monitor = Static<typeof MonitorSchema>;
export const MonitorResponseSchema = Type.Object({ data: MonitorSchema });

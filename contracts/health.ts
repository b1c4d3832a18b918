/** /health and /api/v1/health: liveness, status and monitoring figures. */
import { Type, type Static } from "typebox";

export const LivenessResponseSchema = Type.Object({
  status: Type.Union([Type.Literal("ok"), Type.Literal("unavailable")]),
  version: Type.String(),
  timestamp: Type.String({ format: "date-time" }),
});
export type LivenessResponse = Static<typeof LivenessResponseSchema>;

const DatabaseKind = Type.Union([Type.Literal("pglite"), Type.Literal("postgres")]);

export const HealthStatusSchema = Type.Object({
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
});
export type HealthStatus = Static<typeof HealthStatusSchema>;
export const StatusResponseSchema = Type.Object({ data: HealthStatusSchema });

const Bytes = Type.Integer({ description: "bytes" });

export const MonitorSchema = Type.Object({
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
});
export type Monitor = Static<typeof MonitorSchema>;
export const MonitorResponseSchema = Type.Object({ data: MonitorSchema });

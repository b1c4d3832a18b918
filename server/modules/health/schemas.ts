import { Type } from "typebox";

export const LivenessResponse = Type.Object({
  status: Type.Union([Type.Literal("ok"), Type.Literal("unavailable")]),
  version: Type.String(),
  timestamp: Type.String({ format: "date-time" }),
});

export const StatusResponse = Type.Object({
  data: Type.Object({
    status: Type.Union([Type.Literal("ok"), Type.Literal("degraded")]),
    version: Type.String(),
    uptimeSeconds: Type.Number(),
    startedAt: Type.String({ format: "date-time" }),
    database: Type.Object({
      kind: Type.Union([Type.Literal("pglite"), Type.Literal("postgres")]),
      reachable: Type.Boolean(),
      latencyMs: Type.Union([Type.Number(), Type.Null()]),
    }),
    migrations: Type.Object({
      applied: Type.Integer(),
      available: Type.Integer(),
      current: Type.Boolean(),
      latest: Type.Union([Type.String(), Type.Null()]),
    }),
  }),
});

const Bytes = Type.Integer({ description: "bytes" });

export const MonitorResponse = Type.Object({
  data: Type.Object({
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
      kind: Type.Union([Type.Literal("pglite"), Type.Literal("postgres")]),
      serverVersion: Type.String(),
      sizeBytes: Type.Integer(),
      tables: Type.Integer(),
      activeConnections: Type.Integer(),
    }),
  }),
});

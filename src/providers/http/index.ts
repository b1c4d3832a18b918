export * from "./call-log";
export * from "./client";
export * from "./errors";
export * from "./query-string";
export * from "./token-store";

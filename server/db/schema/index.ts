export * from "./accounts";
export * from "./catalogue";
export * from "./movements";
export * from "./billing";
export * from "./organisation";
export * from "./rankings";
export * from "./uploads";
export * from "./weekly-rankings";

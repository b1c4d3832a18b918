export * from "./refine-providers";
export * from "./refresh-machine";
export * from "./services";
export * from "./session-machine";
export * from "./user";

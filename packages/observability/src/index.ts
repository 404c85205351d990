export * from "./metrics";
export * from "./http-metrics";
export * from "./graceful-http";
export * from "./ops-server";
export * from "./run-service";

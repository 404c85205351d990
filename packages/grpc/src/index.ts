export * from "./proto";
export * from "./principal";
export * from "./server";
export * from "./client";
export * from "./health";
export * from "./health-monitor";
export * from "./request-id";
export * from "./reference-holder";

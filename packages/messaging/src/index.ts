export * from "./envelope";
export * from "./outbox";
export * from "./inbox";
export * from "./topology";
export * from "./relay";
export * from "./consumer";
export * from "./broker-health";
export { manageConnection, type ManagedConnection, type ManagedConnectionOptions } from "./connection";
export * from "./maintenance";

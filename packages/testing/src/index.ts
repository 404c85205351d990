export * from "./database";
export * from "./schema-drift";

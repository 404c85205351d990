export * from "./databases";
export * from "./migrate";

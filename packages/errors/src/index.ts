export * from "./app-error";
export * from "./catalogue";
export * from "./http";
export * from "./grpc";
export * from "./validate";
export * from "./producao";
export * from "./text";
export * as z from "./zod";
export * from "./http-edge";

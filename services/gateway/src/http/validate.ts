import type { Request } from "express";
import { z } from "zod";
import { parseOrThrow } from "@pix/errors";

/** Bodies are strict objects: unknown fields are a 400, not silently dropped. */
export function body<S extends z.ZodType>(schema: S, req: Request): z.infer<S> {
  if (req.body === undefined && !req.is("application/json")) {
    return parseOrThrow(schema, {});
  }
  return parseOrThrow(schema, req.body);
}

/** Query strings are named as such in the 400 ("parâmetro de consulta `limit`"), not as the body. */
export function query<S extends z.ZodType>(schema: S, req: Request): z.infer<S> {
  return parseOrThrow(schema, req.query, "consulta");
}

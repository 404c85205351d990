import type { Request } from "express";
import { errors, type Recurso } from "@pix/errors";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A malformed id can name no resource: answer 404 like an unknown one, without asking the service. */
export function uuidParam(req: Request, what: Recurso, name = "id"): string {
  const value = String(req.params[name] ?? "");
  if (!UUID.test(value)) throw errors.notFound(what);
  return value.toLowerCase();
}

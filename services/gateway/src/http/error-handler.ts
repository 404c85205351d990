import { randomUUID } from "node:crypto";
import type { ErrorRequestHandler } from "express";
import { httpBodyOf, httpHeadersOf, httpInputErrorOf, httpStatusOf, internalErrorBody } from "@pix/errors";

/**
 * The one place errors become HTTP: contract section 7 shapes. Body-parser and router failures are
 * the caller's fault (4xx, see httpInputErrorOf); anything unexpected is a 500 carrying only a
 * correlation id and ERRO_INTERNO.
 */
export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  const known = httpInputErrorOf(err);
  if (known && known.kind !== "internal") {
    res.status(httpStatusOf(known)).set(httpHeadersOf(known)).json(httpBodyOf(known));
    return;
  }
  const id = String(req.id ?? randomUUID());
  req.log?.error({ err, errorId: id }, "unexpected error");
  res.status(500).json(internalErrorBody(id));
};

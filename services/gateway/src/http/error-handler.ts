import { randomUUID } from "node:crypto";
import type { ErrorRequestHandler } from "express";
import { AppError, httpBodyOf, httpStatusOf, isAppError } from "@pix/errors";

/**
 * The one place errors become HTTP: contract section 7 shapes. Body-parser failures are the
 * caller's fault (400/413); anything unexpected is a 500 carrying only a correlation id.
 */
export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  const known = toAppError(err);
  if (known && known.kind !== "internal") {
    res.status(httpStatusOf(known)).json(httpBodyOf(known));
    return;
  }
  const id = String(req.id ?? randomUUID());
  req.log?.error({ err, errorId: id }, "unexpected error");
  res.status(500).json({ error: { id } });
};

function toAppError(err: any): AppError | null {
  if (isAppError(err)) return err;
  switch (err?.type) {
    case "entity.parse.failed":
      return new AppError("validation", "JSON malformado no corpo da requisição");
    case "entity.too.large":
      return new AppError("payload_too_large", "Corpo da requisição grande demais");
    case "encoding.unsupported":
    case "charset.unsupported":
      return new AppError("validation", "Codificação do corpo não suportada");
    default:
      return null;
  }
}

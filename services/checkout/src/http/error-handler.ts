import { randomUUID } from "node:crypto";
import type { ErrorRequestHandler } from "express";
import { AppError, Codigo, httpBodyOf, httpHeadersOf, httpInputErrorOf, httpStatusOf, internalErrorBody } from "@pix/errors";
import { messagePage } from "../pages/message-page";
import { sendPage, wantsHtml } from "./negotiate";

const TITLES: Partial<Record<AppError["kind"], string>> = {
  not_found: "Página não encontrada",
  rate_limited: "Muitas tentativas",
  unavailable: "Serviço indisponível",
};

function titleOf(err: AppError): string {
  if (err.codigo === Codigo.LINK_INDISPONIVEL) return "Link indisponível";
  return TITLES[err.kind] ?? "Não foi possível continuar";
}

/** Errors become the contract's JSON shapes, or a neutral page for browsers; a 500 shows only an id. */
export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  const known = httpInputErrorOf(err);
  if (known && known.kind !== "internal") {
    const status = httpStatusOf(known);
    res.set(httpHeadersOf(known));
    if (wantsHtml(req)) return sendPage(res, status, (nonce) => messagePage({ title: titleOf(known), message: known.message, nonce }));
    return void res.status(status).json(httpBodyOf(known));
  }
  const id = String(req.id ?? randomUUID());
  req.log?.error({ err, errorId: id }, "unexpected error");
  if (wantsHtml(req)) {
    return sendPage(res, 500, (nonce) => messagePage({ title: "Algo deu errado", message: `Tente novamente em instantes (código ${id}).`, nonce }));
  }
  res.status(500).json(internalErrorBody(id));
};

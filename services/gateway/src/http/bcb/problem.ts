import { randomUUID } from "node:crypto";
import type { ErrorRequestHandler, Response } from "express";
import { AppError, httpInputErrorOf, httpStatusOf } from "@pix/errors";

/**
 * RFC 7807 problem details as the BCB's API Pix writes them (schema `Problema`): `type` is
 * https://pix.bcb.gov.br/api/v2/error/<TipoErro>, `violacoes` lists the fields at fault.
 */
export interface Violacao { razao: string; propriedade: string; valor?: string }
export interface Problema { type: string; title: string; status: number; detail?: string; correlationId?: string; violacoes?: Violacao[] }

const TYPE_BASE = "https://pix.bcb.gov.br/api/v2/error/";

/** The error types a route answers besides the general ones (the spec's "Tag" sections). */
export interface ProblemTypes {
  /** 400 for a request body or a state the operation refuses (CobOperacaoInvalida, PixDevolucaoInvalida…). */
  invalid: string;
  /** 400 for bad query parameters (CobConsultaInvalida…). */
  query?: string;
  /** 404 (CobNaoEncontrado, PixNaoEncontrado…). */
  notFound?: string;
}

const TITLES: Record<string, string> = {
  RequisicaoInvalida: "Requisição inválida.",
  AcessoNegado: "Acesso negado.",
  NaoEncontrado: "Não encontrado.",
  ErroInternoDoServidor: "Erro interno do servidor.",
  ServicoIndisponivel: "Serviço indisponível.",
  IndisponibilidadePorTempoEsgotado: "Tempo esgotado.",
  CobOperacaoInvalida: "Cobrança inválida.",
  CobConsultaInvalida: "Consulta de cobranças inválida.",
  CobNaoEncontrado: "Cobrança não encontrada.",
  CobVOperacaoInvalida: "Cobrança com vencimento inválida.",
  CobVConsultaInvalida: "Consulta de cobranças com vencimento inválida.",
  CobVNaoEncontrada: "Cobrança com vencimento não encontrada.",
  CobROperacaoInvalida: "Cobrança recorrente inválida.",
  CobRConsultaInvalida: "Consulta de cobranças recorrentes inválida.",
  CobRNaoEncontrado: "Cobrança recorrente não encontrada.",
  LoteCobVOperacaoInvalida: "Lote de cobranças com vencimento inválido.",
  LoteCobVConsultaInvalida: "Consulta de lotes de cobranças com vencimento inválida.",
  LoteCobVNaoEncontrado: "Lote de cobranças com vencimento não encontrado.",
  PayloadLocationNaoEncontrado: "Location não encontrada.",
  PayloadLocationOperacaoInvalida: "Location inválida.",
  PayloadLocationConsultaInvalida: "Consulta de locations inválida.",
  PixNaoEncontrado: "Pix não encontrado.",
  PixConsultaInvalida: "Consulta de Pix inválida.",
  PixDevolucaoInvalida: "Devolução inválida.",
  PixDevolucaoNaoEncontrada: "Devolução não encontrada.",
  WebhookOperacaoInvalida: "Webhook inválido.",
  WebhookNaoEncontrado: "Webhook não encontrado.",
  WebhookConsultaInvalida: "Consulta de webhooks inválida.",
  RecOperacaoInvalida: "Recorrência inválida.",
  RecConsultaInvalida: "Consulta de recorrências inválida.",
  RecNaoEncontrada: "Recorrência não encontrada.",
  WebhookRecOperacaoInvalida: "Webhook de recorrências inválido.",
  WebhookCobROperacaoInvalida: "Webhook de cobranças recorrentes inválido.",
  WebhookCobRConsultaInvalida: "Consulta de webhooks de cobranças recorrentes inválida.",
};

/** An error answered as a problem of the given type. */
export class BcbProblem extends Error {
  constructor(readonly tipo: string, readonly status: number, detail: string, readonly violacoes?: Violacao[]) {
    super(detail);
  }
}

export function problem(tipo: string, status: number, detail?: string, violacoes?: Violacao[], correlationId?: string): Problema {
  return {
    type: TYPE_BASE + tipo, title: TITLES[tipo] ?? tipo, status,
    ...(detail !== undefined && { detail }), ...(correlationId !== undefined && { correlationId }), ...(violacoes?.length && { violacoes }),
  };
}

/** Field errors of ours (`erros: [{campo, mensagem}]`) as the spec's violations, under the body's name (`cob.valor.original`). */
function violacoesOf(err: AppError, prefix: string | undefined): Violacao[] | undefined {
  const erros = (err.extra as { erros?: { campo?: string; mensagem?: string }[] } | undefined)?.erros;
  return erros?.map((e) => ({ razao: e.mensagem ?? err.message, propriedade: [prefix, e.campo].filter(Boolean).join(".") }));
}

/** Which problem our AppError is, for a route of these types. */
export function problemOfAppError(err: AppError, types: ProblemTypes | undefined, prefix?: string): Problema {
  switch (err.kind) {
    case "validation":
      return problem(types?.invalid ?? "RequisicaoInvalida", 400, err.message, violacoesOf(err, prefix));
    case "conflict":
      return problem(types?.invalid ?? "RequisicaoInvalida", 400, err.message);
    case "not_found":
      return problem(types?.notFound ?? "NaoEncontrado", 404, err.message);
    case "forbidden":
      return problem("AcessoNegado", 403, err.message);
    case "unauthenticated":
      return problem("AcessoNegado", 401, err.message);
    case "unavailable":
    case "bad_gateway":
      return problem("ServicoIndisponivel", 503, err.message);
    default: // too large, unsupported media type, rate limited: the general type under our status
      return problem("RequisicaoInvalida", httpStatusOf(err), err.message);
  }
}

/** The route's problem types, read by the error handler. */
export function answersAs(types: ProblemTypes, bodyName?: string) {
  return (_req: unknown, res: Response, next: () => void) => {
    res.locals.bcbProblems = { types, bodyName };
    next();
  };
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      bcbProblems?: { types: ProblemTypes; bodyName?: string };
    }
  }
}

/** Every error under /bcb/v2 becomes an application/problem+json answer; anything unexpected a 500 with only its correlation id. */
export const problemHandler: ErrorRequestHandler = (err, req, res, _next) => {
  let body: Problema;
  if (err instanceof BcbProblem) {
    body = problem(err.tipo, err.status, err.message, err.violacoes);
  } else {
    const known = httpInputErrorOf(err);
    if (known && known.kind !== "internal") {
      body = problemOfAppError(known, res.locals.bcbProblems?.types, res.locals.bcbProblems?.bodyName);
      if (known.retryAfterS) res.set("Retry-After", String(known.retryAfterS));
    } else {
      const id = String(req.id ?? randomUUID());
      req.log?.error({ err, errorId: id }, "unexpected error");
      body = problem("ErroInternoDoServidor", 500, "Erro inesperado; informe o correlationId ao suporte", undefined, id);
    }
  }
  res.status(body.status).type("application/problem+json").send(JSON.stringify(body));
};

import { z } from "@pix/errors";

/**
 * The request shapes of the BCB's API Pix that we serve, as its schemas state them (CobSolicitada,
 * CobRevisada, DevolucaoSolicitada, WebhookSolicitado). Strict: a field we would not honour (`loc`,
 * `infoAdicionais`, `valor.retirada`…) is refused by name rather than silently dropped.
 */
const valor = z.string().regex(/^\d{1,10}\.\d{2}$/, { message: 'use o formato "10.00" (ponto e duas casas decimais)' });

export const TXID = /^[a-zA-Z0-9]{26,35}$/;
export const E2EID = /^[a-zA-Z0-9]{32}$/;
export const DEVOLUCAO_ID = /^[a-zA-Z0-9]{1,35}$/;

const devedor = z.union([
  z.strictObject({ cpf: z.string().regex(/^\d{11}$/, { message: "CPF com 11 dígitos, sem pontuação" }), nome: z.string().min(1).max(200) }),
  z.strictObject({ cnpj: z.string().regex(/^[0-9A-Z]{14}$/, { message: "CNPJ com 14 caracteres, sem pontuação" }), nome: z.string().min(1).max(200) }),
]);

export const cobBody = z.strictObject({
  calendario: z.strictObject({ expiracao: z.number().int().min(1).max(2_147_483_647).optional() }),
  devedor: devedor.optional(),
  valor: z.strictObject({
    original: valor,
    modalidadeAlteracao: z.literal(0, { message: "só 0: o pagador não pode alterar o valor" }).optional(),
  }),
  chave: z.string().min(1).max(77),
  solicitacaoPagador: z.string().max(140).optional(),
});
export type CobBody = z.infer<typeof cobBody>;

export const devolucaoBody = z.strictObject({
  valor,
  natureza: z.literal("ORIGINAL", { message: "só ORIGINAL: devolução de Pix Saque ou Troco não é servida" }).optional(),
  descricao: z.string().max(140).optional(),
});

export const webhookBody = z.strictObject({ webhookUrl: z.string().url().max(2048) });

const dateTime = z.iso.datetime({ offset: true });
const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

/** GET /cob and GET /pix: the period (required), filters and the page. */
export const period = {
  inicio: dateTime,
  fim: dateTime,
  cpf: z.string().regex(/^\d{11}$/).optional(),
  cnpj: z.string().regex(/^[0-9A-Z]{14}$/).optional(),
  "paginacao.paginaAtual": int(0, 1_000_000).default(0),
  "paginacao.itensPorPagina": int(1, 1000).default(100),
};
export const periodChecks = <T extends { inicio: string; fim: string; cpf?: string; cnpj?: string }>(q: T, ctx: z.RefinementCtx) => {
  if (Date.parse(q.fim) < Date.parse(q.inicio)) ctx.addIssue({ code: "custom", path: ["fim"], message: "fim é anterior a inicio" });
  if (q.cpf && q.cnpj) ctx.addIssue({ code: "custom", path: ["cnpj"], message: "use cpf ou cnpj, não os dois" });
};

export const cobListQuery = z.strictObject({
  ...period,
  status: z.enum(["ATIVA", "CONCLUIDA", "REMOVIDA_PELO_USUARIO_RECEBEDOR", "REMOVIDA_PELO_PSP"]).optional(),
  locationPresente: z.enum(["true", "false"]).optional(),
}).superRefine(periodChecks);

/** GET /cobv: as GET /cob's, and the lote (`loteCobVId`: the client's id of PUT /lotecobv/{id}). */
export const cobvListQuery = z.strictObject({
  ...period,
  status: z.enum(["ATIVA", "CONCLUIDA", "REMOVIDA_PELO_USUARIO_RECEBEDOR", "REMOVIDA_PELO_PSP"]).optional(),
  locationPresente: z.enum(["true", "false"]).optional(),
  loteCobVId: z.string().regex(/^[1-9]\d{0,14}$/, { message: "o número do lote, de 1 a 15 dígitos" }).optional(),
}).superRefine(periodChecks);

/** GET /lotecobv: the period and the page only (the spec's parameters). */
export const loteListQuery = z.strictObject({
  inicio: period.inicio,
  fim: period.fim,
  "paginacao.paginaAtual": period["paginacao.paginaAtual"],
  "paginacao.itensPorPagina": period["paginacao.itensPorPagina"],
}).superRefine(periodChecks);

export const pixListQuery = z.strictObject({
  ...period,
  txid: z.string().regex(/^[a-zA-Z0-9]{1,35}$/).optional(),
  txIdPresente: z.enum(["true", "false"]).optional(),
  devolucaoPresente: z.enum(["true", "false"]).optional(),
}).superRefine(periodChecks);

/** GET /loc: the period, the spec's two filters and the page. */
export const locListQuery = z.strictObject({
  inicio: period.inicio,
  fim: period.fim,
  txIdPresente: z.enum(["true", "false"]).optional(),
  tipoCob: z.enum(["cob", "cobv"]).optional(),
  "paginacao.paginaAtual": period["paginacao.paginaAtual"],
  "paginacao.itensPorPagina": period["paginacao.itensPorPagina"],
}).superRefine(periodChecks);

/** A location's id (PayloadLocationId) in the path: ours have 15 digits; 1 to 15, no leading zero. */
export const LOC_ID = /^[1-9]\d{0,14}$/;

export const revisaoQuery = z.strictObject({ revisao: z.coerce.number().int().min(0).optional() });

/** GET /webhook: an optional period (of creation) and the page. */
export const webhookListQuery = z.strictObject({
  inicio: dateTime.optional(),
  fim: dateTime.optional(),
  "paginacao.paginaAtual": int(0, 1_000_000).default(0),
  "paginacao.itensPorPagina": int(1, 1000).default(100),
});

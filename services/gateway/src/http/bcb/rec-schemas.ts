import { z } from "@pix/errors";

/**
 * The rec request shapes of the BCB's API Pix (RecSolicitada for POST /rec, RecRevisada for PATCH) and
 * GET /rec's parameters, as the spec states them. Strict like cob's (schemas.ts): a field we would not
 * honour (`loc`, `recebedor.convenio`, `valor.valorMinimoRecebedor`, `ativacao.dadosJornada`) is refused
 * by name in rec.ts, never dropped in silence.
 */
const valor = z.string().regex(/^\d{1,10}\.\d{2}$/, { message: 'use o formato "10.00" (ponto e duas casas decimais)' });
const date = z.iso.date({ message: "use uma data AAAA-MM-DD" });

/** The spec's RecId: 29 letters or digits (ours: RR + 27). */
export const REC_ID = /^[a-zA-Z0-9]{29}$/;

export const PERIODICIDADES = ["SEMANAL", "MENSAL", "TRIMESTRAL", "SEMESTRAL", "ANUAL"] as const;
export const REC_STATUSES = ["CRIADA", "APROVADA", "REJEITADA", "EXPIRADA", "CANCELADA"] as const;

/** The payer (PessoaFisicaRecorrencia or PessoaJuridicaRecorrencia): the bank authorizes for a document. */
const devedor = z.union([
  z.strictObject({ cpf: z.string().regex(/^\d{11}$/, { message: "CPF com 11 dígitos, sem pontuação" }), nome: z.string().min(1).max(140) }),
  z.strictObject({ cnpj: z.string().regex(/^[0-9A-Z]{14}$/, { message: "CNPJ com 14 caracteres, sem pontuação" }), nome: z.string().min(1).max(140) }),
], { message: "devedor: cpf ou cnpj, e nome (até 140 caracteres)" });

/** `loc`, `convenio`, `valorMinimoRecebedor` and `dadosJornada` are taken as any value so that rec.ts can refuse each by name with its reason. */
export const recBody = z.strictObject({
  vinculo: z.strictObject({
    objeto: z.string().min(1).max(35).optional(),
    devedor,
    contrato: z.string().min(1).max(35),
  }),
  calendario: z.strictObject({
    dataInicial: date,
    dataFinal: date.optional(),
    periodicidade: z.enum(PERIODICIDADES),
  }),
  valor: z.strictObject({ valorRec: valor.optional(), valorMinimoRecebedor: z.unknown().optional() }).optional(),
  politicaRetentativa: z.enum(["NAO_PERMITE", "PERMITE_3R_7D"]),
  recebedor: z.strictObject({ convenio: z.unknown().optional() }).optional(),
  loc: z.unknown().optional(),
  ativacao: z.strictObject({ dadosJornada: z.unknown().optional() }).optional(),
});
export type RecBody = z.infer<typeof recBody>;

/** PATCH /rec/{idRec} (RecRevisada): `status` only CANCELADA; the other fields a revision may name. */
export const recPatchBody = z.strictObject({
  status: z.literal("CANCELADA", { message: "só CANCELADA" }).optional(),
  vinculo: z.strictObject({ devedor: z.strictObject({ nome: z.string().min(1).max(140) }).optional() }).optional(),
  loc: z.number().int().optional(),
  calendario: z.strictObject({ dataInicial: date.optional() }).optional(),
  ativacao: z.strictObject({ dadosJornada: z.strictObject({ txid: z.string().regex(/^[a-zA-Z0-9]{26,35}$/) }).optional() }).optional(),
});
export type RecPatchBody = z.infer<typeof recPatchBody>;

const dateTime = z.iso.datetime({ offset: true });
const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

/** GET /rec: the period of creation (required), the payer's document, status, and the page. */
export const recListQuery = z.strictObject({
  inicio: dateTime,
  fim: dateTime,
  cpf: z.string().regex(/^\d{11}$/).optional(),
  cnpj: z.string().regex(/^[0-9A-Z]{14}$/).optional(),
  locationPresente: z.enum(["true", "false"]).optional(),
  status: z.enum(REC_STATUSES).optional(),
  convenio: z.string().max(60).optional(),
  "paginacao.paginaAtual": int(0, 1_000_000).default(0),
  "paginacao.itensPorPagina": int(1, 1000).default(100),
}).superRefine((q, ctx) => {
  if (Date.parse(q.fim) < Date.parse(q.inicio)) ctx.addIssue({ code: "custom", path: ["fim"], message: "fim é anterior a inicio" });
  if (q.cpf && q.cnpj) ctx.addIssue({ code: "custom", path: ["cnpj"], message: "use cpf ou cnpj, não os dois" });
});
export type RecListQuery = z.infer<typeof recListQuery>;

/** GET /rec/{idRec}: `txid` (a cob or cobv to compose the QR with) is the spec's only parameter. */
export const recGetQuery = z.strictObject({ txid: z.string().max(35).optional() });

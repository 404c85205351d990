import { z } from "@pix/errors";

/**
 * The cobv request shapes of the BCB's API Pix (CobVSolicitada for PUT, CobVRevisada for PATCH) as
 * the spec states them. Strict like cob's (schemas.ts): a field we would not honour (`loc`,
 * `infoAdicionais`, the payer's address) is refused by name rather than silently dropped.
 */
const valor = z.string().regex(/^\d{1,10}\.\d{2}$/, { message: 'use o formato "10.00" (ponto e duas casas decimais)' });
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: "use uma data AAAA-MM-DD" });
const modalidade = (max: number) => z.number().int().min(1).max(max);

/** The cobv's txid: 26 to 35 letters or digits, as cob's (the spec's TxId). */
export const COBV_TXID = /^[a-zA-Z0-9]{26,35}$/;

const devedor = z.union([
  z.strictObject({ cpf: z.string().regex(/^\d{11}$/, { message: "CPF com 11 dígitos, sem pontuação" }), nome: z.string().min(1).max(200), email: z.string().email().max(200).optional() }),
  z.strictObject({ cnpj: z.string().regex(/^[0-9A-Z]{14}$/, { message: "CNPJ com 14 caracteres, sem pontuação" }), nome: z.string().min(1).max(200), email: z.string().email().max(200).optional() }),
], { message: "devedor: cpf ou cnpj, e nome (endereço do devedor não é guardado: não envie logradouro, cidade, uf, cep)" });

const desconto = z.union([
  z.strictObject({ modalidade: z.union([z.literal(1), z.literal(2)]), descontoDataFixa: z.array(z.strictObject({ data: date, valorPerc: valor })).min(1).max(3) }),
  z.strictObject({ modalidade: z.number().int().min(3).max(6), valorPerc: valor }),
], { message: "desconto: modalidade 1 ou 2 com descontoDataFixa, ou 3 a 6 com valorPerc" });

const cobvValor = z.strictObject({
  original: valor,
  multa: z.strictObject({ modalidade: modalidade(2), valorPerc: valor }).optional(),
  juros: z.strictObject({ modalidade: modalidade(8), valorPerc: valor }).optional(),
  abatimento: z.strictObject({ modalidade: modalidade(2), valorPerc: valor }).optional(),
  desconto: desconto.optional(),
});

const calendario = z.strictObject({
  dataDeVencimento: date,
  validadeAposVencimento: z.number().int().min(0).max(2_147_483_647).optional(),
});

export const cobvBody = z.strictObject({
  calendario,
  devedor,
  valor: cobvValor,
  chave: z.string().min(1).max(77),
  solicitacaoPagador: z.string().max(140).optional(),
});
export type CobVBody = z.infer<typeof cobvBody>;

/** PATCH /cobv/{txid} (CobVRevisada): every field optional, `status` only REMOVIDA_PELO_USUARIO_RECEBEDOR. */
export const cobvPatchBody = z.strictObject({
  calendario: calendario.partial().optional(),
  devedor: devedor.optional(),
  valor: cobvValor.partial().optional(),
  chave: z.string().min(1).max(77).optional(),
  solicitacaoPagador: z.string().max(140).optional(),
  status: z.literal("REMOVIDA_PELO_USUARIO_RECEBEDOR").optional(),
});
export type CobVPatchBody = z.infer<typeof cobvPatchBody>;

/** PATCH /cob/{txid} (CobRevisada). */
export const cobPatchBody = z.strictObject({
  calendario: z.strictObject({ expiracao: z.number().int().min(1).max(2_147_483_647).optional() }).optional(),
  devedor: z.union([
    z.strictObject({ cpf: z.string().regex(/^\d{11}$/), nome: z.string().min(1).max(200) }),
    z.strictObject({ cnpj: z.string().regex(/^[0-9A-Z]{14}$/), nome: z.string().min(1).max(200) }),
  ]).optional(),
  valor: z.strictObject({ original: valor.optional(), modalidadeAlteracao: z.literal(0).optional() }).optional(),
  chave: z.string().min(1).max(77).optional(),
  solicitacaoPagador: z.string().max(140).optional(),
  status: z.literal("REMOVIDA_PELO_USUARIO_RECEBEDOR").optional(),
});
export type CobPatchBody = z.infer<typeof cobPatchBody>;

/** GET /cobv: as GET /cob's, with the spec's loteCobVId (schemas.ts). */
export { cobvListQuery } from "./schemas";

/**
 * PUT /lotecobv/{id} (the spec's LoteCobVBody): the batch's shape only. Each item is parsed on its own
 * (lotecobvItem) so that a bad cobv is that item's problem, never the batch's (as POST /pix/lotes).
 */
export const lotecobvBody = z.strictObject({
  descricao: z.string().min(1).max(140),
  cobsv: z.array(z.unknown()).min(1).max(1000),
});

/** One item of a lote: CobVSolicitada with its txid. */
export const lotecobvItem = cobvBody.extend({ txid: z.string().regex(COBV_TXID, { message: "txid: de 26 a 35 letras ou dígitos" }) });
export type LoteCobVItem = z.infer<typeof lotecobvItem>;

/** PATCH /lotecobv/{id} (LoteCobVBodyRevisado): CobVRevisada with its txid, for some of the lote's items. */
export const lotecobvPatchBody = z.strictObject({
  descricao: z.string().min(1).max(140).optional(),
  cobsv: z.array(cobvPatchBody.extend({ txid: z.string().regex(COBV_TXID) })).max(1000).optional(),
});

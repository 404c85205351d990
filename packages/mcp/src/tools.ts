import { z } from "zod";
import { PixApiError, type CallOptions, type PixClient } from "@pix/sdk";
import { brasilia, brl, chargeStatus, chargeText, listText } from "./format";

/**
 * The MCP server's tools, each over the SDK. A tool names the API key scope it needs (the gateway's
 * permission table, `recurso:acao`) and its class, which sets its rate limit: `leitura` (60/min),
 * `mutacao` (10/min) and `sensivel` (1/min; refunds and withdrawals, off unless the operator enables
 * them). `testOnly` tools exist only for a test key.
 */
export type ToolClass = "leitura" | "mutacao" | "sensivel";

export interface ToolContext {
  client: PixClient;
  /** Derived from the tool call (server.ts): the same call retried sends the same key. */
  idempotency: CallOptions;
}

export interface PixTool<S extends z.ZodRawShape = z.ZodRawShape> {
  name: string;
  title: string;
  description: string;
  scope: string;
  kind: ToolClass;
  testOnly?: boolean;
  input: S;
  run(ctx: ToolContext, args: z.infer<z.ZodObject<S>>): Promise<string>;
}

const tool = <S extends z.ZodRawShape>(t: PixTool<S>): PixTool => t as unknown as PixTool;

const valor = z.number().positive().max(1_000_000).describe("Valor em reais, por exemplo 12.5 para R$ 12,50");
const txid = z.string().min(1).max(35).describe("O txid da cobrança");
const limite = z.number().int().min(1).max(100).optional().describe("Quantos mostrar (padrão 20)");

/** The `data` of an openapi-fetch answer, or the API's error. */
async function dataOf<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok) throw PixApiError.from(response, error);
  return data as T;
}

export const TOOLS: readonly PixTool[] = [
  tool({
    name: "criar_cobranca", title: "Criar cobrança Pix", scope: "cobrancas:escrever", kind: "mutacao",
    description: "Emite uma cobrança Pix e devolve o Pix copia e cola e a página de pagamento. Repetir a mesma chamada devolve a mesma cobrança; para outra cobrança igual, mude `referencia`.",
    input: { valor, descricao: z.string().max(140).optional().describe("O que se cobra (o pagador vê)") },
    run: async ({ client, idempotency }, a) => `Cobrança criada.\n${chargeText(await client.charges.create({ amount: a.valor, ...(a.descricao ? { description: a.descricao } : {}) }, idempotency))}`,
  }),
  tool({
    name: "consultar_cobranca", title: "Consultar cobrança", scope: "cobrancas:ler", kind: "leitura",
    description: "Uma cobrança pelo txid: valor, status, Pix copia e cola, quando expira ou foi paga.",
    input: { txid },
    run: async ({ client }, a) => chargeText(await client.charges.status(a.txid)),
  }),
  tool({
    name: "listar_cobrancas", title: "Listar cobranças", scope: "cobrancas:ler", kind: "leitura",
    description: "As cobranças da loja, mais recentes primeiro; `status` filtra (pending, paid, refunded, expired).",
    input: { status: z.enum(["pending", "paid", "refunded", "expired"]).optional(), limite },
    run: async ({ client }, a) => {
      const page = await client.charges.list(a.status ? { status: a.status } : undefined);
      return listText(page.data, "Nenhuma cobrança.", (c) => `${c.txid}: ${brl(c.amount)}, ${chargeStatus(c.status)}, criada ${brasilia(c.created_at)}`, a.limite);
    },
  }),
  tool({
    name: "listar_pagamentos", title: "Listar pagamentos recebidos", scope: "cobrancas:ler", kind: "leitura",
    description: "As cobranças pagas, mais recentes primeiro, com valor e quando foram pagas.",
    input: { limite },
    run: async ({ client }, a) => {
      const page = await client.charges.list({ status: "paid" });
      return listText(page.data, "Nenhum pagamento recebido.", (c) => `${c.txid}: ${brl(c.amount)} pago em ${brasilia(c.paid_at)}`, a.limite);
    },
  }),
  tool({
    name: "consultar_pagamento", title: "Consultar pagamento", scope: "cobrancas:ler", kind: "leitura",
    description: "Se a cobrança foi paga: valor, quando, e o que foi estornado.",
    input: { txid },
    run: async ({ client }, a) => {
      const c = await client.charges.status(a.txid);
      return c.paid_at ? chargeText(c) : `A cobrança ${c.txid} (${brl(c.amount)}) ainda não foi paga: está ${chargeStatus(c.status)}.`;
    },
  }),
  tool({
    name: "criar_link", title: "Criar link de pagamento", scope: "links:escrever", kind: "mutacao",
    description: "Cria um link de pagamento (uma página onde qualquer pessoa paga por Pix).",
    input: { valor, descricao: z.string().min(1).max(140).describe("O que se vende") },
    run: async ({ client, idempotency }, a) => {
      const link = await client.links.create({ amount: a.valor, description: a.descricao }, idempotency);
      return `Link criado: ${link.description}, ${link.amount === null || link.amount === undefined ? "valor livre" : brl(link.amount)} — ${link.checkout_url}`;
    },
  }),
  tool({
    name: "listar_links", title: "Listar links de pagamento", scope: "links:ler", kind: "leitura",
    description: "Os links de pagamento da loja.",
    input: { limite },
    run: async ({ client }, a) => {
      const page = await client.links.list();
      return listText(page.data, "Nenhum link de pagamento.", (l) => `${l.slug}: ${l.description}, ${l.amount === null || l.amount === undefined ? "valor livre" : brl(l.amount)}${l.active ? "" : " (inativo)"} — ${l.checkout_url}`, a.limite);
    },
  }),
  tool({
    name: "estornar", title: "Estornar um pagamento", scope: "estornos:escrever", kind: "sensivel",
    description: "Devolve ao pagador todo ou parte de um pagamento (sensível: só com --sensiveis). Sem `valor`, devolve o que resta.",
    input: { txid, valor: valor.optional(), motivo: z.string().max(140).optional() },
    run: async ({ client, idempotency }, a) => {
      const r = await client.charges.refund({ txid: a.txid, ...(a.valor ? { amount: a.valor } : {}), ...(a.motivo ? { motivo: a.motivo } : {}) }, idempotency);
      return `Estorno de ${brl(r.amount)} pedido para a cobrança ${a.txid}: ${r.status}.`;
    },
  }),
  tool({
    name: "sacar", title: "Sacar para uma chave Pix", scope: "saques:escrever", kind: "sensivel",
    description: "Transfere saldo disponível para uma chave Pix (sensível: só com --sensiveis).",
    input: {
      valor, chave_pix: z.string().min(1).max(200).describe("A chave Pix de destino"),
      tipo_chave: z.enum(["CPF", "CNPJ", "EMAIL", "PHONE", "EVP"]).describe("O tipo da chave"),
    },
    run: async ({ client, idempotency }, a) => {
      const w = await client.withdrawals.create({ amount: a.valor, pix_key: a.chave_pix, pix_key_type: a.tipo_chave }, idempotency);
      return `Saque de ${brl(w.amount)} pedido: ${w.status}.`;
    },
  }),
  tool({
    name: "extrato", title: "Extrato", scope: "extrato:ler", kind: "leitura",
    description: "Os lançamentos do saldo (pagamentos, tarifas, saques, estornos), mais recentes primeiro.",
    input: { limite },
    run: async ({ client }, a) => {
      const page = await client.statement.list({ limit: a.limite ?? 20 });
      return listText(page.data, "Nenhum lançamento no extrato.", (e) => `${brasilia(e.created_at)}: ${e.type_label} ${brl(Math.abs(e.amount))}${e.amount < 0 ? " (saída)" : ""}, saldo ${brl(e.balance_after)}`, a.limite);
    },
  }),
  tool({
    name: "listar_infracoes", title: "Listar infrações MED", scope: "infracoes:ler", kind: "leitura",
    description: "As infrações MED (contestações de pagamentos pelo banco do pagador), com o prazo da defesa.",
    input: { limite },
    run: async ({ client }, a) => {
      const page = await dataOf(client.http.GET("/infractions", { params: { query: { limit: a.limite ?? 20 } } }));
      return listText(page.data, "Nenhuma infração MED.", (i) => `${i.id}: cobrança ${i.txid}, ${brl(i.amount)} contestados, ${i.status}, defesa até ${brasilia(i.defense_due_at)}`, a.limite);
    },
  }),
  tool({
    name: "consultar_infracao", title: "Consultar infração MED", scope: "infracoes:ler", kind: "leitura",
    description: "Uma infração MED pelo id.",
    input: { id: z.uuid().describe("O id da infração") },
    run: async ({ client }, a) => {
      const { data: i } = await dataOf(client.http.GET("/infractions/{id}", { params: { path: { id: a.id } } }));
      return `Infração ${i.id}: cobrança ${i.txid}, ${brl(i.amount)} contestados (${i.reason}), ${i.status}; defesa até ${brasilia(i.defense_due_at)}${i.details ? `\n  ${i.details}` : ""}`;
    },
  }),
  tool({
    name: "enviar_defesa", title: "Enviar defesa de infração MED", scope: "infracoes:escrever", kind: "mutacao",
    description: "Envia a defesa (texto) de uma infração MED aberta; uma defesa por infração.",
    input: { id: z.uuid().describe("O id da infração"), texto: z.string().min(1).max(5000).describe("A defesa: o que foi vendido, entregue, provas") },
    run: async ({ client, idempotency }, a) => {
      const form = new FormData();
      form.set("text", a.texto);
      const { data: i } = await dataOf(client.http.POST("/infractions/{id}/defense", {
        params: { path: { id: a.id } }, body: form as never, bodySerializer: (b: unknown) => b as FormData,
        // The call's key, not the SDK's random one: a retried defense is answered, not sent twice.
        headers: { "Idempotency-Key": idempotency.idempotencyKey },
      }));
      return `Defesa enviada para a infração ${i.id}: ${i.status}.`;
    },
  }),
  tool({
    name: "listar_webhooks", title: "Listar webhooks", scope: "webhooks:ler", kind: "leitura",
    description: "Os endpoints de webhook da loja e os eventos que recebem.",
    input: {},
    run: async ({ client }) => {
      const page = await client.webhooks.list();
      return listText(page.data, "Nenhum endpoint de webhook.", (w) => `${w.id}: ${w.url} (${w.active ? "ativo" : "inativo"}) — ${(w.events ?? []).join(", ") || "todos os eventos"}`);
    },
  }),
  tool({
    name: "criar_webhook", title: "Criar webhook", scope: "webhooks:escrever", kind: "mutacao",
    description: "Cadastra um endpoint que recebe os eventos da loja, assinados; o segredo aparece só nesta resposta.",
    input: { url: z.url().max(2000).describe("O endereço HTTPS que recebe os eventos") },
    run: async ({ client, idempotency }, a) => {
      const w = await client.webhooks.create({ url: a.url }, idempotency);
      return `Webhook criado: ${w.id} → ${w.url}. Segredo de assinatura (guarde agora, não é mostrado de novo): ${w.secret}`;
    },
  }),
  tool({
    name: "trigger", title: "Disparar evento de teste", scope: "cobrancas:escrever", kind: "mutacao", testOnly: true,
    description: "Só em teste: emite uma cobrança de teste (charge.created) e, para charge.paid, simula o pagamento.",
    input: { evento: z.enum(["charge.created", "charge.paid"]), valor: valor.optional() },
    run: async ({ client, idempotency }, a) => {
      const c = await client.charges.create({ amount: a.valor ?? 10, description: `trigger ${a.evento}` }, idempotency);
      const after = a.evento === "charge.paid" ? await client.charges.simulatePayment(c.txid, idempotency) : c;
      return `${a.evento} disparado.\n${chargeText(after)}`;
    },
  }),
];

/**
 * The one catalogue of broker events (issue 34): each event's name, version and the schema of its
 * `data`. Producers can only build a catalogued event with its typed payload (`buildEnvelope`), consumers
 * get the payload parsed by the same schema or the message is dead-lettered (`startConsumer`), and the
 * merchant-facing side — webhook bodies, `GET /webhook-endpoints/eventos` and the OpenAPI document's
 * webhooks — is derived from the public entries.
 *
 * Why zod in TypeScript rather than proto messages: the payloads are JSON (money in reais, ISO
 * timestamps, optional flags that are absent rather than false), the envelope is already a zod schema,
 * and the gateway's OpenAPI document is built from zod (`z.toJSONSchema`), so one schema gives the
 * producer's type, the consumer's parser and the published documentation without a mapping layer.
 *
 * Versioning: a change within a version is additive (a new optional field). Consumers parse with the
 * schema, which ignores fields it does not know, so an older consumer accepts a newer producer's event;
 * producers are held to the exact schema (`checkEventData`), so nothing unlisted reaches a merchant.
 */
import { z } from "zod";

interface EventSpec<S extends z.ZodObject, P extends boolean> {
  version: number;
  /** Delivered to merchants' webhook endpoints, listed by `GET /webhook-endpoints/eventos`, documented in OpenAPI. */
  public: P;
  /** One line, Portuguese: what happened (the OpenAPI webhook's summary for public events). */
  summary: string;
  data: S;
}

const event = <S extends z.ZodObject, P extends boolean>(spec: EventSpec<S, P>): EventSpec<S, P> => spec;

const iso = z.iso.datetime({ offset: true });
const calendarDate = z.iso.date();
/** Money in reais (contract: two decimals), as the JSON views show it. */
const reais = z.number();
const nullableString = z.string().nullable();
const environment = z.enum(["test", "live"]);
const chargeMethod = z.string().describe("`pix` (QR) ou `pix_automatico` (débito da assinatura)");

/** The BCB's componentesValor of a due-date charge's payment, in reais: amount = original + multa + juros − abatimento − desconto. */
const valueComponents = z.object({ original: reais, multa: reais, juros: reais, abatimento: reais, desconto: reais });

const refundData = z.object({
  id: z.string(), txid: z.string(), amount: reais, status: z.string(), motivo: nullableString, end_to_end_id: nullableString,
  created_at: iso, completed_at: iso.nullable(), natureza: z.string().describe("Natureza BCB: `ORIGINAL` (estorno da loja) ou `MED_*` (devolução de uma infração procedente)"),
  charge_status: z.string().describe("Estado da cobrança depois da devolução"),
  motivo_falha: nullableString.optional().describe("Só em `refund.failed`: por que a devolução não foi feita"),
  external_id: nullableString.optional().describe("O id da devolução dado por quem a pediu (o `{id}` de PUT /bcb/v2/pix/{e2eid}/devolucao/{id}); null sem um"),
  pix: z.object({
    end_to_end_id: z.string().describe("Id fim a fim do Pix devolvido"),
    amount: reais.describe("Valor pago nesse Pix (em reais)"),
    paid_at: iso.describe("Quando esse Pix foi pago (ISO 8601, UTC)"),
  }).optional().describe("O Pix que a devolução devolve (uma cobrança paga duas vezes tem dois)"),
});

const infractionData = z.object({
  id: z.string(), txid: z.string(), end_to_end_id: z.string(), amount: reais, status: z.string(), reason: z.string(),
  defense_due_at: iso.describe("Prazo da defesa da loja (ISO 8601, UTC)"), created_at: iso, closed_at: iso.nullable(),
  outcome: z.string().nullable().describe("Decisão: `upheld` (devolvido ao pagador), `rejected` ou `expired` (bloqueio liberado); null enquanto aberta"),
  debt: reais.describe("Parte do valor que o saldo não cobria ao bloquear (em reais)"),
  blocked: reais.describe("Valor bloqueado: no máximo o que resta do pagamento depois de estornos e outras infrações; procedente, é o que volta ao pagador"),
  refund_id: nullableString,
});

const withdrawalData = { withdrawal_id: z.string(), amount: reais, pix_key: z.string() };

/** principal.*: written by identity's database triggers (SQL), read by every gateway replica. */
const principalData = z.object({
  user_ids: z.array(z.string().min(1)).max(100),
  api_key_id: z.string().min(1).optional(),
  session_id: z.string().min(1).optional(),
});

export const EVENT_CATALOG = {
  "charge.created": event({
    version: 1, public: true, summary: "Cobrança criada",
    // qr_code_url is not in the event (a PNG data URL for every consumer): webhooks-dispatcher renders it (WEBHOOK_DATA).
    data: z.object({
      txid: z.string(), amount: reais, description: z.string(), status: z.string(), environment,
      customer_name: nullableString, customer_email: nullableString, customer_phone: nullableString, subscription_id: nullableString,
      pix_code: nullableString, checkout_url: z.string(), expires_at: iso.nullable(), created_at: iso,
    }),
  }),
  "charge.paid": event({
    version: 1, public: true, summary: "Cobrança paga",
    data: z.object({
      txid: z.string(), amount: reais, description: z.string(), customer_name: nullableString, customer_email: nullableString,
      paid_at: iso, end_to_end_id: nullableString, subscription_id: nullableString, method: chargeMethod,
      simulado: z.literal(true).optional().describe("Pagamento simulado no ambiente de teste"),
      late: z.literal(true).optional().describe("O pagamento chegou depois de a cobrança expirar"),
      componentes_valor: valueComponents.optional().describe("Cobrança com vencimento: as partes do valor pago no dia do pagamento"),
    }),
  }),
  "charge.extra_payment": event({
    version: 1, public: true, summary: "Pagamento adicional de uma cobrança já paga",
    data: z.object({ txid: z.string(), end_to_end_id: z.string(), amount: reais, paid_at: iso }),
  }),
  "charge.expired": event({
    version: 1, public: true, summary: "Cobrança expirada sem pagamento",
    data: z.object({
      txid: z.string(), amount: reais, description: z.string(), status: z.literal("expired"), environment,
      customer_name: nullableString, customer_email: nullableString, subscription_id: nullableString, method: chargeMethod,
      expires_at: iso.nullable(), qr_code_url: z.null(), expired_at: iso.describe("Quando a cobrança expirou (ISO 8601, UTC)"),
    }),
  }),
  "charge.overdue": event({
    version: 1, public: true, summary: "Cobrança com vencimento em atraso (primeiro dia após o vencimento)",
    data: z.object({
      txid: z.string(), amount: reais, description: z.string(), status: z.literal("pending"), environment,
      customer_name: nullableString, customer_email: nullableString,
      due_date: calendarDate.describe("Vencimento informado (AAAA-MM-DD)"),
      adjusted_due_date: calendarDate.describe("Vencimento efetivo: o informado, ou o próximo dia útil quando caiu em fim de semana ou feriado nacional"),
      last_payable_date: calendarDate.describe("Último dia em que ainda pode ser paga (com multa e juros); depois expira com `charge.expired`"),
      overdue_at: iso.describe("Quando entrou em atraso (ISO 8601, UTC)"),
    }),
  }),
  "subscription.charged": event({
    version: 1, public: true, summary: "Assinatura gerou a cobrança do período",
    data: z.object({
      subscription_id: z.string(), txid: z.string(), amount: reais, description: z.string(), customer_name: nullableString,
      customer_email: nullableString, expires_at: iso.nullable(), method: chargeMethod,
    }),
  }),
  "subscription.authorization_updated": event({
    version: 1, public: true, summary: "Autorização Pix Automático mudou de status",
    data: z.object({
      subscription_id: z.string(), method: z.literal("pix_automatico"),
      authorization: z.object({
        id: z.string(), journey: nullableString, status: z.string(), previous_status: nullableString.describe("Estado anterior da autorização"),
        cancelled_by: nullableString.describe("Quem cancelou (pagador, recebedor), quando cancelada"),
      }).describe("A autorização Pix Automático da assinatura"),
      billing: z.enum(["pix_automatico", "pix", "aguardando_autorizacao", "encerrada"])
        .describe("O que cobra os próximos períodos: `encerrada` quando o prazo fixo (end_date) acabou e nada mais é cobrado"),
    }),
  }),
  "subscription.cycle_updated": event({
    version: 1, public: true, summary: "Ciclo Pix Automático mudou: enviado, debitado, recusado, nova tentativa, encerrado, reenviado ou cancelado",
    data: z.object({
      subscription_id: z.string(), method: z.literal("pix_automatico"),
      authorization_id: z.string().describe("A autorização do ciclo (authorization.id da assinatura; o idRec da API Pix do BCB)"),
      update: z.enum(["sent", "debited", "failed", "retry_scheduled", "given_up", "resent", "cancelled"]).describe("O que aconteceu com o ciclo"),
      period_at: iso.describe("Vencimento do período"),
      debit_at: iso.nullable().describe("Data do débito: o vencimento ajustado ao próximo dia útil (ajusteDiaUtil)"),
      cycle: z.object({ id: z.string(), txid: z.string(), status: z.string(), retries: z.number().int().describe("Novas tentativas pedidas até agora (no máximo 3)") }).describe("O ciclo (cobr) no provedor"),
      rejection_code: nullableString.describe("failed: código de rejeição do catálogo do Pix (ex.: AM02, MIDI)"),
      final: z.boolean().nullable().describe("failed: true quando a instrução foi rejeitada (não só a tentativa)"),
      retry_at: iso.nullable().describe("retry_scheduled: data da nova tentativa"),
      at: iso.describe("Quando aconteceu"),
    }),
  }),
  "subscription.ended": event({
    version: 1, public: true, summary: "Assinatura terminou sozinha: o prazo (end_date) acabou e os períodos dentro dele foram cobrados",
    data: z.object({
      subscription_id: z.string(), method: chargeMethod, status: z.literal("canceled").describe("O estado final da assinatura"),
      reason: z.literal("end_date").describe("Por que terminou: o prazo fixo (end_date) acabou"),
      end_date: calendarDate.describe("Último dia do prazo (AAAA-MM-DD, horário de Brasília)"),
      last_period_at: iso.nullable().describe("Vencimento do último período cobrado (null: nenhum)"),
      authorization: z.object({ id: z.string(), status: nullableString }).nullable()
        .describe("Pix Automático: a autorização no momento do fim (o recebedor a cancela no provedor se ainda valia; null sem autorização)"),
      ended_at: iso.describe("Quando terminou (o instante da execução da cobrança; ISO 8601, UTC)"),
    }),
  }),
  "withdrawal.completed": event({
    version: 1, public: true, summary: "Saque concluído",
    data: z.object({ ...withdrawalData, end_to_end_id: nullableString, paid_at: iso.nullable() }),
  }),
  "withdrawal.rejected": event({
    version: 1, public: true, summary: "Saque recusado",
    data: z.object({ ...withdrawalData, reason: z.string() }),
  }),
  "refund.completed": event({ version: 1, public: true, summary: "Devolução concluída (DEVOLVIDO)", data: refundData }),
  "refund.failed": event({ version: 1, public: true, summary: "Devolução não realizada (NAO_REALIZADO); o valor voltou ao saldo", data: refundData }),
  "infraction.opened": event({ version: 1, public: true, summary: "Infração MED aberta: valor bloqueado", data: infractionData }),
  "infraction.closed": event({ version: 1, public: true, summary: "Infração MED encerrada", data: infractionData }),

  "audit.recorded": event({
    version: 1, public: false, summary: "Entrada da trilha de auditoria (packages/messaging/src/audit.ts)",
    data: z.object({
      actor: z.object({ type: z.enum(["user", "member", "api_key"]), id: z.string().min(1).max(100) }),
      action: z.string().min(1).max(100),
      target: z.object({ type: z.string().min(1).max(100), id: z.string().min(1).max(200).nullable() }),
      request_id: z.string().max(64).nullable(),
      summary: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
    }),
  }),
  "engine.notice_received": event({
    version: 1, public: false, summary: "Aviso do motor registrado por charges, à espera de confirmação",
    data: z.object({ notice_row_id: z.string().min(1) }),
  }),
  "engine.recurrence_notice_received": event({
    version: 1, public: false, summary: "Aviso Pix Automático registrado por subscriptions (o motor é lido de novo)",
    data: z.object({ subscription_id: z.string().min(1), billing_id: z.string().min(1).optional() }),
  }),
  "subscription.authorization_cancel_requested": event({
    version: 1, public: false, summary: "Assinatura Pix Automático cancelada pela loja: subscriptions cancela a autorização no motor (repetido até conseguir)",
    data: z.object({ subscription_id: z.string().min(1) }),
  }),
  "catalog.reference_deleted": event({
    version: 1, public: false, summary: "Referências a um registro excluído que um serviço não desvinculou na hora (contrato 4.7)",
    data: z.object({ store: z.uuid(), env: environment, field: z.string().min(1), id: z.uuid() }),
  }),
  "principal.api_key_changed": event({ version: 1, public: false, summary: "Chave de API mudou (trigger de identity)", data: principalData }),
  "principal.session_changed": event({ version: 1, public: false, summary: "Sessão mudou (trigger de identity)", data: principalData }),
  "principal.user_changed": event({ version: 1, public: false, summary: "Conta mudou (trigger de identity)", data: principalData }),
  "principal.membership_changed": event({ version: 1, public: false, summary: "Equipe mudou (trigger de identity)", data: principalData }),
} as const;

type Catalog = typeof EVENT_CATALOG;
export type EventName = keyof Catalog;
/** The payload a producer passes for `N` (before defaults) and the one a consumer receives. */
export type EventDataInput<N extends EventName> = z.input<Catalog[N]["data"]>;
export type EventData<N extends EventName> = z.output<Catalog[N]["data"]>;
export type PublicEventName = { [N in EventName]: Catalog[N]["public"] extends true ? N : never }[EventName];

const names = Object.keys(EVENT_CATALOG) as EventName[];
/** Every catalogued name, in catalogue order. */
export const EVENT_NAMES = names as readonly EventName[] as readonly [EventName, ...EventName[]];
/** Events merchants may receive (webhooks), in catalogue order: `GET /webhook-endpoints/eventos`. */
export const PUBLIC_EVENT_NAMES = names.filter((n) => EVENT_CATALOG[n].public) as PublicEventName[] as unknown as readonly [PublicEventName, ...PublicEventName[]];
export const INTERNAL_EVENT_NAMES = names.filter((n) => !EVENT_CATALOG[n].public) as readonly EventName[];
export type PrincipalEventName = Extract<EventName, `principal.${string}`>;
export const PRINCIPAL_EVENT_NAMES: readonly PrincipalEventName[] = names.filter((n): n is PrincipalEventName => n.startsWith("principal."));

export function isCatalogued(event: string): event is EventName {
  return Object.prototype.hasOwnProperty.call(EVENT_CATALOG, event);
}

export function isPublicEvent(event: string): event is PublicEventName {
  return isCatalogued(event) && EVENT_CATALOG[event].public;
}

/**
 * The webhook body's `data` of a public event: the event's data, except `charge.created`, whose
 * `qr_code_url` (contract 2.2: a PNG data URL while pending, else null) webhooks-dispatcher renders
 * right after `pix_code`.
 */
const chargeCreatedWebhook = EVENT_CATALOG["charge.created"].data.extend({
  qr_code_url: z.string().nullable().describe("Imagem PNG do QR (data URL) enquanto `pending`; senão null"),
});
export const WEBHOOK_DATA = Object.fromEntries(PUBLIC_EVENT_NAMES.map((n) => [n, n === "charge.created" ? chargeCreatedWebhook : EVENT_CATALOG[n].data])) as
  { [N in PublicEventName]: N extends "charge.created" ? typeof chargeCreatedWebhook : Catalog[N]["data"] };
export type WebhookData<N extends PublicEventName> = z.output<(typeof WEBHOOK_DATA)[N]>;

export class EventCatalogError extends Error {}

/** Why `data` is not `event`'s payload, in one line (zod's issues, path: message), or null when it is. */
export function eventDataProblem(event: string, data: unknown): string | null {
  if (!isCatalogued(event)) return `event ${JSON.stringify(event)} is not in the catalogue`;
  const parsed = EVENT_CATALOG[event].data.safeParse(data);
  return parsed.success ? null : parsed.error.issues.map((i) => `${i.path.join(".") || "data"}: ${i.message}`).join("; ");
}

/**
 * The producer's check: `data` is exactly `event`'s payload (a field the schema does not name would
 * be dropped silently by the consumers' parse, so it is an error here). Throws EventCatalogError.
 */
export function checkEventData<N extends EventName>(event: N, data: EventDataInput<N>): EventData<N> {
  const problem = eventDataProblem(event, data);
  if (problem) throw new EventCatalogError(`${event} v${EVENT_CATALOG[event]?.version ?? "?"}: ${problem}`);
  const parsed = EVENT_CATALOG[event].data.parse(data) as EventData<N>;
  const extra = extraKeys(data, parsed);
  if (extra.length) throw new EventCatalogError(`${event} v${EVENT_CATALOG[event].version}: not in the schema: ${extra.join(", ")}`);
  return parsed;
}

/** Paths present (and not undefined) in `given` but absent from what the schema kept. */
function extraKeys(given: unknown, kept: unknown, path = ""): string[] {
  if (!isPlainObject(given) || !isPlainObject(kept)) return [];
  return Object.entries(given).flatMap(([k, v]) => {
    if (v === undefined) return [];
    const at = path ? `${path}.${k}` : k;
    return k in kept ? extraKeys(v, kept[k], at) : [at];
  });
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === "object" && !Array.isArray(v);

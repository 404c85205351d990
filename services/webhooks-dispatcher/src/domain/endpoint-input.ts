import { intField, invalidField, oneOf, optionalOneOf, patternField, requiredText, textField, uuidField } from "@pix/errors";
import { PUBLIC_EVENT_NAMES, type PublicEventName } from "@pix/messaging";
import { RETRY_POLICIES } from "./retry";
import { SECRET_PATTERN } from "./secret";

/**
 * The rules of the webhook gRPC requests whoever calls (the gateway checks the same at the HTTP edge;
 * the shapes are the generated proto types). Where the URL may point is target-policy.ts's.
 */
export function endpointUrl(value: string, field = "url"): string {
  const text = textField(field, value.trim(), 2048);
  try {
    const url = new URL(text);
    if ((url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "") return text;
  } catch { /* refused below */ }
  throw invalidField(field, "FORMATO_INVALIDO", "URL http(s) inválida; use um endereço completo, por exemplo https://loja.exemplo.com.br/webhooks");
}

const endpointName = (value: string) => requiredText("name", value, 100);

/** At most 50 subscribable names, each once. */
export function eventNames(names: readonly string[], field = "events"): PublicEventName[] {
  if (names.length > 50) throw invalidField(field, "TAMANHO_MAXIMO", "deve ter no máximo 50 itens");
  return [...new Set(names.map((n, i) => oneOf(`${field}[${i}]`, n, PUBLIC_EVENT_NAMES)))];
}

/** Ids compare lower case (ids are stored so). */
export const endpointId = (field: string, value: string) => uuidField(field, value).toLowerCase();

export const ENDPOINT_FORMATS = ["contract", "bcb_pix", "bcb_rec", "bcb_cobr"] as const;
export type EndpointFormat = (typeof ENDPOINT_FORMATS)[number];

/** `whsec_` + 32 hex, as the contract's creation takes it (section 8). */
const givenSecret = (value: string) => patternField("secret", value, SECRET_PATTERN, "formato esperado: whsec_ seguido de 32 hexadecimais");

export function newEndpointInput(r: { url: string; name?: string; events: string[]; secret?: string; retry_policy?: string; format?: string }) {
  return {
    format: oneOf("format", r.format ?? "contract", ENDPOINT_FORMATS),
    url: endpointUrl(r.url),
    name: r.name === undefined ? null : endpointName(r.name),
    events: eventNames(r.events),
    secret: r.secret === undefined ? null : givenSecret(r.secret),
    retryPolicy: oneOf("retry_policy", r.retry_policy ?? "none", RETRY_POLICIES),
  };
}

/** A rotation: the endpoint, and the new secret when the merchant gives one (else it is generated). */
export function rotateSecretInput(r: { id: string; secret?: string }) {
  return { id: endpointId("id", r.id), secret: r.secret === undefined ? null : givenSecret(r.secret) };
}

export interface EndpointChangeRequest {
  id: string; url?: string; name?: string; clear_name: boolean; events?: { names: string[] } | null; active?: boolean; retry_policy?: string;
}

/** Only the fields given change; `clear_name` removes the label; an empty `events` list means every event. */
export function endpointChangeInput(r: EndpointChangeRequest) {
  const retryPolicy = optionalOneOf("retry_policy", r.retry_policy, RETRY_POLICIES);
  return {
    id: endpointId("id", r.id),
    changes: {
      ...(r.url !== undefined ? { url: endpointUrl(r.url) } : {}),
      ...(r.clear_name ? { name: null } : r.name !== undefined ? { name: endpointName(r.name) } : {}),
      ...(r.events ? { events: eventNames(r.events.names, "events.names") } : {}),
      ...(r.active !== undefined ? { active: r.active } : {}),
      ...(retryPolicy !== undefined ? { retryPolicy } : {}),
    },
  };
}

/** A page of deliveries: 1 to 100, 0 meaning the default 20; `txid` filters by the event's data.txid. */
export function deliveriesQuery(r: { endpoint_id: string; limit: number; cursor?: string; txid?: string }) {
  const cursor = r.cursor === undefined ? null : textField("cursor", r.cursor, 200);
  if (cursor === "") throw invalidField("cursor", "CAMPO_OBRIGATORIO", "use o next_cursor da página anterior");
  return {
    endpointId: endpointId("endpoint_id", r.endpoint_id),
    limit: intField("limit", r.limit, 0, 100) || 20,
    cursor,
    txid: r.txid === undefined ? null : patternField("txid", r.txid, /^[A-Za-z0-9]{1,35}$/, "use um txid de 1 a 35 letras ou dígitos"),
  };
}

/** The per-store event log from `after_seq` on (absent: only where "from now on" starts); 1 to 500, 0 meaning 100. */
export function storeEventsQuery(r: { after_seq?: number; limit: number }) {
  return {
    afterSeq: r.after_seq === undefined ? null : intField("after_seq", r.after_seq, 0, Number.MAX_SAFE_INTEGER),
    limit: intField("limit", r.limit, 0, 500) || 100,
  };
}

/** Input rules of a subscription that need no I/O (the gateway checks shapes; these are the service's). */
import { errors } from "@pix/errors";
import { normalizeTaxId } from "@pix/tax-id";
import { DEFAULT_INTERVAL, INTERVALS, isInterval, type Interval } from "./interval";
import { DEFAULT_JOURNEY, DEFAULT_RETRY_POLICY, JOURNEYS, RETRY_POLICIES, type Journey, type RetryPolicy } from "./pix-automatico";
import { METHODS, STATUSES, type Method, type SubscriptionStatus } from "./subscription";

/** Trimmed text, or null when absent or blank. */
export function text(value: string | undefined | null): string | null {
  if (value === undefined || value === null) return null;
  const t = value.trim();
  return t === "" ? null : t;
}

/** CPF or CNPJ, check digits validated, stored as digits (alphanumeric CNPJ upper-case); "" → none. */
export function normalizeDocument(value: string | undefined | null): string | null {
  if (value === undefined || value === null || value.trim() === "") return null;
  const id = normalizeTaxId(value);
  if (!id) throw errors.validation("customer_cpf", "VALOR_INVALIDO", "customer_cpf inválido: informe um CPF ou CNPJ com dígitos verificadores válidos");
  return id.value;
}

export function parseMethod(value: string | undefined): Method {
  if (value === undefined) return "pix";
  if (!(METHODS as readonly string[]).includes(value)) throw errors.validation("method", "OPCAO_INVALIDA", `method deve ser um de: ${METHODS.join(", ")}`);
  return value as Method;
}

/** Pix Automático's journey (J3 default) and retry policy (PERMITE_3R_7D default); refused for method pix. */
export function parseAutomatico(method: Method, journey: string | undefined, retryPolicy: string | undefined): { journey: Journey; retryPolicy: RetryPolicy } | null {
  if (method !== "pix_automatico") {
    if (journey !== undefined || retryPolicy !== undefined) throw errors.validation("journey", "VALOR_INVALIDO", "journey e retry_policy valem só para method pix_automatico");
    return null;
  }
  if (journey !== undefined && !(JOURNEYS as readonly string[]).includes(journey)) throw errors.validation("journey", "OPCAO_INVALIDA", `journey deve ser um de: ${JOURNEYS.join(", ")}`);
  if (retryPolicy !== undefined && !(RETRY_POLICIES as readonly string[]).includes(retryPolicy)) {
    throw errors.validation("retry_policy", "OPCAO_INVALIDA", `retry_policy deve ser um de: ${RETRY_POLICIES.join(", ")}`);
  }
  return { journey: (journey ?? DEFAULT_JOURNEY) as Journey, retryPolicy: (retryPolicy ?? DEFAULT_RETRY_POLICY) as RetryPolicy };
}

export function parseInterval(value: string | undefined): Interval {
  if (value === undefined) return DEFAULT_INTERVAL;
  if (!isInterval(value)) throw errors.validation("interval", "OPCAO_INVALIDA", `interval deve ser um de: ${INTERVALS.join(", ")}`);
  return value;
}

export function parseStatus(value: string): SubscriptionStatus {
  if (!(STATUSES as readonly string[]).includes(value)) throw errors.validation("status", "OPCAO_INVALIDA", `status deve ser um de: ${STATUSES.join(", ")}`);
  return value as SubscriptionStatus;
}

/** How far in the past a given next_billing_at may be (clock skew between the caller and the service). */
export const PAST_TOLERANCE_MS = 60_000;

/**
 * next_billing_at from a request: an ISO 8601 instant, not in the past (a past date would bill a
 * backlog of periods), within the storable years.
 */
export function parseNextBillingAt(value: string | undefined | null, now: Date): Date {
  if (value === undefined || value === null) throw errors.validation("next_billing_at", "TIPO_INVALIDO", "next_billing_at não pode ser nulo");
  const at = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value) || Number.isNaN(at.getTime()) || at.getUTCFullYear() > 9999) {
    throw errors.validation("next_billing_at", "FORMATO_INVALIDO", "next_billing_at deve ser uma data ISO 8601 válida");
  }
  if (at.getTime() < now.getTime() - PAST_TOLERANCE_MS) throw errors.validation("next_billing_at", "VALOR_MINIMO", "next_billing_at não pode estar no passado");
  return at;
}

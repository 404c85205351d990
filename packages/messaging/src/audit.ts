import { buildEnvelope, enqueueSql, type Queryable } from "./outbox";
import type { Envelope } from "./envelope";

/**
 * The audit trail's producer side (issue 12). Every service declares, per state-changing RPC, an
 * AuditRule; the gRPC server's after-success hook (packages/grpc `afterSuccess`, installed by
 * packages/runtime from `startRuntime({ audit })`) turns each successful call of a listed RPC into an
 * `audit.recorded` event in the service's own outbox. Identity consumes the event and stores the entry.
 *
 * Redaction is an allow-list: an entry's summary only holds the fields its rule names, and only
 * scalars (strings cut to 200 characters, numbers, booleans); a string that looks like a credential
 * (API key, webhook secret, JWT, long hex/base64 token) is dropped even when a rule names it.
 */
export const AUDIT_EVENT = "audit.recorded";

export type ActorType = "user" | "member" | "api_key";
export interface AuditActor { type: ActorType; id: string }
export interface AuditTarget { type: string; id: string | null }

/** The part of the gRPC principal (packages/grpc) the audit needs; structural so messaging does not depend on grpc. */
export interface AuditPrincipal {
  userId: string;
  storeId: string;
  environment: "test" | "live";
  credential: "session" | "api_key" | "service";
  apiKeyId?: string;
}

/**
 * A path into the call: `res.<dotted>` (the response), `req.<dotted>` (the request) or `store` (the
 * principal's store id, for changes to the store itself: profile, environment).
 */
export type CallPath = string;

export interface AuditRule {
  /** "<target>.<verb>", e.g. "api_key.created". */
  action: string;
  target: string;
  /** Where the target id is; absent → null. */
  id?: CallPath;
  /** The allow-list: summary key → where its value is. Nothing else reaches the entry. */
  summary?: Record<string, CallPath>;
  /** A call whose value here is truthy changed nothing (a dry run): not recorded. */
  skipIf?: CallPath;
}
/** RPC name (as in the .proto) → rule. RPCs not listed are not audited (reads, and calls with no merchant). */
export type AuditRules = Readonly<Record<string, AuditRule>>;

export interface AuditInput {
  principal: AuditPrincipal;
  requestId: string | null;
  action: string;
  target: AuditTarget;
  summary: Record<string, unknown>;
}

/**
 * Who acted: the API key when the credential is one, a member when the session's user is not the
 * store's owner (the store id is the owner's user id), else the owner. Service principals (a payer
 * paying a link, the subscription job, engine notices) have no merchant actor: null, not audited.
 */
export function auditActor(p: AuditPrincipal): AuditActor | null {
  if (p.credential === "service") return null;
  if (p.credential === "api_key") return { type: "api_key", id: p.apiKeyId ?? p.storeId };
  return p.userId !== p.storeId ? { type: "member", id: p.userId } : { type: "user", id: p.userId };
}

const MAX_STRING = 200;
const MAX_KEYS = 20;
/** Values never stored whatever the rule says: API keys, webhook secrets, JWTs, bearer-like tokens. */
const SECRET_LIKE = [
  /service_(test|live)_/i,
  /whsec_/i,
  /^eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\./,
  /^[A-Fa-f0-9]{32,}$/,
  /^[A-Za-z0-9_-]{40,}$/,
];

export function looksSecret(value: string): boolean {
  return SECRET_LIKE.some((re) => re.test(value));
}

/** Copies the allow-listed scalars; everything else (objects, secrets, buffers) is left out. */
export function redactSummary(source: Record<string, unknown>): Record<string, string | number | boolean | null> {
  const out: Record<string, string | number | boolean | null> = {};
  for (const [key, value] of Object.entries(source).slice(0, MAX_KEYS)) {
    if (value === undefined) continue;
    if (value === null || typeof value === "boolean") out[key] = value;
    else if (typeof value === "number" && Number.isFinite(value)) out[key] = value;
    else if (typeof value === "bigint") out[key] = Number(value);
    else if (typeof value === "string" && !looksSecret(value)) out[key] = value.length > MAX_STRING ? `${value.slice(0, MAX_STRING)}…` : value;
    // Long values from proto-loader (int64 as string) are strings already; anything else is dropped.
  }
  return out;
}

/** The `audit.recorded` envelope for one action, or null when nobody to record acted (service principals). */
export function auditEvent(input: AuditInput): Envelope | null {
  const actor = auditActor(input.principal);
  if (!actor) return null;
  return buildEnvelope(AUDIT_EVENT, { store_id: input.principal.storeId, environment: input.principal.environment }, {
    actor,
    action: input.action,
    target: { type: input.target.type, id: input.target.id },
    request_id: input.requestId,
    summary: redactSummary(input.summary),
  });
}

/** Reads a CallPath out of a call. */
export function readCallPath(path: CallPath, call: { request: unknown; response: unknown; principal: AuditPrincipal }): unknown {
  if (path === "store") return call.principal.storeId;
  const [root, ...rest] = path.split(".");
  let value: unknown = root === "res" ? call.response : root === "req" ? call.request : undefined;
  for (const key of rest) value = value !== null && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined;
  return value;
}

/** The input of the gRPC after-success hook (packages/grpc CompletedCall), structurally. */
export interface AuditedCall {
  rpc: string;
  request: unknown;
  response: unknown;
  principal: AuditPrincipal | null;
  requestId: string | null;
}

/** Builds the event a rule describes for a completed call, or null when the call is not audited. */
export function auditEventForCall(rules: AuditRules, call: AuditedCall): Envelope | null {
  const rule = Object.prototype.hasOwnProperty.call(rules, call.rpc) ? rules[call.rpc] : undefined;
  if (!rule || !call.principal) return null;
  const full = { request: call.request, response: call.response, principal: call.principal };
  if (rule.skipIf && readCallPath(rule.skipIf, full)) return null;
  const id = rule.id ? readCallPath(rule.id, full) : null;
  const summary = Object.fromEntries(Object.entries(rule.summary ?? {}).map(([key, path]) => [key, readCallPath(path, full)]));
  return auditEvent({
    principal: call.principal,
    requestId: call.requestId,
    action: rule.action,
    target: { type: rule.target, id: typeof id === "string" && id !== "" ? id : null },
    summary,
  });
}

/**
 * The after-success hook: writes the call's audit event to the service's outbox (`outbox_events`,
 * the relay publishes it). The change itself committed just before, so this is one more insert on the
 * same database right after it (see docs/members-and-audit.md for why not the same transaction).
 */
export function auditRecorder(rules: AuditRules, db: Queryable): (call: AuditedCall) => Promise<void> {
  return async (call) => {
    const event = auditEventForCall(rules, call);
    if (event) await enqueueSql(db, event);
  };
}

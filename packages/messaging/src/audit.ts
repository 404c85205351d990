import { AsyncLocalStorage } from "node:async_hooks";
import { buildEnvelope, enqueueSql, type Queryable } from "./outbox";
import type { Envelope } from "./envelope";

/**
 * The audit trail's producer side (issues 12, 28). Every service declares, per state-changing RPC, an
 * AuditRule; packages/runtime runs each audited RPC's handler inside an audit scope (`runAudited`),
 * and the use case's own transaction appends the call's `audit.recorded` event to the service's
 * outbox (`auditEventOf`): the entry exists if and only if the change committed. Identity consumes
 * the event and stores the entry (idempotently, by event id).
 *
 * Redaction is an allow-list: an entry's summary only holds the fields its rule names, and only
 * scalars (strings cut to 200 characters, numbers, booleans); a string that looks like a credential
 * (API key, webhook secret, JWT, long hex/base64 token) is dropped even when a rule names it.
 */
export const AUDIT_EVENT = "audit.recorded" as const;

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

/** A completed call of an RPC, as the rules read it. */
export interface AuditedCall {
  rpc: string;
  request: unknown;
  response: unknown;
  principal: AuditPrincipal | null;
  requestId: string | null;
}

/** Builds the event a rule describes for a completed call, or null when the call is not audited. */
export function auditEventForCall(rules: AuditRules, call: AuditedCall): Envelope | null {
  const rule = auditRuleOf(rules, call.rpc);
  if (!rule || !call.principal) return null;
  return eventOfRule(rule, { request: call.request, response: call.response, principal: call.principal }, call.requestId);
}

function eventOfRule(rule: AuditRule, full: { request: unknown; response: unknown; principal: AuditPrincipal }, requestId: string | null): Envelope | null {
  if (rule.skipIf && readCallPath(rule.skipIf, full)) return null;
  const id = rule.id ? readCallPath(rule.id, full) : null;
  const summary = Object.fromEntries(Object.entries(rule.summary ?? {}).map(([key, path]) => [key, readCallPath(path, full)]));
  return auditEvent({
    principal: full.principal,
    requestId,
    action: rule.action,
    target: { type: rule.target, id: typeof id === "string" && id !== "" ? id : null },
    summary,
  });
}

interface AuditScope {
  rule: AuditRule;
  principal: AuditPrincipal;
  requestId: string | null;
  request: unknown;
  /** Set once the use case's transaction took the event: nothing to write after the call. */
  taken: boolean;
}
const scopes = new AsyncLocalStorage<AuditScope>();

/** The rule of an RPC, or undefined when it is not audited (own properties only: an RPC named "toString" is not). */
export function auditRuleOf(rules: AuditRules, rpc: string): AuditRule | undefined {
  return Object.prototype.hasOwnProperty.call(rules, rpc) ? rules[rpc] : undefined;
}

/** How an audited call ended for its audit: `untaken` when it changed something and no transaction took its event. */
export interface AuditedOutcome<T> { response: T; untaken: boolean }

/**
 * Runs an audited RPC's handler in its audit scope. The handler's transaction takes the event with
 * `auditEventOf` (or says it changed nothing with `auditUnchanged`). `untaken` is a call that did
 * neither and whose rule does not skip it: a use case that forgot to write its entry (issue 28), which
 * packages/runtime reports; there is no write after the call, so no entry can outlive a crash apart
 * from its change.
 */
export async function runAudited<T>(rule: AuditRule, call: Omit<AuditedCall, "rpc" | "response">, fn: () => Promise<T>): Promise<AuditedOutcome<T>> {
  if (!call.principal || !auditActor(call.principal)) return { response: await fn(), untaken: false };
  const scope: AuditScope = { rule, principal: call.principal, requestId: call.requestId, request: call.request, taken: false };
  const response = await scopes.run(scope, fn);
  const skipped = !!rule.skipIf && !!readCallPath(rule.skipIf, { request: call.request, response, principal: call.principal });
  return { response, untaken: !scope.taken && !skipped };
}

/**
 * Says the running call changed nothing (an idempotent replay, a change another caller completed):
 * no entry, and none is missing.
 */
export function auditUnchanged(): void {
  const scope = scopes.getStore();
  if (scope) scope.taken = true;
}

/**
 * The running RPC's `audit.recorded` event, for the use case to write in the transaction of its
 * change; `response` is the part of the RPC's answer the rule reads (its `res.` paths). null outside
 * an audited call (a sweeper, the billing job, a service principal) or when the rule skips it.
 * Once taken the event is the transaction's: called again in the same call, it answers null.
 */
export function auditEventOf(response: unknown): Envelope | null {
  const scope = scopes.getStore();
  if (!scope || scope.taken) return null;
  const event = eventOfRule(scope.rule, { request: scope.request, response, principal: scope.principal }, scope.requestId);
  scope.taken = true;
  return event;
}

/** Writes the running RPC's audit event (if any) on `tx`, which must be the change's open transaction. */
export async function appendAudit(tx: Queryable, response: unknown): Promise<void> {
  const event = auditEventOf(response);
  if (event) await enqueueSql(tx, event);
}

/** The running RPC's audit event as an `outbox_events` row, for a Prisma transaction (`tx.outboxEvent.create({ data })`). */
export function auditOutboxRow(response: unknown): { id: string; event: string; payload: object } | null {
  const event = auditEventOf(response);
  return event && { id: event.id, event: event.event, payload: event };
}

/** A Prisma transaction client, as far as the audit row needs it (every service's schema has `OutboxEvent`). */
export interface OutboxRowWriter {
  outboxEvent: { create(args: { data: { id: string; event: string; payload: object } }): PromiseLike<unknown> };
}

/** Writes the running RPC's audit row (if any) with `tx`, the change's open Prisma transaction. */
export async function writeAuditRow(tx: OutboxRowWriter, response: unknown): Promise<void> {
  const row = auditOutboxRow(response);
  if (row) await tx.outboxEvent.create({ data: row });
}

/** `events` and, inside an audited call, its audit event: what the change's transaction writes to the outbox. */
export function withCallAudit(events: Envelope[], response: unknown): Envelope[] {
  const audit = auditEventOf(response);
  return audit ? [...events, audit] : events;
}

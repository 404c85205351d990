import type { AnyHandler, CallContext, ServiceServer } from "@pix/grpc";
import type { Logger } from "@pix/logger";
import { auditRuleOf, enqueueSql, runAudited, type AuditRules, type Queryable } from "@pix/messaging";

/**
 * The service's gRPC server, with each audited RPC's handler run in its audit scope (issue 28): the
 * use case's transaction appends the `audit.recorded` event (`auditEventOf` in @pix/messaging). A
 * call whose use case did not take it gets it written right after the handler returned, as before.
 */
export function withAuditScopes(server: ServiceServer, rules: AuditRules, db: Queryable, logger: Logger): ServiceServer {
  const audited = (rpc: string, handler: AnyHandler): AnyHandler => {
    const rule = auditRuleOf(rules, rpc);
    if (!rule) return handler;
    return (async (first: unknown, ctx: CallContext, ...rest: unknown[]) => {
      // A client-streaming call's first argument is its message stream: the rules see {} as its request.
      const request = isStream(first) ? {} : first;
      const { response, late } = await runAudited(rule, { request, principal: ctx.principal, requestId: ctx.requestId }, () =>
        (handler as (...args: unknown[]) => Promise<unknown>)(first, ctx, ...rest),
      );
      // The change committed: a failed insert here must not turn it into an error.
      if (late) await enqueueSql(db, late).catch((err: unknown) => logger.error({ err, rpc }, "audit entry not recorded"));
      return response;
    }) as AnyHandler;
  };
  return {
    ...server,
    add: (service, handlers) =>
      server.add(service, Object.fromEntries(Object.entries(handlers).map(([rpc, h]) => [rpc, audited(rpc, h as AnyHandler)])) as typeof handlers),
  };
}

const isStream = (v: unknown): boolean => typeof v === "object" && v !== null && Symbol.asyncIterator in v;

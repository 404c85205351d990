import type { AnyHandler, CallContext, ServiceServer } from "@pix/grpc";
import type { Logger } from "@pix/logger";
import { auditEventForCall, auditRuleOf, enqueueSql, runAudited, type AuditRules, type Queryable } from "@pix/messaging";

/**
 * RPCs whose use case does not write its entry in the change's transaction yet (issue 28): theirs is
 * inserted right after the handler returned, and lost if the process dies in between. Empty is the goal.
 */
export const AUDITED_AFTER_THE_CALL: ReadonlySet<string> = new Set([
  "SubmitInfractionDefense",
  "SubmitOnboarding", "SubmitProductionRequest",
  "RunBilling", "SimulateAutomatico",
]);

/**
 * The service's gRPC server, with each audited RPC's handler run in its audit scope (issue 28): the
 * use case's transaction appends the `audit.recorded` event (`auditEventOf` in @pix/messaging), so the
 * entry commits with the change. A call that changed something and whose transaction did not take its
 * event is a bug (an RPC added to the rules without its write): logged, and under NODE_ENV=test the
 * call fails, so the audit specs catch it.
 */
export function withAuditScopes(server: ServiceServer, rules: AuditRules, db: Queryable, logger: Logger): ServiceServer {
  const audited = (rpc: string, handler: AnyHandler): AnyHandler => {
    const rule = auditRuleOf(rules, rpc);
    if (!rule) return handler;
    return (async (first: unknown, ctx: CallContext, ...rest: unknown[]) => {
      // A client-streaming call's first argument is its message stream: the rules see {} as its request.
      const request = isStream(first) ? {} : first;
      const call = { request, principal: ctx.principal, requestId: ctx.requestId };
      const { response, untaken } = await runAudited(rule, call, () => (handler as (...args: unknown[]) => Promise<unknown>)(first, ctx, ...rest));
      if (!untaken) return response;
      if (AUDITED_AFTER_THE_CALL.has(rpc)) {
        const late = auditEventForCall(rules, { rpc, ...call, response });
        // The change committed: a failed insert here must not turn it into an error.
        if (late) await enqueueSql(db, late).catch((err: unknown) => logger.error({ err, rpc }, "audit entry not recorded"));
        return response;
      }
      logger.error({ rpc }, "audited call finished without its audit entry in the change's transaction");
      if (process.env.NODE_ENV === "test") throw new Error(`${rpc}: the use case's transaction did not take the audit event (auditEventOf / auditUnchanged)`);
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

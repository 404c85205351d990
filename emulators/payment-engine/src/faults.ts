import type { RequestHandler } from "express";
import { ApiError } from "./errors";

/**
 * Fault injection for the next `count` API requests, to test clients' retries and timeouts.
 * `delayMs` holds each response; `status` then answers with that error. With `delayMs` and no
 * `status` the request is served normally after the delay (slow but successful).
 */
export interface FaultPlan {
  count: number;
  status?: number;
  delayMs?: number;
}

export class Faults {
  private plan: Required<Pick<FaultPlan, "count">> & FaultPlan = { count: 0 };

  arm(plan: FaultPlan) {
    const status = plan.status ?? (plan.delayMs ? undefined : 503);
    this.plan = { ...plan, status };
  }

  readonly middleware: RequestHandler = async (_req, res, next) => {
    if (this.plan.count <= 0) return next();
    this.plan.count--;
    const { status, delayMs } = this.plan;
    if (delayMs) await new Promise((r) => setTimeout(r, delayMs).unref());
    if (status === undefined) return next();
    const err = new ApiError(status, status === 429 ? "rate_limited" : "service_unavailable", "injected failure");
    res.status(status).json(err.body);
  };
}

import type { Response } from "express";
import type { Message } from "@pix/grpc";
import type { Clients } from "../../clients";
import { principalOf } from "../authenticate";

type Charge = Message<"pix.charges.v1.Charge">;
type Refund = Message<"pix.charges.v1.Refund">;

/** Issuing may retry the engine; listing renders many charges. */
export const ISSUE_DEADLINE_MS = 20_000;
export const LIST_DEADLINE_MS = 30_000;

/** A call's options: the caller's principal, and a longer deadline where the call needs one. */
export const callOpts = (res: Response, deadlineMs?: number) => ({ principal: principalOf(res), ...(deadlineMs && { deadlineMs }) });

/** The refunds of a paid charge (none before a Pix). */
export async function refundsOf(clients: Clients, res: Response, c: Charge): Promise<Refund[]> {
  return c.end_to_end_id ? ((await clients.charges.call("ListRefunds", { txid: c.txid }, callOpts(res))).refunds ?? []) : [];
}

/**
 * The test engine's controls (issue 32): what stands outside the API in real life — a payer paying a
 * charge, the payer's bank opening a MED infraction, the analysis deciding it — asked by test mode's
 * simulations, so a simulated payment is a real Pix at the test engine (an end-to-end id, a Payment row,
 * refundable) and a simulated infraction runs the normal notice flow. They are the payment-engine
 * emulator's `/test` routes under the test engine's URL; an engine without them answers 404, which the
 * use cases turn into 503 MOTOR_DE_TESTE_INDISPONIVEL like an outage.
 */
import { z } from "@pix/errors";
import { HttpPaymentEngine } from "./http-payment-engine";
import { engineInfractionSchema, type InfractionUpdatedNotice } from "./notices";
import type { PaymentEngine } from "./payment-engine";

const date = z.iso.datetime({ offset: true }).transform((s) => new Date(s));

/** The engine's charge once a payer paid it. */
export interface SettledCharge {
  endToEndId: string;
  amountCents: number;
  paidAt: Date;
}

/** receivedCents: what the payer paid when not the charge's amount (a due-date charge's amount of the day). */
const paidSchema: z.ZodType<{ charge: SettledCharge }> = z.object({
  charge: z.object({ endToEndId: z.string().min(1), amountCents: z.int().min(1), receivedCents: z.int().min(1).optional(), paidAt: date })
    .transform(({ receivedCents, ...c }) => ({ ...c, amountCents: receivedCents ?? c.amountCents })),
});
/** Both answers carry the infraction as the engine's notice states it (the notice is also sent). */
const answerSchema = z.object({ infraction: engineInfractionSchema });

export type EngineInfraction = InfractionUpdatedNotice["infraction"];
export type EngineInfractionReason = EngineInfraction["reason"];

export interface TestEngineControls {
  /** A payer pays the engine's charge (`late`: even past its expiresAt). Not retried: a second call meets a paid charge (400 invalid_status). */
  /** amountCents: what the payer pays when it is not the charge's amount (a due-date charge's amount of the day). */
  payCharge(engineChargeId: string, late: boolean, amountCents?: number): Promise<SettledCharge>;
  /** The payer's bank opens an infraction on a received Pix (amount in centavos, default what is left); answers once its notice was attempted. */
  /** With `idempotencyKey`: the same key on the same Pix answers the infraction it opened first (so the call may be retried). */
  openInfraction(input: { endToEndId: string; amountCents?: number; reason: EngineInfractionReason; idempotencyKey?: string }): Promise<EngineInfraction>;
  /** The analysis ends: upheld returns the blocked amount to the payer, rejected releases it; answers once its notice was attempted. */
  decideInfraction(engineInfractionId: string, upheld: boolean): Promise<EngineInfraction>;
}

export function testControlsOf(engine: PaymentEngine | null): TestEngineControls | null {
  if (!(engine instanceof HttpPaymentEngine)) return null;
  const http = engine;
  return {
    payCharge: async (id, late, amountCents) => {
      const body = { late, ...(amountCents !== undefined && { amountCents }) };
      return (await http.request({ op: "testPayCharge", method: "POST", path: `/test/charges/${encodeURIComponent(id)}/pay`, body, schema: paidSchema, idempotent: false })).charge;
    },
    openInfraction: async ({ endToEndId, amountCents, reason, idempotencyKey }) => {
      const body = { end_to_end_id: endToEndId, reason, ...(amountCents !== undefined && { amount: amountCents }) };
      const keyed = idempotencyKey ? { headers: { "idempotency-key": idempotencyKey }, idempotent: true } : { idempotent: false };
      return (await http.request({ op: "testOpenInfraction", method: "POST", path: "/test/infractions", body, schema: answerSchema, ...keyed })).infraction;
    },
    decideInfraction: async (id, upheld) => {
      const path = `/test/infractions/${encodeURIComponent(id)}/decide`;
      return (await http.request({ op: "testDecideInfraction", method: "POST", path, body: { upheld }, schema: answerSchema, idempotent: false })).infraction;
    },
  };
}

/**
 * MED infractions at the payment engine (issue 25): the receiver's defense, `POST /v3/infracoes/{id}/defesa`
 * with the account's own credential (the subaccount that received the payment). The files' contents stay
 * with us; the engine gets their names, types, sizes and hashes.
 */
import { z } from "@pix/errors";
import { HttpPaymentEngine } from "../../shared/payment-engine/http-payment-engine";
import type { PaymentEngine } from "../../shared/payment-engine/payment-engine";

export interface DefenseInput {
  text: string;
  attachments: { name: string; type: string; size: number; sha256: string }[];
}

const answerSchema = z.object({ id: z.string(), status: z.string() });

export interface InfractionEngine {
  submitDefense(engineInfractionId: string, defense: DefenseInput): Promise<void>;
}

export function infractionsOf(engine: PaymentEngine): InfractionEngine | null {
  if (!(engine instanceof HttpPaymentEngine)) return null;
  const http = engine;
  return {
    submitDefense: async (id, defense) => {
      // Not retried as idempotent: a second defense is refused by the engine (409), which would read as a refusal.
      await http.request({ op: "submitInfractionDefense", method: "POST", path: `/v3/infracoes/${encodeURIComponent(id)}/defesa`, schema: answerSchema, idempotent: false, body: defense });
    },
  };
}

import { z } from "@pix/errors";

const uuid = z.string().uuid();
const str = (max: number) => z.string().max(max);

export const subscriptionFields = z.object({
  id: uuid.optional(),
  customer_id: str(64).optional(),
  customer_name: str(200).optional(),
  customer_email: str(200).optional(),
  customer_cpf: str(32).optional(),
  description: str(500).optional(),
  amount_cents: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  method: str(32).optional(),
  interval: str(32).optional(),
  status: str(32).optional(),
  next_billing_at: str(64).optional(),
  journey: str(8).optional(),
  retry_policy: str(32).optional(),
});

export const publicAuthorizationRequest = z.object({ key: str(64) });
export const simulateRequest = z.object({ id: uuid, action: str(16), txid: str(35).optional() });

export const idRequest = z.object({ id: uuid });
export const referenceRequest = z.object({ field: z.string().max(100), id: uuid });

/** HandleRecurrenceNotice: the engine's token header and the notice's bytes, as received. */
export const recurrenceNoticeRequest = z.object({ token: str(1000), body_bytes: z.instanceof(Uint8Array) });

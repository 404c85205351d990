import { z } from "@pix/errors";
import { PUBLIC_EVENT_NAMES } from "@pix/messaging";
import { RETRY_POLICIES } from "../domain/retry";
import { SECRET_PATTERN } from "../domain/secret";

/** gRPC requests are validated again here: the service does not trust its callers' shapes. */
const isHttpUrl = (text: string) => {
  try {
    const url = new URL(text);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
};
const httpUrl = z.string().trim().max(2048).refine(isHttpUrl, "URL http(s) inválida");
const name = z.string().trim().min(1).max(100);
const events = z.array(z.enum(PUBLIC_EVENT_NAMES)).max(50).transform((names) => [...new Set(names)]);
const uuid = z.string().uuid().transform((s) => s.toLowerCase());
const retryPolicy = z.enum(RETRY_POLICIES);

export const createEndpointRequest = z.object({
  url: httpUrl,
  name: name.optional(),
  events: events.default([]),
  secret: z.string().regex(SECRET_PATTERN, "formato esperado: whsec_ seguido de 32 hexadecimais").optional(),
  retry_policy: retryPolicy.default("none"),
});

export const endpointIdRequest = z.object({ id: uuid });

export const updateEndpointRequest = z.object({
  id: uuid,
  url: httpUrl.optional(),
  name: name.optional(),
  clear_name: z.boolean().default(false),
  events: z.object({ names: events.default([]) }).nullish(),
  active: z.boolean().optional(),
  retry_policy: retryPolicy.optional(),
});

export const listDeliveriesRequest = z.object({
  endpoint_id: uuid,
  limit: z.number().int().min(0).max(100).default(0).transform((n) => n || 20),
  cursor: z.string().min(1).max(200).optional(),
  txid: z.string().regex(/^[A-Za-z0-9]{1,35}$/).optional(),
});

export const redeliverRequest = z.object({ endpoint_id: uuid, delivery_id: uuid });

export const listStoreEventsRequest = z.object({
  after_seq: z.number().int().min(0).nullish(),
  limit: z.number().int().min(0).max(500).transform((n) => n || 100),
});

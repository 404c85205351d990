import { randomUUID } from "node:crypto";
import { errors } from "@pix/errors";
import { failpoint } from "@pix/messaging";
import { assertAllowedUrl } from "../delivery/target-guard";
import { MAX_ENDPOINTS_PER_STORE, TEST_EVENT_LIMIT, testEventBody } from "../domain/delivery";
import type { RetryPolicy } from "../domain/retry";
import { generateSecret } from "../domain/secret";
import { ownerKey } from "../domain/subscriptions";
import type { EndpointChanges } from "../repositories/endpoints";
import type { StoreScope } from "@pix/grpc";
import type { WebhookEndpoint } from "../repositories/prisma";
import type { WebhooksDeps } from "./deps";
import type { EndpointFormat } from "../domain/endpoint-input";
import { BCB_COBR_EVENTS } from "../domain/bcb-cobr";
import { BCB_PIX_EVENTS } from "../domain/bcb-pix";
import { BCB_REC_EVENTS } from "../domain/bcb-rec";

/** A BCB endpoint's events are its format's, whatever the request names. */
const FORMAT_EVENTS: Partial<Record<EndpointFormat, readonly string[]>> = { bcb_pix: BCB_PIX_EVENTS, bcb_rec: BCB_REC_EVENTS, bcb_cobr: BCB_COBR_EVENTS };

export interface CreateEndpointInput {
  url: string;
  name: string | null;
  events: string[];
  secret: string | null;
  retryPolicy: RetryPolicy;
  format: EndpointFormat;
}

export async function createEndpoint(deps: WebhooksDeps, owner: StoreScope, input: CreateEndpointInput) {
  await assertAllowedUrl(new URL(input.url), deps.targets);
  const id = randomUUID();
  const secret = input.secret ?? generateSecret();
  const endpoint = await deps.endpoints.createWithinCap(owner, {
    id, url: input.url, name: input.name, events: [...(FORMAT_EVENTS[input.format] ?? input.events)], retryPolicy: input.retryPolicy,
    secretCiphertext: deps.secrets.seal(secret, id), format: input.format,
  }, MAX_ENDPOINTS_PER_STORE);
  failpoint("after-change-commit"); // the crash test: the endpoint and its audit entry committed, no answer sent
  deps.subscriptions.forget(ownerKey(owner));
  if (!endpoint) throw errors.limiteAtingido("endpoints de webhook por ambiente", MAX_ENDPOINTS_PER_STORE);
  return { endpoint, secret };
}

export function listEndpoints(deps: WebhooksDeps, owner: StoreScope) {
  return deps.endpoints.list(owner);
}

export async function getEndpoint(deps: WebhooksDeps, owner: StoreScope, id: string): Promise<WebhookEndpoint> {
  const found = await deps.endpoints.find(owner, id);
  if (!found) throw errors.notFound("Endpoint de webhook");
  return found;
}

export async function updateEndpoint(deps: WebhooksDeps, owner: StoreScope, id: string, changes: EndpointChanges) {
  await getEndpoint(deps, owner, id); // 404 before the URL check, so nothing about the URL leaks for foreign ids
  if (changes.url !== undefined) await assertAllowedUrl(new URL(changes.url), deps.targets);
  const updated = await deps.endpoints.update(owner, id, changes);
  deps.subscriptions.forget(ownerKey(owner));
  if (!updated) throw errors.notFound("Endpoint de webhook");
  return updated;
}

/**
 * Replaces the endpoint's signing secret (any format: the BCB's API Pix has no field to return one, so
 * this is how its endpoints get a secret the merchant knows). The sender opens the secret at each
 * attempt, so from the commit on every attempt, retry and redelivery signs with the new one.
 */
export async function rotateSecret(deps: WebhooksDeps, owner: StoreScope, id: string, given: string | null) {
  const secret = given ?? generateSecret();
  const endpoint = await deps.endpoints.replaceSecret(owner, id, deps.secrets.seal(secret, id));
  if (!endpoint) throw errors.notFound("Endpoint de webhook");
  return { endpoint, secret };
}

export async function deleteEndpoint(deps: WebhooksDeps, owner: StoreScope, id: string) {
  const removed = await deps.endpoints.delete(owner, id);
  deps.subscriptions.forget(ownerKey(owner));
  if (!removed) throw errors.notFound("Endpoint de webhook");
  return removed;
}

/**
 * Queues a `test` event to the endpoint whatever its `events` or active flag; the answer is the pending
 * delivery. At most TEST_EVENT_LIMIT per endpoint (429 beyond), so the route cannot be used to aim a flood
 * of requests at a third party's URL.
 */
export async function sendTestEvent(deps: WebhooksDeps, owner: StoreScope, id: string) {
  const endpoint = await getEndpoint(deps, owner, id);
  const delivery = await deps.deliveries.createTestWithinRate(owner, { endpointId: endpoint.id, eventId: randomUUID(), body: testEventBody() }, TEST_EVENT_LIMIT);
  if (!delivery) {
    throw errors.rateLimited(`Limite de ${TEST_EVENT_LIMIT.max} eventos de teste por minuto para este endpoint atingido; tente novamente em instantes`);
  }
  deps.scheduler.enqueue(endpoint.id, delivery.id);
  return delivery;
}

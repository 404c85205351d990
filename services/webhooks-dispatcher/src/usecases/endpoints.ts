import { randomUUID } from "node:crypto";
import { errors } from "@pix/errors";
import { assertAllowedUrl } from "../delivery/target-guard";
import { MAX_ENDPOINTS_PER_STORE, TEST_EVENT, testEventBody } from "../domain/delivery";
import { generateSecret } from "../domain/secret";
import type { EndpointChanges } from "../repositories/endpoints";
import type { Owner, WebhookEndpoint } from "../repositories/prisma";
import type { WebhooksDeps } from "./deps";

export interface CreateEndpointInput {
  url: string;
  name: string | null;
  events: string[];
  secret: string | null;
}

export async function createEndpoint(deps: WebhooksDeps, owner: Owner, input: CreateEndpointInput) {
  await assertAllowedUrl(new URL(input.url), deps.targets);
  if ((await deps.endpoints.count(owner)) >= MAX_ENDPOINTS_PER_STORE) {
    throw errors.conflict(`Limite de ${MAX_ENDPOINTS_PER_STORE} endpoints de webhook por ambiente atingido`);
  }
  const id = randomUUID();
  const secret = input.secret ?? generateSecret();
  const endpoint = await deps.endpoints.create(owner, {
    id, url: input.url, name: input.name, events: input.events, secretCiphertext: deps.secrets.seal(secret, id),
  });
  return { endpoint, secret };
}

export function listEndpoints(deps: WebhooksDeps, owner: Owner) {
  return deps.endpoints.list(owner);
}

export async function getEndpoint(deps: WebhooksDeps, owner: Owner, id: string): Promise<WebhookEndpoint> {
  const found = await deps.endpoints.find(owner, id);
  if (!found) throw errors.notFound("Endpoint de webhook");
  return found;
}

export async function updateEndpoint(deps: WebhooksDeps, owner: Owner, id: string, changes: EndpointChanges) {
  await getEndpoint(deps, owner, id); // 404 before the URL check, so nothing about the URL leaks for foreign ids
  if (changes.url !== undefined) await assertAllowedUrl(new URL(changes.url), deps.targets);
  const updated = await deps.endpoints.update(owner, id, changes);
  if (!updated) throw errors.notFound("Endpoint de webhook");
  return updated;
}

export async function deleteEndpoint(deps: WebhooksDeps, owner: Owner, id: string) {
  const removed = await deps.endpoints.delete(owner, id);
  if (!removed) throw errors.notFound("Endpoint de webhook");
  return removed;
}

/** Queues a `test` event to the endpoint whatever its `events` or active flag; the answer is the pending delivery. */
export async function sendTestEvent(deps: WebhooksDeps, owner: Owner, id: string) {
  const endpoint = await getEndpoint(deps, owner, id);
  const delivery = await deps.deliveries.createManual(owner, {
    endpointId: endpoint.id, event: TEST_EVENT, eventId: randomUUID(), body: testEventBody(), redeliveryOf: null,
  });
  deps.scheduler.enqueue(endpoint.id, delivery.id);
  return delivery;
}

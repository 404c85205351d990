/**
 * The headers of one attempt (`X-Service-Event`, `X-Service-Signature`, Standard Webhooks), from the
 * shared package: `pix listen` signs the events it forwards with the same function.
 */
export { deliveryHeaders } from "@pix/webhook-signature";

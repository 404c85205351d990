// Original file: proto/webhooks/v1/webhooks.proto

import type { WebhookDelivery as _pix_webhooks_v1_WebhookDelivery, WebhookDelivery__Output as _pix_webhooks_v1_WebhookDelivery__Output } from '../../../pix/webhooks/v1/WebhookDelivery';

export interface ListWebhookDeliveriesResponse {
  'deliveries'?: (_pix_webhooks_v1_WebhookDelivery)[];
  'next_cursor'?: (string);
  '_next_cursor'?: "next_cursor";
}

export interface ListWebhookDeliveriesResponse__Output {
  'deliveries': (_pix_webhooks_v1_WebhookDelivery__Output)[];
  'next_cursor'?: (string);
  '_next_cursor'?: "next_cursor";
}

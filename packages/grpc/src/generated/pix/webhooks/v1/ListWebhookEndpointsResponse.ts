// Original file: proto/webhooks/v1/webhooks.proto

import type { WebhookEndpoint as _pix_webhooks_v1_WebhookEndpoint, WebhookEndpoint__Output as _pix_webhooks_v1_WebhookEndpoint__Output } from '../../../pix/webhooks/v1/WebhookEndpoint';

export interface ListWebhookEndpointsResponse {
  'endpoints'?: (_pix_webhooks_v1_WebhookEndpoint)[];
}

export interface ListWebhookEndpointsResponse__Output {
  'endpoints': (_pix_webhooks_v1_WebhookEndpoint__Output)[];
}

// Original file: proto/webhooks/v1/webhooks.proto

import type { WebhookEndpoint as _pix_webhooks_v1_WebhookEndpoint, WebhookEndpoint__Output as _pix_webhooks_v1_WebhookEndpoint__Output } from '../../../pix/webhooks/v1/WebhookEndpoint';

export interface RotateWebhookSecretResponse {
  'endpoint'?: (_pix_webhooks_v1_WebhookEndpoint | null);
  'secret'?: (string);
}

export interface RotateWebhookSecretResponse__Output {
  'endpoint': (_pix_webhooks_v1_WebhookEndpoint__Output | null);
  'secret': (string);
}

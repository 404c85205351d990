// Original file: proto/webhooks/v1/webhooks.proto

import type { EventSubscription as _pix_webhooks_v1_EventSubscription, EventSubscription__Output as _pix_webhooks_v1_EventSubscription__Output } from '../../../pix/webhooks/v1/EventSubscription';

export interface UpdateWebhookEndpointRequest {
  'id'?: (string);
  'url'?: (string);
  'name'?: (string);
  'clear_name'?: (boolean);
  'events'?: (_pix_webhooks_v1_EventSubscription | null);
  'active'?: (boolean);
  'retry_policy'?: (string);
  '_url'?: "url";
  '_name'?: "name";
  '_active'?: "active";
  '_retry_policy'?: "retry_policy";
}

export interface UpdateWebhookEndpointRequest__Output {
  'id': (string);
  'url'?: (string);
  'name'?: (string);
  'clear_name': (boolean);
  'events': (_pix_webhooks_v1_EventSubscription__Output | null);
  'active'?: (boolean);
  'retry_policy'?: (string);
  '_url'?: "url";
  '_name'?: "name";
  '_active'?: "active";
  '_retry_policy'?: "retry_policy";
}

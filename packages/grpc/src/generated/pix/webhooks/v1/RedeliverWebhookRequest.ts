// Original file: proto/webhooks/v1/webhooks.proto


export interface RedeliverWebhookRequest {
  'endpoint_id'?: (string);
  'delivery_id'?: (string);
}

export interface RedeliverWebhookRequest__Output {
  'endpoint_id': (string);
  'delivery_id': (string);
}

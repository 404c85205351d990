// Original file: proto/webhooks/v1/webhooks.proto


export interface ListWebhookDeliveriesRequest {
  'endpoint_id'?: (string);
  'limit'?: (number);
  'cursor'?: (string);
  'txid'?: (string);
  '_cursor'?: "cursor";
  '_txid'?: "txid";
}

export interface ListWebhookDeliveriesRequest__Output {
  'endpoint_id': (string);
  'limit': (number);
  'cursor'?: (string);
  'txid'?: (string);
  '_cursor'?: "cursor";
  '_txid'?: "txid";
}

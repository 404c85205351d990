// Original file: proto/webhooks/v1/webhooks.proto


export interface WebhookEndpointIdRequest {
  'id'?: (string);
}

export interface WebhookEndpointIdRequest__Output {
  'id': (string);
}

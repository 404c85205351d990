// Original file: proto/webhooks/v1/webhooks.proto


export interface RotateWebhookSecretRequest {
  'id'?: (string);
  'secret'?: (string);
  '_secret'?: "secret";
}

export interface RotateWebhookSecretRequest__Output {
  'id': (string);
  'secret'?: (string);
  '_secret'?: "secret";
}

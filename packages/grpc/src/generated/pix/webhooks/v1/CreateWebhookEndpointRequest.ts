// Original file: proto/webhooks/v1/webhooks.proto


export interface CreateWebhookEndpointRequest {
  'url'?: (string);
  'name'?: (string);
  'events'?: (string)[];
  'secret'?: (string);
  'retry_policy'?: (string);
  'format'?: (string);
  '_name'?: "name";
  '_secret'?: "secret";
  '_retry_policy'?: "retry_policy";
  '_format'?: "format";
}

export interface CreateWebhookEndpointRequest__Output {
  'url': (string);
  'name'?: (string);
  'events': (string)[];
  'secret'?: (string);
  'retry_policy'?: (string);
  'format'?: (string);
  '_name'?: "name";
  '_secret'?: "secret";
  '_retry_policy'?: "retry_policy";
  '_format'?: "format";
}

// Original file: proto/webhooks/v1/webhooks.proto


export interface WebhookEndpoint {
  'id'?: (string);
  'url'?: (string);
  'name'?: (string);
  'events'?: (string)[];
  'active'?: (boolean);
  'version'?: (string);
  'created_at'?: (string);
  'updated_at'?: (string);
  'retry_policy'?: (string);
  'format'?: (string);
  '_name'?: "name";
}

export interface WebhookEndpoint__Output {
  'id': (string);
  'url': (string);
  'name'?: (string);
  'events': (string)[];
  'active': (boolean);
  'version': (string);
  'created_at': (string);
  'updated_at': (string);
  'retry_policy': (string);
  'format': (string);
  '_name'?: "name";
}

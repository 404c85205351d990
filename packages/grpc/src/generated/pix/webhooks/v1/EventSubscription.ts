// Original file: proto/webhooks/v1/webhooks.proto


export interface EventSubscription {
  'names'?: (string)[];
}

export interface EventSubscription__Output {
  'names': (string)[];
}

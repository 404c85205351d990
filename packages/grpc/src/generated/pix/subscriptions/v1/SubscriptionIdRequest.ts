// Original file: proto/subscriptions/v1/subscriptions.proto


export interface SubscriptionIdRequest {
  'id'?: (string);
}

export interface SubscriptionIdRequest__Output {
  'id': (string);
}

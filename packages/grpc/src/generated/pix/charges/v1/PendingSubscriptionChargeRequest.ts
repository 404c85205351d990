// Original file: proto/charges/v1/charges.proto


export interface PendingSubscriptionChargeRequest {
  'subscription_id'?: (string);
}

export interface PendingSubscriptionChargeRequest__Output {
  'subscription_id': (string);
}

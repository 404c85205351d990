// Original file: proto/subscriptions/v1/subscriptions.proto


export interface BillingFailure {
  'subscription_id'?: (string);
  'reason'?: (string);
}

export interface BillingFailure__Output {
  'subscription_id': (string);
  'reason': (string);
}

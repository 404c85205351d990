// Original file: proto/subscriptions/v1/subscriptions.proto


export interface RunBillingRequest {
  'as_of'?: (string);
  'scope'?: (string);
  '_as_of'?: "as_of";
}

export interface RunBillingRequest__Output {
  'as_of'?: (string);
  'scope': (string);
  '_as_of'?: "as_of";
}

// Original file: proto/charges/v1/charges.proto


export interface RetryRecurringChargeRequest {
  'id'?: (string);
  'date'?: (string);
}

export interface RetryRecurringChargeRequest__Output {
  'id': (string);
  'date': (string);
}

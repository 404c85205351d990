// Original file: proto/charges/v1/charges.proto


export interface SendRecurringChargeRequest {
  'recurrence_id'?: (string);
  'txid'?: (string);
  'due_at'?: (string);
}

export interface SendRecurringChargeRequest__Output {
  'recurrence_id': (string);
  'txid': (string);
  'due_at': (string);
}

// Original file: proto/charges/v1/charges.proto


export interface RecurringChargeMessage {
  'id'?: (string);
  'status'?: (string);
  'due_at'?: (string);
  'attempt_at'?: (string);
  'retries'?: (number);
  'failures'?: (number);
  'txid'?: (string);
}

export interface RecurringChargeMessage__Output {
  'id': (string);
  'status': (string);
  'due_at': (string);
  'attempt_at': (string);
  'retries': (number);
  'failures': (number);
  'txid': (string);
}

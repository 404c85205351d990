// Original file: proto/subscriptions/v1/subscriptions.proto


export interface CycleEvent {
  'period_at'?: (string);
  'update'?: (string);
  'at'?: (string);
  'txid'?: (string);
  'rejection_code'?: (string);
  'retry_at'?: (string);
  'debit_at'?: (string);
  '_rejection_code'?: "rejection_code";
  '_retry_at'?: "retry_at";
  '_debit_at'?: "debit_at";
}

export interface CycleEvent__Output {
  'period_at': (string);
  'update': (string);
  'at': (string);
  'txid': (string);
  'rejection_code'?: (string);
  'retry_at'?: (string);
  'debit_at'?: (string);
  '_rejection_code'?: "rejection_code";
  '_retry_at'?: "retry_at";
  '_debit_at'?: "debit_at";
}

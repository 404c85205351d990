// Original file: proto/charges/v1/charges.proto


export interface RecurringChargeAttempt {
  'date'?: (string);
  'status'?: (string);
  'rejection_code'?: (string);
  '_rejection_code'?: "rejection_code";
}

export interface RecurringChargeAttempt__Output {
  'date': (string);
  'status': (string);
  'rejection_code'?: (string);
  '_rejection_code'?: "rejection_code";
}

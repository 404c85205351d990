// Original file: proto/charges/v1/charges.proto

import type { RecurringChargeAttempt as _pix_charges_v1_RecurringChargeAttempt, RecurringChargeAttempt__Output as _pix_charges_v1_RecurringChargeAttempt__Output } from '../../../pix/charges/v1/RecurringChargeAttempt';

export interface RecurringChargeMessage {
  'id'?: (string);
  'status'?: (string);
  'due_at'?: (string);
  'attempt_at'?: (string);
  'retries'?: (number);
  'failures'?: (number);
  'txid'?: (string);
  'attempt_status'?: (string);
  'rejection_code'?: (string);
  'attempts'?: (_pix_charges_v1_RecurringChargeAttempt)[];
  '_rejection_code'?: "rejection_code";
}

export interface RecurringChargeMessage__Output {
  'id': (string);
  'status': (string);
  'due_at': (string);
  'attempt_at': (string);
  'retries': (number);
  'failures': (number);
  'txid': (string);
  'attempt_status': (string);
  'rejection_code'?: (string);
  'attempts': (_pix_charges_v1_RecurringChargeAttempt__Output)[];
  '_rejection_code'?: "rejection_code";
}

// Original file: proto/onboarding/v1/onboarding.proto

import type { Long } from '@grpc/proto-loader';

export interface Withdrawal {
  'id'?: (string);
  'amount_cents'?: (number | string | Long);
  'pix_key'?: (string);
  'pix_key_type'?: (string);
  'status'?: (string);
  'attempts'?: (number);
  'end_to_end_id'?: (string);
  'failure_reason'?: (string);
  'paid_at'?: (string);
  'created_at'?: (string);
  'environment'?: (string);
  'replayed'?: (boolean);
  '_end_to_end_id'?: "end_to_end_id";
  '_failure_reason'?: "failure_reason";
  '_paid_at'?: "paid_at";
}

export interface Withdrawal__Output {
  'id': (string);
  'amount_cents': (number);
  'pix_key': (string);
  'pix_key_type': (string);
  'status': (string);
  'attempts': (number);
  'end_to_end_id'?: (string);
  'failure_reason'?: (string);
  'paid_at'?: (string);
  'created_at': (string);
  'environment': (string);
  'replayed': (boolean);
  '_end_to_end_id'?: "end_to_end_id";
  '_failure_reason'?: "failure_reason";
  '_paid_at'?: "paid_at";
}

// Original file: proto/onboarding/v1/onboarding.proto

import type { Long } from '@grpc/proto-loader';

export interface CreateWithdrawalRequest {
  'amount_cents'?: (number | string | Long);
  'pix_key'?: (string);
  'pix_key_type'?: (string);
  'idempotency_key'?: (string);
  'request_hash'?: (string);
  '_idempotency_key'?: "idempotency_key";
  '_request_hash'?: "request_hash";
}

export interface CreateWithdrawalRequest__Output {
  'amount_cents': (number);
  'pix_key': (string);
  'pix_key_type': (string);
  'idempotency_key'?: (string);
  'request_hash'?: (string);
  '_idempotency_key'?: "idempotency_key";
  '_request_hash'?: "request_hash";
}

// Original file: proto/onboarding/v1/onboarding.proto

import type { Long } from '@grpc/proto-loader';

export interface WithdrawalState {
  'id'?: (string);
  'store_id'?: (string);
  'environment'?: (string);
  'amount_cents'?: (number | string | Long);
  'status'?: (string);
}

export interface WithdrawalState__Output {
  'id': (string);
  'store_id': (string);
  'environment': (string);
  'amount_cents': (number);
  'status': (string);
}

// Original file: proto/charges/v1/charges.proto

import type { Long } from '@grpc/proto-loader';

export interface SimulateInfractionRequest {
  'txid'?: (string);
  'amount_cents'?: (number | string | Long);
  'reason'?: (string);
  'idempotency_key'?: (string);
  '_amount_cents'?: "amount_cents";
  '_reason'?: "reason";
  '_idempotency_key'?: "idempotency_key";
}

export interface SimulateInfractionRequest__Output {
  'txid': (string);
  'amount_cents'?: (number);
  'reason'?: (string);
  'idempotency_key'?: (string);
  '_amount_cents'?: "amount_cents";
  '_reason'?: "reason";
  '_idempotency_key'?: "idempotency_key";
}

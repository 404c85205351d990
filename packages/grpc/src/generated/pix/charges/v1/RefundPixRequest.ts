// Original file: proto/charges/v1/charges.proto

import type { Idempotency as _pix_charges_v1_Idempotency, Idempotency__Output as _pix_charges_v1_Idempotency__Output } from '../../../pix/charges/v1/Idempotency';
import type { Long } from '@grpc/proto-loader';

export interface RefundPixRequest {
  'txid'?: (string);
  'amount_cents'?: (number | string | Long);
  'motivo'?: (string);
  'idempotency'?: (_pix_charges_v1_Idempotency | null);
  'external_id'?: (string);
  'payment_end_to_end_id'?: (string);
  '_amount_cents'?: "amount_cents";
  '_motivo'?: "motivo";
  '_idempotency'?: "idempotency";
  '_external_id'?: "external_id";
  '_payment_end_to_end_id'?: "payment_end_to_end_id";
}

export interface RefundPixRequest__Output {
  'txid': (string);
  'amount_cents'?: (number);
  'motivo'?: (string);
  'idempotency'?: (_pix_charges_v1_Idempotency__Output | null);
  'external_id'?: (string);
  'payment_end_to_end_id'?: (string);
  '_amount_cents'?: "amount_cents";
  '_motivo'?: "motivo";
  '_idempotency'?: "idempotency";
  '_external_id'?: "external_id";
  '_payment_end_to_end_id'?: "payment_end_to_end_id";
}

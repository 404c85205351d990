// Original file: proto/charges/v1/charges.proto

import type { Long } from '@grpc/proto-loader';

export interface Refund {
  'id'?: (string);
  'txid'?: (string);
  'amount_cents'?: (number | string | Long);
  'status'?: (string);
  'motivo'?: (string);
  'end_to_end_id'?: (string);
  'created_at'?: (string);
  'completed_at'?: (string);
  'failure_reason'?: (string);
  'fee_bearer'?: (string);
  'fee_refund_cents'?: (number | string | Long);
  'natureza'?: (string);
  'external_id'?: (string);
  'payment_end_to_end_id'?: (string);
  '_motivo'?: "motivo";
  '_end_to_end_id'?: "end_to_end_id";
  '_completed_at'?: "completed_at";
  '_failure_reason'?: "failure_reason";
  '_external_id'?: "external_id";
}

export interface Refund__Output {
  'id': (string);
  'txid': (string);
  'amount_cents': (number);
  'status': (string);
  'motivo'?: (string);
  'end_to_end_id'?: (string);
  'created_at': (string);
  'completed_at'?: (string);
  'failure_reason'?: (string);
  'fee_bearer': (string);
  'fee_refund_cents': (number);
  'natureza': (string);
  'external_id'?: (string);
  'payment_end_to_end_id': (string);
  '_motivo'?: "motivo";
  '_end_to_end_id'?: "end_to_end_id";
  '_completed_at'?: "completed_at";
  '_failure_reason'?: "failure_reason";
  '_external_id'?: "external_id";
}

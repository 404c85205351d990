// Original file: proto/charges/v1/charges.proto

import type { Long } from '@grpc/proto-loader';

export interface CreateRecurrenceRequest {
  'journey'?: (string);
  'amount_cents'?: (number | string | Long);
  'periodicity'?: (string);
  'first_due_at'?: (string);
  'retry_policy'?: (string);
  'payer_name'?: (string);
  'payer_cpf'?: (string);
  'contract'?: (string);
  'description'?: (string);
  'first_charge_txid'?: (string);
  'idempotency_key'?: (string);
  'end_date'?: (string);
  '_description'?: "description";
  '_first_charge_txid'?: "first_charge_txid";
  '_end_date'?: "end_date";
}

export interface CreateRecurrenceRequest__Output {
  'journey': (string);
  'amount_cents': (number);
  'periodicity': (string);
  'first_due_at': (string);
  'retry_policy': (string);
  'payer_name': (string);
  'payer_cpf': (string);
  'contract': (string);
  'description'?: (string);
  'first_charge_txid'?: (string);
  'idempotency_key': (string);
  'end_date'?: (string);
  '_description'?: "description";
  '_first_charge_txid'?: "first_charge_txid";
  '_end_date'?: "end_date";
}

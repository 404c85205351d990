// Original file: proto/charges/v1/charges.proto

import type { Idempotency as _pix_charges_v1_Idempotency, Idempotency__Output as _pix_charges_v1_Idempotency__Output } from '../../../pix/charges/v1/Idempotency';
import type { Long } from '@grpc/proto-loader';

export interface CreateChargeRequest {
  'amount_cents'?: (number | string | Long);
  'description'?: (string);
  'customer_name'?: (string);
  'customer_email'?: (string);
  'customer_cpf'?: (string);
  'customer_phone'?: (string);
  'customer_id'?: (string);
  'expires_at'?: (string);
  'due_date'?: (string);
  'txid'?: (string);
  'idempotency'?: (_pix_charges_v1_Idempotency | null);
  '_amount_cents'?: "amount_cents";
  '_description'?: "description";
  '_customer_name'?: "customer_name";
  '_customer_email'?: "customer_email";
  '_customer_cpf'?: "customer_cpf";
  '_customer_phone'?: "customer_phone";
  '_customer_id'?: "customer_id";
  '_expires_at'?: "expires_at";
  '_due_date'?: "due_date";
  '_txid'?: "txid";
  '_idempotency'?: "idempotency";
}

export interface CreateChargeRequest__Output {
  'amount_cents'?: (number);
  'description'?: (string);
  'customer_name'?: (string);
  'customer_email'?: (string);
  'customer_cpf'?: (string);
  'customer_phone'?: (string);
  'customer_id'?: (string);
  'expires_at'?: (string);
  'due_date'?: (string);
  'txid'?: (string);
  'idempotency'?: (_pix_charges_v1_Idempotency__Output | null);
  '_amount_cents'?: "amount_cents";
  '_description'?: "description";
  '_customer_name'?: "customer_name";
  '_customer_email'?: "customer_email";
  '_customer_cpf'?: "customer_cpf";
  '_customer_phone'?: "customer_phone";
  '_customer_id'?: "customer_id";
  '_expires_at'?: "expires_at";
  '_due_date'?: "due_date";
  '_txid'?: "txid";
  '_idempotency'?: "idempotency";
}

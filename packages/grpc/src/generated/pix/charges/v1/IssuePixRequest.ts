// Original file: proto/charges/v1/charges.proto

import type { Idempotency as _pix_charges_v1_Idempotency, Idempotency__Output as _pix_charges_v1_Idempotency__Output } from '../../../pix/charges/v1/Idempotency';
import type { DueDateTerms as _pix_charges_v1_DueDateTerms, DueDateTerms__Output as _pix_charges_v1_DueDateTerms__Output } from '../../../pix/charges/v1/DueDateTerms';
import type { Long } from '@grpc/proto-loader';

export interface IssuePixRequest {
  'amount_cents'?: (number | string | Long);
  'description'?: (string);
  'customer_name'?: (string);
  'customer_email'?: (string);
  'customer_cpf'?: (string);
  'customer_phone'?: (string);
  'customer_id'?: (string);
  'product_id'?: (string);
  'coupon_code'?: (string);
  'novo_cliente'?: (boolean);
  'expires_at'?: (string);
  'success_url'?: (string);
  'cancel_url'?: (string);
  'idempotency'?: (_pix_charges_v1_Idempotency | null);
  'subscription_id'?: (string);
  'txid'?: (string);
  'method'?: (string);
  'vencimento'?: (_pix_charges_v1_DueDateTerms | null);
  '_amount_cents'?: "amount_cents";
  '_description'?: "description";
  '_customer_name'?: "customer_name";
  '_customer_email'?: "customer_email";
  '_customer_cpf'?: "customer_cpf";
  '_customer_phone'?: "customer_phone";
  '_customer_id'?: "customer_id";
  '_product_id'?: "product_id";
  '_coupon_code'?: "coupon_code";
  '_novo_cliente'?: "novo_cliente";
  '_expires_at'?: "expires_at";
  '_success_url'?: "success_url";
  '_cancel_url'?: "cancel_url";
  '_idempotency'?: "idempotency";
  '_subscription_id'?: "subscription_id";
  '_txid'?: "txid";
  '_method'?: "method";
  '_vencimento'?: "vencimento";
}

export interface IssuePixRequest__Output {
  'amount_cents'?: (number);
  'description'?: (string);
  'customer_name'?: (string);
  'customer_email'?: (string);
  'customer_cpf'?: (string);
  'customer_phone'?: (string);
  'customer_id'?: (string);
  'product_id'?: (string);
  'coupon_code'?: (string);
  'novo_cliente'?: (boolean);
  'expires_at'?: (string);
  'success_url'?: (string);
  'cancel_url'?: (string);
  'idempotency'?: (_pix_charges_v1_Idempotency__Output | null);
  'subscription_id'?: (string);
  'txid'?: (string);
  'method'?: (string);
  'vencimento'?: (_pix_charges_v1_DueDateTerms__Output | null);
  '_amount_cents'?: "amount_cents";
  '_description'?: "description";
  '_customer_name'?: "customer_name";
  '_customer_email'?: "customer_email";
  '_customer_cpf'?: "customer_cpf";
  '_customer_phone'?: "customer_phone";
  '_customer_id'?: "customer_id";
  '_product_id'?: "product_id";
  '_coupon_code'?: "coupon_code";
  '_novo_cliente'?: "novo_cliente";
  '_expires_at'?: "expires_at";
  '_success_url'?: "success_url";
  '_cancel_url'?: "cancel_url";
  '_idempotency'?: "idempotency";
  '_subscription_id'?: "subscription_id";
  '_txid'?: "txid";
  '_method'?: "method";
  '_vencimento'?: "vencimento";
}

// Original file: proto/subscriptions/v1/subscriptions.proto

import type { Long } from '@grpc/proto-loader';

export interface PublicAuthorization {
  'store_id'?: (string);
  'environment'?: (string);
  'amount_cents'?: (number | string | Long);
  'description'?: (string);
  'interval'?: (string);
  'journey'?: (string);
  'status'?: (string);
  'subscription_status'?: (string);
  'pix_code'?: (string);
  'qr_code_url'?: (string);
  'expires_at'?: (string);
  'first_payment_now'?: (boolean);
  'first_debit_at'?: (string);
  'retry_policy'?: (string);
  'first_payment_due_date'?: (string);
  '_pix_code'?: "pix_code";
  '_qr_code_url'?: "qr_code_url";
  '_expires_at'?: "expires_at";
  '_first_debit_at'?: "first_debit_at";
  '_first_payment_due_date'?: "first_payment_due_date";
}

export interface PublicAuthorization__Output {
  'store_id': (string);
  'environment': (string);
  'amount_cents': (number);
  'description': (string);
  'interval': (string);
  'journey': (string);
  'status': (string);
  'subscription_status': (string);
  'pix_code'?: (string);
  'qr_code_url'?: (string);
  'expires_at'?: (string);
  'first_payment_now': (boolean);
  'first_debit_at'?: (string);
  'retry_policy': (string);
  'first_payment_due_date'?: (string);
  '_pix_code'?: "pix_code";
  '_qr_code_url'?: "qr_code_url";
  '_expires_at'?: "expires_at";
  '_first_debit_at'?: "first_debit_at";
  '_first_payment_due_date'?: "first_payment_due_date";
}

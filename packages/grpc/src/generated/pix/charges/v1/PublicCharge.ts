// Original file: proto/charges/v1/charges.proto

import type { Long } from '@grpc/proto-loader';

export interface PublicCharge {
  'txid'?: (string);
  'amount_cents'?: (number | string | Long);
  'description'?: (string);
  'store_name'?: (string);
  'status'?: (string);
  'pix_code'?: (string);
  'qr_code_url'?: (string);
  'expires_at'?: (string);
  'environment'?: (string);
  'success_url'?: (string);
  'cancel_url'?: (string);
  'paid_at'?: (string);
  'checkout_key'?: (string);
  '_pix_code'?: "pix_code";
  '_qr_code_url'?: "qr_code_url";
  '_expires_at'?: "expires_at";
  '_success_url'?: "success_url";
  '_cancel_url'?: "cancel_url";
  '_paid_at'?: "paid_at";
  '_checkout_key'?: "checkout_key";
}

export interface PublicCharge__Output {
  'txid': (string);
  'amount_cents': (number);
  'description': (string);
  'store_name': (string);
  'status': (string);
  'pix_code'?: (string);
  'qr_code_url'?: (string);
  'expires_at'?: (string);
  'environment': (string);
  'success_url'?: (string);
  'cancel_url'?: (string);
  'paid_at'?: (string);
  'checkout_key'?: (string);
  '_pix_code'?: "pix_code";
  '_qr_code_url'?: "qr_code_url";
  '_expires_at'?: "expires_at";
  '_success_url'?: "success_url";
  '_cancel_url'?: "cancel_url";
  '_paid_at'?: "paid_at";
  '_checkout_key'?: "checkout_key";
}

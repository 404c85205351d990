// Original file: proto/charges/v1/charges.proto

import type { AmountOfDay as _pix_charges_v1_AmountOfDay, AmountOfDay__Output as _pix_charges_v1_AmountOfDay__Output } from '../../../pix/charges/v1/AmountOfDay';
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
  'due_date'?: (string);
  'amount_of_day'?: (_pix_charges_v1_AmountOfDay | null);
  '_pix_code'?: "pix_code";
  '_qr_code_url'?: "qr_code_url";
  '_expires_at'?: "expires_at";
  '_success_url'?: "success_url";
  '_cancel_url'?: "cancel_url";
  '_paid_at'?: "paid_at";
  '_checkout_key'?: "checkout_key";
  '_due_date'?: "due_date";
  '_amount_of_day'?: "amount_of_day";
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
  'due_date'?: (string);
  'amount_of_day'?: (_pix_charges_v1_AmountOfDay__Output | null);
  '_pix_code'?: "pix_code";
  '_qr_code_url'?: "qr_code_url";
  '_expires_at'?: "expires_at";
  '_success_url'?: "success_url";
  '_cancel_url'?: "cancel_url";
  '_paid_at'?: "paid_at";
  '_checkout_key'?: "checkout_key";
  '_due_date'?: "due_date";
  '_amount_of_day'?: "amount_of_day";
}

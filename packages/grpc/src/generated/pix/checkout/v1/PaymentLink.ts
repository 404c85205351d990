// Original file: proto/checkout/v1/checkout.proto

import type { DueDateTerms as _pix_charges_v1_DueDateTerms, DueDateTerms__Output as _pix_charges_v1_DueDateTerms__Output } from '../../../pix/charges/v1/DueDateTerms';
import type { Long } from '@grpc/proto-loader';

export interface PaymentLink {
  'id'?: (string);
  'user_id'?: (string);
  'product_id'?: (string);
  'slug'?: (string);
  'description'?: (string);
  'amount_cents'?: (number | string | Long);
  'method'?: (string);
  'active'?: (boolean);
  'created_at'?: (string);
  'updated_at'?: (string);
  'checkout_url'?: (string);
  'vencimento'?: (_pix_charges_v1_DueDateTerms | null);
  '_product_id'?: "product_id";
  '_vencimento'?: "vencimento";
}

export interface PaymentLink__Output {
  'id': (string);
  'user_id': (string);
  'product_id'?: (string);
  'slug': (string);
  'description': (string);
  'amount_cents': (number);
  'method': (string);
  'active': (boolean);
  'created_at': (string);
  'updated_at': (string);
  'checkout_url': (string);
  'vencimento'?: (_pix_charges_v1_DueDateTerms__Output | null);
  '_product_id'?: "product_id";
  '_vencimento'?: "vencimento";
}

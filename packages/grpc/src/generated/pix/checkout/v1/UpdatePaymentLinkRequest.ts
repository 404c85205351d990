// Original file: proto/checkout/v1/checkout.proto

import type { DueDateTerms as _pix_charges_v1_DueDateTerms, DueDateTerms__Output as _pix_charges_v1_DueDateTerms__Output } from '../../../pix/charges/v1/DueDateTerms';
import type { Long } from '@grpc/proto-loader';

export interface UpdatePaymentLinkRequest {
  'id'?: (string);
  'amount_cents'?: (number | string | Long);
  'description'?: (string);
  'product_id'?: (string);
  'active'?: (boolean);
  'slug'?: (string);
  'method'?: (string);
  'vencimento'?: (_pix_charges_v1_DueDateTerms | null);
  'remove_vencimento'?: (boolean);
  '_amount_cents'?: "amount_cents";
  '_description'?: "description";
  '_product_id'?: "product_id";
  '_active'?: "active";
  '_slug'?: "slug";
  '_method'?: "method";
  '_vencimento'?: "vencimento";
  '_remove_vencimento'?: "remove_vencimento";
}

export interface UpdatePaymentLinkRequest__Output {
  'id': (string);
  'amount_cents'?: (number);
  'description'?: (string);
  'product_id'?: (string);
  'active'?: (boolean);
  'slug'?: (string);
  'method'?: (string);
  'vencimento'?: (_pix_charges_v1_DueDateTerms__Output | null);
  'remove_vencimento'?: (boolean);
  '_amount_cents'?: "amount_cents";
  '_description'?: "description";
  '_product_id'?: "product_id";
  '_active'?: "active";
  '_slug'?: "slug";
  '_method'?: "method";
  '_vencimento'?: "vencimento";
  '_remove_vencimento'?: "remove_vencimento";
}

// Original file: proto/checkout/v1/checkout.proto

import type { DueDateTerms as _pix_charges_v1_DueDateTerms, DueDateTerms__Output as _pix_charges_v1_DueDateTerms__Output } from '../../../pix/charges/v1/DueDateTerms';
import type { Long } from '@grpc/proto-loader';

export interface CreatePaymentLinkRequest {
  'amount_cents'?: (number | string | Long);
  'description'?: (string);
  'method'?: (string);
  'product_id'?: (string);
  'slug'?: (string);
  'vencimento'?: (_pix_charges_v1_DueDateTerms | null);
  '_amount_cents'?: "amount_cents";
  '_method'?: "method";
  '_product_id'?: "product_id";
  '_slug'?: "slug";
  '_vencimento'?: "vencimento";
}

export interface CreatePaymentLinkRequest__Output {
  'amount_cents'?: (number);
  'description': (string);
  'method'?: (string);
  'product_id'?: (string);
  'slug'?: (string);
  'vencimento'?: (_pix_charges_v1_DueDateTerms__Output | null);
  '_amount_cents'?: "amount_cents";
  '_method'?: "method";
  '_product_id'?: "product_id";
  '_slug'?: "slug";
  '_vencimento'?: "vencimento";
}

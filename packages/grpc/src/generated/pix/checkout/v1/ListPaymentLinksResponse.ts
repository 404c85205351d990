// Original file: proto/checkout/v1/checkout.proto

import type { PaymentLink as _pix_checkout_v1_PaymentLink, PaymentLink__Output as _pix_checkout_v1_PaymentLink__Output } from '../../../pix/checkout/v1/PaymentLink';
import type { Long } from '@grpc/proto-loader';

export interface ListPaymentLinksResponse {
  'payment_links'?: (_pix_checkout_v1_PaymentLink)[];
  'truncated'?: (boolean);
  'limit'?: (number | string | Long);
}

export interface ListPaymentLinksResponse__Output {
  'payment_links': (_pix_checkout_v1_PaymentLink__Output)[];
  'truncated': (boolean);
  'limit': (number);
}

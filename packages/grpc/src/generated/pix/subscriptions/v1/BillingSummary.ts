// Original file: proto/subscriptions/v1/subscriptions.proto

import type { BillingFailure as _pix_subscriptions_v1_BillingFailure, BillingFailure__Output as _pix_subscriptions_v1_BillingFailure__Output } from '../../../pix/subscriptions/v1/BillingFailure';

export interface BillingSummary {
  'charged'?: (number);
  'skipped'?: (number);
  'failed'?: (_pix_subscriptions_v1_BillingFailure)[];
  'sem_data'?: (number);
  'aviso'?: (string);
  '_aviso'?: "aviso";
}

export interface BillingSummary__Output {
  'charged': (number);
  'skipped': (number);
  'failed': (_pix_subscriptions_v1_BillingFailure__Output)[];
  'sem_data': (number);
  'aviso'?: (string);
  '_aviso'?: "aviso";
}

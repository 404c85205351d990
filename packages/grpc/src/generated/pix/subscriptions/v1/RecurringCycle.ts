// Original file: proto/subscriptions/v1/subscriptions.proto

import type { CycleEvent as _pix_subscriptions_v1_CycleEvent, CycleEvent__Output as _pix_subscriptions_v1_CycleEvent__Output } from '../../../pix/subscriptions/v1/CycleEvent';
import type { Long } from '@grpc/proto-loader';

export interface RecurringCycle {
  'txid'?: (string);
  'cycle_id'?: (string);
  'status'?: (string);
  'authorization_id'?: (string);
  'retry_policy'?: (string);
  'amount_cents'?: (number | string | Long);
  'period_at'?: (string);
  'debit_at'?: (string);
  'sent_at'?: (string);
  'customer_email'?: (string);
  'customer_cpf'?: (string);
  'subscription_id'?: (string);
  'events'?: (_pix_subscriptions_v1_CycleEvent)[];
  '_debit_at'?: "debit_at";
  '_customer_email'?: "customer_email";
  '_customer_cpf'?: "customer_cpf";
}

export interface RecurringCycle__Output {
  'txid': (string);
  'cycle_id': (string);
  'status': (string);
  'authorization_id': (string);
  'retry_policy': (string);
  'amount_cents': (number);
  'period_at': (string);
  'debit_at'?: (string);
  'sent_at': (string);
  'customer_email'?: (string);
  'customer_cpf'?: (string);
  'subscription_id': (string);
  'events': (_pix_subscriptions_v1_CycleEvent__Output)[];
  '_debit_at'?: "debit_at";
  '_customer_email'?: "customer_email";
  '_customer_cpf'?: "customer_cpf";
}

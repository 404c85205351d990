// Original file: proto/subscriptions/v1/subscriptions.proto

import type { Authorization as _pix_subscriptions_v1_Authorization, Authorization__Output as _pix_subscriptions_v1_Authorization__Output } from '../../../pix/subscriptions/v1/Authorization';
import type { SubscriptionDueTerms as _pix_subscriptions_v1_SubscriptionDueTerms, SubscriptionDueTerms__Output as _pix_subscriptions_v1_SubscriptionDueTerms__Output } from '../../../pix/subscriptions/v1/SubscriptionDueTerms';
import type { Long } from '@grpc/proto-loader';

export interface Subscription {
  'id'?: (string);
  'user_id'?: (string);
  'customer_id'?: (string);
  'customer_name'?: (string);
  'customer_email'?: (string);
  'customer_cpf'?: (string);
  'description'?: (string);
  'amount_cents'?: (number | string | Long);
  'method'?: (string);
  'interval'?: (string);
  'status'?: (string);
  'next_billing_at'?: (string);
  'created_at'?: (string);
  'updated_at'?: (string);
  'environment'?: (string);
  'authorization'?: (_pix_subscriptions_v1_Authorization | null);
  'end_date'?: (string);
  'ended_reason'?: (string);
  'ended_at'?: (string);
  'due_terms'?: (_pix_subscriptions_v1_SubscriptionDueTerms | null);
  '_customer_id'?: "customer_id";
  '_customer_email'?: "customer_email";
  '_customer_cpf'?: "customer_cpf";
  '_next_billing_at'?: "next_billing_at";
  '_authorization'?: "authorization";
  '_end_date'?: "end_date";
  '_ended_reason'?: "ended_reason";
  '_ended_at'?: "ended_at";
  '_due_terms'?: "due_terms";
}

export interface Subscription__Output {
  'id': (string);
  'user_id': (string);
  'customer_id'?: (string);
  'customer_name': (string);
  'customer_email'?: (string);
  'customer_cpf'?: (string);
  'description': (string);
  'amount_cents': (number);
  'method': (string);
  'interval': (string);
  'status': (string);
  'next_billing_at'?: (string);
  'created_at': (string);
  'updated_at': (string);
  'environment': (string);
  'authorization'?: (_pix_subscriptions_v1_Authorization__Output | null);
  'end_date'?: (string);
  'ended_reason'?: (string);
  'ended_at'?: (string);
  'due_terms'?: (_pix_subscriptions_v1_SubscriptionDueTerms__Output | null);
  '_customer_id'?: "customer_id";
  '_customer_email'?: "customer_email";
  '_customer_cpf'?: "customer_cpf";
  '_next_billing_at'?: "next_billing_at";
  '_authorization'?: "authorization";
  '_end_date'?: "end_date";
  '_ended_reason'?: "ended_reason";
  '_ended_at'?: "ended_at";
  '_due_terms'?: "due_terms";
}

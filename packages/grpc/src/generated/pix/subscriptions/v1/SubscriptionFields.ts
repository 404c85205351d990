// Original file: proto/subscriptions/v1/subscriptions.proto

import type { SubscriptionDueTerms as _pix_subscriptions_v1_SubscriptionDueTerms, SubscriptionDueTerms__Output as _pix_subscriptions_v1_SubscriptionDueTerms__Output } from '../../../pix/subscriptions/v1/SubscriptionDueTerms';
import type { Long } from '@grpc/proto-loader';

export interface SubscriptionFields {
  'id'?: (string);
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
  'journey'?: (string);
  'retry_policy'?: (string);
  'end_date'?: (string);
  'contract'?: (string);
  'due_terms'?: (_pix_subscriptions_v1_SubscriptionDueTerms | null);
  '_id'?: "id";
  '_customer_id'?: "customer_id";
  '_customer_name'?: "customer_name";
  '_customer_email'?: "customer_email";
  '_customer_cpf'?: "customer_cpf";
  '_description'?: "description";
  '_amount_cents'?: "amount_cents";
  '_method'?: "method";
  '_interval'?: "interval";
  '_status'?: "status";
  '_next_billing_at'?: "next_billing_at";
  '_journey'?: "journey";
  '_retry_policy'?: "retry_policy";
  '_end_date'?: "end_date";
  '_contract'?: "contract";
  '_due_terms'?: "due_terms";
}

export interface SubscriptionFields__Output {
  'id'?: (string);
  'customer_id'?: (string);
  'customer_name'?: (string);
  'customer_email'?: (string);
  'customer_cpf'?: (string);
  'description'?: (string);
  'amount_cents'?: (number);
  'method'?: (string);
  'interval'?: (string);
  'status'?: (string);
  'next_billing_at'?: (string);
  'journey'?: (string);
  'retry_policy'?: (string);
  'end_date'?: (string);
  'contract'?: (string);
  'due_terms'?: (_pix_subscriptions_v1_SubscriptionDueTerms__Output | null);
  '_id'?: "id";
  '_customer_id'?: "customer_id";
  '_customer_name'?: "customer_name";
  '_customer_email'?: "customer_email";
  '_customer_cpf'?: "customer_cpf";
  '_description'?: "description";
  '_amount_cents'?: "amount_cents";
  '_method'?: "method";
  '_interval'?: "interval";
  '_status'?: "status";
  '_next_billing_at'?: "next_billing_at";
  '_journey'?: "journey";
  '_retry_policy'?: "retry_policy";
  '_end_date'?: "end_date";
  '_contract'?: "contract";
  '_due_terms'?: "due_terms";
}

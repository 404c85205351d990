// Original file: proto/onboarding/v1/onboarding.proto

import type { Long } from '@grpc/proto-loader';

export interface OnboardingAnswersView {
  'origin'?: (string);
  'responsible_name'?: (string);
  'responsible_cpf'?: (string);
  'company'?: (string);
  'cnpj'?: (string);
  'company_type'?: (string);
  'segment'?: (string);
  'monthly_revenue_cents'?: (number | string | Long);
  'phone'?: (string);
  'address'?: (string);
  'address_number'?: (string);
  'complement'?: (string);
  'province'?: (string);
  'postal_code'?: (string);
  'city'?: (string);
  'state'?: (string);
  'email'?: (string);
  'updated_at'?: (string);
  '_origin'?: "origin";
  '_segment'?: "segment";
  '_monthly_revenue_cents'?: "monthly_revenue_cents";
  '_complement'?: "complement";
  '_email'?: "email";
  '_updated_at'?: "updated_at";
}

export interface OnboardingAnswersView__Output {
  'origin'?: (string);
  'responsible_name': (string);
  'responsible_cpf': (string);
  'company': (string);
  'cnpj': (string);
  'company_type': (string);
  'segment'?: (string);
  'monthly_revenue_cents'?: (number);
  'phone': (string);
  'address': (string);
  'address_number': (string);
  'complement'?: (string);
  'province': (string);
  'postal_code': (string);
  'city': (string);
  'state': (string);
  'email'?: (string);
  'updated_at'?: (string);
  '_origin'?: "origin";
  '_segment'?: "segment";
  '_monthly_revenue_cents'?: "monthly_revenue_cents";
  '_complement'?: "complement";
  '_email'?: "email";
  '_updated_at'?: "updated_at";
}

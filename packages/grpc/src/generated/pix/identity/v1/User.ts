// Original file: proto/identity/v1/identity.proto


export interface User {
  'id'?: (string);
  'name'?: (string);
  'email'?: (string);
  'cnpj'?: (string);
  'company'?: (string);
  'cpf'?: (string);
  'phone'?: (string);
  'notify_payment_email'?: (boolean);
  'receipt_email'?: (boolean);
  'created_at'?: (string);
  'is_admin'?: (boolean);
  'production_status'?: (string);
  'production_requested_at'?: (string);
  'production_reviewed_at'?: (string);
  'production_reject_reason'?: (string);
  'onboarding_completed_at'?: (string);
  'production_terms_accepted_at'?: (string);
  'address'?: (string);
  'address_number'?: (string);
  'complement'?: (string);
  'province'?: (string);
  'postal_code'?: (string);
  'company_type'?: (string);
  'email_verified'?: (boolean);
  '_cnpj'?: "cnpj";
  '_company'?: "company";
  '_cpf'?: "cpf";
  '_phone'?: "phone";
  '_production_requested_at'?: "production_requested_at";
  '_production_reviewed_at'?: "production_reviewed_at";
  '_production_reject_reason'?: "production_reject_reason";
  '_onboarding_completed_at'?: "onboarding_completed_at";
  '_production_terms_accepted_at'?: "production_terms_accepted_at";
  '_address'?: "address";
  '_address_number'?: "address_number";
  '_complement'?: "complement";
  '_province'?: "province";
  '_postal_code'?: "postal_code";
  '_company_type'?: "company_type";
}

export interface User__Output {
  'id': (string);
  'name': (string);
  'email': (string);
  'cnpj'?: (string);
  'company'?: (string);
  'cpf'?: (string);
  'phone'?: (string);
  'notify_payment_email': (boolean);
  'receipt_email': (boolean);
  'created_at': (string);
  'is_admin': (boolean);
  'production_status': (string);
  'production_requested_at'?: (string);
  'production_reviewed_at'?: (string);
  'production_reject_reason'?: (string);
  'onboarding_completed_at'?: (string);
  'production_terms_accepted_at'?: (string);
  'address'?: (string);
  'address_number'?: (string);
  'complement'?: (string);
  'province'?: (string);
  'postal_code'?: (string);
  'company_type'?: (string);
  'email_verified': (boolean);
  '_cnpj'?: "cnpj";
  '_company'?: "company";
  '_cpf'?: "cpf";
  '_phone'?: "phone";
  '_production_requested_at'?: "production_requested_at";
  '_production_reviewed_at'?: "production_reviewed_at";
  '_production_reject_reason'?: "production_reject_reason";
  '_onboarding_completed_at'?: "onboarding_completed_at";
  '_production_terms_accepted_at'?: "production_terms_accepted_at";
  '_address'?: "address";
  '_address_number'?: "address_number";
  '_complement'?: "complement";
  '_province'?: "province";
  '_postal_code'?: "postal_code";
  '_company_type'?: "company_type";
}

// Original file: proto/identity/v1/identity.proto


export interface CompleteOnboardingRequest {
  'company'?: (string);
  'cnpj'?: (string);
  'company_type'?: (string);
  'phone'?: (string);
  'address'?: (string);
  'address_number'?: (string);
  'complement'?: (string);
  'province'?: (string);
  'postal_code'?: (string);
  '_complement'?: "complement";
}

export interface CompleteOnboardingRequest__Output {
  'company': (string);
  'cnpj': (string);
  'company_type': (string);
  'phone': (string);
  'address': (string);
  'address_number': (string);
  'complement'?: (string);
  'province': (string);
  'postal_code': (string);
  '_complement'?: "complement";
}

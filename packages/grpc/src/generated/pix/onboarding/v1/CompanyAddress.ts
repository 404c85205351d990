// Original file: proto/onboarding/v1/onboarding.proto


export interface CompanyAddress {
  'exists'?: (boolean);
  'address'?: (string);
  'address_number'?: (string);
  'complement'?: (string);
  'province'?: (string);
  'postal_code'?: (string);
  'city'?: (string);
  'state'?: (string);
  '_complement'?: "complement";
}

export interface CompanyAddress__Output {
  'exists': (boolean);
  'address': (string);
  'address_number': (string);
  'complement'?: (string);
  'province': (string);
  'postal_code': (string);
  'city': (string);
  'state': (string);
  '_complement'?: "complement";
}

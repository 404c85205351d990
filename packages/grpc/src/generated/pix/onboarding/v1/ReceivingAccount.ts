// Original file: proto/onboarding/v1/onboarding.proto


export interface ReceivingAccount {
  'conta_unica'?: (boolean);
  'exists'?: (boolean);
  'status'?: (string);
  'wallet_id'?: (string);
  'account_id'?: (string);
  'engine_api_key'?: (string);
  '_wallet_id'?: "wallet_id";
  '_account_id'?: "account_id";
  '_engine_api_key'?: "engine_api_key";
}

export interface ReceivingAccount__Output {
  'conta_unica': (boolean);
  'exists': (boolean);
  'status': (string);
  'wallet_id'?: (string);
  'account_id'?: (string);
  'engine_api_key'?: (string);
  '_wallet_id'?: "wallet_id";
  '_account_id'?: "account_id";
  '_engine_api_key'?: "engine_api_key";
}

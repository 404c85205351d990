// Original file: proto/identity/v1/identity.proto


export interface AuthenticateRequest {
  'bearer'?: (string);
  'store_id'?: (string);
  'include_account'?: (boolean);
  '_store_id'?: "store_id";
  '_include_account'?: "include_account";
}

export interface AuthenticateRequest__Output {
  'bearer': (string);
  'store_id'?: (string);
  'include_account'?: (boolean);
  '_store_id'?: "store_id";
  '_include_account'?: "include_account";
}

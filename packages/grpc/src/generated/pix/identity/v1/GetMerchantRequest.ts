// Original file: proto/identity/v1/identity.proto


export interface GetMerchantRequest {
  'id'?: (string);
}

export interface GetMerchantRequest__Output {
  'id': (string);
}

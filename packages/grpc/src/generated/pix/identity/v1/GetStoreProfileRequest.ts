// Original file: proto/identity/v1/identity.proto


export interface GetStoreProfileRequest {
  'store_id'?: (string);
}

export interface GetStoreProfileRequest__Output {
  'store_id': (string);
}

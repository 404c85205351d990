// Original file: proto/identity/v1/identity.proto


export interface ListMerchantsRequest {
  'production_status'?: (string);
  '_production_status'?: "production_status";
}

export interface ListMerchantsRequest__Output {
  'production_status'?: (string);
  '_production_status'?: "production_status";
}

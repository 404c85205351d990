// Original file: proto/charges/v1/charges.proto


export interface RefundSettingsRequest {
  'store_id'?: (string);
  '_store_id'?: "store_id";
}

export interface RefundSettingsRequest__Output {
  'store_id'?: (string);
  '_store_id'?: "store_id";
}

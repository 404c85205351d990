// Original file: proto/charges/v1/charges.proto


export interface SetRefundSettingsRequest {
  'store_id'?: (string);
  'enabled'?: (boolean);
  'fee_bearer'?: (string);
  '_fee_bearer'?: "fee_bearer";
}

export interface SetRefundSettingsRequest__Output {
  'store_id': (string);
  'enabled': (boolean);
  'fee_bearer'?: (string);
  '_fee_bearer'?: "fee_bearer";
}

// Original file: proto/charges/v1/charges.proto


export interface RefundSettingsMessage {
  'store_id'?: (string);
  'enabled'?: (boolean);
  'fee_bearer'?: (string);
  'updated_at'?: (string);
  '_updated_at'?: "updated_at";
}

export interface RefundSettingsMessage__Output {
  'store_id': (string);
  'enabled': (boolean);
  'fee_bearer': (string);
  'updated_at'?: (string);
  '_updated_at'?: "updated_at";
}

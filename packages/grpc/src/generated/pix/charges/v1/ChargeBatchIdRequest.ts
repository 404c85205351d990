// Original file: proto/charges/v1/charges.proto


export interface ChargeBatchIdRequest {
  'id'?: (string);
  'external_id'?: (string);
  '_external_id'?: "external_id";
}

export interface ChargeBatchIdRequest__Output {
  'id': (string);
  'external_id'?: (string);
  '_external_id'?: "external_id";
}

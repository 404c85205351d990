// Original file: proto/charges/v1/charges.proto


export interface ChargeBatchIdRequest {
  'id'?: (string);
}

export interface ChargeBatchIdRequest__Output {
  'id': (string);
}

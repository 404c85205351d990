// Original file: proto/charges/v1/charges.proto


export interface InfractionIdRequest {
  'id'?: (string);
}

export interface InfractionIdRequest__Output {
  'id': (string);
}

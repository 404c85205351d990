// Original file: proto/charges/v1/charges.proto


export interface DecideTestInfractionRequest {
  'id'?: (string);
  'outcome'?: (string);
}

export interface DecideTestInfractionRequest__Output {
  'id': (string);
  'outcome': (string);
}

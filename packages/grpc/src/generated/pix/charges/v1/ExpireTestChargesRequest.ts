// Original file: proto/charges/v1/charges.proto


export interface ExpireTestChargesRequest {
  'as_of'?: (string);
}

export interface ExpireTestChargesRequest__Output {
  'as_of': (string);
}

// Original file: proto/charges/v1/lists.proto


export interface ListRefundsOfChargesRequest {
  'txids'?: (string)[];
}

export interface ListRefundsOfChargesRequest__Output {
  'txids': (string)[];
}

// Original file: proto/charges/v1/charges.proto


export interface AmountOfDayRequest {
  'txid'?: (string);
  'data'?: (string);
}

export interface AmountOfDayRequest__Output {
  'txid': (string);
  'data': (string);
}

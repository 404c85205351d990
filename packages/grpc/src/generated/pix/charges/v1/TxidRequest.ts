// Original file: proto/charges/v1/charges.proto


export interface TxidRequest {
  'txid'?: (string);
}

export interface TxidRequest__Output {
  'txid': (string);
}

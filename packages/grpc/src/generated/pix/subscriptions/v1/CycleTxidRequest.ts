// Original file: proto/subscriptions/v1/subscriptions.proto


export interface CycleTxidRequest {
  'txid'?: (string);
}

export interface CycleTxidRequest__Output {
  'txid': (string);
}

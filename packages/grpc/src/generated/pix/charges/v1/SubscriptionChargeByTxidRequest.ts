// Original file: proto/charges/v1/charges.proto


export interface SubscriptionChargeByTxidRequest {
  'txid'?: (string);
}

export interface SubscriptionChargeByTxidRequest__Output {
  'txid': (string);
}

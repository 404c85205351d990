// Original file: proto/charges/v1/charges.proto


export interface LedgerPostResponse {
  'posted'?: (boolean);
}

export interface LedgerPostResponse__Output {
  'posted': (boolean);
}

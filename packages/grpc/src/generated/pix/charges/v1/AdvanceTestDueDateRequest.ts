// Original file: proto/charges/v1/charges.proto


export interface AdvanceTestDueDateRequest {
  'txid'?: (string);
  'days'?: (number);
}

export interface AdvanceTestDueDateRequest__Output {
  'txid': (string);
  'days': (number);
}

// Original file: proto/charges/v1/charges.proto


export interface VoidWithdrawalRequest {
  'withdrawal_id'?: (string);
}

export interface VoidWithdrawalRequest__Output {
  'withdrawal_id': (string);
}

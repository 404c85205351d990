// Original file: proto/charges/v1/charges.proto


export interface LedgerBalancesRequest {
}

export interface LedgerBalancesRequest__Output {
}

// Original file: proto/charges/v1/charges.proto


export interface LedgerDifferencesRequest {
}

export interface LedgerDifferencesRequest__Output {
}

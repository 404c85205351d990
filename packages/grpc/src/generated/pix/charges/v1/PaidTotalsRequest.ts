// Original file: proto/charges/v1/charges.proto


export interface PaidTotalsRequest {
}

export interface PaidTotalsRequest__Output {
}

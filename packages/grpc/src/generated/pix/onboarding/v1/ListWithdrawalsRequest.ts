// Original file: proto/onboarding/v1/onboarding.proto


export interface ListWithdrawalsRequest {
}

export interface ListWithdrawalsRequest__Output {
}

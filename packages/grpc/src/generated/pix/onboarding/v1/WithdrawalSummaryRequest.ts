// Original file: proto/onboarding/v1/onboarding.proto


export interface WithdrawalSummaryRequest {
}

export interface WithdrawalSummaryRequest__Output {
}

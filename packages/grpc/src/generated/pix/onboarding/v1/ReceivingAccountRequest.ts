// Original file: proto/onboarding/v1/onboarding.proto


export interface ReceivingAccountRequest {
}

export interface ReceivingAccountRequest__Output {
}

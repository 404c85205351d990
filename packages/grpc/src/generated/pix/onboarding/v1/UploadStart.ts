// Original file: proto/onboarding/v1/onboarding.proto


export interface UploadStart {
}

export interface UploadStart__Output {
}

// Original file: proto/onboarding/v1/onboarding.proto


export interface ProductionEmpty {
}

export interface ProductionEmpty__Output {
}

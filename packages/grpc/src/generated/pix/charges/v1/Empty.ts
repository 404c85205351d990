// Original file: proto/charges/v1/charges.proto


export interface Empty {
}

export interface Empty__Output {
}

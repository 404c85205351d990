// Original file: proto/identity/v1/identity.proto


export interface Empty {
}

export interface Empty__Output {
}

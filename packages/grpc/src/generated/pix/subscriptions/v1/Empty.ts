// Original file: proto/subscriptions/v1/subscriptions.proto


export interface Empty {
}

export interface Empty__Output {
}

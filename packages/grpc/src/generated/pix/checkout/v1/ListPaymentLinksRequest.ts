// Original file: proto/checkout/v1/checkout.proto


export interface ListPaymentLinksRequest {
}

export interface ListPaymentLinksRequest__Output {
}

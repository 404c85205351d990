// Original file: proto/webhooks/v1/webhooks.proto


export interface ListWebhookEndpointsRequest {
}

export interface ListWebhookEndpointsRequest__Output {
}

import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { CreateWebhookEndpointRequest as _pix_webhooks_v1_CreateWebhookEndpointRequest, CreateWebhookEndpointRequest__Output as _pix_webhooks_v1_CreateWebhookEndpointRequest__Output } from './pix/webhooks/v1/CreateWebhookEndpointRequest';
import type { CreateWebhookEndpointResponse as _pix_webhooks_v1_CreateWebhookEndpointResponse, CreateWebhookEndpointResponse__Output as _pix_webhooks_v1_CreateWebhookEndpointResponse__Output } from './pix/webhooks/v1/CreateWebhookEndpointResponse';
import type { EventSubscription as _pix_webhooks_v1_EventSubscription, EventSubscription__Output as _pix_webhooks_v1_EventSubscription__Output } from './pix/webhooks/v1/EventSubscription';
import type { ListStoreEventsRequest as _pix_webhooks_v1_ListStoreEventsRequest, ListStoreEventsRequest__Output as _pix_webhooks_v1_ListStoreEventsRequest__Output } from './pix/webhooks/v1/ListStoreEventsRequest';
import type { ListStoreEventsResponse as _pix_webhooks_v1_ListStoreEventsResponse, ListStoreEventsResponse__Output as _pix_webhooks_v1_ListStoreEventsResponse__Output } from './pix/webhooks/v1/ListStoreEventsResponse';
import type { ListWebhookDeliveriesRequest as _pix_webhooks_v1_ListWebhookDeliveriesRequest, ListWebhookDeliveriesRequest__Output as _pix_webhooks_v1_ListWebhookDeliveriesRequest__Output } from './pix/webhooks/v1/ListWebhookDeliveriesRequest';
import type { ListWebhookDeliveriesResponse as _pix_webhooks_v1_ListWebhookDeliveriesResponse, ListWebhookDeliveriesResponse__Output as _pix_webhooks_v1_ListWebhookDeliveriesResponse__Output } from './pix/webhooks/v1/ListWebhookDeliveriesResponse';
import type { ListWebhookEndpointsRequest as _pix_webhooks_v1_ListWebhookEndpointsRequest, ListWebhookEndpointsRequest__Output as _pix_webhooks_v1_ListWebhookEndpointsRequest__Output } from './pix/webhooks/v1/ListWebhookEndpointsRequest';
import type { ListWebhookEndpointsResponse as _pix_webhooks_v1_ListWebhookEndpointsResponse, ListWebhookEndpointsResponse__Output as _pix_webhooks_v1_ListWebhookEndpointsResponse__Output } from './pix/webhooks/v1/ListWebhookEndpointsResponse';
import type { RedeliverWebhookRequest as _pix_webhooks_v1_RedeliverWebhookRequest, RedeliverWebhookRequest__Output as _pix_webhooks_v1_RedeliverWebhookRequest__Output } from './pix/webhooks/v1/RedeliverWebhookRequest';
import type { RotateWebhookSecretRequest as _pix_webhooks_v1_RotateWebhookSecretRequest, RotateWebhookSecretRequest__Output as _pix_webhooks_v1_RotateWebhookSecretRequest__Output } from './pix/webhooks/v1/RotateWebhookSecretRequest';
import type { RotateWebhookSecretResponse as _pix_webhooks_v1_RotateWebhookSecretResponse, RotateWebhookSecretResponse__Output as _pix_webhooks_v1_RotateWebhookSecretResponse__Output } from './pix/webhooks/v1/RotateWebhookSecretResponse';
import type { StoreEvent as _pix_webhooks_v1_StoreEvent, StoreEvent__Output as _pix_webhooks_v1_StoreEvent__Output } from './pix/webhooks/v1/StoreEvent';
import type { UpdateWebhookEndpointRequest as _pix_webhooks_v1_UpdateWebhookEndpointRequest, UpdateWebhookEndpointRequest__Output as _pix_webhooks_v1_UpdateWebhookEndpointRequest__Output } from './pix/webhooks/v1/UpdateWebhookEndpointRequest';
import type { WebhookDelivery as _pix_webhooks_v1_WebhookDelivery, WebhookDelivery__Output as _pix_webhooks_v1_WebhookDelivery__Output } from './pix/webhooks/v1/WebhookDelivery';
import type { WebhookEndpoint as _pix_webhooks_v1_WebhookEndpoint, WebhookEndpoint__Output as _pix_webhooks_v1_WebhookEndpoint__Output } from './pix/webhooks/v1/WebhookEndpoint';
import type { WebhookEndpointIdRequest as _pix_webhooks_v1_WebhookEndpointIdRequest, WebhookEndpointIdRequest__Output as _pix_webhooks_v1_WebhookEndpointIdRequest__Output } from './pix/webhooks/v1/WebhookEndpointIdRequest';
import type { WebhooksServiceClient as _pix_webhooks_v1_WebhooksServiceClient, WebhooksServiceDefinition as _pix_webhooks_v1_WebhooksServiceDefinition } from './pix/webhooks/v1/WebhooksService';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  pix: {
    webhooks: {
      v1: {
        CreateWebhookEndpointRequest: MessageTypeDefinition<_pix_webhooks_v1_CreateWebhookEndpointRequest, _pix_webhooks_v1_CreateWebhookEndpointRequest__Output>
        CreateWebhookEndpointResponse: MessageTypeDefinition<_pix_webhooks_v1_CreateWebhookEndpointResponse, _pix_webhooks_v1_CreateWebhookEndpointResponse__Output>
        EventSubscription: MessageTypeDefinition<_pix_webhooks_v1_EventSubscription, _pix_webhooks_v1_EventSubscription__Output>
        ListStoreEventsRequest: MessageTypeDefinition<_pix_webhooks_v1_ListStoreEventsRequest, _pix_webhooks_v1_ListStoreEventsRequest__Output>
        ListStoreEventsResponse: MessageTypeDefinition<_pix_webhooks_v1_ListStoreEventsResponse, _pix_webhooks_v1_ListStoreEventsResponse__Output>
        ListWebhookDeliveriesRequest: MessageTypeDefinition<_pix_webhooks_v1_ListWebhookDeliveriesRequest, _pix_webhooks_v1_ListWebhookDeliveriesRequest__Output>
        ListWebhookDeliveriesResponse: MessageTypeDefinition<_pix_webhooks_v1_ListWebhookDeliveriesResponse, _pix_webhooks_v1_ListWebhookDeliveriesResponse__Output>
        ListWebhookEndpointsRequest: MessageTypeDefinition<_pix_webhooks_v1_ListWebhookEndpointsRequest, _pix_webhooks_v1_ListWebhookEndpointsRequest__Output>
        ListWebhookEndpointsResponse: MessageTypeDefinition<_pix_webhooks_v1_ListWebhookEndpointsResponse, _pix_webhooks_v1_ListWebhookEndpointsResponse__Output>
        RedeliverWebhookRequest: MessageTypeDefinition<_pix_webhooks_v1_RedeliverWebhookRequest, _pix_webhooks_v1_RedeliverWebhookRequest__Output>
        RotateWebhookSecretRequest: MessageTypeDefinition<_pix_webhooks_v1_RotateWebhookSecretRequest, _pix_webhooks_v1_RotateWebhookSecretRequest__Output>
        RotateWebhookSecretResponse: MessageTypeDefinition<_pix_webhooks_v1_RotateWebhookSecretResponse, _pix_webhooks_v1_RotateWebhookSecretResponse__Output>
        StoreEvent: MessageTypeDefinition<_pix_webhooks_v1_StoreEvent, _pix_webhooks_v1_StoreEvent__Output>
        UpdateWebhookEndpointRequest: MessageTypeDefinition<_pix_webhooks_v1_UpdateWebhookEndpointRequest, _pix_webhooks_v1_UpdateWebhookEndpointRequest__Output>
        WebhookDelivery: MessageTypeDefinition<_pix_webhooks_v1_WebhookDelivery, _pix_webhooks_v1_WebhookDelivery__Output>
        WebhookEndpoint: MessageTypeDefinition<_pix_webhooks_v1_WebhookEndpoint, _pix_webhooks_v1_WebhookEndpoint__Output>
        WebhookEndpointIdRequest: MessageTypeDefinition<_pix_webhooks_v1_WebhookEndpointIdRequest, _pix_webhooks_v1_WebhookEndpointIdRequest__Output>
        WebhooksService: SubtypeConstructor<typeof grpc.Client, _pix_webhooks_v1_WebhooksServiceClient> & { service: _pix_webhooks_v1_WebhooksServiceDefinition }
      }
    }
  }
}


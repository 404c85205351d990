// Original file: proto/webhooks/v1/webhooks.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { CreateWebhookEndpointRequest as _pix_webhooks_v1_CreateWebhookEndpointRequest, CreateWebhookEndpointRequest__Output as _pix_webhooks_v1_CreateWebhookEndpointRequest__Output } from '../../../pix/webhooks/v1/CreateWebhookEndpointRequest';
import type { CreateWebhookEndpointResponse as _pix_webhooks_v1_CreateWebhookEndpointResponse, CreateWebhookEndpointResponse__Output as _pix_webhooks_v1_CreateWebhookEndpointResponse__Output } from '../../../pix/webhooks/v1/CreateWebhookEndpointResponse';
import type { ListStoreEventsRequest as _pix_webhooks_v1_ListStoreEventsRequest, ListStoreEventsRequest__Output as _pix_webhooks_v1_ListStoreEventsRequest__Output } from '../../../pix/webhooks/v1/ListStoreEventsRequest';
import type { ListStoreEventsResponse as _pix_webhooks_v1_ListStoreEventsResponse, ListStoreEventsResponse__Output as _pix_webhooks_v1_ListStoreEventsResponse__Output } from '../../../pix/webhooks/v1/ListStoreEventsResponse';
import type { ListWebhookDeliveriesRequest as _pix_webhooks_v1_ListWebhookDeliveriesRequest, ListWebhookDeliveriesRequest__Output as _pix_webhooks_v1_ListWebhookDeliveriesRequest__Output } from '../../../pix/webhooks/v1/ListWebhookDeliveriesRequest';
import type { ListWebhookDeliveriesResponse as _pix_webhooks_v1_ListWebhookDeliveriesResponse, ListWebhookDeliveriesResponse__Output as _pix_webhooks_v1_ListWebhookDeliveriesResponse__Output } from '../../../pix/webhooks/v1/ListWebhookDeliveriesResponse';
import type { ListWebhookEndpointsRequest as _pix_webhooks_v1_ListWebhookEndpointsRequest, ListWebhookEndpointsRequest__Output as _pix_webhooks_v1_ListWebhookEndpointsRequest__Output } from '../../../pix/webhooks/v1/ListWebhookEndpointsRequest';
import type { ListWebhookEndpointsResponse as _pix_webhooks_v1_ListWebhookEndpointsResponse, ListWebhookEndpointsResponse__Output as _pix_webhooks_v1_ListWebhookEndpointsResponse__Output } from '../../../pix/webhooks/v1/ListWebhookEndpointsResponse';
import type { RedeliverWebhookRequest as _pix_webhooks_v1_RedeliverWebhookRequest, RedeliverWebhookRequest__Output as _pix_webhooks_v1_RedeliverWebhookRequest__Output } from '../../../pix/webhooks/v1/RedeliverWebhookRequest';
import type { RotateWebhookSecretRequest as _pix_webhooks_v1_RotateWebhookSecretRequest, RotateWebhookSecretRequest__Output as _pix_webhooks_v1_RotateWebhookSecretRequest__Output } from '../../../pix/webhooks/v1/RotateWebhookSecretRequest';
import type { RotateWebhookSecretResponse as _pix_webhooks_v1_RotateWebhookSecretResponse, RotateWebhookSecretResponse__Output as _pix_webhooks_v1_RotateWebhookSecretResponse__Output } from '../../../pix/webhooks/v1/RotateWebhookSecretResponse';
import type { UpdateWebhookEndpointRequest as _pix_webhooks_v1_UpdateWebhookEndpointRequest, UpdateWebhookEndpointRequest__Output as _pix_webhooks_v1_UpdateWebhookEndpointRequest__Output } from '../../../pix/webhooks/v1/UpdateWebhookEndpointRequest';
import type { WebhookDelivery as _pix_webhooks_v1_WebhookDelivery, WebhookDelivery__Output as _pix_webhooks_v1_WebhookDelivery__Output } from '../../../pix/webhooks/v1/WebhookDelivery';
import type { WebhookEndpoint as _pix_webhooks_v1_WebhookEndpoint, WebhookEndpoint__Output as _pix_webhooks_v1_WebhookEndpoint__Output } from '../../../pix/webhooks/v1/WebhookEndpoint';
import type { WebhookEndpointIdRequest as _pix_webhooks_v1_WebhookEndpointIdRequest, WebhookEndpointIdRequest__Output as _pix_webhooks_v1_WebhookEndpointIdRequest__Output } from '../../../pix/webhooks/v1/WebhookEndpointIdRequest';

export interface WebhooksServiceClient extends grpc.Client {
  CreateWebhookEndpoint(argument: _pix_webhooks_v1_CreateWebhookEndpointRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_webhooks_v1_CreateWebhookEndpointResponse__Output>): grpc.ClientUnaryCall;
  CreateWebhookEndpoint(argument: _pix_webhooks_v1_CreateWebhookEndpointRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_webhooks_v1_CreateWebhookEndpointResponse__Output>): grpc.ClientUnaryCall;
  CreateWebhookEndpoint(argument: _pix_webhooks_v1_CreateWebhookEndpointRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_webhooks_v1_CreateWebhookEndpointResponse__Output>): grpc.ClientUnaryCall;
  CreateWebhookEndpoint(argument: _pix_webhooks_v1_CreateWebhookEndpointRequest, callback: grpc.requestCallback<_pix_webhooks_v1_CreateWebhookEndpointResponse__Output>): grpc.ClientUnaryCall;
  createWebhookEndpoint(argument: _pix_webhooks_v1_CreateWebhookEndpointRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_webhooks_v1_CreateWebhookEndpointResponse__Output>): grpc.ClientUnaryCall;
  createWebhookEndpoint(argument: _pix_webhooks_v1_CreateWebhookEndpointRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_webhooks_v1_CreateWebhookEndpointResponse__Output>): grpc.ClientUnaryCall;
  createWebhookEndpoint(argument: _pix_webhooks_v1_CreateWebhookEndpointRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_webhooks_v1_CreateWebhookEndpointResponse__Output>): grpc.ClientUnaryCall;
  createWebhookEndpoint(argument: _pix_webhooks_v1_CreateWebhookEndpointRequest, callback: grpc.requestCallback<_pix_webhooks_v1_CreateWebhookEndpointResponse__Output>): grpc.ClientUnaryCall;
  
  DeleteWebhookEndpoint(argument: _pix_webhooks_v1_WebhookEndpointIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_webhooks_v1_WebhookEndpoint__Output>): grpc.ClientUnaryCall;
  DeleteWebhookEndpoint(argument: _pix_webhooks_v1_WebhookEndpointIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_webhooks_v1_WebhookEndpoint__Output>): grpc.ClientUnaryCall;
  DeleteWebhookEndpoint(argument: _pix_webhooks_v1_WebhookEndpointIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_webhooks_v1_WebhookEndpoint__Output>): grpc.ClientUnaryCall;
  DeleteWebhookEndpoint(argument: _pix_webhooks_v1_WebhookEndpointIdRequest, callback: grpc.requestCallback<_pix_webhooks_v1_WebhookEndpoint__Output>): grpc.ClientUnaryCall;
  deleteWebhookEndpoint(argument: _pix_webhooks_v1_WebhookEndpointIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_webhooks_v1_WebhookEndpoint__Output>): grpc.ClientUnaryCall;
  deleteWebhookEndpoint(argument: _pix_webhooks_v1_WebhookEndpointIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_webhooks_v1_WebhookEndpoint__Output>): grpc.ClientUnaryCall;
  deleteWebhookEndpoint(argument: _pix_webhooks_v1_WebhookEndpointIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_webhooks_v1_WebhookEndpoint__Output>): grpc.ClientUnaryCall;
  deleteWebhookEndpoint(argument: _pix_webhooks_v1_WebhookEndpointIdRequest, callback: grpc.requestCallback<_pix_webhooks_v1_WebhookEndpoint__Output>): grpc.ClientUnaryCall;
  
  GetWebhookEndpoint(argument: _pix_webhooks_v1_WebhookEndpointIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_webhooks_v1_WebhookEndpoint__Output>): grpc.ClientUnaryCall;
  GetWebhookEndpoint(argument: _pix_webhooks_v1_WebhookEndpointIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_webhooks_v1_WebhookEndpoint__Output>): grpc.ClientUnaryCall;
  GetWebhookEndpoint(argument: _pix_webhooks_v1_WebhookEndpointIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_webhooks_v1_WebhookEndpoint__Output>): grpc.ClientUnaryCall;
  GetWebhookEndpoint(argument: _pix_webhooks_v1_WebhookEndpointIdRequest, callback: grpc.requestCallback<_pix_webhooks_v1_WebhookEndpoint__Output>): grpc.ClientUnaryCall;
  getWebhookEndpoint(argument: _pix_webhooks_v1_WebhookEndpointIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_webhooks_v1_WebhookEndpoint__Output>): grpc.ClientUnaryCall;
  getWebhookEndpoint(argument: _pix_webhooks_v1_WebhookEndpointIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_webhooks_v1_WebhookEndpoint__Output>): grpc.ClientUnaryCall;
  getWebhookEndpoint(argument: _pix_webhooks_v1_WebhookEndpointIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_webhooks_v1_WebhookEndpoint__Output>): grpc.ClientUnaryCall;
  getWebhookEndpoint(argument: _pix_webhooks_v1_WebhookEndpointIdRequest, callback: grpc.requestCallback<_pix_webhooks_v1_WebhookEndpoint__Output>): grpc.ClientUnaryCall;
  
  ListStoreEvents(argument: _pix_webhooks_v1_ListStoreEventsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_webhooks_v1_ListStoreEventsResponse__Output>): grpc.ClientUnaryCall;
  ListStoreEvents(argument: _pix_webhooks_v1_ListStoreEventsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_webhooks_v1_ListStoreEventsResponse__Output>): grpc.ClientUnaryCall;
  ListStoreEvents(argument: _pix_webhooks_v1_ListStoreEventsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_webhooks_v1_ListStoreEventsResponse__Output>): grpc.ClientUnaryCall;
  ListStoreEvents(argument: _pix_webhooks_v1_ListStoreEventsRequest, callback: grpc.requestCallback<_pix_webhooks_v1_ListStoreEventsResponse__Output>): grpc.ClientUnaryCall;
  listStoreEvents(argument: _pix_webhooks_v1_ListStoreEventsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_webhooks_v1_ListStoreEventsResponse__Output>): grpc.ClientUnaryCall;
  listStoreEvents(argument: _pix_webhooks_v1_ListStoreEventsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_webhooks_v1_ListStoreEventsResponse__Output>): grpc.ClientUnaryCall;
  listStoreEvents(argument: _pix_webhooks_v1_ListStoreEventsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_webhooks_v1_ListStoreEventsResponse__Output>): grpc.ClientUnaryCall;
  listStoreEvents(argument: _pix_webhooks_v1_ListStoreEventsRequest, callback: grpc.requestCallback<_pix_webhooks_v1_ListStoreEventsResponse__Output>): grpc.ClientUnaryCall;
  
  ListWebhookDeliveries(argument: _pix_webhooks_v1_ListWebhookDeliveriesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_webhooks_v1_ListWebhookDeliveriesResponse__Output>): grpc.ClientUnaryCall;
  ListWebhookDeliveries(argument: _pix_webhooks_v1_ListWebhookDeliveriesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_webhooks_v1_ListWebhookDeliveriesResponse__Output>): grpc.ClientUnaryCall;
  ListWebhookDeliveries(argument: _pix_webhooks_v1_ListWebhookDeliveriesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_webhooks_v1_ListWebhookDeliveriesResponse__Output>): grpc.ClientUnaryCall;
  ListWebhookDeliveries(argument: _pix_webhooks_v1_ListWebhookDeliveriesRequest, callback: grpc.requestCallback<_pix_webhooks_v1_ListWebhookDeliveriesResponse__Output>): grpc.ClientUnaryCall;
  listWebhookDeliveries(argument: _pix_webhooks_v1_ListWebhookDeliveriesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_webhooks_v1_ListWebhookDeliveriesResponse__Output>): grpc.ClientUnaryCall;
  listWebhookDeliveries(argument: _pix_webhooks_v1_ListWebhookDeliveriesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_webhooks_v1_ListWebhookDeliveriesResponse__Output>): grpc.ClientUnaryCall;
  listWebhookDeliveries(argument: _pix_webhooks_v1_ListWebhookDeliveriesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_webhooks_v1_ListWebhookDeliveriesResponse__Output>): grpc.ClientUnaryCall;
  listWebhookDeliveries(argument: _pix_webhooks_v1_ListWebhookDeliveriesRequest, callback: grpc.requestCallback<_pix_webhooks_v1_ListWebhookDeliveriesResponse__Output>): grpc.ClientUnaryCall;
  
  ListWebhookEndpoints(argument: _pix_webhooks_v1_ListWebhookEndpointsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_webhooks_v1_ListWebhookEndpointsResponse__Output>): grpc.ClientUnaryCall;
  ListWebhookEndpoints(argument: _pix_webhooks_v1_ListWebhookEndpointsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_webhooks_v1_ListWebhookEndpointsResponse__Output>): grpc.ClientUnaryCall;
  ListWebhookEndpoints(argument: _pix_webhooks_v1_ListWebhookEndpointsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_webhooks_v1_ListWebhookEndpointsResponse__Output>): grpc.ClientUnaryCall;
  ListWebhookEndpoints(argument: _pix_webhooks_v1_ListWebhookEndpointsRequest, callback: grpc.requestCallback<_pix_webhooks_v1_ListWebhookEndpointsResponse__Output>): grpc.ClientUnaryCall;
  listWebhookEndpoints(argument: _pix_webhooks_v1_ListWebhookEndpointsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_webhooks_v1_ListWebhookEndpointsResponse__Output>): grpc.ClientUnaryCall;
  listWebhookEndpoints(argument: _pix_webhooks_v1_ListWebhookEndpointsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_webhooks_v1_ListWebhookEndpointsResponse__Output>): grpc.ClientUnaryCall;
  listWebhookEndpoints(argument: _pix_webhooks_v1_ListWebhookEndpointsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_webhooks_v1_ListWebhookEndpointsResponse__Output>): grpc.ClientUnaryCall;
  listWebhookEndpoints(argument: _pix_webhooks_v1_ListWebhookEndpointsRequest, callback: grpc.requestCallback<_pix_webhooks_v1_ListWebhookEndpointsResponse__Output>): grpc.ClientUnaryCall;
  
  RedeliverWebhook(argument: _pix_webhooks_v1_RedeliverWebhookRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_webhooks_v1_WebhookDelivery__Output>): grpc.ClientUnaryCall;
  RedeliverWebhook(argument: _pix_webhooks_v1_RedeliverWebhookRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_webhooks_v1_WebhookDelivery__Output>): grpc.ClientUnaryCall;
  RedeliverWebhook(argument: _pix_webhooks_v1_RedeliverWebhookRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_webhooks_v1_WebhookDelivery__Output>): grpc.ClientUnaryCall;
  RedeliverWebhook(argument: _pix_webhooks_v1_RedeliverWebhookRequest, callback: grpc.requestCallback<_pix_webhooks_v1_WebhookDelivery__Output>): grpc.ClientUnaryCall;
  redeliverWebhook(argument: _pix_webhooks_v1_RedeliverWebhookRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_webhooks_v1_WebhookDelivery__Output>): grpc.ClientUnaryCall;
  redeliverWebhook(argument: _pix_webhooks_v1_RedeliverWebhookRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_webhooks_v1_WebhookDelivery__Output>): grpc.ClientUnaryCall;
  redeliverWebhook(argument: _pix_webhooks_v1_RedeliverWebhookRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_webhooks_v1_WebhookDelivery__Output>): grpc.ClientUnaryCall;
  redeliverWebhook(argument: _pix_webhooks_v1_RedeliverWebhookRequest, callback: grpc.requestCallback<_pix_webhooks_v1_WebhookDelivery__Output>): grpc.ClientUnaryCall;
  
  RotateWebhookSecret(argument: _pix_webhooks_v1_RotateWebhookSecretRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_webhooks_v1_RotateWebhookSecretResponse__Output>): grpc.ClientUnaryCall;
  RotateWebhookSecret(argument: _pix_webhooks_v1_RotateWebhookSecretRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_webhooks_v1_RotateWebhookSecretResponse__Output>): grpc.ClientUnaryCall;
  RotateWebhookSecret(argument: _pix_webhooks_v1_RotateWebhookSecretRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_webhooks_v1_RotateWebhookSecretResponse__Output>): grpc.ClientUnaryCall;
  RotateWebhookSecret(argument: _pix_webhooks_v1_RotateWebhookSecretRequest, callback: grpc.requestCallback<_pix_webhooks_v1_RotateWebhookSecretResponse__Output>): grpc.ClientUnaryCall;
  rotateWebhookSecret(argument: _pix_webhooks_v1_RotateWebhookSecretRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_webhooks_v1_RotateWebhookSecretResponse__Output>): grpc.ClientUnaryCall;
  rotateWebhookSecret(argument: _pix_webhooks_v1_RotateWebhookSecretRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_webhooks_v1_RotateWebhookSecretResponse__Output>): grpc.ClientUnaryCall;
  rotateWebhookSecret(argument: _pix_webhooks_v1_RotateWebhookSecretRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_webhooks_v1_RotateWebhookSecretResponse__Output>): grpc.ClientUnaryCall;
  rotateWebhookSecret(argument: _pix_webhooks_v1_RotateWebhookSecretRequest, callback: grpc.requestCallback<_pix_webhooks_v1_RotateWebhookSecretResponse__Output>): grpc.ClientUnaryCall;
  
  SendTestWebhook(argument: _pix_webhooks_v1_WebhookEndpointIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_webhooks_v1_WebhookDelivery__Output>): grpc.ClientUnaryCall;
  SendTestWebhook(argument: _pix_webhooks_v1_WebhookEndpointIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_webhooks_v1_WebhookDelivery__Output>): grpc.ClientUnaryCall;
  SendTestWebhook(argument: _pix_webhooks_v1_WebhookEndpointIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_webhooks_v1_WebhookDelivery__Output>): grpc.ClientUnaryCall;
  SendTestWebhook(argument: _pix_webhooks_v1_WebhookEndpointIdRequest, callback: grpc.requestCallback<_pix_webhooks_v1_WebhookDelivery__Output>): grpc.ClientUnaryCall;
  sendTestWebhook(argument: _pix_webhooks_v1_WebhookEndpointIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_webhooks_v1_WebhookDelivery__Output>): grpc.ClientUnaryCall;
  sendTestWebhook(argument: _pix_webhooks_v1_WebhookEndpointIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_webhooks_v1_WebhookDelivery__Output>): grpc.ClientUnaryCall;
  sendTestWebhook(argument: _pix_webhooks_v1_WebhookEndpointIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_webhooks_v1_WebhookDelivery__Output>): grpc.ClientUnaryCall;
  sendTestWebhook(argument: _pix_webhooks_v1_WebhookEndpointIdRequest, callback: grpc.requestCallback<_pix_webhooks_v1_WebhookDelivery__Output>): grpc.ClientUnaryCall;
  
  UpdateWebhookEndpoint(argument: _pix_webhooks_v1_UpdateWebhookEndpointRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_webhooks_v1_WebhookEndpoint__Output>): grpc.ClientUnaryCall;
  UpdateWebhookEndpoint(argument: _pix_webhooks_v1_UpdateWebhookEndpointRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_webhooks_v1_WebhookEndpoint__Output>): grpc.ClientUnaryCall;
  UpdateWebhookEndpoint(argument: _pix_webhooks_v1_UpdateWebhookEndpointRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_webhooks_v1_WebhookEndpoint__Output>): grpc.ClientUnaryCall;
  UpdateWebhookEndpoint(argument: _pix_webhooks_v1_UpdateWebhookEndpointRequest, callback: grpc.requestCallback<_pix_webhooks_v1_WebhookEndpoint__Output>): grpc.ClientUnaryCall;
  updateWebhookEndpoint(argument: _pix_webhooks_v1_UpdateWebhookEndpointRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_webhooks_v1_WebhookEndpoint__Output>): grpc.ClientUnaryCall;
  updateWebhookEndpoint(argument: _pix_webhooks_v1_UpdateWebhookEndpointRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_webhooks_v1_WebhookEndpoint__Output>): grpc.ClientUnaryCall;
  updateWebhookEndpoint(argument: _pix_webhooks_v1_UpdateWebhookEndpointRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_webhooks_v1_WebhookEndpoint__Output>): grpc.ClientUnaryCall;
  updateWebhookEndpoint(argument: _pix_webhooks_v1_UpdateWebhookEndpointRequest, callback: grpc.requestCallback<_pix_webhooks_v1_WebhookEndpoint__Output>): grpc.ClientUnaryCall;
  
}

export interface WebhooksServiceHandlers extends grpc.UntypedServiceImplementation {
  CreateWebhookEndpoint: grpc.handleUnaryCall<_pix_webhooks_v1_CreateWebhookEndpointRequest__Output, _pix_webhooks_v1_CreateWebhookEndpointResponse>;
  
  DeleteWebhookEndpoint: grpc.handleUnaryCall<_pix_webhooks_v1_WebhookEndpointIdRequest__Output, _pix_webhooks_v1_WebhookEndpoint>;
  
  GetWebhookEndpoint: grpc.handleUnaryCall<_pix_webhooks_v1_WebhookEndpointIdRequest__Output, _pix_webhooks_v1_WebhookEndpoint>;
  
  ListStoreEvents: grpc.handleUnaryCall<_pix_webhooks_v1_ListStoreEventsRequest__Output, _pix_webhooks_v1_ListStoreEventsResponse>;
  
  ListWebhookDeliveries: grpc.handleUnaryCall<_pix_webhooks_v1_ListWebhookDeliveriesRequest__Output, _pix_webhooks_v1_ListWebhookDeliveriesResponse>;
  
  ListWebhookEndpoints: grpc.handleUnaryCall<_pix_webhooks_v1_ListWebhookEndpointsRequest__Output, _pix_webhooks_v1_ListWebhookEndpointsResponse>;
  
  RedeliverWebhook: grpc.handleUnaryCall<_pix_webhooks_v1_RedeliverWebhookRequest__Output, _pix_webhooks_v1_WebhookDelivery>;
  
  RotateWebhookSecret: grpc.handleUnaryCall<_pix_webhooks_v1_RotateWebhookSecretRequest__Output, _pix_webhooks_v1_RotateWebhookSecretResponse>;
  
  SendTestWebhook: grpc.handleUnaryCall<_pix_webhooks_v1_WebhookEndpointIdRequest__Output, _pix_webhooks_v1_WebhookDelivery>;
  
  UpdateWebhookEndpoint: grpc.handleUnaryCall<_pix_webhooks_v1_UpdateWebhookEndpointRequest__Output, _pix_webhooks_v1_WebhookEndpoint>;
  
}

export interface WebhooksServiceDefinition extends grpc.ServiceDefinition {
  CreateWebhookEndpoint: MethodDefinition<_pix_webhooks_v1_CreateWebhookEndpointRequest, _pix_webhooks_v1_CreateWebhookEndpointResponse, _pix_webhooks_v1_CreateWebhookEndpointRequest__Output, _pix_webhooks_v1_CreateWebhookEndpointResponse__Output>
  DeleteWebhookEndpoint: MethodDefinition<_pix_webhooks_v1_WebhookEndpointIdRequest, _pix_webhooks_v1_WebhookEndpoint, _pix_webhooks_v1_WebhookEndpointIdRequest__Output, _pix_webhooks_v1_WebhookEndpoint__Output>
  GetWebhookEndpoint: MethodDefinition<_pix_webhooks_v1_WebhookEndpointIdRequest, _pix_webhooks_v1_WebhookEndpoint, _pix_webhooks_v1_WebhookEndpointIdRequest__Output, _pix_webhooks_v1_WebhookEndpoint__Output>
  ListStoreEvents: MethodDefinition<_pix_webhooks_v1_ListStoreEventsRequest, _pix_webhooks_v1_ListStoreEventsResponse, _pix_webhooks_v1_ListStoreEventsRequest__Output, _pix_webhooks_v1_ListStoreEventsResponse__Output>
  ListWebhookDeliveries: MethodDefinition<_pix_webhooks_v1_ListWebhookDeliveriesRequest, _pix_webhooks_v1_ListWebhookDeliveriesResponse, _pix_webhooks_v1_ListWebhookDeliveriesRequest__Output, _pix_webhooks_v1_ListWebhookDeliveriesResponse__Output>
  ListWebhookEndpoints: MethodDefinition<_pix_webhooks_v1_ListWebhookEndpointsRequest, _pix_webhooks_v1_ListWebhookEndpointsResponse, _pix_webhooks_v1_ListWebhookEndpointsRequest__Output, _pix_webhooks_v1_ListWebhookEndpointsResponse__Output>
  RedeliverWebhook: MethodDefinition<_pix_webhooks_v1_RedeliverWebhookRequest, _pix_webhooks_v1_WebhookDelivery, _pix_webhooks_v1_RedeliverWebhookRequest__Output, _pix_webhooks_v1_WebhookDelivery__Output>
  RotateWebhookSecret: MethodDefinition<_pix_webhooks_v1_RotateWebhookSecretRequest, _pix_webhooks_v1_RotateWebhookSecretResponse, _pix_webhooks_v1_RotateWebhookSecretRequest__Output, _pix_webhooks_v1_RotateWebhookSecretResponse__Output>
  SendTestWebhook: MethodDefinition<_pix_webhooks_v1_WebhookEndpointIdRequest, _pix_webhooks_v1_WebhookDelivery, _pix_webhooks_v1_WebhookEndpointIdRequest__Output, _pix_webhooks_v1_WebhookDelivery__Output>
  UpdateWebhookEndpoint: MethodDefinition<_pix_webhooks_v1_UpdateWebhookEndpointRequest, _pix_webhooks_v1_WebhookEndpoint, _pix_webhooks_v1_UpdateWebhookEndpointRequest__Output, _pix_webhooks_v1_WebhookEndpoint__Output>
}

// Original file: proto/checkout/v1/checkout.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { CreatePaymentLinkRequest as _pix_checkout_v1_CreatePaymentLinkRequest, CreatePaymentLinkRequest__Output as _pix_checkout_v1_CreatePaymentLinkRequest__Output } from '../../../pix/checkout/v1/CreatePaymentLinkRequest';
import type { ListPaymentLinksRequest as _pix_checkout_v1_ListPaymentLinksRequest, ListPaymentLinksRequest__Output as _pix_checkout_v1_ListPaymentLinksRequest__Output } from '../../../pix/checkout/v1/ListPaymentLinksRequest';
import type { ListPaymentLinksResponse as _pix_checkout_v1_ListPaymentLinksResponse, ListPaymentLinksResponse__Output as _pix_checkout_v1_ListPaymentLinksResponse__Output } from '../../../pix/checkout/v1/ListPaymentLinksResponse';
import type { PaymentLink as _pix_checkout_v1_PaymentLink, PaymentLink__Output as _pix_checkout_v1_PaymentLink__Output } from '../../../pix/checkout/v1/PaymentLink';
import type { PaymentLinkIdRequest as _pix_checkout_v1_PaymentLinkIdRequest, PaymentLinkIdRequest__Output as _pix_checkout_v1_PaymentLinkIdRequest__Output } from '../../../pix/checkout/v1/PaymentLinkIdRequest';
import type { ReferenceCount as _pix_checkout_v1_ReferenceCount, ReferenceCount__Output as _pix_checkout_v1_ReferenceCount__Output } from '../../../pix/checkout/v1/ReferenceCount';
import type { ReferenceRequest as _pix_checkout_v1_ReferenceRequest, ReferenceRequest__Output as _pix_checkout_v1_ReferenceRequest__Output } from '../../../pix/checkout/v1/ReferenceRequest';
import type { UpdatePaymentLinkRequest as _pix_checkout_v1_UpdatePaymentLinkRequest, UpdatePaymentLinkRequest__Output as _pix_checkout_v1_UpdatePaymentLinkRequest__Output } from '../../../pix/checkout/v1/UpdatePaymentLinkRequest';

export interface CheckoutServiceClient extends grpc.Client {
  CountReferences(argument: _pix_checkout_v1_ReferenceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_checkout_v1_ReferenceCount__Output>): grpc.ClientUnaryCall;
  CountReferences(argument: _pix_checkout_v1_ReferenceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_checkout_v1_ReferenceCount__Output>): grpc.ClientUnaryCall;
  CountReferences(argument: _pix_checkout_v1_ReferenceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_checkout_v1_ReferenceCount__Output>): grpc.ClientUnaryCall;
  CountReferences(argument: _pix_checkout_v1_ReferenceRequest, callback: grpc.requestCallback<_pix_checkout_v1_ReferenceCount__Output>): grpc.ClientUnaryCall;
  countReferences(argument: _pix_checkout_v1_ReferenceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_checkout_v1_ReferenceCount__Output>): grpc.ClientUnaryCall;
  countReferences(argument: _pix_checkout_v1_ReferenceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_checkout_v1_ReferenceCount__Output>): grpc.ClientUnaryCall;
  countReferences(argument: _pix_checkout_v1_ReferenceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_checkout_v1_ReferenceCount__Output>): grpc.ClientUnaryCall;
  countReferences(argument: _pix_checkout_v1_ReferenceRequest, callback: grpc.requestCallback<_pix_checkout_v1_ReferenceCount__Output>): grpc.ClientUnaryCall;
  
  CreatePaymentLink(argument: _pix_checkout_v1_CreatePaymentLinkRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_checkout_v1_PaymentLink__Output>): grpc.ClientUnaryCall;
  CreatePaymentLink(argument: _pix_checkout_v1_CreatePaymentLinkRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_checkout_v1_PaymentLink__Output>): grpc.ClientUnaryCall;
  CreatePaymentLink(argument: _pix_checkout_v1_CreatePaymentLinkRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_checkout_v1_PaymentLink__Output>): grpc.ClientUnaryCall;
  CreatePaymentLink(argument: _pix_checkout_v1_CreatePaymentLinkRequest, callback: grpc.requestCallback<_pix_checkout_v1_PaymentLink__Output>): grpc.ClientUnaryCall;
  createPaymentLink(argument: _pix_checkout_v1_CreatePaymentLinkRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_checkout_v1_PaymentLink__Output>): grpc.ClientUnaryCall;
  createPaymentLink(argument: _pix_checkout_v1_CreatePaymentLinkRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_checkout_v1_PaymentLink__Output>): grpc.ClientUnaryCall;
  createPaymentLink(argument: _pix_checkout_v1_CreatePaymentLinkRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_checkout_v1_PaymentLink__Output>): grpc.ClientUnaryCall;
  createPaymentLink(argument: _pix_checkout_v1_CreatePaymentLinkRequest, callback: grpc.requestCallback<_pix_checkout_v1_PaymentLink__Output>): grpc.ClientUnaryCall;
  
  DeletePaymentLink(argument: _pix_checkout_v1_PaymentLinkIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_checkout_v1_PaymentLink__Output>): grpc.ClientUnaryCall;
  DeletePaymentLink(argument: _pix_checkout_v1_PaymentLinkIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_checkout_v1_PaymentLink__Output>): grpc.ClientUnaryCall;
  DeletePaymentLink(argument: _pix_checkout_v1_PaymentLinkIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_checkout_v1_PaymentLink__Output>): grpc.ClientUnaryCall;
  DeletePaymentLink(argument: _pix_checkout_v1_PaymentLinkIdRequest, callback: grpc.requestCallback<_pix_checkout_v1_PaymentLink__Output>): grpc.ClientUnaryCall;
  deletePaymentLink(argument: _pix_checkout_v1_PaymentLinkIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_checkout_v1_PaymentLink__Output>): grpc.ClientUnaryCall;
  deletePaymentLink(argument: _pix_checkout_v1_PaymentLinkIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_checkout_v1_PaymentLink__Output>): grpc.ClientUnaryCall;
  deletePaymentLink(argument: _pix_checkout_v1_PaymentLinkIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_checkout_v1_PaymentLink__Output>): grpc.ClientUnaryCall;
  deletePaymentLink(argument: _pix_checkout_v1_PaymentLinkIdRequest, callback: grpc.requestCallback<_pix_checkout_v1_PaymentLink__Output>): grpc.ClientUnaryCall;
  
  ListPaymentLinks(argument: _pix_checkout_v1_ListPaymentLinksRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_checkout_v1_ListPaymentLinksResponse__Output>): grpc.ClientUnaryCall;
  ListPaymentLinks(argument: _pix_checkout_v1_ListPaymentLinksRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_checkout_v1_ListPaymentLinksResponse__Output>): grpc.ClientUnaryCall;
  ListPaymentLinks(argument: _pix_checkout_v1_ListPaymentLinksRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_checkout_v1_ListPaymentLinksResponse__Output>): grpc.ClientUnaryCall;
  ListPaymentLinks(argument: _pix_checkout_v1_ListPaymentLinksRequest, callback: grpc.requestCallback<_pix_checkout_v1_ListPaymentLinksResponse__Output>): grpc.ClientUnaryCall;
  listPaymentLinks(argument: _pix_checkout_v1_ListPaymentLinksRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_checkout_v1_ListPaymentLinksResponse__Output>): grpc.ClientUnaryCall;
  listPaymentLinks(argument: _pix_checkout_v1_ListPaymentLinksRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_checkout_v1_ListPaymentLinksResponse__Output>): grpc.ClientUnaryCall;
  listPaymentLinks(argument: _pix_checkout_v1_ListPaymentLinksRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_checkout_v1_ListPaymentLinksResponse__Output>): grpc.ClientUnaryCall;
  listPaymentLinks(argument: _pix_checkout_v1_ListPaymentLinksRequest, callback: grpc.requestCallback<_pix_checkout_v1_ListPaymentLinksResponse__Output>): grpc.ClientUnaryCall;
  
  UnlinkReferences(argument: _pix_checkout_v1_ReferenceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_checkout_v1_ReferenceCount__Output>): grpc.ClientUnaryCall;
  UnlinkReferences(argument: _pix_checkout_v1_ReferenceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_checkout_v1_ReferenceCount__Output>): grpc.ClientUnaryCall;
  UnlinkReferences(argument: _pix_checkout_v1_ReferenceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_checkout_v1_ReferenceCount__Output>): grpc.ClientUnaryCall;
  UnlinkReferences(argument: _pix_checkout_v1_ReferenceRequest, callback: grpc.requestCallback<_pix_checkout_v1_ReferenceCount__Output>): grpc.ClientUnaryCall;
  unlinkReferences(argument: _pix_checkout_v1_ReferenceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_checkout_v1_ReferenceCount__Output>): grpc.ClientUnaryCall;
  unlinkReferences(argument: _pix_checkout_v1_ReferenceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_checkout_v1_ReferenceCount__Output>): grpc.ClientUnaryCall;
  unlinkReferences(argument: _pix_checkout_v1_ReferenceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_checkout_v1_ReferenceCount__Output>): grpc.ClientUnaryCall;
  unlinkReferences(argument: _pix_checkout_v1_ReferenceRequest, callback: grpc.requestCallback<_pix_checkout_v1_ReferenceCount__Output>): grpc.ClientUnaryCall;
  
  UpdatePaymentLink(argument: _pix_checkout_v1_UpdatePaymentLinkRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_checkout_v1_PaymentLink__Output>): grpc.ClientUnaryCall;
  UpdatePaymentLink(argument: _pix_checkout_v1_UpdatePaymentLinkRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_checkout_v1_PaymentLink__Output>): grpc.ClientUnaryCall;
  UpdatePaymentLink(argument: _pix_checkout_v1_UpdatePaymentLinkRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_checkout_v1_PaymentLink__Output>): grpc.ClientUnaryCall;
  UpdatePaymentLink(argument: _pix_checkout_v1_UpdatePaymentLinkRequest, callback: grpc.requestCallback<_pix_checkout_v1_PaymentLink__Output>): grpc.ClientUnaryCall;
  updatePaymentLink(argument: _pix_checkout_v1_UpdatePaymentLinkRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_checkout_v1_PaymentLink__Output>): grpc.ClientUnaryCall;
  updatePaymentLink(argument: _pix_checkout_v1_UpdatePaymentLinkRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_checkout_v1_PaymentLink__Output>): grpc.ClientUnaryCall;
  updatePaymentLink(argument: _pix_checkout_v1_UpdatePaymentLinkRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_checkout_v1_PaymentLink__Output>): grpc.ClientUnaryCall;
  updatePaymentLink(argument: _pix_checkout_v1_UpdatePaymentLinkRequest, callback: grpc.requestCallback<_pix_checkout_v1_PaymentLink__Output>): grpc.ClientUnaryCall;
  
}

export interface CheckoutServiceHandlers extends grpc.UntypedServiceImplementation {
  CountReferences: grpc.handleUnaryCall<_pix_checkout_v1_ReferenceRequest__Output, _pix_checkout_v1_ReferenceCount>;
  
  CreatePaymentLink: grpc.handleUnaryCall<_pix_checkout_v1_CreatePaymentLinkRequest__Output, _pix_checkout_v1_PaymentLink>;
  
  DeletePaymentLink: grpc.handleUnaryCall<_pix_checkout_v1_PaymentLinkIdRequest__Output, _pix_checkout_v1_PaymentLink>;
  
  ListPaymentLinks: grpc.handleUnaryCall<_pix_checkout_v1_ListPaymentLinksRequest__Output, _pix_checkout_v1_ListPaymentLinksResponse>;
  
  UnlinkReferences: grpc.handleUnaryCall<_pix_checkout_v1_ReferenceRequest__Output, _pix_checkout_v1_ReferenceCount>;
  
  UpdatePaymentLink: grpc.handleUnaryCall<_pix_checkout_v1_UpdatePaymentLinkRequest__Output, _pix_checkout_v1_PaymentLink>;
  
}

export interface CheckoutServiceDefinition extends grpc.ServiceDefinition {
  CountReferences: MethodDefinition<_pix_checkout_v1_ReferenceRequest, _pix_checkout_v1_ReferenceCount, _pix_checkout_v1_ReferenceRequest__Output, _pix_checkout_v1_ReferenceCount__Output>
  CreatePaymentLink: MethodDefinition<_pix_checkout_v1_CreatePaymentLinkRequest, _pix_checkout_v1_PaymentLink, _pix_checkout_v1_CreatePaymentLinkRequest__Output, _pix_checkout_v1_PaymentLink__Output>
  DeletePaymentLink: MethodDefinition<_pix_checkout_v1_PaymentLinkIdRequest, _pix_checkout_v1_PaymentLink, _pix_checkout_v1_PaymentLinkIdRequest__Output, _pix_checkout_v1_PaymentLink__Output>
  ListPaymentLinks: MethodDefinition<_pix_checkout_v1_ListPaymentLinksRequest, _pix_checkout_v1_ListPaymentLinksResponse, _pix_checkout_v1_ListPaymentLinksRequest__Output, _pix_checkout_v1_ListPaymentLinksResponse__Output>
  UnlinkReferences: MethodDefinition<_pix_checkout_v1_ReferenceRequest, _pix_checkout_v1_ReferenceCount, _pix_checkout_v1_ReferenceRequest__Output, _pix_checkout_v1_ReferenceCount__Output>
  UpdatePaymentLink: MethodDefinition<_pix_checkout_v1_UpdatePaymentLinkRequest, _pix_checkout_v1_PaymentLink, _pix_checkout_v1_UpdatePaymentLinkRequest__Output, _pix_checkout_v1_PaymentLink__Output>
}

// Original file: proto/charges/v1/charges.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { ChargeReferenceCount as _pix_charges_v1_ChargeReferenceCount, ChargeReferenceCount__Output as _pix_charges_v1_ChargeReferenceCount__Output } from '../../../pix/charges/v1/ChargeReferenceCount';
import type { ChargeReferenceRequest as _pix_charges_v1_ChargeReferenceRequest, ChargeReferenceRequest__Output as _pix_charges_v1_ChargeReferenceRequest__Output } from '../../../pix/charges/v1/ChargeReferenceRequest';
import type { CreateRecurrenceRequest as _pix_charges_v1_CreateRecurrenceRequest, CreateRecurrenceRequest__Output as _pix_charges_v1_CreateRecurrenceRequest__Output } from '../../../pix/charges/v1/CreateRecurrenceRequest';
import type { Empty as _pix_charges_v1_Empty, Empty__Output as _pix_charges_v1_Empty__Output } from '../../../pix/charges/v1/Empty';
import type { PendingSubscriptionChargeRequest as _pix_charges_v1_PendingSubscriptionChargeRequest, PendingSubscriptionChargeRequest__Output as _pix_charges_v1_PendingSubscriptionChargeRequest__Output } from '../../../pix/charges/v1/PendingSubscriptionChargeRequest';
import type { PendingSubscriptionChargeResponse as _pix_charges_v1_PendingSubscriptionChargeResponse, PendingSubscriptionChargeResponse__Output as _pix_charges_v1_PendingSubscriptionChargeResponse__Output } from '../../../pix/charges/v1/PendingSubscriptionChargeResponse';
import type { RecurrenceIdRequest as _pix_charges_v1_RecurrenceIdRequest, RecurrenceIdRequest__Output as _pix_charges_v1_RecurrenceIdRequest__Output } from '../../../pix/charges/v1/RecurrenceIdRequest';
import type { RecurrenceMessage as _pix_charges_v1_RecurrenceMessage, RecurrenceMessage__Output as _pix_charges_v1_RecurrenceMessage__Output } from '../../../pix/charges/v1/RecurrenceMessage';
import type { RecurringChargeMessage as _pix_charges_v1_RecurringChargeMessage, RecurringChargeMessage__Output as _pix_charges_v1_RecurringChargeMessage__Output } from '../../../pix/charges/v1/RecurringChargeMessage';
import type { RetryRecurringChargeRequest as _pix_charges_v1_RetryRecurringChargeRequest, RetryRecurringChargeRequest__Output as _pix_charges_v1_RetryRecurringChargeRequest__Output } from '../../../pix/charges/v1/RetryRecurringChargeRequest';
import type { SendRecurringChargeRequest as _pix_charges_v1_SendRecurringChargeRequest, SendRecurringChargeRequest__Output as _pix_charges_v1_SendRecurringChargeRequest__Output } from '../../../pix/charges/v1/SendRecurringChargeRequest';
import type { SimulateRecurrenceRequest as _pix_charges_v1_SimulateRecurrenceRequest, SimulateRecurrenceRequest__Output as _pix_charges_v1_SimulateRecurrenceRequest__Output } from '../../../pix/charges/v1/SimulateRecurrenceRequest';
import type { SubscriptionChargeByTxidRequest as _pix_charges_v1_SubscriptionChargeByTxidRequest, SubscriptionChargeByTxidRequest__Output as _pix_charges_v1_SubscriptionChargeByTxidRequest__Output } from '../../../pix/charges/v1/SubscriptionChargeByTxidRequest';
import type { SubscriptionChargeByTxidResponse as _pix_charges_v1_SubscriptionChargeByTxidResponse, SubscriptionChargeByTxidResponse__Output as _pix_charges_v1_SubscriptionChargeByTxidResponse__Output } from '../../../pix/charges/v1/SubscriptionChargeByTxidResponse';

export interface ChargesSubscriptionSupportClient extends grpc.Client {
  CancelRecurrence(argument: _pix_charges_v1_RecurrenceIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_RecurrenceMessage__Output>): grpc.ClientUnaryCall;
  CancelRecurrence(argument: _pix_charges_v1_RecurrenceIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_RecurrenceMessage__Output>): grpc.ClientUnaryCall;
  CancelRecurrence(argument: _pix_charges_v1_RecurrenceIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_RecurrenceMessage__Output>): grpc.ClientUnaryCall;
  CancelRecurrence(argument: _pix_charges_v1_RecurrenceIdRequest, callback: grpc.requestCallback<_pix_charges_v1_RecurrenceMessage__Output>): grpc.ClientUnaryCall;
  cancelRecurrence(argument: _pix_charges_v1_RecurrenceIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_RecurrenceMessage__Output>): grpc.ClientUnaryCall;
  cancelRecurrence(argument: _pix_charges_v1_RecurrenceIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_RecurrenceMessage__Output>): grpc.ClientUnaryCall;
  cancelRecurrence(argument: _pix_charges_v1_RecurrenceIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_RecurrenceMessage__Output>): grpc.ClientUnaryCall;
  cancelRecurrence(argument: _pix_charges_v1_RecurrenceIdRequest, callback: grpc.requestCallback<_pix_charges_v1_RecurrenceMessage__Output>): grpc.ClientUnaryCall;
  
  CountReferences(argument: _pix_charges_v1_ChargeReferenceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_ChargeReferenceCount__Output>): grpc.ClientUnaryCall;
  CountReferences(argument: _pix_charges_v1_ChargeReferenceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_ChargeReferenceCount__Output>): grpc.ClientUnaryCall;
  CountReferences(argument: _pix_charges_v1_ChargeReferenceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_ChargeReferenceCount__Output>): grpc.ClientUnaryCall;
  CountReferences(argument: _pix_charges_v1_ChargeReferenceRequest, callback: grpc.requestCallback<_pix_charges_v1_ChargeReferenceCount__Output>): grpc.ClientUnaryCall;
  countReferences(argument: _pix_charges_v1_ChargeReferenceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_ChargeReferenceCount__Output>): grpc.ClientUnaryCall;
  countReferences(argument: _pix_charges_v1_ChargeReferenceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_ChargeReferenceCount__Output>): grpc.ClientUnaryCall;
  countReferences(argument: _pix_charges_v1_ChargeReferenceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_ChargeReferenceCount__Output>): grpc.ClientUnaryCall;
  countReferences(argument: _pix_charges_v1_ChargeReferenceRequest, callback: grpc.requestCallback<_pix_charges_v1_ChargeReferenceCount__Output>): grpc.ClientUnaryCall;
  
  CreateRecurrence(argument: _pix_charges_v1_CreateRecurrenceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_RecurrenceMessage__Output>): grpc.ClientUnaryCall;
  CreateRecurrence(argument: _pix_charges_v1_CreateRecurrenceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_RecurrenceMessage__Output>): grpc.ClientUnaryCall;
  CreateRecurrence(argument: _pix_charges_v1_CreateRecurrenceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_RecurrenceMessage__Output>): grpc.ClientUnaryCall;
  CreateRecurrence(argument: _pix_charges_v1_CreateRecurrenceRequest, callback: grpc.requestCallback<_pix_charges_v1_RecurrenceMessage__Output>): grpc.ClientUnaryCall;
  createRecurrence(argument: _pix_charges_v1_CreateRecurrenceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_RecurrenceMessage__Output>): grpc.ClientUnaryCall;
  createRecurrence(argument: _pix_charges_v1_CreateRecurrenceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_RecurrenceMessage__Output>): grpc.ClientUnaryCall;
  createRecurrence(argument: _pix_charges_v1_CreateRecurrenceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_RecurrenceMessage__Output>): grpc.ClientUnaryCall;
  createRecurrence(argument: _pix_charges_v1_CreateRecurrenceRequest, callback: grpc.requestCallback<_pix_charges_v1_RecurrenceMessage__Output>): grpc.ClientUnaryCall;
  
  FindPendingSubscriptionCharge(argument: _pix_charges_v1_PendingSubscriptionChargeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_PendingSubscriptionChargeResponse__Output>): grpc.ClientUnaryCall;
  FindPendingSubscriptionCharge(argument: _pix_charges_v1_PendingSubscriptionChargeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_PendingSubscriptionChargeResponse__Output>): grpc.ClientUnaryCall;
  FindPendingSubscriptionCharge(argument: _pix_charges_v1_PendingSubscriptionChargeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_PendingSubscriptionChargeResponse__Output>): grpc.ClientUnaryCall;
  FindPendingSubscriptionCharge(argument: _pix_charges_v1_PendingSubscriptionChargeRequest, callback: grpc.requestCallback<_pix_charges_v1_PendingSubscriptionChargeResponse__Output>): grpc.ClientUnaryCall;
  findPendingSubscriptionCharge(argument: _pix_charges_v1_PendingSubscriptionChargeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_PendingSubscriptionChargeResponse__Output>): grpc.ClientUnaryCall;
  findPendingSubscriptionCharge(argument: _pix_charges_v1_PendingSubscriptionChargeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_PendingSubscriptionChargeResponse__Output>): grpc.ClientUnaryCall;
  findPendingSubscriptionCharge(argument: _pix_charges_v1_PendingSubscriptionChargeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_PendingSubscriptionChargeResponse__Output>): grpc.ClientUnaryCall;
  findPendingSubscriptionCharge(argument: _pix_charges_v1_PendingSubscriptionChargeRequest, callback: grpc.requestCallback<_pix_charges_v1_PendingSubscriptionChargeResponse__Output>): grpc.ClientUnaryCall;
  
  FindSubscriptionChargeByTxid(argument: _pix_charges_v1_SubscriptionChargeByTxidRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_SubscriptionChargeByTxidResponse__Output>): grpc.ClientUnaryCall;
  FindSubscriptionChargeByTxid(argument: _pix_charges_v1_SubscriptionChargeByTxidRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_SubscriptionChargeByTxidResponse__Output>): grpc.ClientUnaryCall;
  FindSubscriptionChargeByTxid(argument: _pix_charges_v1_SubscriptionChargeByTxidRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_SubscriptionChargeByTxidResponse__Output>): grpc.ClientUnaryCall;
  FindSubscriptionChargeByTxid(argument: _pix_charges_v1_SubscriptionChargeByTxidRequest, callback: grpc.requestCallback<_pix_charges_v1_SubscriptionChargeByTxidResponse__Output>): grpc.ClientUnaryCall;
  findSubscriptionChargeByTxid(argument: _pix_charges_v1_SubscriptionChargeByTxidRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_SubscriptionChargeByTxidResponse__Output>): grpc.ClientUnaryCall;
  findSubscriptionChargeByTxid(argument: _pix_charges_v1_SubscriptionChargeByTxidRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_SubscriptionChargeByTxidResponse__Output>): grpc.ClientUnaryCall;
  findSubscriptionChargeByTxid(argument: _pix_charges_v1_SubscriptionChargeByTxidRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_SubscriptionChargeByTxidResponse__Output>): grpc.ClientUnaryCall;
  findSubscriptionChargeByTxid(argument: _pix_charges_v1_SubscriptionChargeByTxidRequest, callback: grpc.requestCallback<_pix_charges_v1_SubscriptionChargeByTxidResponse__Output>): grpc.ClientUnaryCall;
  
  GetRecurrence(argument: _pix_charges_v1_RecurrenceIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_RecurrenceMessage__Output>): grpc.ClientUnaryCall;
  GetRecurrence(argument: _pix_charges_v1_RecurrenceIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_RecurrenceMessage__Output>): grpc.ClientUnaryCall;
  GetRecurrence(argument: _pix_charges_v1_RecurrenceIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_RecurrenceMessage__Output>): grpc.ClientUnaryCall;
  GetRecurrence(argument: _pix_charges_v1_RecurrenceIdRequest, callback: grpc.requestCallback<_pix_charges_v1_RecurrenceMessage__Output>): grpc.ClientUnaryCall;
  getRecurrence(argument: _pix_charges_v1_RecurrenceIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_RecurrenceMessage__Output>): grpc.ClientUnaryCall;
  getRecurrence(argument: _pix_charges_v1_RecurrenceIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_RecurrenceMessage__Output>): grpc.ClientUnaryCall;
  getRecurrence(argument: _pix_charges_v1_RecurrenceIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_RecurrenceMessage__Output>): grpc.ClientUnaryCall;
  getRecurrence(argument: _pix_charges_v1_RecurrenceIdRequest, callback: grpc.requestCallback<_pix_charges_v1_RecurrenceMessage__Output>): grpc.ClientUnaryCall;
  
  GetRecurringCharge(argument: _pix_charges_v1_RecurrenceIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_RecurringChargeMessage__Output>): grpc.ClientUnaryCall;
  GetRecurringCharge(argument: _pix_charges_v1_RecurrenceIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_RecurringChargeMessage__Output>): grpc.ClientUnaryCall;
  GetRecurringCharge(argument: _pix_charges_v1_RecurrenceIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_RecurringChargeMessage__Output>): grpc.ClientUnaryCall;
  GetRecurringCharge(argument: _pix_charges_v1_RecurrenceIdRequest, callback: grpc.requestCallback<_pix_charges_v1_RecurringChargeMessage__Output>): grpc.ClientUnaryCall;
  getRecurringCharge(argument: _pix_charges_v1_RecurrenceIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_RecurringChargeMessage__Output>): grpc.ClientUnaryCall;
  getRecurringCharge(argument: _pix_charges_v1_RecurrenceIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_RecurringChargeMessage__Output>): grpc.ClientUnaryCall;
  getRecurringCharge(argument: _pix_charges_v1_RecurrenceIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_RecurringChargeMessage__Output>): grpc.ClientUnaryCall;
  getRecurringCharge(argument: _pix_charges_v1_RecurrenceIdRequest, callback: grpc.requestCallback<_pix_charges_v1_RecurringChargeMessage__Output>): grpc.ClientUnaryCall;
  
  RetryRecurringCharge(argument: _pix_charges_v1_RetryRecurringChargeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_RecurringChargeMessage__Output>): grpc.ClientUnaryCall;
  RetryRecurringCharge(argument: _pix_charges_v1_RetryRecurringChargeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_RecurringChargeMessage__Output>): grpc.ClientUnaryCall;
  RetryRecurringCharge(argument: _pix_charges_v1_RetryRecurringChargeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_RecurringChargeMessage__Output>): grpc.ClientUnaryCall;
  RetryRecurringCharge(argument: _pix_charges_v1_RetryRecurringChargeRequest, callback: grpc.requestCallback<_pix_charges_v1_RecurringChargeMessage__Output>): grpc.ClientUnaryCall;
  retryRecurringCharge(argument: _pix_charges_v1_RetryRecurringChargeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_RecurringChargeMessage__Output>): grpc.ClientUnaryCall;
  retryRecurringCharge(argument: _pix_charges_v1_RetryRecurringChargeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_RecurringChargeMessage__Output>): grpc.ClientUnaryCall;
  retryRecurringCharge(argument: _pix_charges_v1_RetryRecurringChargeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_RecurringChargeMessage__Output>): grpc.ClientUnaryCall;
  retryRecurringCharge(argument: _pix_charges_v1_RetryRecurringChargeRequest, callback: grpc.requestCallback<_pix_charges_v1_RecurringChargeMessage__Output>): grpc.ClientUnaryCall;
  
  SendRecurringCharge(argument: _pix_charges_v1_SendRecurringChargeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_RecurringChargeMessage__Output>): grpc.ClientUnaryCall;
  SendRecurringCharge(argument: _pix_charges_v1_SendRecurringChargeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_RecurringChargeMessage__Output>): grpc.ClientUnaryCall;
  SendRecurringCharge(argument: _pix_charges_v1_SendRecurringChargeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_RecurringChargeMessage__Output>): grpc.ClientUnaryCall;
  SendRecurringCharge(argument: _pix_charges_v1_SendRecurringChargeRequest, callback: grpc.requestCallback<_pix_charges_v1_RecurringChargeMessage__Output>): grpc.ClientUnaryCall;
  sendRecurringCharge(argument: _pix_charges_v1_SendRecurringChargeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_RecurringChargeMessage__Output>): grpc.ClientUnaryCall;
  sendRecurringCharge(argument: _pix_charges_v1_SendRecurringChargeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_RecurringChargeMessage__Output>): grpc.ClientUnaryCall;
  sendRecurringCharge(argument: _pix_charges_v1_SendRecurringChargeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_RecurringChargeMessage__Output>): grpc.ClientUnaryCall;
  sendRecurringCharge(argument: _pix_charges_v1_SendRecurringChargeRequest, callback: grpc.requestCallback<_pix_charges_v1_RecurringChargeMessage__Output>): grpc.ClientUnaryCall;
  
  SimulateRecurrence(argument: _pix_charges_v1_SimulateRecurrenceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_Empty__Output>): grpc.ClientUnaryCall;
  SimulateRecurrence(argument: _pix_charges_v1_SimulateRecurrenceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_Empty__Output>): grpc.ClientUnaryCall;
  SimulateRecurrence(argument: _pix_charges_v1_SimulateRecurrenceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_Empty__Output>): grpc.ClientUnaryCall;
  SimulateRecurrence(argument: _pix_charges_v1_SimulateRecurrenceRequest, callback: grpc.requestCallback<_pix_charges_v1_Empty__Output>): grpc.ClientUnaryCall;
  simulateRecurrence(argument: _pix_charges_v1_SimulateRecurrenceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_Empty__Output>): grpc.ClientUnaryCall;
  simulateRecurrence(argument: _pix_charges_v1_SimulateRecurrenceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_Empty__Output>): grpc.ClientUnaryCall;
  simulateRecurrence(argument: _pix_charges_v1_SimulateRecurrenceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_Empty__Output>): grpc.ClientUnaryCall;
  simulateRecurrence(argument: _pix_charges_v1_SimulateRecurrenceRequest, callback: grpc.requestCallback<_pix_charges_v1_Empty__Output>): grpc.ClientUnaryCall;
  
  UnlinkReferences(argument: _pix_charges_v1_ChargeReferenceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_ChargeReferenceCount__Output>): grpc.ClientUnaryCall;
  UnlinkReferences(argument: _pix_charges_v1_ChargeReferenceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_ChargeReferenceCount__Output>): grpc.ClientUnaryCall;
  UnlinkReferences(argument: _pix_charges_v1_ChargeReferenceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_ChargeReferenceCount__Output>): grpc.ClientUnaryCall;
  UnlinkReferences(argument: _pix_charges_v1_ChargeReferenceRequest, callback: grpc.requestCallback<_pix_charges_v1_ChargeReferenceCount__Output>): grpc.ClientUnaryCall;
  unlinkReferences(argument: _pix_charges_v1_ChargeReferenceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_ChargeReferenceCount__Output>): grpc.ClientUnaryCall;
  unlinkReferences(argument: _pix_charges_v1_ChargeReferenceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_ChargeReferenceCount__Output>): grpc.ClientUnaryCall;
  unlinkReferences(argument: _pix_charges_v1_ChargeReferenceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_ChargeReferenceCount__Output>): grpc.ClientUnaryCall;
  unlinkReferences(argument: _pix_charges_v1_ChargeReferenceRequest, callback: grpc.requestCallback<_pix_charges_v1_ChargeReferenceCount__Output>): grpc.ClientUnaryCall;
  
}

export interface ChargesSubscriptionSupportHandlers extends grpc.UntypedServiceImplementation {
  CancelRecurrence: grpc.handleUnaryCall<_pix_charges_v1_RecurrenceIdRequest__Output, _pix_charges_v1_RecurrenceMessage>;
  
  CountReferences: grpc.handleUnaryCall<_pix_charges_v1_ChargeReferenceRequest__Output, _pix_charges_v1_ChargeReferenceCount>;
  
  CreateRecurrence: grpc.handleUnaryCall<_pix_charges_v1_CreateRecurrenceRequest__Output, _pix_charges_v1_RecurrenceMessage>;
  
  FindPendingSubscriptionCharge: grpc.handleUnaryCall<_pix_charges_v1_PendingSubscriptionChargeRequest__Output, _pix_charges_v1_PendingSubscriptionChargeResponse>;
  
  FindSubscriptionChargeByTxid: grpc.handleUnaryCall<_pix_charges_v1_SubscriptionChargeByTxidRequest__Output, _pix_charges_v1_SubscriptionChargeByTxidResponse>;
  
  GetRecurrence: grpc.handleUnaryCall<_pix_charges_v1_RecurrenceIdRequest__Output, _pix_charges_v1_RecurrenceMessage>;
  
  GetRecurringCharge: grpc.handleUnaryCall<_pix_charges_v1_RecurrenceIdRequest__Output, _pix_charges_v1_RecurringChargeMessage>;
  
  RetryRecurringCharge: grpc.handleUnaryCall<_pix_charges_v1_RetryRecurringChargeRequest__Output, _pix_charges_v1_RecurringChargeMessage>;
  
  SendRecurringCharge: grpc.handleUnaryCall<_pix_charges_v1_SendRecurringChargeRequest__Output, _pix_charges_v1_RecurringChargeMessage>;
  
  SimulateRecurrence: grpc.handleUnaryCall<_pix_charges_v1_SimulateRecurrenceRequest__Output, _pix_charges_v1_Empty>;
  
  UnlinkReferences: grpc.handleUnaryCall<_pix_charges_v1_ChargeReferenceRequest__Output, _pix_charges_v1_ChargeReferenceCount>;
  
}

export interface ChargesSubscriptionSupportDefinition extends grpc.ServiceDefinition {
  CancelRecurrence: MethodDefinition<_pix_charges_v1_RecurrenceIdRequest, _pix_charges_v1_RecurrenceMessage, _pix_charges_v1_RecurrenceIdRequest__Output, _pix_charges_v1_RecurrenceMessage__Output>
  CountReferences: MethodDefinition<_pix_charges_v1_ChargeReferenceRequest, _pix_charges_v1_ChargeReferenceCount, _pix_charges_v1_ChargeReferenceRequest__Output, _pix_charges_v1_ChargeReferenceCount__Output>
  CreateRecurrence: MethodDefinition<_pix_charges_v1_CreateRecurrenceRequest, _pix_charges_v1_RecurrenceMessage, _pix_charges_v1_CreateRecurrenceRequest__Output, _pix_charges_v1_RecurrenceMessage__Output>
  FindPendingSubscriptionCharge: MethodDefinition<_pix_charges_v1_PendingSubscriptionChargeRequest, _pix_charges_v1_PendingSubscriptionChargeResponse, _pix_charges_v1_PendingSubscriptionChargeRequest__Output, _pix_charges_v1_PendingSubscriptionChargeResponse__Output>
  FindSubscriptionChargeByTxid: MethodDefinition<_pix_charges_v1_SubscriptionChargeByTxidRequest, _pix_charges_v1_SubscriptionChargeByTxidResponse, _pix_charges_v1_SubscriptionChargeByTxidRequest__Output, _pix_charges_v1_SubscriptionChargeByTxidResponse__Output>
  GetRecurrence: MethodDefinition<_pix_charges_v1_RecurrenceIdRequest, _pix_charges_v1_RecurrenceMessage, _pix_charges_v1_RecurrenceIdRequest__Output, _pix_charges_v1_RecurrenceMessage__Output>
  GetRecurringCharge: MethodDefinition<_pix_charges_v1_RecurrenceIdRequest, _pix_charges_v1_RecurringChargeMessage, _pix_charges_v1_RecurrenceIdRequest__Output, _pix_charges_v1_RecurringChargeMessage__Output>
  RetryRecurringCharge: MethodDefinition<_pix_charges_v1_RetryRecurringChargeRequest, _pix_charges_v1_RecurringChargeMessage, _pix_charges_v1_RetryRecurringChargeRequest__Output, _pix_charges_v1_RecurringChargeMessage__Output>
  SendRecurringCharge: MethodDefinition<_pix_charges_v1_SendRecurringChargeRequest, _pix_charges_v1_RecurringChargeMessage, _pix_charges_v1_SendRecurringChargeRequest__Output, _pix_charges_v1_RecurringChargeMessage__Output>
  SimulateRecurrence: MethodDefinition<_pix_charges_v1_SimulateRecurrenceRequest, _pix_charges_v1_Empty, _pix_charges_v1_SimulateRecurrenceRequest__Output, _pix_charges_v1_Empty__Output>
  UnlinkReferences: MethodDefinition<_pix_charges_v1_ChargeReferenceRequest, _pix_charges_v1_ChargeReferenceCount, _pix_charges_v1_ChargeReferenceRequest__Output, _pix_charges_v1_ChargeReferenceCount__Output>
}

// Original file: proto/subscriptions/v1/subscriptions.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { AuthorizationIdRequest as _pix_subscriptions_v1_AuthorizationIdRequest, AuthorizationIdRequest__Output as _pix_subscriptions_v1_AuthorizationIdRequest__Output } from '../../../pix/subscriptions/v1/AuthorizationIdRequest';
import type { BillingSummary as _pix_subscriptions_v1_BillingSummary, BillingSummary__Output as _pix_subscriptions_v1_BillingSummary__Output } from '../../../pix/subscriptions/v1/BillingSummary';
import type { Charge as _pix_charges_v1_Charge, Charge__Output as _pix_charges_v1_Charge__Output } from '../../../pix/charges/v1/Charge';
import type { CycleEventList as _pix_subscriptions_v1_CycleEventList, CycleEventList__Output as _pix_subscriptions_v1_CycleEventList__Output } from '../../../pix/subscriptions/v1/CycleEventList';
import type { CycleTxidRequest as _pix_subscriptions_v1_CycleTxidRequest, CycleTxidRequest__Output as _pix_subscriptions_v1_CycleTxidRequest__Output } from '../../../pix/subscriptions/v1/CycleTxidRequest';
import type { DeleteSubscriptionResponse as _pix_subscriptions_v1_DeleteSubscriptionResponse, DeleteSubscriptionResponse__Output as _pix_subscriptions_v1_DeleteSubscriptionResponse__Output } from '../../../pix/subscriptions/v1/DeleteSubscriptionResponse';
import type { Empty as _pix_subscriptions_v1_Empty, Empty__Output as _pix_subscriptions_v1_Empty__Output } from '../../../pix/subscriptions/v1/Empty';
import type { ListCyclesRequest as _pix_subscriptions_v1_ListCyclesRequest, ListCyclesRequest__Output as _pix_subscriptions_v1_ListCyclesRequest__Output } from '../../../pix/subscriptions/v1/ListCyclesRequest';
import type { ListSubscriptionsResponse as _pix_subscriptions_v1_ListSubscriptionsResponse, ListSubscriptionsResponse__Output as _pix_subscriptions_v1_ListSubscriptionsResponse__Output } from '../../../pix/subscriptions/v1/ListSubscriptionsResponse';
import type { PublicAuthorization as _pix_subscriptions_v1_PublicAuthorization, PublicAuthorization__Output as _pix_subscriptions_v1_PublicAuthorization__Output } from '../../../pix/subscriptions/v1/PublicAuthorization';
import type { PublicAuthorizationRequest as _pix_subscriptions_v1_PublicAuthorizationRequest, PublicAuthorizationRequest__Output as _pix_subscriptions_v1_PublicAuthorizationRequest__Output } from '../../../pix/subscriptions/v1/PublicAuthorizationRequest';
import type { RecurrenceNoticeRequest as _pix_subscriptions_v1_RecurrenceNoticeRequest, RecurrenceNoticeRequest__Output as _pix_subscriptions_v1_RecurrenceNoticeRequest__Output } from '../../../pix/subscriptions/v1/RecurrenceNoticeRequest';
import type { RecurrenceNoticeResponse as _pix_subscriptions_v1_RecurrenceNoticeResponse, RecurrenceNoticeResponse__Output as _pix_subscriptions_v1_RecurrenceNoticeResponse__Output } from '../../../pix/subscriptions/v1/RecurrenceNoticeResponse';
import type { RecurringCycle as _pix_subscriptions_v1_RecurringCycle, RecurringCycle__Output as _pix_subscriptions_v1_RecurringCycle__Output } from '../../../pix/subscriptions/v1/RecurringCycle';
import type { RecurringCycleList as _pix_subscriptions_v1_RecurringCycleList, RecurringCycleList__Output as _pix_subscriptions_v1_RecurringCycleList__Output } from '../../../pix/subscriptions/v1/RecurringCycleList';
import type { ReferenceCount as _pix_subscriptions_v1_ReferenceCount, ReferenceCount__Output as _pix_subscriptions_v1_ReferenceCount__Output } from '../../../pix/subscriptions/v1/ReferenceCount';
import type { ReferenceRequest as _pix_subscriptions_v1_ReferenceRequest, ReferenceRequest__Output as _pix_subscriptions_v1_ReferenceRequest__Output } from '../../../pix/subscriptions/v1/ReferenceRequest';
import type { RunBillingRequest as _pix_subscriptions_v1_RunBillingRequest, RunBillingRequest__Output as _pix_subscriptions_v1_RunBillingRequest__Output } from '../../../pix/subscriptions/v1/RunBillingRequest';
import type { SimulateAutomaticoRequest as _pix_subscriptions_v1_SimulateAutomaticoRequest, SimulateAutomaticoRequest__Output as _pix_subscriptions_v1_SimulateAutomaticoRequest__Output } from '../../../pix/subscriptions/v1/SimulateAutomaticoRequest';
import type { Subscription as _pix_subscriptions_v1_Subscription, Subscription__Output as _pix_subscriptions_v1_Subscription__Output } from '../../../pix/subscriptions/v1/Subscription';
import type { SubscriptionFields as _pix_subscriptions_v1_SubscriptionFields, SubscriptionFields__Output as _pix_subscriptions_v1_SubscriptionFields__Output } from '../../../pix/subscriptions/v1/SubscriptionFields';
import type { SubscriptionIdRequest as _pix_subscriptions_v1_SubscriptionIdRequest, SubscriptionIdRequest__Output as _pix_subscriptions_v1_SubscriptionIdRequest__Output } from '../../../pix/subscriptions/v1/SubscriptionIdRequest';

export interface SubscriptionsServiceClient extends grpc.Client {
  ChargeNow(argument: _pix_subscriptions_v1_SubscriptionIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_Charge__Output>): grpc.ClientUnaryCall;
  ChargeNow(argument: _pix_subscriptions_v1_SubscriptionIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_Charge__Output>): grpc.ClientUnaryCall;
  ChargeNow(argument: _pix_subscriptions_v1_SubscriptionIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_Charge__Output>): grpc.ClientUnaryCall;
  ChargeNow(argument: _pix_subscriptions_v1_SubscriptionIdRequest, callback: grpc.requestCallback<_pix_charges_v1_Charge__Output>): grpc.ClientUnaryCall;
  chargeNow(argument: _pix_subscriptions_v1_SubscriptionIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_Charge__Output>): grpc.ClientUnaryCall;
  chargeNow(argument: _pix_subscriptions_v1_SubscriptionIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_Charge__Output>): grpc.ClientUnaryCall;
  chargeNow(argument: _pix_subscriptions_v1_SubscriptionIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_Charge__Output>): grpc.ClientUnaryCall;
  chargeNow(argument: _pix_subscriptions_v1_SubscriptionIdRequest, callback: grpc.requestCallback<_pix_charges_v1_Charge__Output>): grpc.ClientUnaryCall;
  
  CountReferences(argument: _pix_subscriptions_v1_ReferenceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_subscriptions_v1_ReferenceCount__Output>): grpc.ClientUnaryCall;
  CountReferences(argument: _pix_subscriptions_v1_ReferenceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_subscriptions_v1_ReferenceCount__Output>): grpc.ClientUnaryCall;
  CountReferences(argument: _pix_subscriptions_v1_ReferenceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_subscriptions_v1_ReferenceCount__Output>): grpc.ClientUnaryCall;
  CountReferences(argument: _pix_subscriptions_v1_ReferenceRequest, callback: grpc.requestCallback<_pix_subscriptions_v1_ReferenceCount__Output>): grpc.ClientUnaryCall;
  countReferences(argument: _pix_subscriptions_v1_ReferenceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_subscriptions_v1_ReferenceCount__Output>): grpc.ClientUnaryCall;
  countReferences(argument: _pix_subscriptions_v1_ReferenceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_subscriptions_v1_ReferenceCount__Output>): grpc.ClientUnaryCall;
  countReferences(argument: _pix_subscriptions_v1_ReferenceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_subscriptions_v1_ReferenceCount__Output>): grpc.ClientUnaryCall;
  countReferences(argument: _pix_subscriptions_v1_ReferenceRequest, callback: grpc.requestCallback<_pix_subscriptions_v1_ReferenceCount__Output>): grpc.ClientUnaryCall;
  
  CreateSubscription(argument: _pix_subscriptions_v1_SubscriptionFields, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_subscriptions_v1_Subscription__Output>): grpc.ClientUnaryCall;
  CreateSubscription(argument: _pix_subscriptions_v1_SubscriptionFields, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_subscriptions_v1_Subscription__Output>): grpc.ClientUnaryCall;
  CreateSubscription(argument: _pix_subscriptions_v1_SubscriptionFields, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_subscriptions_v1_Subscription__Output>): grpc.ClientUnaryCall;
  CreateSubscription(argument: _pix_subscriptions_v1_SubscriptionFields, callback: grpc.requestCallback<_pix_subscriptions_v1_Subscription__Output>): grpc.ClientUnaryCall;
  createSubscription(argument: _pix_subscriptions_v1_SubscriptionFields, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_subscriptions_v1_Subscription__Output>): grpc.ClientUnaryCall;
  createSubscription(argument: _pix_subscriptions_v1_SubscriptionFields, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_subscriptions_v1_Subscription__Output>): grpc.ClientUnaryCall;
  createSubscription(argument: _pix_subscriptions_v1_SubscriptionFields, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_subscriptions_v1_Subscription__Output>): grpc.ClientUnaryCall;
  createSubscription(argument: _pix_subscriptions_v1_SubscriptionFields, callback: grpc.requestCallback<_pix_subscriptions_v1_Subscription__Output>): grpc.ClientUnaryCall;
  
  DeleteSubscription(argument: _pix_subscriptions_v1_SubscriptionIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_subscriptions_v1_DeleteSubscriptionResponse__Output>): grpc.ClientUnaryCall;
  DeleteSubscription(argument: _pix_subscriptions_v1_SubscriptionIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_subscriptions_v1_DeleteSubscriptionResponse__Output>): grpc.ClientUnaryCall;
  DeleteSubscription(argument: _pix_subscriptions_v1_SubscriptionIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_subscriptions_v1_DeleteSubscriptionResponse__Output>): grpc.ClientUnaryCall;
  DeleteSubscription(argument: _pix_subscriptions_v1_SubscriptionIdRequest, callback: grpc.requestCallback<_pix_subscriptions_v1_DeleteSubscriptionResponse__Output>): grpc.ClientUnaryCall;
  deleteSubscription(argument: _pix_subscriptions_v1_SubscriptionIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_subscriptions_v1_DeleteSubscriptionResponse__Output>): grpc.ClientUnaryCall;
  deleteSubscription(argument: _pix_subscriptions_v1_SubscriptionIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_subscriptions_v1_DeleteSubscriptionResponse__Output>): grpc.ClientUnaryCall;
  deleteSubscription(argument: _pix_subscriptions_v1_SubscriptionIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_subscriptions_v1_DeleteSubscriptionResponse__Output>): grpc.ClientUnaryCall;
  deleteSubscription(argument: _pix_subscriptions_v1_SubscriptionIdRequest, callback: grpc.requestCallback<_pix_subscriptions_v1_DeleteSubscriptionResponse__Output>): grpc.ClientUnaryCall;
  
  GetCycleByTxid(argument: _pix_subscriptions_v1_CycleTxidRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_subscriptions_v1_RecurringCycle__Output>): grpc.ClientUnaryCall;
  GetCycleByTxid(argument: _pix_subscriptions_v1_CycleTxidRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_subscriptions_v1_RecurringCycle__Output>): grpc.ClientUnaryCall;
  GetCycleByTxid(argument: _pix_subscriptions_v1_CycleTxidRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_subscriptions_v1_RecurringCycle__Output>): grpc.ClientUnaryCall;
  GetCycleByTxid(argument: _pix_subscriptions_v1_CycleTxidRequest, callback: grpc.requestCallback<_pix_subscriptions_v1_RecurringCycle__Output>): grpc.ClientUnaryCall;
  getCycleByTxid(argument: _pix_subscriptions_v1_CycleTxidRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_subscriptions_v1_RecurringCycle__Output>): grpc.ClientUnaryCall;
  getCycleByTxid(argument: _pix_subscriptions_v1_CycleTxidRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_subscriptions_v1_RecurringCycle__Output>): grpc.ClientUnaryCall;
  getCycleByTxid(argument: _pix_subscriptions_v1_CycleTxidRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_subscriptions_v1_RecurringCycle__Output>): grpc.ClientUnaryCall;
  getCycleByTxid(argument: _pix_subscriptions_v1_CycleTxidRequest, callback: grpc.requestCallback<_pix_subscriptions_v1_RecurringCycle__Output>): grpc.ClientUnaryCall;
  
  GetPublicAuthorization(argument: _pix_subscriptions_v1_PublicAuthorizationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_subscriptions_v1_PublicAuthorization__Output>): grpc.ClientUnaryCall;
  GetPublicAuthorization(argument: _pix_subscriptions_v1_PublicAuthorizationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_subscriptions_v1_PublicAuthorization__Output>): grpc.ClientUnaryCall;
  GetPublicAuthorization(argument: _pix_subscriptions_v1_PublicAuthorizationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_subscriptions_v1_PublicAuthorization__Output>): grpc.ClientUnaryCall;
  GetPublicAuthorization(argument: _pix_subscriptions_v1_PublicAuthorizationRequest, callback: grpc.requestCallback<_pix_subscriptions_v1_PublicAuthorization__Output>): grpc.ClientUnaryCall;
  getPublicAuthorization(argument: _pix_subscriptions_v1_PublicAuthorizationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_subscriptions_v1_PublicAuthorization__Output>): grpc.ClientUnaryCall;
  getPublicAuthorization(argument: _pix_subscriptions_v1_PublicAuthorizationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_subscriptions_v1_PublicAuthorization__Output>): grpc.ClientUnaryCall;
  getPublicAuthorization(argument: _pix_subscriptions_v1_PublicAuthorizationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_subscriptions_v1_PublicAuthorization__Output>): grpc.ClientUnaryCall;
  getPublicAuthorization(argument: _pix_subscriptions_v1_PublicAuthorizationRequest, callback: grpc.requestCallback<_pix_subscriptions_v1_PublicAuthorization__Output>): grpc.ClientUnaryCall;
  
  GetSubscription(argument: _pix_subscriptions_v1_SubscriptionIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_subscriptions_v1_Subscription__Output>): grpc.ClientUnaryCall;
  GetSubscription(argument: _pix_subscriptions_v1_SubscriptionIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_subscriptions_v1_Subscription__Output>): grpc.ClientUnaryCall;
  GetSubscription(argument: _pix_subscriptions_v1_SubscriptionIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_subscriptions_v1_Subscription__Output>): grpc.ClientUnaryCall;
  GetSubscription(argument: _pix_subscriptions_v1_SubscriptionIdRequest, callback: grpc.requestCallback<_pix_subscriptions_v1_Subscription__Output>): grpc.ClientUnaryCall;
  getSubscription(argument: _pix_subscriptions_v1_SubscriptionIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_subscriptions_v1_Subscription__Output>): grpc.ClientUnaryCall;
  getSubscription(argument: _pix_subscriptions_v1_SubscriptionIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_subscriptions_v1_Subscription__Output>): grpc.ClientUnaryCall;
  getSubscription(argument: _pix_subscriptions_v1_SubscriptionIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_subscriptions_v1_Subscription__Output>): grpc.ClientUnaryCall;
  getSubscription(argument: _pix_subscriptions_v1_SubscriptionIdRequest, callback: grpc.requestCallback<_pix_subscriptions_v1_Subscription__Output>): grpc.ClientUnaryCall;
  
  GetSubscriptionByAuthorization(argument: _pix_subscriptions_v1_AuthorizationIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_subscriptions_v1_Subscription__Output>): grpc.ClientUnaryCall;
  GetSubscriptionByAuthorization(argument: _pix_subscriptions_v1_AuthorizationIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_subscriptions_v1_Subscription__Output>): grpc.ClientUnaryCall;
  GetSubscriptionByAuthorization(argument: _pix_subscriptions_v1_AuthorizationIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_subscriptions_v1_Subscription__Output>): grpc.ClientUnaryCall;
  GetSubscriptionByAuthorization(argument: _pix_subscriptions_v1_AuthorizationIdRequest, callback: grpc.requestCallback<_pix_subscriptions_v1_Subscription__Output>): grpc.ClientUnaryCall;
  getSubscriptionByAuthorization(argument: _pix_subscriptions_v1_AuthorizationIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_subscriptions_v1_Subscription__Output>): grpc.ClientUnaryCall;
  getSubscriptionByAuthorization(argument: _pix_subscriptions_v1_AuthorizationIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_subscriptions_v1_Subscription__Output>): grpc.ClientUnaryCall;
  getSubscriptionByAuthorization(argument: _pix_subscriptions_v1_AuthorizationIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_subscriptions_v1_Subscription__Output>): grpc.ClientUnaryCall;
  getSubscriptionByAuthorization(argument: _pix_subscriptions_v1_AuthorizationIdRequest, callback: grpc.requestCallback<_pix_subscriptions_v1_Subscription__Output>): grpc.ClientUnaryCall;
  
  HandleRecurrenceNotice(argument: _pix_subscriptions_v1_RecurrenceNoticeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_subscriptions_v1_RecurrenceNoticeResponse__Output>): grpc.ClientUnaryCall;
  HandleRecurrenceNotice(argument: _pix_subscriptions_v1_RecurrenceNoticeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_subscriptions_v1_RecurrenceNoticeResponse__Output>): grpc.ClientUnaryCall;
  HandleRecurrenceNotice(argument: _pix_subscriptions_v1_RecurrenceNoticeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_subscriptions_v1_RecurrenceNoticeResponse__Output>): grpc.ClientUnaryCall;
  HandleRecurrenceNotice(argument: _pix_subscriptions_v1_RecurrenceNoticeRequest, callback: grpc.requestCallback<_pix_subscriptions_v1_RecurrenceNoticeResponse__Output>): grpc.ClientUnaryCall;
  handleRecurrenceNotice(argument: _pix_subscriptions_v1_RecurrenceNoticeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_subscriptions_v1_RecurrenceNoticeResponse__Output>): grpc.ClientUnaryCall;
  handleRecurrenceNotice(argument: _pix_subscriptions_v1_RecurrenceNoticeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_subscriptions_v1_RecurrenceNoticeResponse__Output>): grpc.ClientUnaryCall;
  handleRecurrenceNotice(argument: _pix_subscriptions_v1_RecurrenceNoticeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_subscriptions_v1_RecurrenceNoticeResponse__Output>): grpc.ClientUnaryCall;
  handleRecurrenceNotice(argument: _pix_subscriptions_v1_RecurrenceNoticeRequest, callback: grpc.requestCallback<_pix_subscriptions_v1_RecurrenceNoticeResponse__Output>): grpc.ClientUnaryCall;
  
  ListCycleEvents(argument: _pix_subscriptions_v1_SubscriptionIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_subscriptions_v1_CycleEventList__Output>): grpc.ClientUnaryCall;
  ListCycleEvents(argument: _pix_subscriptions_v1_SubscriptionIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_subscriptions_v1_CycleEventList__Output>): grpc.ClientUnaryCall;
  ListCycleEvents(argument: _pix_subscriptions_v1_SubscriptionIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_subscriptions_v1_CycleEventList__Output>): grpc.ClientUnaryCall;
  ListCycleEvents(argument: _pix_subscriptions_v1_SubscriptionIdRequest, callback: grpc.requestCallback<_pix_subscriptions_v1_CycleEventList__Output>): grpc.ClientUnaryCall;
  listCycleEvents(argument: _pix_subscriptions_v1_SubscriptionIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_subscriptions_v1_CycleEventList__Output>): grpc.ClientUnaryCall;
  listCycleEvents(argument: _pix_subscriptions_v1_SubscriptionIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_subscriptions_v1_CycleEventList__Output>): grpc.ClientUnaryCall;
  listCycleEvents(argument: _pix_subscriptions_v1_SubscriptionIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_subscriptions_v1_CycleEventList__Output>): grpc.ClientUnaryCall;
  listCycleEvents(argument: _pix_subscriptions_v1_SubscriptionIdRequest, callback: grpc.requestCallback<_pix_subscriptions_v1_CycleEventList__Output>): grpc.ClientUnaryCall;
  
  ListCycles(argument: _pix_subscriptions_v1_ListCyclesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_subscriptions_v1_RecurringCycleList__Output>): grpc.ClientUnaryCall;
  ListCycles(argument: _pix_subscriptions_v1_ListCyclesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_subscriptions_v1_RecurringCycleList__Output>): grpc.ClientUnaryCall;
  ListCycles(argument: _pix_subscriptions_v1_ListCyclesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_subscriptions_v1_RecurringCycleList__Output>): grpc.ClientUnaryCall;
  ListCycles(argument: _pix_subscriptions_v1_ListCyclesRequest, callback: grpc.requestCallback<_pix_subscriptions_v1_RecurringCycleList__Output>): grpc.ClientUnaryCall;
  listCycles(argument: _pix_subscriptions_v1_ListCyclesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_subscriptions_v1_RecurringCycleList__Output>): grpc.ClientUnaryCall;
  listCycles(argument: _pix_subscriptions_v1_ListCyclesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_subscriptions_v1_RecurringCycleList__Output>): grpc.ClientUnaryCall;
  listCycles(argument: _pix_subscriptions_v1_ListCyclesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_subscriptions_v1_RecurringCycleList__Output>): grpc.ClientUnaryCall;
  listCycles(argument: _pix_subscriptions_v1_ListCyclesRequest, callback: grpc.requestCallback<_pix_subscriptions_v1_RecurringCycleList__Output>): grpc.ClientUnaryCall;
  
  ListSubscriptions(argument: _pix_subscriptions_v1_Empty, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_subscriptions_v1_ListSubscriptionsResponse__Output>): grpc.ClientUnaryCall;
  ListSubscriptions(argument: _pix_subscriptions_v1_Empty, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_subscriptions_v1_ListSubscriptionsResponse__Output>): grpc.ClientUnaryCall;
  ListSubscriptions(argument: _pix_subscriptions_v1_Empty, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_subscriptions_v1_ListSubscriptionsResponse__Output>): grpc.ClientUnaryCall;
  ListSubscriptions(argument: _pix_subscriptions_v1_Empty, callback: grpc.requestCallback<_pix_subscriptions_v1_ListSubscriptionsResponse__Output>): grpc.ClientUnaryCall;
  listSubscriptions(argument: _pix_subscriptions_v1_Empty, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_subscriptions_v1_ListSubscriptionsResponse__Output>): grpc.ClientUnaryCall;
  listSubscriptions(argument: _pix_subscriptions_v1_Empty, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_subscriptions_v1_ListSubscriptionsResponse__Output>): grpc.ClientUnaryCall;
  listSubscriptions(argument: _pix_subscriptions_v1_Empty, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_subscriptions_v1_ListSubscriptionsResponse__Output>): grpc.ClientUnaryCall;
  listSubscriptions(argument: _pix_subscriptions_v1_Empty, callback: grpc.requestCallback<_pix_subscriptions_v1_ListSubscriptionsResponse__Output>): grpc.ClientUnaryCall;
  
  RunBilling(argument: _pix_subscriptions_v1_RunBillingRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_subscriptions_v1_BillingSummary__Output>): grpc.ClientUnaryCall;
  RunBilling(argument: _pix_subscriptions_v1_RunBillingRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_subscriptions_v1_BillingSummary__Output>): grpc.ClientUnaryCall;
  RunBilling(argument: _pix_subscriptions_v1_RunBillingRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_subscriptions_v1_BillingSummary__Output>): grpc.ClientUnaryCall;
  RunBilling(argument: _pix_subscriptions_v1_RunBillingRequest, callback: grpc.requestCallback<_pix_subscriptions_v1_BillingSummary__Output>): grpc.ClientUnaryCall;
  runBilling(argument: _pix_subscriptions_v1_RunBillingRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_subscriptions_v1_BillingSummary__Output>): grpc.ClientUnaryCall;
  runBilling(argument: _pix_subscriptions_v1_RunBillingRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_subscriptions_v1_BillingSummary__Output>): grpc.ClientUnaryCall;
  runBilling(argument: _pix_subscriptions_v1_RunBillingRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_subscriptions_v1_BillingSummary__Output>): grpc.ClientUnaryCall;
  runBilling(argument: _pix_subscriptions_v1_RunBillingRequest, callback: grpc.requestCallback<_pix_subscriptions_v1_BillingSummary__Output>): grpc.ClientUnaryCall;
  
  SimulateAutomatico(argument: _pix_subscriptions_v1_SimulateAutomaticoRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_subscriptions_v1_Subscription__Output>): grpc.ClientUnaryCall;
  SimulateAutomatico(argument: _pix_subscriptions_v1_SimulateAutomaticoRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_subscriptions_v1_Subscription__Output>): grpc.ClientUnaryCall;
  SimulateAutomatico(argument: _pix_subscriptions_v1_SimulateAutomaticoRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_subscriptions_v1_Subscription__Output>): grpc.ClientUnaryCall;
  SimulateAutomatico(argument: _pix_subscriptions_v1_SimulateAutomaticoRequest, callback: grpc.requestCallback<_pix_subscriptions_v1_Subscription__Output>): grpc.ClientUnaryCall;
  simulateAutomatico(argument: _pix_subscriptions_v1_SimulateAutomaticoRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_subscriptions_v1_Subscription__Output>): grpc.ClientUnaryCall;
  simulateAutomatico(argument: _pix_subscriptions_v1_SimulateAutomaticoRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_subscriptions_v1_Subscription__Output>): grpc.ClientUnaryCall;
  simulateAutomatico(argument: _pix_subscriptions_v1_SimulateAutomaticoRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_subscriptions_v1_Subscription__Output>): grpc.ClientUnaryCall;
  simulateAutomatico(argument: _pix_subscriptions_v1_SimulateAutomaticoRequest, callback: grpc.requestCallback<_pix_subscriptions_v1_Subscription__Output>): grpc.ClientUnaryCall;
  
  UnlinkReferences(argument: _pix_subscriptions_v1_ReferenceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_subscriptions_v1_ReferenceCount__Output>): grpc.ClientUnaryCall;
  UnlinkReferences(argument: _pix_subscriptions_v1_ReferenceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_subscriptions_v1_ReferenceCount__Output>): grpc.ClientUnaryCall;
  UnlinkReferences(argument: _pix_subscriptions_v1_ReferenceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_subscriptions_v1_ReferenceCount__Output>): grpc.ClientUnaryCall;
  UnlinkReferences(argument: _pix_subscriptions_v1_ReferenceRequest, callback: grpc.requestCallback<_pix_subscriptions_v1_ReferenceCount__Output>): grpc.ClientUnaryCall;
  unlinkReferences(argument: _pix_subscriptions_v1_ReferenceRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_subscriptions_v1_ReferenceCount__Output>): grpc.ClientUnaryCall;
  unlinkReferences(argument: _pix_subscriptions_v1_ReferenceRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_subscriptions_v1_ReferenceCount__Output>): grpc.ClientUnaryCall;
  unlinkReferences(argument: _pix_subscriptions_v1_ReferenceRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_subscriptions_v1_ReferenceCount__Output>): grpc.ClientUnaryCall;
  unlinkReferences(argument: _pix_subscriptions_v1_ReferenceRequest, callback: grpc.requestCallback<_pix_subscriptions_v1_ReferenceCount__Output>): grpc.ClientUnaryCall;
  
  UpdateSubscription(argument: _pix_subscriptions_v1_SubscriptionFields, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_subscriptions_v1_Subscription__Output>): grpc.ClientUnaryCall;
  UpdateSubscription(argument: _pix_subscriptions_v1_SubscriptionFields, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_subscriptions_v1_Subscription__Output>): grpc.ClientUnaryCall;
  UpdateSubscription(argument: _pix_subscriptions_v1_SubscriptionFields, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_subscriptions_v1_Subscription__Output>): grpc.ClientUnaryCall;
  UpdateSubscription(argument: _pix_subscriptions_v1_SubscriptionFields, callback: grpc.requestCallback<_pix_subscriptions_v1_Subscription__Output>): grpc.ClientUnaryCall;
  updateSubscription(argument: _pix_subscriptions_v1_SubscriptionFields, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_subscriptions_v1_Subscription__Output>): grpc.ClientUnaryCall;
  updateSubscription(argument: _pix_subscriptions_v1_SubscriptionFields, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_subscriptions_v1_Subscription__Output>): grpc.ClientUnaryCall;
  updateSubscription(argument: _pix_subscriptions_v1_SubscriptionFields, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_subscriptions_v1_Subscription__Output>): grpc.ClientUnaryCall;
  updateSubscription(argument: _pix_subscriptions_v1_SubscriptionFields, callback: grpc.requestCallback<_pix_subscriptions_v1_Subscription__Output>): grpc.ClientUnaryCall;
  
}

export interface SubscriptionsServiceHandlers extends grpc.UntypedServiceImplementation {
  ChargeNow: grpc.handleUnaryCall<_pix_subscriptions_v1_SubscriptionIdRequest__Output, _pix_charges_v1_Charge>;
  
  CountReferences: grpc.handleUnaryCall<_pix_subscriptions_v1_ReferenceRequest__Output, _pix_subscriptions_v1_ReferenceCount>;
  
  CreateSubscription: grpc.handleUnaryCall<_pix_subscriptions_v1_SubscriptionFields__Output, _pix_subscriptions_v1_Subscription>;
  
  DeleteSubscription: grpc.handleUnaryCall<_pix_subscriptions_v1_SubscriptionIdRequest__Output, _pix_subscriptions_v1_DeleteSubscriptionResponse>;
  
  GetCycleByTxid: grpc.handleUnaryCall<_pix_subscriptions_v1_CycleTxidRequest__Output, _pix_subscriptions_v1_RecurringCycle>;
  
  GetPublicAuthorization: grpc.handleUnaryCall<_pix_subscriptions_v1_PublicAuthorizationRequest__Output, _pix_subscriptions_v1_PublicAuthorization>;
  
  GetSubscription: grpc.handleUnaryCall<_pix_subscriptions_v1_SubscriptionIdRequest__Output, _pix_subscriptions_v1_Subscription>;
  
  GetSubscriptionByAuthorization: grpc.handleUnaryCall<_pix_subscriptions_v1_AuthorizationIdRequest__Output, _pix_subscriptions_v1_Subscription>;
  
  HandleRecurrenceNotice: grpc.handleUnaryCall<_pix_subscriptions_v1_RecurrenceNoticeRequest__Output, _pix_subscriptions_v1_RecurrenceNoticeResponse>;
  
  ListCycleEvents: grpc.handleUnaryCall<_pix_subscriptions_v1_SubscriptionIdRequest__Output, _pix_subscriptions_v1_CycleEventList>;
  
  ListCycles: grpc.handleUnaryCall<_pix_subscriptions_v1_ListCyclesRequest__Output, _pix_subscriptions_v1_RecurringCycleList>;
  
  ListSubscriptions: grpc.handleUnaryCall<_pix_subscriptions_v1_Empty__Output, _pix_subscriptions_v1_ListSubscriptionsResponse>;
  
  RunBilling: grpc.handleUnaryCall<_pix_subscriptions_v1_RunBillingRequest__Output, _pix_subscriptions_v1_BillingSummary>;
  
  SimulateAutomatico: grpc.handleUnaryCall<_pix_subscriptions_v1_SimulateAutomaticoRequest__Output, _pix_subscriptions_v1_Subscription>;
  
  UnlinkReferences: grpc.handleUnaryCall<_pix_subscriptions_v1_ReferenceRequest__Output, _pix_subscriptions_v1_ReferenceCount>;
  
  UpdateSubscription: grpc.handleUnaryCall<_pix_subscriptions_v1_SubscriptionFields__Output, _pix_subscriptions_v1_Subscription>;
  
}

export interface SubscriptionsServiceDefinition extends grpc.ServiceDefinition {
  ChargeNow: MethodDefinition<_pix_subscriptions_v1_SubscriptionIdRequest, _pix_charges_v1_Charge, _pix_subscriptions_v1_SubscriptionIdRequest__Output, _pix_charges_v1_Charge__Output>
  CountReferences: MethodDefinition<_pix_subscriptions_v1_ReferenceRequest, _pix_subscriptions_v1_ReferenceCount, _pix_subscriptions_v1_ReferenceRequest__Output, _pix_subscriptions_v1_ReferenceCount__Output>
  CreateSubscription: MethodDefinition<_pix_subscriptions_v1_SubscriptionFields, _pix_subscriptions_v1_Subscription, _pix_subscriptions_v1_SubscriptionFields__Output, _pix_subscriptions_v1_Subscription__Output>
  DeleteSubscription: MethodDefinition<_pix_subscriptions_v1_SubscriptionIdRequest, _pix_subscriptions_v1_DeleteSubscriptionResponse, _pix_subscriptions_v1_SubscriptionIdRequest__Output, _pix_subscriptions_v1_DeleteSubscriptionResponse__Output>
  GetCycleByTxid: MethodDefinition<_pix_subscriptions_v1_CycleTxidRequest, _pix_subscriptions_v1_RecurringCycle, _pix_subscriptions_v1_CycleTxidRequest__Output, _pix_subscriptions_v1_RecurringCycle__Output>
  GetPublicAuthorization: MethodDefinition<_pix_subscriptions_v1_PublicAuthorizationRequest, _pix_subscriptions_v1_PublicAuthorization, _pix_subscriptions_v1_PublicAuthorizationRequest__Output, _pix_subscriptions_v1_PublicAuthorization__Output>
  GetSubscription: MethodDefinition<_pix_subscriptions_v1_SubscriptionIdRequest, _pix_subscriptions_v1_Subscription, _pix_subscriptions_v1_SubscriptionIdRequest__Output, _pix_subscriptions_v1_Subscription__Output>
  GetSubscriptionByAuthorization: MethodDefinition<_pix_subscriptions_v1_AuthorizationIdRequest, _pix_subscriptions_v1_Subscription, _pix_subscriptions_v1_AuthorizationIdRequest__Output, _pix_subscriptions_v1_Subscription__Output>
  HandleRecurrenceNotice: MethodDefinition<_pix_subscriptions_v1_RecurrenceNoticeRequest, _pix_subscriptions_v1_RecurrenceNoticeResponse, _pix_subscriptions_v1_RecurrenceNoticeRequest__Output, _pix_subscriptions_v1_RecurrenceNoticeResponse__Output>
  ListCycleEvents: MethodDefinition<_pix_subscriptions_v1_SubscriptionIdRequest, _pix_subscriptions_v1_CycleEventList, _pix_subscriptions_v1_SubscriptionIdRequest__Output, _pix_subscriptions_v1_CycleEventList__Output>
  ListCycles: MethodDefinition<_pix_subscriptions_v1_ListCyclesRequest, _pix_subscriptions_v1_RecurringCycleList, _pix_subscriptions_v1_ListCyclesRequest__Output, _pix_subscriptions_v1_RecurringCycleList__Output>
  ListSubscriptions: MethodDefinition<_pix_subscriptions_v1_Empty, _pix_subscriptions_v1_ListSubscriptionsResponse, _pix_subscriptions_v1_Empty__Output, _pix_subscriptions_v1_ListSubscriptionsResponse__Output>
  RunBilling: MethodDefinition<_pix_subscriptions_v1_RunBillingRequest, _pix_subscriptions_v1_BillingSummary, _pix_subscriptions_v1_RunBillingRequest__Output, _pix_subscriptions_v1_BillingSummary__Output>
  SimulateAutomatico: MethodDefinition<_pix_subscriptions_v1_SimulateAutomaticoRequest, _pix_subscriptions_v1_Subscription, _pix_subscriptions_v1_SimulateAutomaticoRequest__Output, _pix_subscriptions_v1_Subscription__Output>
  UnlinkReferences: MethodDefinition<_pix_subscriptions_v1_ReferenceRequest, _pix_subscriptions_v1_ReferenceCount, _pix_subscriptions_v1_ReferenceRequest__Output, _pix_subscriptions_v1_ReferenceCount__Output>
  UpdateSubscription: MethodDefinition<_pix_subscriptions_v1_SubscriptionFields, _pix_subscriptions_v1_Subscription, _pix_subscriptions_v1_SubscriptionFields__Output, _pix_subscriptions_v1_Subscription__Output>
}

import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { AdvanceTestDueDateRequest as _pix_charges_v1_AdvanceTestDueDateRequest, AdvanceTestDueDateRequest__Output as _pix_charges_v1_AdvanceTestDueDateRequest__Output } from './pix/charges/v1/AdvanceTestDueDateRequest';
import type { AdvanceTestDueDateResponse as _pix_charges_v1_AdvanceTestDueDateResponse, AdvanceTestDueDateResponse__Output as _pix_charges_v1_AdvanceTestDueDateResponse__Output } from './pix/charges/v1/AdvanceTestDueDateResponse';
import type { AmountOfDay as _pix_charges_v1_AmountOfDay, AmountOfDay__Output as _pix_charges_v1_AmountOfDay__Output } from './pix/charges/v1/AmountOfDay';
import type { AmountOfDayRequest as _pix_charges_v1_AmountOfDayRequest, AmountOfDayRequest__Output as _pix_charges_v1_AmountOfDayRequest__Output } from './pix/charges/v1/AmountOfDayRequest';
import type { BatchFieldProblem as _pix_charges_v1_BatchFieldProblem, BatchFieldProblem__Output as _pix_charges_v1_BatchFieldProblem__Output } from './pix/charges/v1/BatchFieldProblem';
import type { BatchItemProblem as _pix_charges_v1_BatchItemProblem, BatchItemProblem__Output as _pix_charges_v1_BatchItemProblem__Output } from './pix/charges/v1/BatchItemProblem';
import type { CatalogIdRequest as _pix_charges_v1_CatalogIdRequest, CatalogIdRequest__Output as _pix_charges_v1_CatalogIdRequest__Output } from './pix/charges/v1/CatalogIdRequest';
import type { Charge as _pix_charges_v1_Charge, Charge__Output as _pix_charges_v1_Charge__Output } from './pix/charges/v1/Charge';
import type { ChargeBatch as _pix_charges_v1_ChargeBatch, ChargeBatch__Output as _pix_charges_v1_ChargeBatch__Output } from './pix/charges/v1/ChargeBatch';
import type { ChargeBatchIdRequest as _pix_charges_v1_ChargeBatchIdRequest, ChargeBatchIdRequest__Output as _pix_charges_v1_ChargeBatchIdRequest__Output } from './pix/charges/v1/ChargeBatchIdRequest';
import type { ChargeBatchItem as _pix_charges_v1_ChargeBatchItem, ChargeBatchItem__Output as _pix_charges_v1_ChargeBatchItem__Output } from './pix/charges/v1/ChargeBatchItem';
import type { ChargeBatchItemRequest as _pix_charges_v1_ChargeBatchItemRequest, ChargeBatchItemRequest__Output as _pix_charges_v1_ChargeBatchItemRequest__Output } from './pix/charges/v1/ChargeBatchItemRequest';
import type { ChargeReferenceCount as _pix_charges_v1_ChargeReferenceCount, ChargeReferenceCount__Output as _pix_charges_v1_ChargeReferenceCount__Output } from './pix/charges/v1/ChargeReferenceCount';
import type { ChargeReferenceRequest as _pix_charges_v1_ChargeReferenceRequest, ChargeReferenceRequest__Output as _pix_charges_v1_ChargeReferenceRequest__Output } from './pix/charges/v1/ChargeReferenceRequest';
import type { ChargesServiceClient as _pix_charges_v1_ChargesServiceClient, ChargesServiceDefinition as _pix_charges_v1_ChargesServiceDefinition } from './pix/charges/v1/ChargesService';
import type { ChargesSubscriptionSupportClient as _pix_charges_v1_ChargesSubscriptionSupportClient, ChargesSubscriptionSupportDefinition as _pix_charges_v1_ChargesSubscriptionSupportDefinition } from './pix/charges/v1/ChargesSubscriptionSupport';
import type { Coupon as _pix_charges_v1_Coupon, Coupon__Output as _pix_charges_v1_Coupon__Output } from './pix/charges/v1/Coupon';
import type { CouponFields as _pix_charges_v1_CouponFields, CouponFields__Output as _pix_charges_v1_CouponFields__Output } from './pix/charges/v1/CouponFields';
import type { CreateChargeBatchRequest as _pix_charges_v1_CreateChargeBatchRequest, CreateChargeBatchRequest__Output as _pix_charges_v1_CreateChargeBatchRequest__Output } from './pix/charges/v1/CreateChargeBatchRequest';
import type { CreateChargeRequest as _pix_charges_v1_CreateChargeRequest, CreateChargeRequest__Output as _pix_charges_v1_CreateChargeRequest__Output } from './pix/charges/v1/CreateChargeRequest';
import type { CreateRecurrenceRequest as _pix_charges_v1_CreateRecurrenceRequest, CreateRecurrenceRequest__Output as _pix_charges_v1_CreateRecurrenceRequest__Output } from './pix/charges/v1/CreateRecurrenceRequest';
import type { Customer as _pix_charges_v1_Customer, Customer__Output as _pix_charges_v1_Customer__Output } from './pix/charges/v1/Customer';
import type { CustomerFields as _pix_charges_v1_CustomerFields, CustomerFields__Output as _pix_charges_v1_CustomerFields__Output } from './pix/charges/v1/CustomerFields';
import type { CustomerIdRequest as _pix_charges_v1_CustomerIdRequest, CustomerIdRequest__Output as _pix_charges_v1_CustomerIdRequest__Output } from './pix/charges/v1/CustomerIdRequest';
import type { DecideTestInfractionRequest as _pix_charges_v1_DecideTestInfractionRequest, DecideTestInfractionRequest__Output as _pix_charges_v1_DecideTestInfractionRequest__Output } from './pix/charges/v1/DecideTestInfractionRequest';
import type { DefenseFileMessage as _pix_charges_v1_DefenseFileMessage, DefenseFileMessage__Output as _pix_charges_v1_DefenseFileMessage__Output } from './pix/charges/v1/DefenseFileMessage';
import type { DeleteCouponResponse as _pix_charges_v1_DeleteCouponResponse, DeleteCouponResponse__Output as _pix_charges_v1_DeleteCouponResponse__Output } from './pix/charges/v1/DeleteCouponResponse';
import type { DeleteCustomerResponse as _pix_charges_v1_DeleteCustomerResponse, DeleteCustomerResponse__Output as _pix_charges_v1_DeleteCustomerResponse__Output } from './pix/charges/v1/DeleteCustomerResponse';
import type { DeleteProductResponse as _pix_charges_v1_DeleteProductResponse, DeleteProductResponse__Output as _pix_charges_v1_DeleteProductResponse__Output } from './pix/charges/v1/DeleteProductResponse';
import type { Desconto as _pix_charges_v1_Desconto, Desconto__Output as _pix_charges_v1_Desconto__Output } from './pix/charges/v1/Desconto';
import type { DescontoDataFixa as _pix_charges_v1_DescontoDataFixa, DescontoDataFixa__Output as _pix_charges_v1_DescontoDataFixa__Output } from './pix/charges/v1/DescontoDataFixa';
import type { DueDateTerms as _pix_charges_v1_DueDateTerms, DueDateTerms__Output as _pix_charges_v1_DueDateTerms__Output } from './pix/charges/v1/DueDateTerms';
import type { Empty as _pix_charges_v1_Empty, Empty__Output as _pix_charges_v1_Empty__Output } from './pix/charges/v1/Empty';
import type { EndToEndIdRequest as _pix_charges_v1_EndToEndIdRequest, EndToEndIdRequest__Output as _pix_charges_v1_EndToEndIdRequest__Output } from './pix/charges/v1/EndToEndIdRequest';
import type { EngineNoticeRequest as _pix_charges_v1_EngineNoticeRequest, EngineNoticeRequest__Output as _pix_charges_v1_EngineNoticeRequest__Output } from './pix/charges/v1/EngineNoticeRequest';
import type { EngineNoticeResponse as _pix_charges_v1_EngineNoticeResponse, EngineNoticeResponse__Output as _pix_charges_v1_EngineNoticeResponse__Output } from './pix/charges/v1/EngineNoticeResponse';
import type { ExpireTestChargesRequest as _pix_charges_v1_ExpireTestChargesRequest, ExpireTestChargesRequest__Output as _pix_charges_v1_ExpireTestChargesRequest__Output } from './pix/charges/v1/ExpireTestChargesRequest';
import type { ExpireTestChargesResponse as _pix_charges_v1_ExpireTestChargesResponse, ExpireTestChargesResponse__Output as _pix_charges_v1_ExpireTestChargesResponse__Output } from './pix/charges/v1/ExpireTestChargesResponse';
import type { ExtraPayment as _pix_charges_v1_ExtraPayment, ExtraPayment__Output as _pix_charges_v1_ExtraPayment__Output } from './pix/charges/v1/ExtraPayment';
import type { Idempotency as _pix_charges_v1_Idempotency, Idempotency__Output as _pix_charges_v1_Idempotency__Output } from './pix/charges/v1/Idempotency';
import type { InfractionDefenseRequest as _pix_charges_v1_InfractionDefenseRequest, InfractionDefenseRequest__Output as _pix_charges_v1_InfractionDefenseRequest__Output } from './pix/charges/v1/InfractionDefenseRequest';
import type { InfractionIdRequest as _pix_charges_v1_InfractionIdRequest, InfractionIdRequest__Output as _pix_charges_v1_InfractionIdRequest__Output } from './pix/charges/v1/InfractionIdRequest';
import type { InfractionMessage as _pix_charges_v1_InfractionMessage, InfractionMessage__Output as _pix_charges_v1_InfractionMessage__Output } from './pix/charges/v1/InfractionMessage';
import type { IssuePixRequest as _pix_charges_v1_IssuePixRequest, IssuePixRequest__Output as _pix_charges_v1_IssuePixRequest__Output } from './pix/charges/v1/IssuePixRequest';
import type { IssueResponse as _pix_charges_v1_IssueResponse, IssueResponse__Output as _pix_charges_v1_IssueResponse__Output } from './pix/charges/v1/IssueResponse';
import type { LedgerBalancesRequest as _pix_charges_v1_LedgerBalancesRequest, LedgerBalancesRequest__Output as _pix_charges_v1_LedgerBalancesRequest__Output } from './pix/charges/v1/LedgerBalancesRequest';
import type { LedgerBalancesResponse as _pix_charges_v1_LedgerBalancesResponse, LedgerBalancesResponse__Output as _pix_charges_v1_LedgerBalancesResponse__Output } from './pix/charges/v1/LedgerBalancesResponse';
import type { LedgerDifference as _pix_charges_v1_LedgerDifference, LedgerDifference__Output as _pix_charges_v1_LedgerDifference__Output } from './pix/charges/v1/LedgerDifference';
import type { LedgerDifferencesRequest as _pix_charges_v1_LedgerDifferencesRequest, LedgerDifferencesRequest__Output as _pix_charges_v1_LedgerDifferencesRequest__Output } from './pix/charges/v1/LedgerDifferencesRequest';
import type { LedgerDifferencesResponse as _pix_charges_v1_LedgerDifferencesResponse, LedgerDifferencesResponse__Output as _pix_charges_v1_LedgerDifferencesResponse__Output } from './pix/charges/v1/LedgerDifferencesResponse';
import type { LedgerPostResponse as _pix_charges_v1_LedgerPostResponse, LedgerPostResponse__Output as _pix_charges_v1_LedgerPostResponse__Output } from './pix/charges/v1/LedgerPostResponse';
import type { LedgerReconciliationRun as _pix_charges_v1_LedgerReconciliationRun, LedgerReconciliationRun__Output as _pix_charges_v1_LedgerReconciliationRun__Output } from './pix/charges/v1/LedgerReconciliationRun';
import type { ListChargeBatchesResponse as _pix_charges_v1_ListChargeBatchesResponse, ListChargeBatchesResponse__Output as _pix_charges_v1_ListChargeBatchesResponse__Output } from './pix/charges/v1/ListChargeBatchesResponse';
import type { ListCouponsResponse as _pix_charges_v1_ListCouponsResponse, ListCouponsResponse__Output as _pix_charges_v1_ListCouponsResponse__Output } from './pix/charges/v1/ListCouponsResponse';
import type { ListCustomersResponse as _pix_charges_v1_ListCustomersResponse, ListCustomersResponse__Output as _pix_charges_v1_ListCustomersResponse__Output } from './pix/charges/v1/ListCustomersResponse';
import type { ListInfractionsRequest as _pix_charges_v1_ListInfractionsRequest, ListInfractionsRequest__Output as _pix_charges_v1_ListInfractionsRequest__Output } from './pix/charges/v1/ListInfractionsRequest';
import type { ListInfractionsResponse as _pix_charges_v1_ListInfractionsResponse, ListInfractionsResponse__Output as _pix_charges_v1_ListInfractionsResponse__Output } from './pix/charges/v1/ListInfractionsResponse';
import type { ListLocationsRequest as _pix_charges_v1_ListLocationsRequest, ListLocationsRequest__Output as _pix_charges_v1_ListLocationsRequest__Output } from './pix/charges/v1/ListLocationsRequest';
import type { ListLocationsResponse as _pix_charges_v1_ListLocationsResponse, ListLocationsResponse__Output as _pix_charges_v1_ListLocationsResponse__Output } from './pix/charges/v1/ListLocationsResponse';
import type { ListPixChargesRequest as _pix_charges_v1_ListPixChargesRequest, ListPixChargesRequest__Output as _pix_charges_v1_ListPixChargesRequest__Output } from './pix/charges/v1/ListPixChargesRequest';
import type { ListPixChargesResponse as _pix_charges_v1_ListPixChargesResponse, ListPixChargesResponse__Output as _pix_charges_v1_ListPixChargesResponse__Output } from './pix/charges/v1/ListPixChargesResponse';
import type { ListProductsResponse as _pix_charges_v1_ListProductsResponse, ListProductsResponse__Output as _pix_charges_v1_ListProductsResponse__Output } from './pix/charges/v1/ListProductsResponse';
import type { ListRefundsResponse as _pix_charges_v1_ListRefundsResponse, ListRefundsResponse__Output as _pix_charges_v1_ListRefundsResponse__Output } from './pix/charges/v1/ListRefundsResponse';
import type { LocationIdRequest as _pix_charges_v1_LocationIdRequest, LocationIdRequest__Output as _pix_charges_v1_LocationIdRequest__Output } from './pix/charges/v1/LocationIdRequest';
import type { Modalidade as _pix_charges_v1_Modalidade, Modalidade__Output as _pix_charges_v1_Modalidade__Output } from './pix/charges/v1/Modalidade';
import type { PaidTotalsRequest as _pix_charges_v1_PaidTotalsRequest, PaidTotalsRequest__Output as _pix_charges_v1_PaidTotalsRequest__Output } from './pix/charges/v1/PaidTotalsRequest';
import type { PaidTotalsResponse as _pix_charges_v1_PaidTotalsResponse, PaidTotalsResponse__Output as _pix_charges_v1_PaidTotalsResponse__Output } from './pix/charges/v1/PaidTotalsResponse';
import type { PendingSubscriptionChargeRequest as _pix_charges_v1_PendingSubscriptionChargeRequest, PendingSubscriptionChargeRequest__Output as _pix_charges_v1_PendingSubscriptionChargeRequest__Output } from './pix/charges/v1/PendingSubscriptionChargeRequest';
import type { PendingSubscriptionChargeResponse as _pix_charges_v1_PendingSubscriptionChargeResponse, PendingSubscriptionChargeResponse__Output as _pix_charges_v1_PendingSubscriptionChargeResponse__Output } from './pix/charges/v1/PendingSubscriptionChargeResponse';
import type { PixPayment as _pix_charges_v1_PixPayment, PixPayment__Output as _pix_charges_v1_PixPayment__Output } from './pix/charges/v1/PixPayment';
import type { PixReceived as _pix_charges_v1_PixReceived, PixReceived__Output as _pix_charges_v1_PixReceived__Output } from './pix/charges/v1/PixReceived';
import type { Product as _pix_charges_v1_Product, Product__Output as _pix_charges_v1_Product__Output } from './pix/charges/v1/Product';
import type { ProductFields as _pix_charges_v1_ProductFields, ProductFields__Output as _pix_charges_v1_ProductFields__Output } from './pix/charges/v1/ProductFields';
import type { PublicCharge as _pix_charges_v1_PublicCharge, PublicCharge__Output as _pix_charges_v1_PublicCharge__Output } from './pix/charges/v1/PublicCharge';
import type { PublicChargeKeyRequest as _pix_charges_v1_PublicChargeKeyRequest, PublicChargeKeyRequest__Output as _pix_charges_v1_PublicChargeKeyRequest__Output } from './pix/charges/v1/PublicChargeKeyRequest';
import type { QrCodeRequest as _pix_charges_v1_QrCodeRequest, QrCodeRequest__Output as _pix_charges_v1_QrCodeRequest__Output } from './pix/charges/v1/QrCodeRequest';
import type { QrCodeResponse as _pix_charges_v1_QrCodeResponse, QrCodeResponse__Output as _pix_charges_v1_QrCodeResponse__Output } from './pix/charges/v1/QrCodeResponse';
import type { RecurrenceIdRequest as _pix_charges_v1_RecurrenceIdRequest, RecurrenceIdRequest__Output as _pix_charges_v1_RecurrenceIdRequest__Output } from './pix/charges/v1/RecurrenceIdRequest';
import type { RecurrenceMessage as _pix_charges_v1_RecurrenceMessage, RecurrenceMessage__Output as _pix_charges_v1_RecurrenceMessage__Output } from './pix/charges/v1/RecurrenceMessage';
import type { RecurringChargeAttempt as _pix_charges_v1_RecurringChargeAttempt, RecurringChargeAttempt__Output as _pix_charges_v1_RecurringChargeAttempt__Output } from './pix/charges/v1/RecurringChargeAttempt';
import type { RecurringChargeMessage as _pix_charges_v1_RecurringChargeMessage, RecurringChargeMessage__Output as _pix_charges_v1_RecurringChargeMessage__Output } from './pix/charges/v1/RecurringChargeMessage';
import type { Refund as _pix_charges_v1_Refund, Refund__Output as _pix_charges_v1_Refund__Output } from './pix/charges/v1/Refund';
import type { RefundPixRequest as _pix_charges_v1_RefundPixRequest, RefundPixRequest__Output as _pix_charges_v1_RefundPixRequest__Output } from './pix/charges/v1/RefundPixRequest';
import type { RefundResponse as _pix_charges_v1_RefundResponse, RefundResponse__Output as _pix_charges_v1_RefundResponse__Output } from './pix/charges/v1/RefundResponse';
import type { RefundSettingsMessage as _pix_charges_v1_RefundSettingsMessage, RefundSettingsMessage__Output as _pix_charges_v1_RefundSettingsMessage__Output } from './pix/charges/v1/RefundSettingsMessage';
import type { RefundSettingsRequest as _pix_charges_v1_RefundSettingsRequest, RefundSettingsRequest__Output as _pix_charges_v1_RefundSettingsRequest__Output } from './pix/charges/v1/RefundSettingsRequest';
import type { ReserveWithdrawalRequest as _pix_charges_v1_ReserveWithdrawalRequest, ReserveWithdrawalRequest__Output as _pix_charges_v1_ReserveWithdrawalRequest__Output } from './pix/charges/v1/ReserveWithdrawalRequest';
import type { RetryRecurringChargeRequest as _pix_charges_v1_RetryRecurringChargeRequest, RetryRecurringChargeRequest__Output as _pix_charges_v1_RetryRecurringChargeRequest__Output } from './pix/charges/v1/RetryRecurringChargeRequest';
import type { SendRecurringChargeRequest as _pix_charges_v1_SendRecurringChargeRequest, SendRecurringChargeRequest__Output as _pix_charges_v1_SendRecurringChargeRequest__Output } from './pix/charges/v1/SendRecurringChargeRequest';
import type { SetRefundSettingsRequest as _pix_charges_v1_SetRefundSettingsRequest, SetRefundSettingsRequest__Output as _pix_charges_v1_SetRefundSettingsRequest__Output } from './pix/charges/v1/SetRefundSettingsRequest';
import type { SettleWithdrawalRequest as _pix_charges_v1_SettleWithdrawalRequest, SettleWithdrawalRequest__Output as _pix_charges_v1_SettleWithdrawalRequest__Output } from './pix/charges/v1/SettleWithdrawalRequest';
import type { SimulateAmountOfDayRequest as _pix_charges_v1_SimulateAmountOfDayRequest, SimulateAmountOfDayRequest__Output as _pix_charges_v1_SimulateAmountOfDayRequest__Output } from './pix/charges/v1/SimulateAmountOfDayRequest';
import type { SimulateAmountOfDayResponse as _pix_charges_v1_SimulateAmountOfDayResponse, SimulateAmountOfDayResponse__Output as _pix_charges_v1_SimulateAmountOfDayResponse__Output } from './pix/charges/v1/SimulateAmountOfDayResponse';
import type { SimulateInfractionRequest as _pix_charges_v1_SimulateInfractionRequest, SimulateInfractionRequest__Output as _pix_charges_v1_SimulateInfractionRequest__Output } from './pix/charges/v1/SimulateInfractionRequest';
import type { SimulateRecurrenceRequest as _pix_charges_v1_SimulateRecurrenceRequest, SimulateRecurrenceRequest__Output as _pix_charges_v1_SimulateRecurrenceRequest__Output } from './pix/charges/v1/SimulateRecurrenceRequest';
import type { SubscriptionChargeByTxidRequest as _pix_charges_v1_SubscriptionChargeByTxidRequest, SubscriptionChargeByTxidRequest__Output as _pix_charges_v1_SubscriptionChargeByTxidRequest__Output } from './pix/charges/v1/SubscriptionChargeByTxidRequest';
import type { SubscriptionChargeByTxidResponse as _pix_charges_v1_SubscriptionChargeByTxidResponse, SubscriptionChargeByTxidResponse__Output as _pix_charges_v1_SubscriptionChargeByTxidResponse__Output } from './pix/charges/v1/SubscriptionChargeByTxidResponse';
import type { TxidRequest as _pix_charges_v1_TxidRequest, TxidRequest__Output as _pix_charges_v1_TxidRequest__Output } from './pix/charges/v1/TxidRequest';
import type { ValidateCouponRequest as _pix_charges_v1_ValidateCouponRequest, ValidateCouponRequest__Output as _pix_charges_v1_ValidateCouponRequest__Output } from './pix/charges/v1/ValidateCouponRequest';
import type { ValidateCouponResponse as _pix_charges_v1_ValidateCouponResponse, ValidateCouponResponse__Output as _pix_charges_v1_ValidateCouponResponse__Output } from './pix/charges/v1/ValidateCouponResponse';
import type { VoidWithdrawalRequest as _pix_charges_v1_VoidWithdrawalRequest, VoidWithdrawalRequest__Output as _pix_charges_v1_VoidWithdrawalRequest__Output } from './pix/charges/v1/VoidWithdrawalRequest';
import type { Authorization as _pix_subscriptions_v1_Authorization, Authorization__Output as _pix_subscriptions_v1_Authorization__Output } from './pix/subscriptions/v1/Authorization';
import type { AuthorizationIdRequest as _pix_subscriptions_v1_AuthorizationIdRequest, AuthorizationIdRequest__Output as _pix_subscriptions_v1_AuthorizationIdRequest__Output } from './pix/subscriptions/v1/AuthorizationIdRequest';
import type { BillingFailure as _pix_subscriptions_v1_BillingFailure, BillingFailure__Output as _pix_subscriptions_v1_BillingFailure__Output } from './pix/subscriptions/v1/BillingFailure';
import type { BillingSummary as _pix_subscriptions_v1_BillingSummary, BillingSummary__Output as _pix_subscriptions_v1_BillingSummary__Output } from './pix/subscriptions/v1/BillingSummary';
import type { CycleEvent as _pix_subscriptions_v1_CycleEvent, CycleEvent__Output as _pix_subscriptions_v1_CycleEvent__Output } from './pix/subscriptions/v1/CycleEvent';
import type { CycleEventList as _pix_subscriptions_v1_CycleEventList, CycleEventList__Output as _pix_subscriptions_v1_CycleEventList__Output } from './pix/subscriptions/v1/CycleEventList';
import type { CycleTxidRequest as _pix_subscriptions_v1_CycleTxidRequest, CycleTxidRequest__Output as _pix_subscriptions_v1_CycleTxidRequest__Output } from './pix/subscriptions/v1/CycleTxidRequest';
import type { DeleteSubscriptionResponse as _pix_subscriptions_v1_DeleteSubscriptionResponse, DeleteSubscriptionResponse__Output as _pix_subscriptions_v1_DeleteSubscriptionResponse__Output } from './pix/subscriptions/v1/DeleteSubscriptionResponse';
import type { Empty as _pix_subscriptions_v1_Empty, Empty__Output as _pix_subscriptions_v1_Empty__Output } from './pix/subscriptions/v1/Empty';
import type { ListCyclesRequest as _pix_subscriptions_v1_ListCyclesRequest, ListCyclesRequest__Output as _pix_subscriptions_v1_ListCyclesRequest__Output } from './pix/subscriptions/v1/ListCyclesRequest';
import type { ListSubscriptionsResponse as _pix_subscriptions_v1_ListSubscriptionsResponse, ListSubscriptionsResponse__Output as _pix_subscriptions_v1_ListSubscriptionsResponse__Output } from './pix/subscriptions/v1/ListSubscriptionsResponse';
import type { PublicAuthorization as _pix_subscriptions_v1_PublicAuthorization, PublicAuthorization__Output as _pix_subscriptions_v1_PublicAuthorization__Output } from './pix/subscriptions/v1/PublicAuthorization';
import type { PublicAuthorizationRequest as _pix_subscriptions_v1_PublicAuthorizationRequest, PublicAuthorizationRequest__Output as _pix_subscriptions_v1_PublicAuthorizationRequest__Output } from './pix/subscriptions/v1/PublicAuthorizationRequest';
import type { RecurrenceNoticeRequest as _pix_subscriptions_v1_RecurrenceNoticeRequest, RecurrenceNoticeRequest__Output as _pix_subscriptions_v1_RecurrenceNoticeRequest__Output } from './pix/subscriptions/v1/RecurrenceNoticeRequest';
import type { RecurrenceNoticeResponse as _pix_subscriptions_v1_RecurrenceNoticeResponse, RecurrenceNoticeResponse__Output as _pix_subscriptions_v1_RecurrenceNoticeResponse__Output } from './pix/subscriptions/v1/RecurrenceNoticeResponse';
import type { RecurringCycle as _pix_subscriptions_v1_RecurringCycle, RecurringCycle__Output as _pix_subscriptions_v1_RecurringCycle__Output } from './pix/subscriptions/v1/RecurringCycle';
import type { RecurringCycleList as _pix_subscriptions_v1_RecurringCycleList, RecurringCycleList__Output as _pix_subscriptions_v1_RecurringCycleList__Output } from './pix/subscriptions/v1/RecurringCycleList';
import type { ReferenceCount as _pix_subscriptions_v1_ReferenceCount, ReferenceCount__Output as _pix_subscriptions_v1_ReferenceCount__Output } from './pix/subscriptions/v1/ReferenceCount';
import type { ReferenceRequest as _pix_subscriptions_v1_ReferenceRequest, ReferenceRequest__Output as _pix_subscriptions_v1_ReferenceRequest__Output } from './pix/subscriptions/v1/ReferenceRequest';
import type { RunBillingRequest as _pix_subscriptions_v1_RunBillingRequest, RunBillingRequest__Output as _pix_subscriptions_v1_RunBillingRequest__Output } from './pix/subscriptions/v1/RunBillingRequest';
import type { SimulateAutomaticoRequest as _pix_subscriptions_v1_SimulateAutomaticoRequest, SimulateAutomaticoRequest__Output as _pix_subscriptions_v1_SimulateAutomaticoRequest__Output } from './pix/subscriptions/v1/SimulateAutomaticoRequest';
import type { Subscription as _pix_subscriptions_v1_Subscription, Subscription__Output as _pix_subscriptions_v1_Subscription__Output } from './pix/subscriptions/v1/Subscription';
import type { SubscriptionDueTerms as _pix_subscriptions_v1_SubscriptionDueTerms, SubscriptionDueTerms__Output as _pix_subscriptions_v1_SubscriptionDueTerms__Output } from './pix/subscriptions/v1/SubscriptionDueTerms';
import type { SubscriptionFields as _pix_subscriptions_v1_SubscriptionFields, SubscriptionFields__Output as _pix_subscriptions_v1_SubscriptionFields__Output } from './pix/subscriptions/v1/SubscriptionFields';
import type { SubscriptionIdRequest as _pix_subscriptions_v1_SubscriptionIdRequest, SubscriptionIdRequest__Output as _pix_subscriptions_v1_SubscriptionIdRequest__Output } from './pix/subscriptions/v1/SubscriptionIdRequest';
import type { SubscriptionsServiceClient as _pix_subscriptions_v1_SubscriptionsServiceClient, SubscriptionsServiceDefinition as _pix_subscriptions_v1_SubscriptionsServiceDefinition } from './pix/subscriptions/v1/SubscriptionsService';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  pix: {
    charges: {
      v1: {
        AdvanceTestDueDateRequest: MessageTypeDefinition<_pix_charges_v1_AdvanceTestDueDateRequest, _pix_charges_v1_AdvanceTestDueDateRequest__Output>
        AdvanceTestDueDateResponse: MessageTypeDefinition<_pix_charges_v1_AdvanceTestDueDateResponse, _pix_charges_v1_AdvanceTestDueDateResponse__Output>
        AmountOfDay: MessageTypeDefinition<_pix_charges_v1_AmountOfDay, _pix_charges_v1_AmountOfDay__Output>
        AmountOfDayRequest: MessageTypeDefinition<_pix_charges_v1_AmountOfDayRequest, _pix_charges_v1_AmountOfDayRequest__Output>
        BatchFieldProblem: MessageTypeDefinition<_pix_charges_v1_BatchFieldProblem, _pix_charges_v1_BatchFieldProblem__Output>
        BatchItemProblem: MessageTypeDefinition<_pix_charges_v1_BatchItemProblem, _pix_charges_v1_BatchItemProblem__Output>
        CatalogIdRequest: MessageTypeDefinition<_pix_charges_v1_CatalogIdRequest, _pix_charges_v1_CatalogIdRequest__Output>
        Charge: MessageTypeDefinition<_pix_charges_v1_Charge, _pix_charges_v1_Charge__Output>
        ChargeBatch: MessageTypeDefinition<_pix_charges_v1_ChargeBatch, _pix_charges_v1_ChargeBatch__Output>
        ChargeBatchIdRequest: MessageTypeDefinition<_pix_charges_v1_ChargeBatchIdRequest, _pix_charges_v1_ChargeBatchIdRequest__Output>
        ChargeBatchItem: MessageTypeDefinition<_pix_charges_v1_ChargeBatchItem, _pix_charges_v1_ChargeBatchItem__Output>
        ChargeBatchItemRequest: MessageTypeDefinition<_pix_charges_v1_ChargeBatchItemRequest, _pix_charges_v1_ChargeBatchItemRequest__Output>
        ChargeReferenceCount: MessageTypeDefinition<_pix_charges_v1_ChargeReferenceCount, _pix_charges_v1_ChargeReferenceCount__Output>
        ChargeReferenceRequest: MessageTypeDefinition<_pix_charges_v1_ChargeReferenceRequest, _pix_charges_v1_ChargeReferenceRequest__Output>
        ChargesService: SubtypeConstructor<typeof grpc.Client, _pix_charges_v1_ChargesServiceClient> & { service: _pix_charges_v1_ChargesServiceDefinition }
        ChargesSubscriptionSupport: SubtypeConstructor<typeof grpc.Client, _pix_charges_v1_ChargesSubscriptionSupportClient> & { service: _pix_charges_v1_ChargesSubscriptionSupportDefinition }
        Coupon: MessageTypeDefinition<_pix_charges_v1_Coupon, _pix_charges_v1_Coupon__Output>
        CouponFields: MessageTypeDefinition<_pix_charges_v1_CouponFields, _pix_charges_v1_CouponFields__Output>
        CreateChargeBatchRequest: MessageTypeDefinition<_pix_charges_v1_CreateChargeBatchRequest, _pix_charges_v1_CreateChargeBatchRequest__Output>
        CreateChargeRequest: MessageTypeDefinition<_pix_charges_v1_CreateChargeRequest, _pix_charges_v1_CreateChargeRequest__Output>
        CreateRecurrenceRequest: MessageTypeDefinition<_pix_charges_v1_CreateRecurrenceRequest, _pix_charges_v1_CreateRecurrenceRequest__Output>
        Customer: MessageTypeDefinition<_pix_charges_v1_Customer, _pix_charges_v1_Customer__Output>
        CustomerFields: MessageTypeDefinition<_pix_charges_v1_CustomerFields, _pix_charges_v1_CustomerFields__Output>
        CustomerIdRequest: MessageTypeDefinition<_pix_charges_v1_CustomerIdRequest, _pix_charges_v1_CustomerIdRequest__Output>
        DecideTestInfractionRequest: MessageTypeDefinition<_pix_charges_v1_DecideTestInfractionRequest, _pix_charges_v1_DecideTestInfractionRequest__Output>
        DefenseFileMessage: MessageTypeDefinition<_pix_charges_v1_DefenseFileMessage, _pix_charges_v1_DefenseFileMessage__Output>
        DeleteCouponResponse: MessageTypeDefinition<_pix_charges_v1_DeleteCouponResponse, _pix_charges_v1_DeleteCouponResponse__Output>
        DeleteCustomerResponse: MessageTypeDefinition<_pix_charges_v1_DeleteCustomerResponse, _pix_charges_v1_DeleteCustomerResponse__Output>
        DeleteProductResponse: MessageTypeDefinition<_pix_charges_v1_DeleteProductResponse, _pix_charges_v1_DeleteProductResponse__Output>
        Desconto: MessageTypeDefinition<_pix_charges_v1_Desconto, _pix_charges_v1_Desconto__Output>
        DescontoDataFixa: MessageTypeDefinition<_pix_charges_v1_DescontoDataFixa, _pix_charges_v1_DescontoDataFixa__Output>
        DueDateTerms: MessageTypeDefinition<_pix_charges_v1_DueDateTerms, _pix_charges_v1_DueDateTerms__Output>
        Empty: MessageTypeDefinition<_pix_charges_v1_Empty, _pix_charges_v1_Empty__Output>
        EndToEndIdRequest: MessageTypeDefinition<_pix_charges_v1_EndToEndIdRequest, _pix_charges_v1_EndToEndIdRequest__Output>
        EngineNoticeRequest: MessageTypeDefinition<_pix_charges_v1_EngineNoticeRequest, _pix_charges_v1_EngineNoticeRequest__Output>
        EngineNoticeResponse: MessageTypeDefinition<_pix_charges_v1_EngineNoticeResponse, _pix_charges_v1_EngineNoticeResponse__Output>
        ExpireTestChargesRequest: MessageTypeDefinition<_pix_charges_v1_ExpireTestChargesRequest, _pix_charges_v1_ExpireTestChargesRequest__Output>
        ExpireTestChargesResponse: MessageTypeDefinition<_pix_charges_v1_ExpireTestChargesResponse, _pix_charges_v1_ExpireTestChargesResponse__Output>
        ExtraPayment: MessageTypeDefinition<_pix_charges_v1_ExtraPayment, _pix_charges_v1_ExtraPayment__Output>
        Idempotency: MessageTypeDefinition<_pix_charges_v1_Idempotency, _pix_charges_v1_Idempotency__Output>
        InfractionDefenseRequest: MessageTypeDefinition<_pix_charges_v1_InfractionDefenseRequest, _pix_charges_v1_InfractionDefenseRequest__Output>
        InfractionIdRequest: MessageTypeDefinition<_pix_charges_v1_InfractionIdRequest, _pix_charges_v1_InfractionIdRequest__Output>
        InfractionMessage: MessageTypeDefinition<_pix_charges_v1_InfractionMessage, _pix_charges_v1_InfractionMessage__Output>
        IssuePixRequest: MessageTypeDefinition<_pix_charges_v1_IssuePixRequest, _pix_charges_v1_IssuePixRequest__Output>
        IssueResponse: MessageTypeDefinition<_pix_charges_v1_IssueResponse, _pix_charges_v1_IssueResponse__Output>
        LedgerBalancesRequest: MessageTypeDefinition<_pix_charges_v1_LedgerBalancesRequest, _pix_charges_v1_LedgerBalancesRequest__Output>
        LedgerBalancesResponse: MessageTypeDefinition<_pix_charges_v1_LedgerBalancesResponse, _pix_charges_v1_LedgerBalancesResponse__Output>
        LedgerDifference: MessageTypeDefinition<_pix_charges_v1_LedgerDifference, _pix_charges_v1_LedgerDifference__Output>
        LedgerDifferencesRequest: MessageTypeDefinition<_pix_charges_v1_LedgerDifferencesRequest, _pix_charges_v1_LedgerDifferencesRequest__Output>
        LedgerDifferencesResponse: MessageTypeDefinition<_pix_charges_v1_LedgerDifferencesResponse, _pix_charges_v1_LedgerDifferencesResponse__Output>
        LedgerPostResponse: MessageTypeDefinition<_pix_charges_v1_LedgerPostResponse, _pix_charges_v1_LedgerPostResponse__Output>
        LedgerReconciliationRun: MessageTypeDefinition<_pix_charges_v1_LedgerReconciliationRun, _pix_charges_v1_LedgerReconciliationRun__Output>
        ListChargeBatchesResponse: MessageTypeDefinition<_pix_charges_v1_ListChargeBatchesResponse, _pix_charges_v1_ListChargeBatchesResponse__Output>
        ListCouponsResponse: MessageTypeDefinition<_pix_charges_v1_ListCouponsResponse, _pix_charges_v1_ListCouponsResponse__Output>
        ListCustomersResponse: MessageTypeDefinition<_pix_charges_v1_ListCustomersResponse, _pix_charges_v1_ListCustomersResponse__Output>
        ListInfractionsRequest: MessageTypeDefinition<_pix_charges_v1_ListInfractionsRequest, _pix_charges_v1_ListInfractionsRequest__Output>
        ListInfractionsResponse: MessageTypeDefinition<_pix_charges_v1_ListInfractionsResponse, _pix_charges_v1_ListInfractionsResponse__Output>
        ListLocationsRequest: MessageTypeDefinition<_pix_charges_v1_ListLocationsRequest, _pix_charges_v1_ListLocationsRequest__Output>
        ListLocationsResponse: MessageTypeDefinition<_pix_charges_v1_ListLocationsResponse, _pix_charges_v1_ListLocationsResponse__Output>
        ListPixChargesRequest: MessageTypeDefinition<_pix_charges_v1_ListPixChargesRequest, _pix_charges_v1_ListPixChargesRequest__Output>
        ListPixChargesResponse: MessageTypeDefinition<_pix_charges_v1_ListPixChargesResponse, _pix_charges_v1_ListPixChargesResponse__Output>
        ListProductsResponse: MessageTypeDefinition<_pix_charges_v1_ListProductsResponse, _pix_charges_v1_ListProductsResponse__Output>
        ListRefundsResponse: MessageTypeDefinition<_pix_charges_v1_ListRefundsResponse, _pix_charges_v1_ListRefundsResponse__Output>
        LocationIdRequest: MessageTypeDefinition<_pix_charges_v1_LocationIdRequest, _pix_charges_v1_LocationIdRequest__Output>
        Modalidade: MessageTypeDefinition<_pix_charges_v1_Modalidade, _pix_charges_v1_Modalidade__Output>
        PaidTotalsRequest: MessageTypeDefinition<_pix_charges_v1_PaidTotalsRequest, _pix_charges_v1_PaidTotalsRequest__Output>
        PaidTotalsResponse: MessageTypeDefinition<_pix_charges_v1_PaidTotalsResponse, _pix_charges_v1_PaidTotalsResponse__Output>
        PendingSubscriptionChargeRequest: MessageTypeDefinition<_pix_charges_v1_PendingSubscriptionChargeRequest, _pix_charges_v1_PendingSubscriptionChargeRequest__Output>
        PendingSubscriptionChargeResponse: MessageTypeDefinition<_pix_charges_v1_PendingSubscriptionChargeResponse, _pix_charges_v1_PendingSubscriptionChargeResponse__Output>
        PixPayment: MessageTypeDefinition<_pix_charges_v1_PixPayment, _pix_charges_v1_PixPayment__Output>
        PixReceived: MessageTypeDefinition<_pix_charges_v1_PixReceived, _pix_charges_v1_PixReceived__Output>
        Product: MessageTypeDefinition<_pix_charges_v1_Product, _pix_charges_v1_Product__Output>
        ProductFields: MessageTypeDefinition<_pix_charges_v1_ProductFields, _pix_charges_v1_ProductFields__Output>
        PublicCharge: MessageTypeDefinition<_pix_charges_v1_PublicCharge, _pix_charges_v1_PublicCharge__Output>
        PublicChargeKeyRequest: MessageTypeDefinition<_pix_charges_v1_PublicChargeKeyRequest, _pix_charges_v1_PublicChargeKeyRequest__Output>
        QrCodeRequest: MessageTypeDefinition<_pix_charges_v1_QrCodeRequest, _pix_charges_v1_QrCodeRequest__Output>
        QrCodeResponse: MessageTypeDefinition<_pix_charges_v1_QrCodeResponse, _pix_charges_v1_QrCodeResponse__Output>
        RecurrenceIdRequest: MessageTypeDefinition<_pix_charges_v1_RecurrenceIdRequest, _pix_charges_v1_RecurrenceIdRequest__Output>
        RecurrenceMessage: MessageTypeDefinition<_pix_charges_v1_RecurrenceMessage, _pix_charges_v1_RecurrenceMessage__Output>
        RecurringChargeAttempt: MessageTypeDefinition<_pix_charges_v1_RecurringChargeAttempt, _pix_charges_v1_RecurringChargeAttempt__Output>
        RecurringChargeMessage: MessageTypeDefinition<_pix_charges_v1_RecurringChargeMessage, _pix_charges_v1_RecurringChargeMessage__Output>
        Refund: MessageTypeDefinition<_pix_charges_v1_Refund, _pix_charges_v1_Refund__Output>
        RefundPixRequest: MessageTypeDefinition<_pix_charges_v1_RefundPixRequest, _pix_charges_v1_RefundPixRequest__Output>
        RefundResponse: MessageTypeDefinition<_pix_charges_v1_RefundResponse, _pix_charges_v1_RefundResponse__Output>
        RefundSettingsMessage: MessageTypeDefinition<_pix_charges_v1_RefundSettingsMessage, _pix_charges_v1_RefundSettingsMessage__Output>
        RefundSettingsRequest: MessageTypeDefinition<_pix_charges_v1_RefundSettingsRequest, _pix_charges_v1_RefundSettingsRequest__Output>
        ReserveWithdrawalRequest: MessageTypeDefinition<_pix_charges_v1_ReserveWithdrawalRequest, _pix_charges_v1_ReserveWithdrawalRequest__Output>
        RetryRecurringChargeRequest: MessageTypeDefinition<_pix_charges_v1_RetryRecurringChargeRequest, _pix_charges_v1_RetryRecurringChargeRequest__Output>
        SendRecurringChargeRequest: MessageTypeDefinition<_pix_charges_v1_SendRecurringChargeRequest, _pix_charges_v1_SendRecurringChargeRequest__Output>
        SetRefundSettingsRequest: MessageTypeDefinition<_pix_charges_v1_SetRefundSettingsRequest, _pix_charges_v1_SetRefundSettingsRequest__Output>
        SettleWithdrawalRequest: MessageTypeDefinition<_pix_charges_v1_SettleWithdrawalRequest, _pix_charges_v1_SettleWithdrawalRequest__Output>
        SimulateAmountOfDayRequest: MessageTypeDefinition<_pix_charges_v1_SimulateAmountOfDayRequest, _pix_charges_v1_SimulateAmountOfDayRequest__Output>
        SimulateAmountOfDayResponse: MessageTypeDefinition<_pix_charges_v1_SimulateAmountOfDayResponse, _pix_charges_v1_SimulateAmountOfDayResponse__Output>
        SimulateInfractionRequest: MessageTypeDefinition<_pix_charges_v1_SimulateInfractionRequest, _pix_charges_v1_SimulateInfractionRequest__Output>
        SimulateRecurrenceRequest: MessageTypeDefinition<_pix_charges_v1_SimulateRecurrenceRequest, _pix_charges_v1_SimulateRecurrenceRequest__Output>
        SubscriptionChargeByTxidRequest: MessageTypeDefinition<_pix_charges_v1_SubscriptionChargeByTxidRequest, _pix_charges_v1_SubscriptionChargeByTxidRequest__Output>
        SubscriptionChargeByTxidResponse: MessageTypeDefinition<_pix_charges_v1_SubscriptionChargeByTxidResponse, _pix_charges_v1_SubscriptionChargeByTxidResponse__Output>
        TxidRequest: MessageTypeDefinition<_pix_charges_v1_TxidRequest, _pix_charges_v1_TxidRequest__Output>
        ValidateCouponRequest: MessageTypeDefinition<_pix_charges_v1_ValidateCouponRequest, _pix_charges_v1_ValidateCouponRequest__Output>
        ValidateCouponResponse: MessageTypeDefinition<_pix_charges_v1_ValidateCouponResponse, _pix_charges_v1_ValidateCouponResponse__Output>
        VoidWithdrawalRequest: MessageTypeDefinition<_pix_charges_v1_VoidWithdrawalRequest, _pix_charges_v1_VoidWithdrawalRequest__Output>
      }
    }
    subscriptions: {
      v1: {
        Authorization: MessageTypeDefinition<_pix_subscriptions_v1_Authorization, _pix_subscriptions_v1_Authorization__Output>
        AuthorizationIdRequest: MessageTypeDefinition<_pix_subscriptions_v1_AuthorizationIdRequest, _pix_subscriptions_v1_AuthorizationIdRequest__Output>
        BillingFailure: MessageTypeDefinition<_pix_subscriptions_v1_BillingFailure, _pix_subscriptions_v1_BillingFailure__Output>
        BillingSummary: MessageTypeDefinition<_pix_subscriptions_v1_BillingSummary, _pix_subscriptions_v1_BillingSummary__Output>
        CycleEvent: MessageTypeDefinition<_pix_subscriptions_v1_CycleEvent, _pix_subscriptions_v1_CycleEvent__Output>
        CycleEventList: MessageTypeDefinition<_pix_subscriptions_v1_CycleEventList, _pix_subscriptions_v1_CycleEventList__Output>
        CycleTxidRequest: MessageTypeDefinition<_pix_subscriptions_v1_CycleTxidRequest, _pix_subscriptions_v1_CycleTxidRequest__Output>
        DeleteSubscriptionResponse: MessageTypeDefinition<_pix_subscriptions_v1_DeleteSubscriptionResponse, _pix_subscriptions_v1_DeleteSubscriptionResponse__Output>
        Empty: MessageTypeDefinition<_pix_subscriptions_v1_Empty, _pix_subscriptions_v1_Empty__Output>
        ListCyclesRequest: MessageTypeDefinition<_pix_subscriptions_v1_ListCyclesRequest, _pix_subscriptions_v1_ListCyclesRequest__Output>
        ListSubscriptionsResponse: MessageTypeDefinition<_pix_subscriptions_v1_ListSubscriptionsResponse, _pix_subscriptions_v1_ListSubscriptionsResponse__Output>
        PublicAuthorization: MessageTypeDefinition<_pix_subscriptions_v1_PublicAuthorization, _pix_subscriptions_v1_PublicAuthorization__Output>
        PublicAuthorizationRequest: MessageTypeDefinition<_pix_subscriptions_v1_PublicAuthorizationRequest, _pix_subscriptions_v1_PublicAuthorizationRequest__Output>
        RecurrenceNoticeRequest: MessageTypeDefinition<_pix_subscriptions_v1_RecurrenceNoticeRequest, _pix_subscriptions_v1_RecurrenceNoticeRequest__Output>
        RecurrenceNoticeResponse: MessageTypeDefinition<_pix_subscriptions_v1_RecurrenceNoticeResponse, _pix_subscriptions_v1_RecurrenceNoticeResponse__Output>
        RecurringCycle: MessageTypeDefinition<_pix_subscriptions_v1_RecurringCycle, _pix_subscriptions_v1_RecurringCycle__Output>
        RecurringCycleList: MessageTypeDefinition<_pix_subscriptions_v1_RecurringCycleList, _pix_subscriptions_v1_RecurringCycleList__Output>
        ReferenceCount: MessageTypeDefinition<_pix_subscriptions_v1_ReferenceCount, _pix_subscriptions_v1_ReferenceCount__Output>
        ReferenceRequest: MessageTypeDefinition<_pix_subscriptions_v1_ReferenceRequest, _pix_subscriptions_v1_ReferenceRequest__Output>
        RunBillingRequest: MessageTypeDefinition<_pix_subscriptions_v1_RunBillingRequest, _pix_subscriptions_v1_RunBillingRequest__Output>
        SimulateAutomaticoRequest: MessageTypeDefinition<_pix_subscriptions_v1_SimulateAutomaticoRequest, _pix_subscriptions_v1_SimulateAutomaticoRequest__Output>
        Subscription: MessageTypeDefinition<_pix_subscriptions_v1_Subscription, _pix_subscriptions_v1_Subscription__Output>
        SubscriptionDueTerms: MessageTypeDefinition<_pix_subscriptions_v1_SubscriptionDueTerms, _pix_subscriptions_v1_SubscriptionDueTerms__Output>
        SubscriptionFields: MessageTypeDefinition<_pix_subscriptions_v1_SubscriptionFields, _pix_subscriptions_v1_SubscriptionFields__Output>
        SubscriptionIdRequest: MessageTypeDefinition<_pix_subscriptions_v1_SubscriptionIdRequest, _pix_subscriptions_v1_SubscriptionIdRequest__Output>
        SubscriptionsService: SubtypeConstructor<typeof grpc.Client, _pix_subscriptions_v1_SubscriptionsServiceClient> & { service: _pix_subscriptions_v1_SubscriptionsServiceDefinition }
      }
    }
  }
}


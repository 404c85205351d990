// Original file: proto/charges/v1/charges.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { AdvanceTestDueDateRequest as _pix_charges_v1_AdvanceTestDueDateRequest, AdvanceTestDueDateRequest__Output as _pix_charges_v1_AdvanceTestDueDateRequest__Output } from '../../../pix/charges/v1/AdvanceTestDueDateRequest';
import type { AdvanceTestDueDateResponse as _pix_charges_v1_AdvanceTestDueDateResponse, AdvanceTestDueDateResponse__Output as _pix_charges_v1_AdvanceTestDueDateResponse__Output } from '../../../pix/charges/v1/AdvanceTestDueDateResponse';
import type { AmountOfDay as _pix_charges_v1_AmountOfDay, AmountOfDay__Output as _pix_charges_v1_AmountOfDay__Output } from '../../../pix/charges/v1/AmountOfDay';
import type { AmountOfDayRequest as _pix_charges_v1_AmountOfDayRequest, AmountOfDayRequest__Output as _pix_charges_v1_AmountOfDayRequest__Output } from '../../../pix/charges/v1/AmountOfDayRequest';
import type { CatalogIdRequest as _pix_charges_v1_CatalogIdRequest, CatalogIdRequest__Output as _pix_charges_v1_CatalogIdRequest__Output } from '../../../pix/charges/v1/CatalogIdRequest';
import type { Charge as _pix_charges_v1_Charge, Charge__Output as _pix_charges_v1_Charge__Output } from '../../../pix/charges/v1/Charge';
import type { ChargeBatch as _pix_charges_v1_ChargeBatch, ChargeBatch__Output as _pix_charges_v1_ChargeBatch__Output } from '../../../pix/charges/v1/ChargeBatch';
import type { ChargeBatchIdRequest as _pix_charges_v1_ChargeBatchIdRequest, ChargeBatchIdRequest__Output as _pix_charges_v1_ChargeBatchIdRequest__Output } from '../../../pix/charges/v1/ChargeBatchIdRequest';
import type { Coupon as _pix_charges_v1_Coupon, Coupon__Output as _pix_charges_v1_Coupon__Output } from '../../../pix/charges/v1/Coupon';
import type { CouponFields as _pix_charges_v1_CouponFields, CouponFields__Output as _pix_charges_v1_CouponFields__Output } from '../../../pix/charges/v1/CouponFields';
import type { CreateChargeBatchRequest as _pix_charges_v1_CreateChargeBatchRequest, CreateChargeBatchRequest__Output as _pix_charges_v1_CreateChargeBatchRequest__Output } from '../../../pix/charges/v1/CreateChargeBatchRequest';
import type { CreateChargeRequest as _pix_charges_v1_CreateChargeRequest, CreateChargeRequest__Output as _pix_charges_v1_CreateChargeRequest__Output } from '../../../pix/charges/v1/CreateChargeRequest';
import type { Customer as _pix_charges_v1_Customer, Customer__Output as _pix_charges_v1_Customer__Output } from '../../../pix/charges/v1/Customer';
import type { CustomerFields as _pix_charges_v1_CustomerFields, CustomerFields__Output as _pix_charges_v1_CustomerFields__Output } from '../../../pix/charges/v1/CustomerFields';
import type { CustomerIdRequest as _pix_charges_v1_CustomerIdRequest, CustomerIdRequest__Output as _pix_charges_v1_CustomerIdRequest__Output } from '../../../pix/charges/v1/CustomerIdRequest';
import type { DecideTestInfractionRequest as _pix_charges_v1_DecideTestInfractionRequest, DecideTestInfractionRequest__Output as _pix_charges_v1_DecideTestInfractionRequest__Output } from '../../../pix/charges/v1/DecideTestInfractionRequest';
import type { DeleteCouponResponse as _pix_charges_v1_DeleteCouponResponse, DeleteCouponResponse__Output as _pix_charges_v1_DeleteCouponResponse__Output } from '../../../pix/charges/v1/DeleteCouponResponse';
import type { DeleteCustomerResponse as _pix_charges_v1_DeleteCustomerResponse, DeleteCustomerResponse__Output as _pix_charges_v1_DeleteCustomerResponse__Output } from '../../../pix/charges/v1/DeleteCustomerResponse';
import type { DeleteProductResponse as _pix_charges_v1_DeleteProductResponse, DeleteProductResponse__Output as _pix_charges_v1_DeleteProductResponse__Output } from '../../../pix/charges/v1/DeleteProductResponse';
import type { Empty as _pix_charges_v1_Empty, Empty__Output as _pix_charges_v1_Empty__Output } from '../../../pix/charges/v1/Empty';
import type { EndToEndIdRequest as _pix_charges_v1_EndToEndIdRequest, EndToEndIdRequest__Output as _pix_charges_v1_EndToEndIdRequest__Output } from '../../../pix/charges/v1/EndToEndIdRequest';
import type { EngineNoticeRequest as _pix_charges_v1_EngineNoticeRequest, EngineNoticeRequest__Output as _pix_charges_v1_EngineNoticeRequest__Output } from '../../../pix/charges/v1/EngineNoticeRequest';
import type { EngineNoticeResponse as _pix_charges_v1_EngineNoticeResponse, EngineNoticeResponse__Output as _pix_charges_v1_EngineNoticeResponse__Output } from '../../../pix/charges/v1/EngineNoticeResponse';
import type { ExpireTestChargesRequest as _pix_charges_v1_ExpireTestChargesRequest, ExpireTestChargesRequest__Output as _pix_charges_v1_ExpireTestChargesRequest__Output } from '../../../pix/charges/v1/ExpireTestChargesRequest';
import type { ExpireTestChargesResponse as _pix_charges_v1_ExpireTestChargesResponse, ExpireTestChargesResponse__Output as _pix_charges_v1_ExpireTestChargesResponse__Output } from '../../../pix/charges/v1/ExpireTestChargesResponse';
import type { InfractionDefenseRequest as _pix_charges_v1_InfractionDefenseRequest, InfractionDefenseRequest__Output as _pix_charges_v1_InfractionDefenseRequest__Output } from '../../../pix/charges/v1/InfractionDefenseRequest';
import type { InfractionIdRequest as _pix_charges_v1_InfractionIdRequest, InfractionIdRequest__Output as _pix_charges_v1_InfractionIdRequest__Output } from '../../../pix/charges/v1/InfractionIdRequest';
import type { InfractionMessage as _pix_charges_v1_InfractionMessage, InfractionMessage__Output as _pix_charges_v1_InfractionMessage__Output } from '../../../pix/charges/v1/InfractionMessage';
import type { IssuePixRequest as _pix_charges_v1_IssuePixRequest, IssuePixRequest__Output as _pix_charges_v1_IssuePixRequest__Output } from '../../../pix/charges/v1/IssuePixRequest';
import type { IssueResponse as _pix_charges_v1_IssueResponse, IssueResponse__Output as _pix_charges_v1_IssueResponse__Output } from '../../../pix/charges/v1/IssueResponse';
import type { LedgerBalancesRequest as _pix_charges_v1_LedgerBalancesRequest, LedgerBalancesRequest__Output as _pix_charges_v1_LedgerBalancesRequest__Output } from '../../../pix/charges/v1/LedgerBalancesRequest';
import type { LedgerBalancesResponse as _pix_charges_v1_LedgerBalancesResponse, LedgerBalancesResponse__Output as _pix_charges_v1_LedgerBalancesResponse__Output } from '../../../pix/charges/v1/LedgerBalancesResponse';
import type { LedgerDifferencesRequest as _pix_charges_v1_LedgerDifferencesRequest, LedgerDifferencesRequest__Output as _pix_charges_v1_LedgerDifferencesRequest__Output } from '../../../pix/charges/v1/LedgerDifferencesRequest';
import type { LedgerDifferencesResponse as _pix_charges_v1_LedgerDifferencesResponse, LedgerDifferencesResponse__Output as _pix_charges_v1_LedgerDifferencesResponse__Output } from '../../../pix/charges/v1/LedgerDifferencesResponse';
import type { LedgerPostResponse as _pix_charges_v1_LedgerPostResponse, LedgerPostResponse__Output as _pix_charges_v1_LedgerPostResponse__Output } from '../../../pix/charges/v1/LedgerPostResponse';
import type { ListChargeBatchesResponse as _pix_charges_v1_ListChargeBatchesResponse, ListChargeBatchesResponse__Output as _pix_charges_v1_ListChargeBatchesResponse__Output } from '../../../pix/charges/v1/ListChargeBatchesResponse';
import type { ListCouponsResponse as _pix_charges_v1_ListCouponsResponse, ListCouponsResponse__Output as _pix_charges_v1_ListCouponsResponse__Output } from '../../../pix/charges/v1/ListCouponsResponse';
import type { ListCustomersResponse as _pix_charges_v1_ListCustomersResponse, ListCustomersResponse__Output as _pix_charges_v1_ListCustomersResponse__Output } from '../../../pix/charges/v1/ListCustomersResponse';
import type { ListInfractionsRequest as _pix_charges_v1_ListInfractionsRequest, ListInfractionsRequest__Output as _pix_charges_v1_ListInfractionsRequest__Output } from '../../../pix/charges/v1/ListInfractionsRequest';
import type { ListInfractionsResponse as _pix_charges_v1_ListInfractionsResponse, ListInfractionsResponse__Output as _pix_charges_v1_ListInfractionsResponse__Output } from '../../../pix/charges/v1/ListInfractionsResponse';
import type { ListLocationsRequest as _pix_charges_v1_ListLocationsRequest, ListLocationsRequest__Output as _pix_charges_v1_ListLocationsRequest__Output } from '../../../pix/charges/v1/ListLocationsRequest';
import type { ListLocationsResponse as _pix_charges_v1_ListLocationsResponse, ListLocationsResponse__Output as _pix_charges_v1_ListLocationsResponse__Output } from '../../../pix/charges/v1/ListLocationsResponse';
import type { ListPixChargesRequest as _pix_charges_v1_ListPixChargesRequest, ListPixChargesRequest__Output as _pix_charges_v1_ListPixChargesRequest__Output } from '../../../pix/charges/v1/ListPixChargesRequest';
import type { ListPixChargesResponse as _pix_charges_v1_ListPixChargesResponse, ListPixChargesResponse__Output as _pix_charges_v1_ListPixChargesResponse__Output } from '../../../pix/charges/v1/ListPixChargesResponse';
import type { ListProductsResponse as _pix_charges_v1_ListProductsResponse, ListProductsResponse__Output as _pix_charges_v1_ListProductsResponse__Output } from '../../../pix/charges/v1/ListProductsResponse';
import type { ListRefundsResponse as _pix_charges_v1_ListRefundsResponse, ListRefundsResponse__Output as _pix_charges_v1_ListRefundsResponse__Output } from '../../../pix/charges/v1/ListRefundsResponse';
import type { LocationIdRequest as _pix_charges_v1_LocationIdRequest, LocationIdRequest__Output as _pix_charges_v1_LocationIdRequest__Output } from '../../../pix/charges/v1/LocationIdRequest';
import type { PaidTotalsRequest as _pix_charges_v1_PaidTotalsRequest, PaidTotalsRequest__Output as _pix_charges_v1_PaidTotalsRequest__Output } from '../../../pix/charges/v1/PaidTotalsRequest';
import type { PaidTotalsResponse as _pix_charges_v1_PaidTotalsResponse, PaidTotalsResponse__Output as _pix_charges_v1_PaidTotalsResponse__Output } from '../../../pix/charges/v1/PaidTotalsResponse';
import type { PixReceived as _pix_charges_v1_PixReceived, PixReceived__Output as _pix_charges_v1_PixReceived__Output } from '../../../pix/charges/v1/PixReceived';
import type { Product as _pix_charges_v1_Product, Product__Output as _pix_charges_v1_Product__Output } from '../../../pix/charges/v1/Product';
import type { ProductFields as _pix_charges_v1_ProductFields, ProductFields__Output as _pix_charges_v1_ProductFields__Output } from '../../../pix/charges/v1/ProductFields';
import type { PublicCharge as _pix_charges_v1_PublicCharge, PublicCharge__Output as _pix_charges_v1_PublicCharge__Output } from '../../../pix/charges/v1/PublicCharge';
import type { PublicChargeKeyRequest as _pix_charges_v1_PublicChargeKeyRequest, PublicChargeKeyRequest__Output as _pix_charges_v1_PublicChargeKeyRequest__Output } from '../../../pix/charges/v1/PublicChargeKeyRequest';
import type { QrCodeRequest as _pix_charges_v1_QrCodeRequest, QrCodeRequest__Output as _pix_charges_v1_QrCodeRequest__Output } from '../../../pix/charges/v1/QrCodeRequest';
import type { QrCodeResponse as _pix_charges_v1_QrCodeResponse, QrCodeResponse__Output as _pix_charges_v1_QrCodeResponse__Output } from '../../../pix/charges/v1/QrCodeResponse';
import type { RefundPixRequest as _pix_charges_v1_RefundPixRequest, RefundPixRequest__Output as _pix_charges_v1_RefundPixRequest__Output } from '../../../pix/charges/v1/RefundPixRequest';
import type { RefundResponse as _pix_charges_v1_RefundResponse, RefundResponse__Output as _pix_charges_v1_RefundResponse__Output } from '../../../pix/charges/v1/RefundResponse';
import type { RefundSettingsMessage as _pix_charges_v1_RefundSettingsMessage, RefundSettingsMessage__Output as _pix_charges_v1_RefundSettingsMessage__Output } from '../../../pix/charges/v1/RefundSettingsMessage';
import type { RefundSettingsRequest as _pix_charges_v1_RefundSettingsRequest, RefundSettingsRequest__Output as _pix_charges_v1_RefundSettingsRequest__Output } from '../../../pix/charges/v1/RefundSettingsRequest';
import type { ReserveWithdrawalRequest as _pix_charges_v1_ReserveWithdrawalRequest, ReserveWithdrawalRequest__Output as _pix_charges_v1_ReserveWithdrawalRequest__Output } from '../../../pix/charges/v1/ReserveWithdrawalRequest';
import type { SetRefundSettingsRequest as _pix_charges_v1_SetRefundSettingsRequest, SetRefundSettingsRequest__Output as _pix_charges_v1_SetRefundSettingsRequest__Output } from '../../../pix/charges/v1/SetRefundSettingsRequest';
import type { SettleWithdrawalRequest as _pix_charges_v1_SettleWithdrawalRequest, SettleWithdrawalRequest__Output as _pix_charges_v1_SettleWithdrawalRequest__Output } from '../../../pix/charges/v1/SettleWithdrawalRequest';
import type { SimulateAmountOfDayRequest as _pix_charges_v1_SimulateAmountOfDayRequest, SimulateAmountOfDayRequest__Output as _pix_charges_v1_SimulateAmountOfDayRequest__Output } from '../../../pix/charges/v1/SimulateAmountOfDayRequest';
import type { SimulateAmountOfDayResponse as _pix_charges_v1_SimulateAmountOfDayResponse, SimulateAmountOfDayResponse__Output as _pix_charges_v1_SimulateAmountOfDayResponse__Output } from '../../../pix/charges/v1/SimulateAmountOfDayResponse';
import type { SimulateInfractionRequest as _pix_charges_v1_SimulateInfractionRequest, SimulateInfractionRequest__Output as _pix_charges_v1_SimulateInfractionRequest__Output } from '../../../pix/charges/v1/SimulateInfractionRequest';
import type { TxidRequest as _pix_charges_v1_TxidRequest, TxidRequest__Output as _pix_charges_v1_TxidRequest__Output } from '../../../pix/charges/v1/TxidRequest';
import type { ValidateCouponRequest as _pix_charges_v1_ValidateCouponRequest, ValidateCouponRequest__Output as _pix_charges_v1_ValidateCouponRequest__Output } from '../../../pix/charges/v1/ValidateCouponRequest';
import type { ValidateCouponResponse as _pix_charges_v1_ValidateCouponResponse, ValidateCouponResponse__Output as _pix_charges_v1_ValidateCouponResponse__Output } from '../../../pix/charges/v1/ValidateCouponResponse';
import type { VoidWithdrawalRequest as _pix_charges_v1_VoidWithdrawalRequest, VoidWithdrawalRequest__Output as _pix_charges_v1_VoidWithdrawalRequest__Output } from '../../../pix/charges/v1/VoidWithdrawalRequest';

export interface ChargesServiceClient extends grpc.Client {
  AdvanceTestDueDate(argument: _pix_charges_v1_AdvanceTestDueDateRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_AdvanceTestDueDateResponse__Output>): grpc.ClientUnaryCall;
  AdvanceTestDueDate(argument: _pix_charges_v1_AdvanceTestDueDateRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_AdvanceTestDueDateResponse__Output>): grpc.ClientUnaryCall;
  AdvanceTestDueDate(argument: _pix_charges_v1_AdvanceTestDueDateRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_AdvanceTestDueDateResponse__Output>): grpc.ClientUnaryCall;
  AdvanceTestDueDate(argument: _pix_charges_v1_AdvanceTestDueDateRequest, callback: grpc.requestCallback<_pix_charges_v1_AdvanceTestDueDateResponse__Output>): grpc.ClientUnaryCall;
  advanceTestDueDate(argument: _pix_charges_v1_AdvanceTestDueDateRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_AdvanceTestDueDateResponse__Output>): grpc.ClientUnaryCall;
  advanceTestDueDate(argument: _pix_charges_v1_AdvanceTestDueDateRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_AdvanceTestDueDateResponse__Output>): grpc.ClientUnaryCall;
  advanceTestDueDate(argument: _pix_charges_v1_AdvanceTestDueDateRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_AdvanceTestDueDateResponse__Output>): grpc.ClientUnaryCall;
  advanceTestDueDate(argument: _pix_charges_v1_AdvanceTestDueDateRequest, callback: grpc.requestCallback<_pix_charges_v1_AdvanceTestDueDateResponse__Output>): grpc.ClientUnaryCall;
  
  CancelPix(argument: _pix_charges_v1_TxidRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_Empty__Output>): grpc.ClientUnaryCall;
  CancelPix(argument: _pix_charges_v1_TxidRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_Empty__Output>): grpc.ClientUnaryCall;
  CancelPix(argument: _pix_charges_v1_TxidRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_Empty__Output>): grpc.ClientUnaryCall;
  CancelPix(argument: _pix_charges_v1_TxidRequest, callback: grpc.requestCallback<_pix_charges_v1_Empty__Output>): grpc.ClientUnaryCall;
  cancelPix(argument: _pix_charges_v1_TxidRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_Empty__Output>): grpc.ClientUnaryCall;
  cancelPix(argument: _pix_charges_v1_TxidRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_Empty__Output>): grpc.ClientUnaryCall;
  cancelPix(argument: _pix_charges_v1_TxidRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_Empty__Output>): grpc.ClientUnaryCall;
  cancelPix(argument: _pix_charges_v1_TxidRequest, callback: grpc.requestCallback<_pix_charges_v1_Empty__Output>): grpc.ClientUnaryCall;
  
  CreateCharge(argument: _pix_charges_v1_CreateChargeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_IssueResponse__Output>): grpc.ClientUnaryCall;
  CreateCharge(argument: _pix_charges_v1_CreateChargeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_IssueResponse__Output>): grpc.ClientUnaryCall;
  CreateCharge(argument: _pix_charges_v1_CreateChargeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_IssueResponse__Output>): grpc.ClientUnaryCall;
  CreateCharge(argument: _pix_charges_v1_CreateChargeRequest, callback: grpc.requestCallback<_pix_charges_v1_IssueResponse__Output>): grpc.ClientUnaryCall;
  createCharge(argument: _pix_charges_v1_CreateChargeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_IssueResponse__Output>): grpc.ClientUnaryCall;
  createCharge(argument: _pix_charges_v1_CreateChargeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_IssueResponse__Output>): grpc.ClientUnaryCall;
  createCharge(argument: _pix_charges_v1_CreateChargeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_IssueResponse__Output>): grpc.ClientUnaryCall;
  createCharge(argument: _pix_charges_v1_CreateChargeRequest, callback: grpc.requestCallback<_pix_charges_v1_IssueResponse__Output>): grpc.ClientUnaryCall;
  
  CreateChargeBatch(argument: _pix_charges_v1_CreateChargeBatchRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_ChargeBatch__Output>): grpc.ClientUnaryCall;
  CreateChargeBatch(argument: _pix_charges_v1_CreateChargeBatchRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_ChargeBatch__Output>): grpc.ClientUnaryCall;
  CreateChargeBatch(argument: _pix_charges_v1_CreateChargeBatchRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_ChargeBatch__Output>): grpc.ClientUnaryCall;
  CreateChargeBatch(argument: _pix_charges_v1_CreateChargeBatchRequest, callback: grpc.requestCallback<_pix_charges_v1_ChargeBatch__Output>): grpc.ClientUnaryCall;
  createChargeBatch(argument: _pix_charges_v1_CreateChargeBatchRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_ChargeBatch__Output>): grpc.ClientUnaryCall;
  createChargeBatch(argument: _pix_charges_v1_CreateChargeBatchRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_ChargeBatch__Output>): grpc.ClientUnaryCall;
  createChargeBatch(argument: _pix_charges_v1_CreateChargeBatchRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_ChargeBatch__Output>): grpc.ClientUnaryCall;
  createChargeBatch(argument: _pix_charges_v1_CreateChargeBatchRequest, callback: grpc.requestCallback<_pix_charges_v1_ChargeBatch__Output>): grpc.ClientUnaryCall;
  
  CreateCoupon(argument: _pix_charges_v1_CouponFields, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_Coupon__Output>): grpc.ClientUnaryCall;
  CreateCoupon(argument: _pix_charges_v1_CouponFields, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_Coupon__Output>): grpc.ClientUnaryCall;
  CreateCoupon(argument: _pix_charges_v1_CouponFields, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_Coupon__Output>): grpc.ClientUnaryCall;
  CreateCoupon(argument: _pix_charges_v1_CouponFields, callback: grpc.requestCallback<_pix_charges_v1_Coupon__Output>): grpc.ClientUnaryCall;
  createCoupon(argument: _pix_charges_v1_CouponFields, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_Coupon__Output>): grpc.ClientUnaryCall;
  createCoupon(argument: _pix_charges_v1_CouponFields, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_Coupon__Output>): grpc.ClientUnaryCall;
  createCoupon(argument: _pix_charges_v1_CouponFields, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_Coupon__Output>): grpc.ClientUnaryCall;
  createCoupon(argument: _pix_charges_v1_CouponFields, callback: grpc.requestCallback<_pix_charges_v1_Coupon__Output>): grpc.ClientUnaryCall;
  
  CreateCustomer(argument: _pix_charges_v1_CustomerFields, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_Customer__Output>): grpc.ClientUnaryCall;
  CreateCustomer(argument: _pix_charges_v1_CustomerFields, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_Customer__Output>): grpc.ClientUnaryCall;
  CreateCustomer(argument: _pix_charges_v1_CustomerFields, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_Customer__Output>): grpc.ClientUnaryCall;
  CreateCustomer(argument: _pix_charges_v1_CustomerFields, callback: grpc.requestCallback<_pix_charges_v1_Customer__Output>): grpc.ClientUnaryCall;
  createCustomer(argument: _pix_charges_v1_CustomerFields, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_Customer__Output>): grpc.ClientUnaryCall;
  createCustomer(argument: _pix_charges_v1_CustomerFields, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_Customer__Output>): grpc.ClientUnaryCall;
  createCustomer(argument: _pix_charges_v1_CustomerFields, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_Customer__Output>): grpc.ClientUnaryCall;
  createCustomer(argument: _pix_charges_v1_CustomerFields, callback: grpc.requestCallback<_pix_charges_v1_Customer__Output>): grpc.ClientUnaryCall;
  
  CreateProduct(argument: _pix_charges_v1_ProductFields, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_Product__Output>): grpc.ClientUnaryCall;
  CreateProduct(argument: _pix_charges_v1_ProductFields, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_Product__Output>): grpc.ClientUnaryCall;
  CreateProduct(argument: _pix_charges_v1_ProductFields, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_Product__Output>): grpc.ClientUnaryCall;
  CreateProduct(argument: _pix_charges_v1_ProductFields, callback: grpc.requestCallback<_pix_charges_v1_Product__Output>): grpc.ClientUnaryCall;
  createProduct(argument: _pix_charges_v1_ProductFields, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_Product__Output>): grpc.ClientUnaryCall;
  createProduct(argument: _pix_charges_v1_ProductFields, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_Product__Output>): grpc.ClientUnaryCall;
  createProduct(argument: _pix_charges_v1_ProductFields, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_Product__Output>): grpc.ClientUnaryCall;
  createProduct(argument: _pix_charges_v1_ProductFields, callback: grpc.requestCallback<_pix_charges_v1_Product__Output>): grpc.ClientUnaryCall;
  
  DecideTestInfraction(argument: _pix_charges_v1_DecideTestInfractionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_InfractionMessage__Output>): grpc.ClientUnaryCall;
  DecideTestInfraction(argument: _pix_charges_v1_DecideTestInfractionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_InfractionMessage__Output>): grpc.ClientUnaryCall;
  DecideTestInfraction(argument: _pix_charges_v1_DecideTestInfractionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_InfractionMessage__Output>): grpc.ClientUnaryCall;
  DecideTestInfraction(argument: _pix_charges_v1_DecideTestInfractionRequest, callback: grpc.requestCallback<_pix_charges_v1_InfractionMessage__Output>): grpc.ClientUnaryCall;
  decideTestInfraction(argument: _pix_charges_v1_DecideTestInfractionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_InfractionMessage__Output>): grpc.ClientUnaryCall;
  decideTestInfraction(argument: _pix_charges_v1_DecideTestInfractionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_InfractionMessage__Output>): grpc.ClientUnaryCall;
  decideTestInfraction(argument: _pix_charges_v1_DecideTestInfractionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_InfractionMessage__Output>): grpc.ClientUnaryCall;
  decideTestInfraction(argument: _pix_charges_v1_DecideTestInfractionRequest, callback: grpc.requestCallback<_pix_charges_v1_InfractionMessage__Output>): grpc.ClientUnaryCall;
  
  DeleteCoupon(argument: _pix_charges_v1_CatalogIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_DeleteCouponResponse__Output>): grpc.ClientUnaryCall;
  DeleteCoupon(argument: _pix_charges_v1_CatalogIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_DeleteCouponResponse__Output>): grpc.ClientUnaryCall;
  DeleteCoupon(argument: _pix_charges_v1_CatalogIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_DeleteCouponResponse__Output>): grpc.ClientUnaryCall;
  DeleteCoupon(argument: _pix_charges_v1_CatalogIdRequest, callback: grpc.requestCallback<_pix_charges_v1_DeleteCouponResponse__Output>): grpc.ClientUnaryCall;
  deleteCoupon(argument: _pix_charges_v1_CatalogIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_DeleteCouponResponse__Output>): grpc.ClientUnaryCall;
  deleteCoupon(argument: _pix_charges_v1_CatalogIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_DeleteCouponResponse__Output>): grpc.ClientUnaryCall;
  deleteCoupon(argument: _pix_charges_v1_CatalogIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_DeleteCouponResponse__Output>): grpc.ClientUnaryCall;
  deleteCoupon(argument: _pix_charges_v1_CatalogIdRequest, callback: grpc.requestCallback<_pix_charges_v1_DeleteCouponResponse__Output>): grpc.ClientUnaryCall;
  
  DeleteCustomer(argument: _pix_charges_v1_CustomerIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_DeleteCustomerResponse__Output>): grpc.ClientUnaryCall;
  DeleteCustomer(argument: _pix_charges_v1_CustomerIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_DeleteCustomerResponse__Output>): grpc.ClientUnaryCall;
  DeleteCustomer(argument: _pix_charges_v1_CustomerIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_DeleteCustomerResponse__Output>): grpc.ClientUnaryCall;
  DeleteCustomer(argument: _pix_charges_v1_CustomerIdRequest, callback: grpc.requestCallback<_pix_charges_v1_DeleteCustomerResponse__Output>): grpc.ClientUnaryCall;
  deleteCustomer(argument: _pix_charges_v1_CustomerIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_DeleteCustomerResponse__Output>): grpc.ClientUnaryCall;
  deleteCustomer(argument: _pix_charges_v1_CustomerIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_DeleteCustomerResponse__Output>): grpc.ClientUnaryCall;
  deleteCustomer(argument: _pix_charges_v1_CustomerIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_DeleteCustomerResponse__Output>): grpc.ClientUnaryCall;
  deleteCustomer(argument: _pix_charges_v1_CustomerIdRequest, callback: grpc.requestCallback<_pix_charges_v1_DeleteCustomerResponse__Output>): grpc.ClientUnaryCall;
  
  DeleteProduct(argument: _pix_charges_v1_CatalogIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_DeleteProductResponse__Output>): grpc.ClientUnaryCall;
  DeleteProduct(argument: _pix_charges_v1_CatalogIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_DeleteProductResponse__Output>): grpc.ClientUnaryCall;
  DeleteProduct(argument: _pix_charges_v1_CatalogIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_DeleteProductResponse__Output>): grpc.ClientUnaryCall;
  DeleteProduct(argument: _pix_charges_v1_CatalogIdRequest, callback: grpc.requestCallback<_pix_charges_v1_DeleteProductResponse__Output>): grpc.ClientUnaryCall;
  deleteProduct(argument: _pix_charges_v1_CatalogIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_DeleteProductResponse__Output>): grpc.ClientUnaryCall;
  deleteProduct(argument: _pix_charges_v1_CatalogIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_DeleteProductResponse__Output>): grpc.ClientUnaryCall;
  deleteProduct(argument: _pix_charges_v1_CatalogIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_DeleteProductResponse__Output>): grpc.ClientUnaryCall;
  deleteProduct(argument: _pix_charges_v1_CatalogIdRequest, callback: grpc.requestCallback<_pix_charges_v1_DeleteProductResponse__Output>): grpc.ClientUnaryCall;
  
  ExpireTestCharges(argument: _pix_charges_v1_ExpireTestChargesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_ExpireTestChargesResponse__Output>): grpc.ClientUnaryCall;
  ExpireTestCharges(argument: _pix_charges_v1_ExpireTestChargesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_ExpireTestChargesResponse__Output>): grpc.ClientUnaryCall;
  ExpireTestCharges(argument: _pix_charges_v1_ExpireTestChargesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_ExpireTestChargesResponse__Output>): grpc.ClientUnaryCall;
  ExpireTestCharges(argument: _pix_charges_v1_ExpireTestChargesRequest, callback: grpc.requestCallback<_pix_charges_v1_ExpireTestChargesResponse__Output>): grpc.ClientUnaryCall;
  expireTestCharges(argument: _pix_charges_v1_ExpireTestChargesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_ExpireTestChargesResponse__Output>): grpc.ClientUnaryCall;
  expireTestCharges(argument: _pix_charges_v1_ExpireTestChargesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_ExpireTestChargesResponse__Output>): grpc.ClientUnaryCall;
  expireTestCharges(argument: _pix_charges_v1_ExpireTestChargesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_ExpireTestChargesResponse__Output>): grpc.ClientUnaryCall;
  expireTestCharges(argument: _pix_charges_v1_ExpireTestChargesRequest, callback: grpc.requestCallback<_pix_charges_v1_ExpireTestChargesResponse__Output>): grpc.ClientUnaryCall;
  
  GetAmountOfDay(argument: _pix_charges_v1_AmountOfDayRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_AmountOfDay__Output>): grpc.ClientUnaryCall;
  GetAmountOfDay(argument: _pix_charges_v1_AmountOfDayRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_AmountOfDay__Output>): grpc.ClientUnaryCall;
  GetAmountOfDay(argument: _pix_charges_v1_AmountOfDayRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_AmountOfDay__Output>): grpc.ClientUnaryCall;
  GetAmountOfDay(argument: _pix_charges_v1_AmountOfDayRequest, callback: grpc.requestCallback<_pix_charges_v1_AmountOfDay__Output>): grpc.ClientUnaryCall;
  getAmountOfDay(argument: _pix_charges_v1_AmountOfDayRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_AmountOfDay__Output>): grpc.ClientUnaryCall;
  getAmountOfDay(argument: _pix_charges_v1_AmountOfDayRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_AmountOfDay__Output>): grpc.ClientUnaryCall;
  getAmountOfDay(argument: _pix_charges_v1_AmountOfDayRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_AmountOfDay__Output>): grpc.ClientUnaryCall;
  getAmountOfDay(argument: _pix_charges_v1_AmountOfDayRequest, callback: grpc.requestCallback<_pix_charges_v1_AmountOfDay__Output>): grpc.ClientUnaryCall;
  
  GetCharge(argument: _pix_charges_v1_TxidRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_Charge__Output>): grpc.ClientUnaryCall;
  GetCharge(argument: _pix_charges_v1_TxidRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_Charge__Output>): grpc.ClientUnaryCall;
  GetCharge(argument: _pix_charges_v1_TxidRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_Charge__Output>): grpc.ClientUnaryCall;
  GetCharge(argument: _pix_charges_v1_TxidRequest, callback: grpc.requestCallback<_pix_charges_v1_Charge__Output>): grpc.ClientUnaryCall;
  getCharge(argument: _pix_charges_v1_TxidRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_Charge__Output>): grpc.ClientUnaryCall;
  getCharge(argument: _pix_charges_v1_TxidRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_Charge__Output>): grpc.ClientUnaryCall;
  getCharge(argument: _pix_charges_v1_TxidRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_Charge__Output>): grpc.ClientUnaryCall;
  getCharge(argument: _pix_charges_v1_TxidRequest, callback: grpc.requestCallback<_pix_charges_v1_Charge__Output>): grpc.ClientUnaryCall;
  
  GetChargeBatch(argument: _pix_charges_v1_ChargeBatchIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_ChargeBatch__Output>): grpc.ClientUnaryCall;
  GetChargeBatch(argument: _pix_charges_v1_ChargeBatchIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_ChargeBatch__Output>): grpc.ClientUnaryCall;
  GetChargeBatch(argument: _pix_charges_v1_ChargeBatchIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_ChargeBatch__Output>): grpc.ClientUnaryCall;
  GetChargeBatch(argument: _pix_charges_v1_ChargeBatchIdRequest, callback: grpc.requestCallback<_pix_charges_v1_ChargeBatch__Output>): grpc.ClientUnaryCall;
  getChargeBatch(argument: _pix_charges_v1_ChargeBatchIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_ChargeBatch__Output>): grpc.ClientUnaryCall;
  getChargeBatch(argument: _pix_charges_v1_ChargeBatchIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_ChargeBatch__Output>): grpc.ClientUnaryCall;
  getChargeBatch(argument: _pix_charges_v1_ChargeBatchIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_ChargeBatch__Output>): grpc.ClientUnaryCall;
  getChargeBatch(argument: _pix_charges_v1_ChargeBatchIdRequest, callback: grpc.requestCallback<_pix_charges_v1_ChargeBatch__Output>): grpc.ClientUnaryCall;
  
  GetCoupon(argument: _pix_charges_v1_CatalogIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_Coupon__Output>): grpc.ClientUnaryCall;
  GetCoupon(argument: _pix_charges_v1_CatalogIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_Coupon__Output>): grpc.ClientUnaryCall;
  GetCoupon(argument: _pix_charges_v1_CatalogIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_Coupon__Output>): grpc.ClientUnaryCall;
  GetCoupon(argument: _pix_charges_v1_CatalogIdRequest, callback: grpc.requestCallback<_pix_charges_v1_Coupon__Output>): grpc.ClientUnaryCall;
  getCoupon(argument: _pix_charges_v1_CatalogIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_Coupon__Output>): grpc.ClientUnaryCall;
  getCoupon(argument: _pix_charges_v1_CatalogIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_Coupon__Output>): grpc.ClientUnaryCall;
  getCoupon(argument: _pix_charges_v1_CatalogIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_Coupon__Output>): grpc.ClientUnaryCall;
  getCoupon(argument: _pix_charges_v1_CatalogIdRequest, callback: grpc.requestCallback<_pix_charges_v1_Coupon__Output>): grpc.ClientUnaryCall;
  
  GetCustomer(argument: _pix_charges_v1_CustomerIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_Customer__Output>): grpc.ClientUnaryCall;
  GetCustomer(argument: _pix_charges_v1_CustomerIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_Customer__Output>): grpc.ClientUnaryCall;
  GetCustomer(argument: _pix_charges_v1_CustomerIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_Customer__Output>): grpc.ClientUnaryCall;
  GetCustomer(argument: _pix_charges_v1_CustomerIdRequest, callback: grpc.requestCallback<_pix_charges_v1_Customer__Output>): grpc.ClientUnaryCall;
  getCustomer(argument: _pix_charges_v1_CustomerIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_Customer__Output>): grpc.ClientUnaryCall;
  getCustomer(argument: _pix_charges_v1_CustomerIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_Customer__Output>): grpc.ClientUnaryCall;
  getCustomer(argument: _pix_charges_v1_CustomerIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_Customer__Output>): grpc.ClientUnaryCall;
  getCustomer(argument: _pix_charges_v1_CustomerIdRequest, callback: grpc.requestCallback<_pix_charges_v1_Customer__Output>): grpc.ClientUnaryCall;
  
  GetInfraction(argument: _pix_charges_v1_InfractionIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_InfractionMessage__Output>): grpc.ClientUnaryCall;
  GetInfraction(argument: _pix_charges_v1_InfractionIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_InfractionMessage__Output>): grpc.ClientUnaryCall;
  GetInfraction(argument: _pix_charges_v1_InfractionIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_InfractionMessage__Output>): grpc.ClientUnaryCall;
  GetInfraction(argument: _pix_charges_v1_InfractionIdRequest, callback: grpc.requestCallback<_pix_charges_v1_InfractionMessage__Output>): grpc.ClientUnaryCall;
  getInfraction(argument: _pix_charges_v1_InfractionIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_InfractionMessage__Output>): grpc.ClientUnaryCall;
  getInfraction(argument: _pix_charges_v1_InfractionIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_InfractionMessage__Output>): grpc.ClientUnaryCall;
  getInfraction(argument: _pix_charges_v1_InfractionIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_InfractionMessage__Output>): grpc.ClientUnaryCall;
  getInfraction(argument: _pix_charges_v1_InfractionIdRequest, callback: grpc.requestCallback<_pix_charges_v1_InfractionMessage__Output>): grpc.ClientUnaryCall;
  
  GetLocation(argument: _pix_charges_v1_LocationIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_Charge__Output>): grpc.ClientUnaryCall;
  GetLocation(argument: _pix_charges_v1_LocationIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_Charge__Output>): grpc.ClientUnaryCall;
  GetLocation(argument: _pix_charges_v1_LocationIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_Charge__Output>): grpc.ClientUnaryCall;
  GetLocation(argument: _pix_charges_v1_LocationIdRequest, callback: grpc.requestCallback<_pix_charges_v1_Charge__Output>): grpc.ClientUnaryCall;
  getLocation(argument: _pix_charges_v1_LocationIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_Charge__Output>): grpc.ClientUnaryCall;
  getLocation(argument: _pix_charges_v1_LocationIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_Charge__Output>): grpc.ClientUnaryCall;
  getLocation(argument: _pix_charges_v1_LocationIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_Charge__Output>): grpc.ClientUnaryCall;
  getLocation(argument: _pix_charges_v1_LocationIdRequest, callback: grpc.requestCallback<_pix_charges_v1_Charge__Output>): grpc.ClientUnaryCall;
  
  GetPixByEndToEndId(argument: _pix_charges_v1_EndToEndIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_PixReceived__Output>): grpc.ClientUnaryCall;
  GetPixByEndToEndId(argument: _pix_charges_v1_EndToEndIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_PixReceived__Output>): grpc.ClientUnaryCall;
  GetPixByEndToEndId(argument: _pix_charges_v1_EndToEndIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_PixReceived__Output>): grpc.ClientUnaryCall;
  GetPixByEndToEndId(argument: _pix_charges_v1_EndToEndIdRequest, callback: grpc.requestCallback<_pix_charges_v1_PixReceived__Output>): grpc.ClientUnaryCall;
  getPixByEndToEndId(argument: _pix_charges_v1_EndToEndIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_PixReceived__Output>): grpc.ClientUnaryCall;
  getPixByEndToEndId(argument: _pix_charges_v1_EndToEndIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_PixReceived__Output>): grpc.ClientUnaryCall;
  getPixByEndToEndId(argument: _pix_charges_v1_EndToEndIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_PixReceived__Output>): grpc.ClientUnaryCall;
  getPixByEndToEndId(argument: _pix_charges_v1_EndToEndIdRequest, callback: grpc.requestCallback<_pix_charges_v1_PixReceived__Output>): grpc.ClientUnaryCall;
  
  GetProduct(argument: _pix_charges_v1_CatalogIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_Product__Output>): grpc.ClientUnaryCall;
  GetProduct(argument: _pix_charges_v1_CatalogIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_Product__Output>): grpc.ClientUnaryCall;
  GetProduct(argument: _pix_charges_v1_CatalogIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_Product__Output>): grpc.ClientUnaryCall;
  GetProduct(argument: _pix_charges_v1_CatalogIdRequest, callback: grpc.requestCallback<_pix_charges_v1_Product__Output>): grpc.ClientUnaryCall;
  getProduct(argument: _pix_charges_v1_CatalogIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_Product__Output>): grpc.ClientUnaryCall;
  getProduct(argument: _pix_charges_v1_CatalogIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_Product__Output>): grpc.ClientUnaryCall;
  getProduct(argument: _pix_charges_v1_CatalogIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_Product__Output>): grpc.ClientUnaryCall;
  getProduct(argument: _pix_charges_v1_CatalogIdRequest, callback: grpc.requestCallback<_pix_charges_v1_Product__Output>): grpc.ClientUnaryCall;
  
  GetPublicCharge(argument: _pix_charges_v1_PublicChargeKeyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_PublicCharge__Output>): grpc.ClientUnaryCall;
  GetPublicCharge(argument: _pix_charges_v1_PublicChargeKeyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_PublicCharge__Output>): grpc.ClientUnaryCall;
  GetPublicCharge(argument: _pix_charges_v1_PublicChargeKeyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_PublicCharge__Output>): grpc.ClientUnaryCall;
  GetPublicCharge(argument: _pix_charges_v1_PublicChargeKeyRequest, callback: grpc.requestCallback<_pix_charges_v1_PublicCharge__Output>): grpc.ClientUnaryCall;
  getPublicCharge(argument: _pix_charges_v1_PublicChargeKeyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_PublicCharge__Output>): grpc.ClientUnaryCall;
  getPublicCharge(argument: _pix_charges_v1_PublicChargeKeyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_PublicCharge__Output>): grpc.ClientUnaryCall;
  getPublicCharge(argument: _pix_charges_v1_PublicChargeKeyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_PublicCharge__Output>): grpc.ClientUnaryCall;
  getPublicCharge(argument: _pix_charges_v1_PublicChargeKeyRequest, callback: grpc.requestCallback<_pix_charges_v1_PublicCharge__Output>): grpc.ClientUnaryCall;
  
  GetRefundSettings(argument: _pix_charges_v1_RefundSettingsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_RefundSettingsMessage__Output>): grpc.ClientUnaryCall;
  GetRefundSettings(argument: _pix_charges_v1_RefundSettingsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_RefundSettingsMessage__Output>): grpc.ClientUnaryCall;
  GetRefundSettings(argument: _pix_charges_v1_RefundSettingsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_RefundSettingsMessage__Output>): grpc.ClientUnaryCall;
  GetRefundSettings(argument: _pix_charges_v1_RefundSettingsRequest, callback: grpc.requestCallback<_pix_charges_v1_RefundSettingsMessage__Output>): grpc.ClientUnaryCall;
  getRefundSettings(argument: _pix_charges_v1_RefundSettingsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_RefundSettingsMessage__Output>): grpc.ClientUnaryCall;
  getRefundSettings(argument: _pix_charges_v1_RefundSettingsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_RefundSettingsMessage__Output>): grpc.ClientUnaryCall;
  getRefundSettings(argument: _pix_charges_v1_RefundSettingsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_RefundSettingsMessage__Output>): grpc.ClientUnaryCall;
  getRefundSettings(argument: _pix_charges_v1_RefundSettingsRequest, callback: grpc.requestCallback<_pix_charges_v1_RefundSettingsMessage__Output>): grpc.ClientUnaryCall;
  
  HandleEngineNotice(argument: _pix_charges_v1_EngineNoticeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_EngineNoticeResponse__Output>): grpc.ClientUnaryCall;
  HandleEngineNotice(argument: _pix_charges_v1_EngineNoticeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_EngineNoticeResponse__Output>): grpc.ClientUnaryCall;
  HandleEngineNotice(argument: _pix_charges_v1_EngineNoticeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_EngineNoticeResponse__Output>): grpc.ClientUnaryCall;
  HandleEngineNotice(argument: _pix_charges_v1_EngineNoticeRequest, callback: grpc.requestCallback<_pix_charges_v1_EngineNoticeResponse__Output>): grpc.ClientUnaryCall;
  handleEngineNotice(argument: _pix_charges_v1_EngineNoticeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_EngineNoticeResponse__Output>): grpc.ClientUnaryCall;
  handleEngineNotice(argument: _pix_charges_v1_EngineNoticeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_EngineNoticeResponse__Output>): grpc.ClientUnaryCall;
  handleEngineNotice(argument: _pix_charges_v1_EngineNoticeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_EngineNoticeResponse__Output>): grpc.ClientUnaryCall;
  handleEngineNotice(argument: _pix_charges_v1_EngineNoticeRequest, callback: grpc.requestCallback<_pix_charges_v1_EngineNoticeResponse__Output>): grpc.ClientUnaryCall;
  
  IssuePix(argument: _pix_charges_v1_IssuePixRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_IssueResponse__Output>): grpc.ClientUnaryCall;
  IssuePix(argument: _pix_charges_v1_IssuePixRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_IssueResponse__Output>): grpc.ClientUnaryCall;
  IssuePix(argument: _pix_charges_v1_IssuePixRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_IssueResponse__Output>): grpc.ClientUnaryCall;
  IssuePix(argument: _pix_charges_v1_IssuePixRequest, callback: grpc.requestCallback<_pix_charges_v1_IssueResponse__Output>): grpc.ClientUnaryCall;
  issuePix(argument: _pix_charges_v1_IssuePixRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_IssueResponse__Output>): grpc.ClientUnaryCall;
  issuePix(argument: _pix_charges_v1_IssuePixRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_IssueResponse__Output>): grpc.ClientUnaryCall;
  issuePix(argument: _pix_charges_v1_IssuePixRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_IssueResponse__Output>): grpc.ClientUnaryCall;
  issuePix(argument: _pix_charges_v1_IssuePixRequest, callback: grpc.requestCallback<_pix_charges_v1_IssueResponse__Output>): grpc.ClientUnaryCall;
  
  LedgerBalances(argument: _pix_charges_v1_LedgerBalancesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_LedgerBalancesResponse__Output>): grpc.ClientUnaryCall;
  LedgerBalances(argument: _pix_charges_v1_LedgerBalancesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_LedgerBalancesResponse__Output>): grpc.ClientUnaryCall;
  LedgerBalances(argument: _pix_charges_v1_LedgerBalancesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_LedgerBalancesResponse__Output>): grpc.ClientUnaryCall;
  LedgerBalances(argument: _pix_charges_v1_LedgerBalancesRequest, callback: grpc.requestCallback<_pix_charges_v1_LedgerBalancesResponse__Output>): grpc.ClientUnaryCall;
  ledgerBalances(argument: _pix_charges_v1_LedgerBalancesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_LedgerBalancesResponse__Output>): grpc.ClientUnaryCall;
  ledgerBalances(argument: _pix_charges_v1_LedgerBalancesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_LedgerBalancesResponse__Output>): grpc.ClientUnaryCall;
  ledgerBalances(argument: _pix_charges_v1_LedgerBalancesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_LedgerBalancesResponse__Output>): grpc.ClientUnaryCall;
  ledgerBalances(argument: _pix_charges_v1_LedgerBalancesRequest, callback: grpc.requestCallback<_pix_charges_v1_LedgerBalancesResponse__Output>): grpc.ClientUnaryCall;
  
  ListChargeBatches(argument: _pix_charges_v1_Empty, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_ListChargeBatchesResponse__Output>): grpc.ClientUnaryCall;
  ListChargeBatches(argument: _pix_charges_v1_Empty, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_ListChargeBatchesResponse__Output>): grpc.ClientUnaryCall;
  ListChargeBatches(argument: _pix_charges_v1_Empty, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_ListChargeBatchesResponse__Output>): grpc.ClientUnaryCall;
  ListChargeBatches(argument: _pix_charges_v1_Empty, callback: grpc.requestCallback<_pix_charges_v1_ListChargeBatchesResponse__Output>): grpc.ClientUnaryCall;
  listChargeBatches(argument: _pix_charges_v1_Empty, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_ListChargeBatchesResponse__Output>): grpc.ClientUnaryCall;
  listChargeBatches(argument: _pix_charges_v1_Empty, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_ListChargeBatchesResponse__Output>): grpc.ClientUnaryCall;
  listChargeBatches(argument: _pix_charges_v1_Empty, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_ListChargeBatchesResponse__Output>): grpc.ClientUnaryCall;
  listChargeBatches(argument: _pix_charges_v1_Empty, callback: grpc.requestCallback<_pix_charges_v1_ListChargeBatchesResponse__Output>): grpc.ClientUnaryCall;
  
  ListCoupons(argument: _pix_charges_v1_Empty, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_ListCouponsResponse__Output>): grpc.ClientUnaryCall;
  ListCoupons(argument: _pix_charges_v1_Empty, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_ListCouponsResponse__Output>): grpc.ClientUnaryCall;
  ListCoupons(argument: _pix_charges_v1_Empty, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_ListCouponsResponse__Output>): grpc.ClientUnaryCall;
  ListCoupons(argument: _pix_charges_v1_Empty, callback: grpc.requestCallback<_pix_charges_v1_ListCouponsResponse__Output>): grpc.ClientUnaryCall;
  listCoupons(argument: _pix_charges_v1_Empty, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_ListCouponsResponse__Output>): grpc.ClientUnaryCall;
  listCoupons(argument: _pix_charges_v1_Empty, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_ListCouponsResponse__Output>): grpc.ClientUnaryCall;
  listCoupons(argument: _pix_charges_v1_Empty, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_ListCouponsResponse__Output>): grpc.ClientUnaryCall;
  listCoupons(argument: _pix_charges_v1_Empty, callback: grpc.requestCallback<_pix_charges_v1_ListCouponsResponse__Output>): grpc.ClientUnaryCall;
  
  ListCustomers(argument: _pix_charges_v1_Empty, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_ListCustomersResponse__Output>): grpc.ClientUnaryCall;
  ListCustomers(argument: _pix_charges_v1_Empty, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_ListCustomersResponse__Output>): grpc.ClientUnaryCall;
  ListCustomers(argument: _pix_charges_v1_Empty, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_ListCustomersResponse__Output>): grpc.ClientUnaryCall;
  ListCustomers(argument: _pix_charges_v1_Empty, callback: grpc.requestCallback<_pix_charges_v1_ListCustomersResponse__Output>): grpc.ClientUnaryCall;
  listCustomers(argument: _pix_charges_v1_Empty, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_ListCustomersResponse__Output>): grpc.ClientUnaryCall;
  listCustomers(argument: _pix_charges_v1_Empty, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_ListCustomersResponse__Output>): grpc.ClientUnaryCall;
  listCustomers(argument: _pix_charges_v1_Empty, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_ListCustomersResponse__Output>): grpc.ClientUnaryCall;
  listCustomers(argument: _pix_charges_v1_Empty, callback: grpc.requestCallback<_pix_charges_v1_ListCustomersResponse__Output>): grpc.ClientUnaryCall;
  
  ListInfractions(argument: _pix_charges_v1_ListInfractionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_ListInfractionsResponse__Output>): grpc.ClientUnaryCall;
  ListInfractions(argument: _pix_charges_v1_ListInfractionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_ListInfractionsResponse__Output>): grpc.ClientUnaryCall;
  ListInfractions(argument: _pix_charges_v1_ListInfractionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_ListInfractionsResponse__Output>): grpc.ClientUnaryCall;
  ListInfractions(argument: _pix_charges_v1_ListInfractionsRequest, callback: grpc.requestCallback<_pix_charges_v1_ListInfractionsResponse__Output>): grpc.ClientUnaryCall;
  listInfractions(argument: _pix_charges_v1_ListInfractionsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_ListInfractionsResponse__Output>): grpc.ClientUnaryCall;
  listInfractions(argument: _pix_charges_v1_ListInfractionsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_ListInfractionsResponse__Output>): grpc.ClientUnaryCall;
  listInfractions(argument: _pix_charges_v1_ListInfractionsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_ListInfractionsResponse__Output>): grpc.ClientUnaryCall;
  listInfractions(argument: _pix_charges_v1_ListInfractionsRequest, callback: grpc.requestCallback<_pix_charges_v1_ListInfractionsResponse__Output>): grpc.ClientUnaryCall;
  
  ListLedgerDifferences(argument: _pix_charges_v1_LedgerDifferencesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_LedgerDifferencesResponse__Output>): grpc.ClientUnaryCall;
  ListLedgerDifferences(argument: _pix_charges_v1_LedgerDifferencesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_LedgerDifferencesResponse__Output>): grpc.ClientUnaryCall;
  ListLedgerDifferences(argument: _pix_charges_v1_LedgerDifferencesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_LedgerDifferencesResponse__Output>): grpc.ClientUnaryCall;
  ListLedgerDifferences(argument: _pix_charges_v1_LedgerDifferencesRequest, callback: grpc.requestCallback<_pix_charges_v1_LedgerDifferencesResponse__Output>): grpc.ClientUnaryCall;
  listLedgerDifferences(argument: _pix_charges_v1_LedgerDifferencesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_LedgerDifferencesResponse__Output>): grpc.ClientUnaryCall;
  listLedgerDifferences(argument: _pix_charges_v1_LedgerDifferencesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_LedgerDifferencesResponse__Output>): grpc.ClientUnaryCall;
  listLedgerDifferences(argument: _pix_charges_v1_LedgerDifferencesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_LedgerDifferencesResponse__Output>): grpc.ClientUnaryCall;
  listLedgerDifferences(argument: _pix_charges_v1_LedgerDifferencesRequest, callback: grpc.requestCallback<_pix_charges_v1_LedgerDifferencesResponse__Output>): grpc.ClientUnaryCall;
  
  ListLocations(argument: _pix_charges_v1_ListLocationsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_ListLocationsResponse__Output>): grpc.ClientUnaryCall;
  ListLocations(argument: _pix_charges_v1_ListLocationsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_ListLocationsResponse__Output>): grpc.ClientUnaryCall;
  ListLocations(argument: _pix_charges_v1_ListLocationsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_ListLocationsResponse__Output>): grpc.ClientUnaryCall;
  ListLocations(argument: _pix_charges_v1_ListLocationsRequest, callback: grpc.requestCallback<_pix_charges_v1_ListLocationsResponse__Output>): grpc.ClientUnaryCall;
  listLocations(argument: _pix_charges_v1_ListLocationsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_ListLocationsResponse__Output>): grpc.ClientUnaryCall;
  listLocations(argument: _pix_charges_v1_ListLocationsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_ListLocationsResponse__Output>): grpc.ClientUnaryCall;
  listLocations(argument: _pix_charges_v1_ListLocationsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_ListLocationsResponse__Output>): grpc.ClientUnaryCall;
  listLocations(argument: _pix_charges_v1_ListLocationsRequest, callback: grpc.requestCallback<_pix_charges_v1_ListLocationsResponse__Output>): grpc.ClientUnaryCall;
  
  ListPixCharges(argument: _pix_charges_v1_ListPixChargesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_ListPixChargesResponse__Output>): grpc.ClientUnaryCall;
  ListPixCharges(argument: _pix_charges_v1_ListPixChargesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_ListPixChargesResponse__Output>): grpc.ClientUnaryCall;
  ListPixCharges(argument: _pix_charges_v1_ListPixChargesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_ListPixChargesResponse__Output>): grpc.ClientUnaryCall;
  ListPixCharges(argument: _pix_charges_v1_ListPixChargesRequest, callback: grpc.requestCallback<_pix_charges_v1_ListPixChargesResponse__Output>): grpc.ClientUnaryCall;
  listPixCharges(argument: _pix_charges_v1_ListPixChargesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_ListPixChargesResponse__Output>): grpc.ClientUnaryCall;
  listPixCharges(argument: _pix_charges_v1_ListPixChargesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_ListPixChargesResponse__Output>): grpc.ClientUnaryCall;
  listPixCharges(argument: _pix_charges_v1_ListPixChargesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_ListPixChargesResponse__Output>): grpc.ClientUnaryCall;
  listPixCharges(argument: _pix_charges_v1_ListPixChargesRequest, callback: grpc.requestCallback<_pix_charges_v1_ListPixChargesResponse__Output>): grpc.ClientUnaryCall;
  
  ListProducts(argument: _pix_charges_v1_Empty, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_ListProductsResponse__Output>): grpc.ClientUnaryCall;
  ListProducts(argument: _pix_charges_v1_Empty, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_ListProductsResponse__Output>): grpc.ClientUnaryCall;
  ListProducts(argument: _pix_charges_v1_Empty, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_ListProductsResponse__Output>): grpc.ClientUnaryCall;
  ListProducts(argument: _pix_charges_v1_Empty, callback: grpc.requestCallback<_pix_charges_v1_ListProductsResponse__Output>): grpc.ClientUnaryCall;
  listProducts(argument: _pix_charges_v1_Empty, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_ListProductsResponse__Output>): grpc.ClientUnaryCall;
  listProducts(argument: _pix_charges_v1_Empty, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_ListProductsResponse__Output>): grpc.ClientUnaryCall;
  listProducts(argument: _pix_charges_v1_Empty, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_ListProductsResponse__Output>): grpc.ClientUnaryCall;
  listProducts(argument: _pix_charges_v1_Empty, callback: grpc.requestCallback<_pix_charges_v1_ListProductsResponse__Output>): grpc.ClientUnaryCall;
  
  ListRefunds(argument: _pix_charges_v1_TxidRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_ListRefundsResponse__Output>): grpc.ClientUnaryCall;
  ListRefunds(argument: _pix_charges_v1_TxidRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_ListRefundsResponse__Output>): grpc.ClientUnaryCall;
  ListRefunds(argument: _pix_charges_v1_TxidRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_ListRefundsResponse__Output>): grpc.ClientUnaryCall;
  ListRefunds(argument: _pix_charges_v1_TxidRequest, callback: grpc.requestCallback<_pix_charges_v1_ListRefundsResponse__Output>): grpc.ClientUnaryCall;
  listRefunds(argument: _pix_charges_v1_TxidRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_ListRefundsResponse__Output>): grpc.ClientUnaryCall;
  listRefunds(argument: _pix_charges_v1_TxidRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_ListRefundsResponse__Output>): grpc.ClientUnaryCall;
  listRefunds(argument: _pix_charges_v1_TxidRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_ListRefundsResponse__Output>): grpc.ClientUnaryCall;
  listRefunds(argument: _pix_charges_v1_TxidRequest, callback: grpc.requestCallback<_pix_charges_v1_ListRefundsResponse__Output>): grpc.ClientUnaryCall;
  
  PaidTotals(argument: _pix_charges_v1_PaidTotalsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_PaidTotalsResponse__Output>): grpc.ClientUnaryCall;
  PaidTotals(argument: _pix_charges_v1_PaidTotalsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_PaidTotalsResponse__Output>): grpc.ClientUnaryCall;
  PaidTotals(argument: _pix_charges_v1_PaidTotalsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_PaidTotalsResponse__Output>): grpc.ClientUnaryCall;
  PaidTotals(argument: _pix_charges_v1_PaidTotalsRequest, callback: grpc.requestCallback<_pix_charges_v1_PaidTotalsResponse__Output>): grpc.ClientUnaryCall;
  paidTotals(argument: _pix_charges_v1_PaidTotalsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_PaidTotalsResponse__Output>): grpc.ClientUnaryCall;
  paidTotals(argument: _pix_charges_v1_PaidTotalsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_PaidTotalsResponse__Output>): grpc.ClientUnaryCall;
  paidTotals(argument: _pix_charges_v1_PaidTotalsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_PaidTotalsResponse__Output>): grpc.ClientUnaryCall;
  paidTotals(argument: _pix_charges_v1_PaidTotalsRequest, callback: grpc.requestCallback<_pix_charges_v1_PaidTotalsResponse__Output>): grpc.ClientUnaryCall;
  
  RefundPix(argument: _pix_charges_v1_RefundPixRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_RefundResponse__Output>): grpc.ClientUnaryCall;
  RefundPix(argument: _pix_charges_v1_RefundPixRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_RefundResponse__Output>): grpc.ClientUnaryCall;
  RefundPix(argument: _pix_charges_v1_RefundPixRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_RefundResponse__Output>): grpc.ClientUnaryCall;
  RefundPix(argument: _pix_charges_v1_RefundPixRequest, callback: grpc.requestCallback<_pix_charges_v1_RefundResponse__Output>): grpc.ClientUnaryCall;
  refundPix(argument: _pix_charges_v1_RefundPixRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_RefundResponse__Output>): grpc.ClientUnaryCall;
  refundPix(argument: _pix_charges_v1_RefundPixRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_RefundResponse__Output>): grpc.ClientUnaryCall;
  refundPix(argument: _pix_charges_v1_RefundPixRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_RefundResponse__Output>): grpc.ClientUnaryCall;
  refundPix(argument: _pix_charges_v1_RefundPixRequest, callback: grpc.requestCallback<_pix_charges_v1_RefundResponse__Output>): grpc.ClientUnaryCall;
  
  RenderQrCode(argument: _pix_charges_v1_QrCodeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_QrCodeResponse__Output>): grpc.ClientUnaryCall;
  RenderQrCode(argument: _pix_charges_v1_QrCodeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_QrCodeResponse__Output>): grpc.ClientUnaryCall;
  RenderQrCode(argument: _pix_charges_v1_QrCodeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_QrCodeResponse__Output>): grpc.ClientUnaryCall;
  RenderQrCode(argument: _pix_charges_v1_QrCodeRequest, callback: grpc.requestCallback<_pix_charges_v1_QrCodeResponse__Output>): grpc.ClientUnaryCall;
  renderQrCode(argument: _pix_charges_v1_QrCodeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_QrCodeResponse__Output>): grpc.ClientUnaryCall;
  renderQrCode(argument: _pix_charges_v1_QrCodeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_QrCodeResponse__Output>): grpc.ClientUnaryCall;
  renderQrCode(argument: _pix_charges_v1_QrCodeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_QrCodeResponse__Output>): grpc.ClientUnaryCall;
  renderQrCode(argument: _pix_charges_v1_QrCodeRequest, callback: grpc.requestCallback<_pix_charges_v1_QrCodeResponse__Output>): grpc.ClientUnaryCall;
  
  ReserveWithdrawal(argument: _pix_charges_v1_ReserveWithdrawalRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_LedgerPostResponse__Output>): grpc.ClientUnaryCall;
  ReserveWithdrawal(argument: _pix_charges_v1_ReserveWithdrawalRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_LedgerPostResponse__Output>): grpc.ClientUnaryCall;
  ReserveWithdrawal(argument: _pix_charges_v1_ReserveWithdrawalRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_LedgerPostResponse__Output>): grpc.ClientUnaryCall;
  ReserveWithdrawal(argument: _pix_charges_v1_ReserveWithdrawalRequest, callback: grpc.requestCallback<_pix_charges_v1_LedgerPostResponse__Output>): grpc.ClientUnaryCall;
  reserveWithdrawal(argument: _pix_charges_v1_ReserveWithdrawalRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_LedgerPostResponse__Output>): grpc.ClientUnaryCall;
  reserveWithdrawal(argument: _pix_charges_v1_ReserveWithdrawalRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_LedgerPostResponse__Output>): grpc.ClientUnaryCall;
  reserveWithdrawal(argument: _pix_charges_v1_ReserveWithdrawalRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_LedgerPostResponse__Output>): grpc.ClientUnaryCall;
  reserveWithdrawal(argument: _pix_charges_v1_ReserveWithdrawalRequest, callback: grpc.requestCallback<_pix_charges_v1_LedgerPostResponse__Output>): grpc.ClientUnaryCall;
  
  SetRefundSettings(argument: _pix_charges_v1_SetRefundSettingsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_RefundSettingsMessage__Output>): grpc.ClientUnaryCall;
  SetRefundSettings(argument: _pix_charges_v1_SetRefundSettingsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_RefundSettingsMessage__Output>): grpc.ClientUnaryCall;
  SetRefundSettings(argument: _pix_charges_v1_SetRefundSettingsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_RefundSettingsMessage__Output>): grpc.ClientUnaryCall;
  SetRefundSettings(argument: _pix_charges_v1_SetRefundSettingsRequest, callback: grpc.requestCallback<_pix_charges_v1_RefundSettingsMessage__Output>): grpc.ClientUnaryCall;
  setRefundSettings(argument: _pix_charges_v1_SetRefundSettingsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_RefundSettingsMessage__Output>): grpc.ClientUnaryCall;
  setRefundSettings(argument: _pix_charges_v1_SetRefundSettingsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_RefundSettingsMessage__Output>): grpc.ClientUnaryCall;
  setRefundSettings(argument: _pix_charges_v1_SetRefundSettingsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_RefundSettingsMessage__Output>): grpc.ClientUnaryCall;
  setRefundSettings(argument: _pix_charges_v1_SetRefundSettingsRequest, callback: grpc.requestCallback<_pix_charges_v1_RefundSettingsMessage__Output>): grpc.ClientUnaryCall;
  
  SettleWithdrawal(argument: _pix_charges_v1_SettleWithdrawalRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_LedgerPostResponse__Output>): grpc.ClientUnaryCall;
  SettleWithdrawal(argument: _pix_charges_v1_SettleWithdrawalRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_LedgerPostResponse__Output>): grpc.ClientUnaryCall;
  SettleWithdrawal(argument: _pix_charges_v1_SettleWithdrawalRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_LedgerPostResponse__Output>): grpc.ClientUnaryCall;
  SettleWithdrawal(argument: _pix_charges_v1_SettleWithdrawalRequest, callback: grpc.requestCallback<_pix_charges_v1_LedgerPostResponse__Output>): grpc.ClientUnaryCall;
  settleWithdrawal(argument: _pix_charges_v1_SettleWithdrawalRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_LedgerPostResponse__Output>): grpc.ClientUnaryCall;
  settleWithdrawal(argument: _pix_charges_v1_SettleWithdrawalRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_LedgerPostResponse__Output>): grpc.ClientUnaryCall;
  settleWithdrawal(argument: _pix_charges_v1_SettleWithdrawalRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_LedgerPostResponse__Output>): grpc.ClientUnaryCall;
  settleWithdrawal(argument: _pix_charges_v1_SettleWithdrawalRequest, callback: grpc.requestCallback<_pix_charges_v1_LedgerPostResponse__Output>): grpc.ClientUnaryCall;
  
  SimulateAmountOfDay(argument: _pix_charges_v1_SimulateAmountOfDayRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_SimulateAmountOfDayResponse__Output>): grpc.ClientUnaryCall;
  SimulateAmountOfDay(argument: _pix_charges_v1_SimulateAmountOfDayRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_SimulateAmountOfDayResponse__Output>): grpc.ClientUnaryCall;
  SimulateAmountOfDay(argument: _pix_charges_v1_SimulateAmountOfDayRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_SimulateAmountOfDayResponse__Output>): grpc.ClientUnaryCall;
  SimulateAmountOfDay(argument: _pix_charges_v1_SimulateAmountOfDayRequest, callback: grpc.requestCallback<_pix_charges_v1_SimulateAmountOfDayResponse__Output>): grpc.ClientUnaryCall;
  simulateAmountOfDay(argument: _pix_charges_v1_SimulateAmountOfDayRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_SimulateAmountOfDayResponse__Output>): grpc.ClientUnaryCall;
  simulateAmountOfDay(argument: _pix_charges_v1_SimulateAmountOfDayRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_SimulateAmountOfDayResponse__Output>): grpc.ClientUnaryCall;
  simulateAmountOfDay(argument: _pix_charges_v1_SimulateAmountOfDayRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_SimulateAmountOfDayResponse__Output>): grpc.ClientUnaryCall;
  simulateAmountOfDay(argument: _pix_charges_v1_SimulateAmountOfDayRequest, callback: grpc.requestCallback<_pix_charges_v1_SimulateAmountOfDayResponse__Output>): grpc.ClientUnaryCall;
  
  SimulateInfraction(argument: _pix_charges_v1_SimulateInfractionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_InfractionMessage__Output>): grpc.ClientUnaryCall;
  SimulateInfraction(argument: _pix_charges_v1_SimulateInfractionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_InfractionMessage__Output>): grpc.ClientUnaryCall;
  SimulateInfraction(argument: _pix_charges_v1_SimulateInfractionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_InfractionMessage__Output>): grpc.ClientUnaryCall;
  SimulateInfraction(argument: _pix_charges_v1_SimulateInfractionRequest, callback: grpc.requestCallback<_pix_charges_v1_InfractionMessage__Output>): grpc.ClientUnaryCall;
  simulateInfraction(argument: _pix_charges_v1_SimulateInfractionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_InfractionMessage__Output>): grpc.ClientUnaryCall;
  simulateInfraction(argument: _pix_charges_v1_SimulateInfractionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_InfractionMessage__Output>): grpc.ClientUnaryCall;
  simulateInfraction(argument: _pix_charges_v1_SimulateInfractionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_InfractionMessage__Output>): grpc.ClientUnaryCall;
  simulateInfraction(argument: _pix_charges_v1_SimulateInfractionRequest, callback: grpc.requestCallback<_pix_charges_v1_InfractionMessage__Output>): grpc.ClientUnaryCall;
  
  SimulatePayment(argument: _pix_charges_v1_TxidRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_Charge__Output>): grpc.ClientUnaryCall;
  SimulatePayment(argument: _pix_charges_v1_TxidRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_Charge__Output>): grpc.ClientUnaryCall;
  SimulatePayment(argument: _pix_charges_v1_TxidRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_Charge__Output>): grpc.ClientUnaryCall;
  SimulatePayment(argument: _pix_charges_v1_TxidRequest, callback: grpc.requestCallback<_pix_charges_v1_Charge__Output>): grpc.ClientUnaryCall;
  simulatePayment(argument: _pix_charges_v1_TxidRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_Charge__Output>): grpc.ClientUnaryCall;
  simulatePayment(argument: _pix_charges_v1_TxidRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_Charge__Output>): grpc.ClientUnaryCall;
  simulatePayment(argument: _pix_charges_v1_TxidRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_Charge__Output>): grpc.ClientUnaryCall;
  simulatePayment(argument: _pix_charges_v1_TxidRequest, callback: grpc.requestCallback<_pix_charges_v1_Charge__Output>): grpc.ClientUnaryCall;
  
  SimulatePublicPayment(argument: _pix_charges_v1_PublicChargeKeyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_PublicCharge__Output>): grpc.ClientUnaryCall;
  SimulatePublicPayment(argument: _pix_charges_v1_PublicChargeKeyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_PublicCharge__Output>): grpc.ClientUnaryCall;
  SimulatePublicPayment(argument: _pix_charges_v1_PublicChargeKeyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_PublicCharge__Output>): grpc.ClientUnaryCall;
  SimulatePublicPayment(argument: _pix_charges_v1_PublicChargeKeyRequest, callback: grpc.requestCallback<_pix_charges_v1_PublicCharge__Output>): grpc.ClientUnaryCall;
  simulatePublicPayment(argument: _pix_charges_v1_PublicChargeKeyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_PublicCharge__Output>): grpc.ClientUnaryCall;
  simulatePublicPayment(argument: _pix_charges_v1_PublicChargeKeyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_PublicCharge__Output>): grpc.ClientUnaryCall;
  simulatePublicPayment(argument: _pix_charges_v1_PublicChargeKeyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_PublicCharge__Output>): grpc.ClientUnaryCall;
  simulatePublicPayment(argument: _pix_charges_v1_PublicChargeKeyRequest, callback: grpc.requestCallback<_pix_charges_v1_PublicCharge__Output>): grpc.ClientUnaryCall;
  
  SubmitInfractionDefense(argument: _pix_charges_v1_InfractionDefenseRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_InfractionMessage__Output>): grpc.ClientUnaryCall;
  SubmitInfractionDefense(argument: _pix_charges_v1_InfractionDefenseRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_InfractionMessage__Output>): grpc.ClientUnaryCall;
  SubmitInfractionDefense(argument: _pix_charges_v1_InfractionDefenseRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_InfractionMessage__Output>): grpc.ClientUnaryCall;
  SubmitInfractionDefense(argument: _pix_charges_v1_InfractionDefenseRequest, callback: grpc.requestCallback<_pix_charges_v1_InfractionMessage__Output>): grpc.ClientUnaryCall;
  submitInfractionDefense(argument: _pix_charges_v1_InfractionDefenseRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_InfractionMessage__Output>): grpc.ClientUnaryCall;
  submitInfractionDefense(argument: _pix_charges_v1_InfractionDefenseRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_InfractionMessage__Output>): grpc.ClientUnaryCall;
  submitInfractionDefense(argument: _pix_charges_v1_InfractionDefenseRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_InfractionMessage__Output>): grpc.ClientUnaryCall;
  submitInfractionDefense(argument: _pix_charges_v1_InfractionDefenseRequest, callback: grpc.requestCallback<_pix_charges_v1_InfractionMessage__Output>): grpc.ClientUnaryCall;
  
  UpdateCoupon(argument: _pix_charges_v1_CouponFields, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_Coupon__Output>): grpc.ClientUnaryCall;
  UpdateCoupon(argument: _pix_charges_v1_CouponFields, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_Coupon__Output>): grpc.ClientUnaryCall;
  UpdateCoupon(argument: _pix_charges_v1_CouponFields, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_Coupon__Output>): grpc.ClientUnaryCall;
  UpdateCoupon(argument: _pix_charges_v1_CouponFields, callback: grpc.requestCallback<_pix_charges_v1_Coupon__Output>): grpc.ClientUnaryCall;
  updateCoupon(argument: _pix_charges_v1_CouponFields, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_Coupon__Output>): grpc.ClientUnaryCall;
  updateCoupon(argument: _pix_charges_v1_CouponFields, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_Coupon__Output>): grpc.ClientUnaryCall;
  updateCoupon(argument: _pix_charges_v1_CouponFields, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_Coupon__Output>): grpc.ClientUnaryCall;
  updateCoupon(argument: _pix_charges_v1_CouponFields, callback: grpc.requestCallback<_pix_charges_v1_Coupon__Output>): grpc.ClientUnaryCall;
  
  UpdateCustomer(argument: _pix_charges_v1_CustomerFields, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_Customer__Output>): grpc.ClientUnaryCall;
  UpdateCustomer(argument: _pix_charges_v1_CustomerFields, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_Customer__Output>): grpc.ClientUnaryCall;
  UpdateCustomer(argument: _pix_charges_v1_CustomerFields, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_Customer__Output>): grpc.ClientUnaryCall;
  UpdateCustomer(argument: _pix_charges_v1_CustomerFields, callback: grpc.requestCallback<_pix_charges_v1_Customer__Output>): grpc.ClientUnaryCall;
  updateCustomer(argument: _pix_charges_v1_CustomerFields, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_Customer__Output>): grpc.ClientUnaryCall;
  updateCustomer(argument: _pix_charges_v1_CustomerFields, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_Customer__Output>): grpc.ClientUnaryCall;
  updateCustomer(argument: _pix_charges_v1_CustomerFields, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_Customer__Output>): grpc.ClientUnaryCall;
  updateCustomer(argument: _pix_charges_v1_CustomerFields, callback: grpc.requestCallback<_pix_charges_v1_Customer__Output>): grpc.ClientUnaryCall;
  
  UpdateProduct(argument: _pix_charges_v1_ProductFields, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_Product__Output>): grpc.ClientUnaryCall;
  UpdateProduct(argument: _pix_charges_v1_ProductFields, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_Product__Output>): grpc.ClientUnaryCall;
  UpdateProduct(argument: _pix_charges_v1_ProductFields, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_Product__Output>): grpc.ClientUnaryCall;
  UpdateProduct(argument: _pix_charges_v1_ProductFields, callback: grpc.requestCallback<_pix_charges_v1_Product__Output>): grpc.ClientUnaryCall;
  updateProduct(argument: _pix_charges_v1_ProductFields, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_Product__Output>): grpc.ClientUnaryCall;
  updateProduct(argument: _pix_charges_v1_ProductFields, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_Product__Output>): grpc.ClientUnaryCall;
  updateProduct(argument: _pix_charges_v1_ProductFields, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_Product__Output>): grpc.ClientUnaryCall;
  updateProduct(argument: _pix_charges_v1_ProductFields, callback: grpc.requestCallback<_pix_charges_v1_Product__Output>): grpc.ClientUnaryCall;
  
  ValidateCoupon(argument: _pix_charges_v1_ValidateCouponRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_ValidateCouponResponse__Output>): grpc.ClientUnaryCall;
  ValidateCoupon(argument: _pix_charges_v1_ValidateCouponRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_ValidateCouponResponse__Output>): grpc.ClientUnaryCall;
  ValidateCoupon(argument: _pix_charges_v1_ValidateCouponRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_ValidateCouponResponse__Output>): grpc.ClientUnaryCall;
  ValidateCoupon(argument: _pix_charges_v1_ValidateCouponRequest, callback: grpc.requestCallback<_pix_charges_v1_ValidateCouponResponse__Output>): grpc.ClientUnaryCall;
  validateCoupon(argument: _pix_charges_v1_ValidateCouponRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_ValidateCouponResponse__Output>): grpc.ClientUnaryCall;
  validateCoupon(argument: _pix_charges_v1_ValidateCouponRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_ValidateCouponResponse__Output>): grpc.ClientUnaryCall;
  validateCoupon(argument: _pix_charges_v1_ValidateCouponRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_ValidateCouponResponse__Output>): grpc.ClientUnaryCall;
  validateCoupon(argument: _pix_charges_v1_ValidateCouponRequest, callback: grpc.requestCallback<_pix_charges_v1_ValidateCouponResponse__Output>): grpc.ClientUnaryCall;
  
  VoidWithdrawal(argument: _pix_charges_v1_VoidWithdrawalRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_LedgerPostResponse__Output>): grpc.ClientUnaryCall;
  VoidWithdrawal(argument: _pix_charges_v1_VoidWithdrawalRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_LedgerPostResponse__Output>): grpc.ClientUnaryCall;
  VoidWithdrawal(argument: _pix_charges_v1_VoidWithdrawalRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_LedgerPostResponse__Output>): grpc.ClientUnaryCall;
  VoidWithdrawal(argument: _pix_charges_v1_VoidWithdrawalRequest, callback: grpc.requestCallback<_pix_charges_v1_LedgerPostResponse__Output>): grpc.ClientUnaryCall;
  voidWithdrawal(argument: _pix_charges_v1_VoidWithdrawalRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_LedgerPostResponse__Output>): grpc.ClientUnaryCall;
  voidWithdrawal(argument: _pix_charges_v1_VoidWithdrawalRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_LedgerPostResponse__Output>): grpc.ClientUnaryCall;
  voidWithdrawal(argument: _pix_charges_v1_VoidWithdrawalRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_LedgerPostResponse__Output>): grpc.ClientUnaryCall;
  voidWithdrawal(argument: _pix_charges_v1_VoidWithdrawalRequest, callback: grpc.requestCallback<_pix_charges_v1_LedgerPostResponse__Output>): grpc.ClientUnaryCall;
  
}

export interface ChargesServiceHandlers extends grpc.UntypedServiceImplementation {
  AdvanceTestDueDate: grpc.handleUnaryCall<_pix_charges_v1_AdvanceTestDueDateRequest__Output, _pix_charges_v1_AdvanceTestDueDateResponse>;
  
  CancelPix: grpc.handleUnaryCall<_pix_charges_v1_TxidRequest__Output, _pix_charges_v1_Empty>;
  
  CreateCharge: grpc.handleUnaryCall<_pix_charges_v1_CreateChargeRequest__Output, _pix_charges_v1_IssueResponse>;
  
  CreateChargeBatch: grpc.handleUnaryCall<_pix_charges_v1_CreateChargeBatchRequest__Output, _pix_charges_v1_ChargeBatch>;
  
  CreateCoupon: grpc.handleUnaryCall<_pix_charges_v1_CouponFields__Output, _pix_charges_v1_Coupon>;
  
  CreateCustomer: grpc.handleUnaryCall<_pix_charges_v1_CustomerFields__Output, _pix_charges_v1_Customer>;
  
  CreateProduct: grpc.handleUnaryCall<_pix_charges_v1_ProductFields__Output, _pix_charges_v1_Product>;
  
  DecideTestInfraction: grpc.handleUnaryCall<_pix_charges_v1_DecideTestInfractionRequest__Output, _pix_charges_v1_InfractionMessage>;
  
  DeleteCoupon: grpc.handleUnaryCall<_pix_charges_v1_CatalogIdRequest__Output, _pix_charges_v1_DeleteCouponResponse>;
  
  DeleteCustomer: grpc.handleUnaryCall<_pix_charges_v1_CustomerIdRequest__Output, _pix_charges_v1_DeleteCustomerResponse>;
  
  DeleteProduct: grpc.handleUnaryCall<_pix_charges_v1_CatalogIdRequest__Output, _pix_charges_v1_DeleteProductResponse>;
  
  ExpireTestCharges: grpc.handleUnaryCall<_pix_charges_v1_ExpireTestChargesRequest__Output, _pix_charges_v1_ExpireTestChargesResponse>;
  
  GetAmountOfDay: grpc.handleUnaryCall<_pix_charges_v1_AmountOfDayRequest__Output, _pix_charges_v1_AmountOfDay>;
  
  GetCharge: grpc.handleUnaryCall<_pix_charges_v1_TxidRequest__Output, _pix_charges_v1_Charge>;
  
  GetChargeBatch: grpc.handleUnaryCall<_pix_charges_v1_ChargeBatchIdRequest__Output, _pix_charges_v1_ChargeBatch>;
  
  GetCoupon: grpc.handleUnaryCall<_pix_charges_v1_CatalogIdRequest__Output, _pix_charges_v1_Coupon>;
  
  GetCustomer: grpc.handleUnaryCall<_pix_charges_v1_CustomerIdRequest__Output, _pix_charges_v1_Customer>;
  
  GetInfraction: grpc.handleUnaryCall<_pix_charges_v1_InfractionIdRequest__Output, _pix_charges_v1_InfractionMessage>;
  
  GetLocation: grpc.handleUnaryCall<_pix_charges_v1_LocationIdRequest__Output, _pix_charges_v1_Charge>;
  
  GetPixByEndToEndId: grpc.handleUnaryCall<_pix_charges_v1_EndToEndIdRequest__Output, _pix_charges_v1_PixReceived>;
  
  GetProduct: grpc.handleUnaryCall<_pix_charges_v1_CatalogIdRequest__Output, _pix_charges_v1_Product>;
  
  GetPublicCharge: grpc.handleUnaryCall<_pix_charges_v1_PublicChargeKeyRequest__Output, _pix_charges_v1_PublicCharge>;
  
  GetRefundSettings: grpc.handleUnaryCall<_pix_charges_v1_RefundSettingsRequest__Output, _pix_charges_v1_RefundSettingsMessage>;
  
  HandleEngineNotice: grpc.handleUnaryCall<_pix_charges_v1_EngineNoticeRequest__Output, _pix_charges_v1_EngineNoticeResponse>;
  
  IssuePix: grpc.handleUnaryCall<_pix_charges_v1_IssuePixRequest__Output, _pix_charges_v1_IssueResponse>;
  
  LedgerBalances: grpc.handleUnaryCall<_pix_charges_v1_LedgerBalancesRequest__Output, _pix_charges_v1_LedgerBalancesResponse>;
  
  ListChargeBatches: grpc.handleUnaryCall<_pix_charges_v1_Empty__Output, _pix_charges_v1_ListChargeBatchesResponse>;
  
  ListCoupons: grpc.handleUnaryCall<_pix_charges_v1_Empty__Output, _pix_charges_v1_ListCouponsResponse>;
  
  ListCustomers: grpc.handleUnaryCall<_pix_charges_v1_Empty__Output, _pix_charges_v1_ListCustomersResponse>;
  
  ListInfractions: grpc.handleUnaryCall<_pix_charges_v1_ListInfractionsRequest__Output, _pix_charges_v1_ListInfractionsResponse>;
  
  ListLedgerDifferences: grpc.handleUnaryCall<_pix_charges_v1_LedgerDifferencesRequest__Output, _pix_charges_v1_LedgerDifferencesResponse>;
  
  ListLocations: grpc.handleUnaryCall<_pix_charges_v1_ListLocationsRequest__Output, _pix_charges_v1_ListLocationsResponse>;
  
  ListPixCharges: grpc.handleUnaryCall<_pix_charges_v1_ListPixChargesRequest__Output, _pix_charges_v1_ListPixChargesResponse>;
  
  ListProducts: grpc.handleUnaryCall<_pix_charges_v1_Empty__Output, _pix_charges_v1_ListProductsResponse>;
  
  ListRefunds: grpc.handleUnaryCall<_pix_charges_v1_TxidRequest__Output, _pix_charges_v1_ListRefundsResponse>;
  
  PaidTotals: grpc.handleUnaryCall<_pix_charges_v1_PaidTotalsRequest__Output, _pix_charges_v1_PaidTotalsResponse>;
  
  RefundPix: grpc.handleUnaryCall<_pix_charges_v1_RefundPixRequest__Output, _pix_charges_v1_RefundResponse>;
  
  RenderQrCode: grpc.handleUnaryCall<_pix_charges_v1_QrCodeRequest__Output, _pix_charges_v1_QrCodeResponse>;
  
  ReserveWithdrawal: grpc.handleUnaryCall<_pix_charges_v1_ReserveWithdrawalRequest__Output, _pix_charges_v1_LedgerPostResponse>;
  
  SetRefundSettings: grpc.handleUnaryCall<_pix_charges_v1_SetRefundSettingsRequest__Output, _pix_charges_v1_RefundSettingsMessage>;
  
  SettleWithdrawal: grpc.handleUnaryCall<_pix_charges_v1_SettleWithdrawalRequest__Output, _pix_charges_v1_LedgerPostResponse>;
  
  SimulateAmountOfDay: grpc.handleUnaryCall<_pix_charges_v1_SimulateAmountOfDayRequest__Output, _pix_charges_v1_SimulateAmountOfDayResponse>;
  
  SimulateInfraction: grpc.handleUnaryCall<_pix_charges_v1_SimulateInfractionRequest__Output, _pix_charges_v1_InfractionMessage>;
  
  SimulatePayment: grpc.handleUnaryCall<_pix_charges_v1_TxidRequest__Output, _pix_charges_v1_Charge>;
  
  SimulatePublicPayment: grpc.handleUnaryCall<_pix_charges_v1_PublicChargeKeyRequest__Output, _pix_charges_v1_PublicCharge>;
  
  SubmitInfractionDefense: grpc.handleUnaryCall<_pix_charges_v1_InfractionDefenseRequest__Output, _pix_charges_v1_InfractionMessage>;
  
  UpdateCoupon: grpc.handleUnaryCall<_pix_charges_v1_CouponFields__Output, _pix_charges_v1_Coupon>;
  
  UpdateCustomer: grpc.handleUnaryCall<_pix_charges_v1_CustomerFields__Output, _pix_charges_v1_Customer>;
  
  UpdateProduct: grpc.handleUnaryCall<_pix_charges_v1_ProductFields__Output, _pix_charges_v1_Product>;
  
  ValidateCoupon: grpc.handleUnaryCall<_pix_charges_v1_ValidateCouponRequest__Output, _pix_charges_v1_ValidateCouponResponse>;
  
  VoidWithdrawal: grpc.handleUnaryCall<_pix_charges_v1_VoidWithdrawalRequest__Output, _pix_charges_v1_LedgerPostResponse>;
  
}

export interface ChargesServiceDefinition extends grpc.ServiceDefinition {
  AdvanceTestDueDate: MethodDefinition<_pix_charges_v1_AdvanceTestDueDateRequest, _pix_charges_v1_AdvanceTestDueDateResponse, _pix_charges_v1_AdvanceTestDueDateRequest__Output, _pix_charges_v1_AdvanceTestDueDateResponse__Output>
  CancelPix: MethodDefinition<_pix_charges_v1_TxidRequest, _pix_charges_v1_Empty, _pix_charges_v1_TxidRequest__Output, _pix_charges_v1_Empty__Output>
  CreateCharge: MethodDefinition<_pix_charges_v1_CreateChargeRequest, _pix_charges_v1_IssueResponse, _pix_charges_v1_CreateChargeRequest__Output, _pix_charges_v1_IssueResponse__Output>
  CreateChargeBatch: MethodDefinition<_pix_charges_v1_CreateChargeBatchRequest, _pix_charges_v1_ChargeBatch, _pix_charges_v1_CreateChargeBatchRequest__Output, _pix_charges_v1_ChargeBatch__Output>
  CreateCoupon: MethodDefinition<_pix_charges_v1_CouponFields, _pix_charges_v1_Coupon, _pix_charges_v1_CouponFields__Output, _pix_charges_v1_Coupon__Output>
  CreateCustomer: MethodDefinition<_pix_charges_v1_CustomerFields, _pix_charges_v1_Customer, _pix_charges_v1_CustomerFields__Output, _pix_charges_v1_Customer__Output>
  CreateProduct: MethodDefinition<_pix_charges_v1_ProductFields, _pix_charges_v1_Product, _pix_charges_v1_ProductFields__Output, _pix_charges_v1_Product__Output>
  DecideTestInfraction: MethodDefinition<_pix_charges_v1_DecideTestInfractionRequest, _pix_charges_v1_InfractionMessage, _pix_charges_v1_DecideTestInfractionRequest__Output, _pix_charges_v1_InfractionMessage__Output>
  DeleteCoupon: MethodDefinition<_pix_charges_v1_CatalogIdRequest, _pix_charges_v1_DeleteCouponResponse, _pix_charges_v1_CatalogIdRequest__Output, _pix_charges_v1_DeleteCouponResponse__Output>
  DeleteCustomer: MethodDefinition<_pix_charges_v1_CustomerIdRequest, _pix_charges_v1_DeleteCustomerResponse, _pix_charges_v1_CustomerIdRequest__Output, _pix_charges_v1_DeleteCustomerResponse__Output>
  DeleteProduct: MethodDefinition<_pix_charges_v1_CatalogIdRequest, _pix_charges_v1_DeleteProductResponse, _pix_charges_v1_CatalogIdRequest__Output, _pix_charges_v1_DeleteProductResponse__Output>
  ExpireTestCharges: MethodDefinition<_pix_charges_v1_ExpireTestChargesRequest, _pix_charges_v1_ExpireTestChargesResponse, _pix_charges_v1_ExpireTestChargesRequest__Output, _pix_charges_v1_ExpireTestChargesResponse__Output>
  GetAmountOfDay: MethodDefinition<_pix_charges_v1_AmountOfDayRequest, _pix_charges_v1_AmountOfDay, _pix_charges_v1_AmountOfDayRequest__Output, _pix_charges_v1_AmountOfDay__Output>
  GetCharge: MethodDefinition<_pix_charges_v1_TxidRequest, _pix_charges_v1_Charge, _pix_charges_v1_TxidRequest__Output, _pix_charges_v1_Charge__Output>
  GetChargeBatch: MethodDefinition<_pix_charges_v1_ChargeBatchIdRequest, _pix_charges_v1_ChargeBatch, _pix_charges_v1_ChargeBatchIdRequest__Output, _pix_charges_v1_ChargeBatch__Output>
  GetCoupon: MethodDefinition<_pix_charges_v1_CatalogIdRequest, _pix_charges_v1_Coupon, _pix_charges_v1_CatalogIdRequest__Output, _pix_charges_v1_Coupon__Output>
  GetCustomer: MethodDefinition<_pix_charges_v1_CustomerIdRequest, _pix_charges_v1_Customer, _pix_charges_v1_CustomerIdRequest__Output, _pix_charges_v1_Customer__Output>
  GetInfraction: MethodDefinition<_pix_charges_v1_InfractionIdRequest, _pix_charges_v1_InfractionMessage, _pix_charges_v1_InfractionIdRequest__Output, _pix_charges_v1_InfractionMessage__Output>
  GetLocation: MethodDefinition<_pix_charges_v1_LocationIdRequest, _pix_charges_v1_Charge, _pix_charges_v1_LocationIdRequest__Output, _pix_charges_v1_Charge__Output>
  GetPixByEndToEndId: MethodDefinition<_pix_charges_v1_EndToEndIdRequest, _pix_charges_v1_PixReceived, _pix_charges_v1_EndToEndIdRequest__Output, _pix_charges_v1_PixReceived__Output>
  GetProduct: MethodDefinition<_pix_charges_v1_CatalogIdRequest, _pix_charges_v1_Product, _pix_charges_v1_CatalogIdRequest__Output, _pix_charges_v1_Product__Output>
  GetPublicCharge: MethodDefinition<_pix_charges_v1_PublicChargeKeyRequest, _pix_charges_v1_PublicCharge, _pix_charges_v1_PublicChargeKeyRequest__Output, _pix_charges_v1_PublicCharge__Output>
  GetRefundSettings: MethodDefinition<_pix_charges_v1_RefundSettingsRequest, _pix_charges_v1_RefundSettingsMessage, _pix_charges_v1_RefundSettingsRequest__Output, _pix_charges_v1_RefundSettingsMessage__Output>
  HandleEngineNotice: MethodDefinition<_pix_charges_v1_EngineNoticeRequest, _pix_charges_v1_EngineNoticeResponse, _pix_charges_v1_EngineNoticeRequest__Output, _pix_charges_v1_EngineNoticeResponse__Output>
  IssuePix: MethodDefinition<_pix_charges_v1_IssuePixRequest, _pix_charges_v1_IssueResponse, _pix_charges_v1_IssuePixRequest__Output, _pix_charges_v1_IssueResponse__Output>
  LedgerBalances: MethodDefinition<_pix_charges_v1_LedgerBalancesRequest, _pix_charges_v1_LedgerBalancesResponse, _pix_charges_v1_LedgerBalancesRequest__Output, _pix_charges_v1_LedgerBalancesResponse__Output>
  ListChargeBatches: MethodDefinition<_pix_charges_v1_Empty, _pix_charges_v1_ListChargeBatchesResponse, _pix_charges_v1_Empty__Output, _pix_charges_v1_ListChargeBatchesResponse__Output>
  ListCoupons: MethodDefinition<_pix_charges_v1_Empty, _pix_charges_v1_ListCouponsResponse, _pix_charges_v1_Empty__Output, _pix_charges_v1_ListCouponsResponse__Output>
  ListCustomers: MethodDefinition<_pix_charges_v1_Empty, _pix_charges_v1_ListCustomersResponse, _pix_charges_v1_Empty__Output, _pix_charges_v1_ListCustomersResponse__Output>
  ListInfractions: MethodDefinition<_pix_charges_v1_ListInfractionsRequest, _pix_charges_v1_ListInfractionsResponse, _pix_charges_v1_ListInfractionsRequest__Output, _pix_charges_v1_ListInfractionsResponse__Output>
  ListLedgerDifferences: MethodDefinition<_pix_charges_v1_LedgerDifferencesRequest, _pix_charges_v1_LedgerDifferencesResponse, _pix_charges_v1_LedgerDifferencesRequest__Output, _pix_charges_v1_LedgerDifferencesResponse__Output>
  ListLocations: MethodDefinition<_pix_charges_v1_ListLocationsRequest, _pix_charges_v1_ListLocationsResponse, _pix_charges_v1_ListLocationsRequest__Output, _pix_charges_v1_ListLocationsResponse__Output>
  ListPixCharges: MethodDefinition<_pix_charges_v1_ListPixChargesRequest, _pix_charges_v1_ListPixChargesResponse, _pix_charges_v1_ListPixChargesRequest__Output, _pix_charges_v1_ListPixChargesResponse__Output>
  ListProducts: MethodDefinition<_pix_charges_v1_Empty, _pix_charges_v1_ListProductsResponse, _pix_charges_v1_Empty__Output, _pix_charges_v1_ListProductsResponse__Output>
  ListRefunds: MethodDefinition<_pix_charges_v1_TxidRequest, _pix_charges_v1_ListRefundsResponse, _pix_charges_v1_TxidRequest__Output, _pix_charges_v1_ListRefundsResponse__Output>
  PaidTotals: MethodDefinition<_pix_charges_v1_PaidTotalsRequest, _pix_charges_v1_PaidTotalsResponse, _pix_charges_v1_PaidTotalsRequest__Output, _pix_charges_v1_PaidTotalsResponse__Output>
  RefundPix: MethodDefinition<_pix_charges_v1_RefundPixRequest, _pix_charges_v1_RefundResponse, _pix_charges_v1_RefundPixRequest__Output, _pix_charges_v1_RefundResponse__Output>
  RenderQrCode: MethodDefinition<_pix_charges_v1_QrCodeRequest, _pix_charges_v1_QrCodeResponse, _pix_charges_v1_QrCodeRequest__Output, _pix_charges_v1_QrCodeResponse__Output>
  ReserveWithdrawal: MethodDefinition<_pix_charges_v1_ReserveWithdrawalRequest, _pix_charges_v1_LedgerPostResponse, _pix_charges_v1_ReserveWithdrawalRequest__Output, _pix_charges_v1_LedgerPostResponse__Output>
  SetRefundSettings: MethodDefinition<_pix_charges_v1_SetRefundSettingsRequest, _pix_charges_v1_RefundSettingsMessage, _pix_charges_v1_SetRefundSettingsRequest__Output, _pix_charges_v1_RefundSettingsMessage__Output>
  SettleWithdrawal: MethodDefinition<_pix_charges_v1_SettleWithdrawalRequest, _pix_charges_v1_LedgerPostResponse, _pix_charges_v1_SettleWithdrawalRequest__Output, _pix_charges_v1_LedgerPostResponse__Output>
  SimulateAmountOfDay: MethodDefinition<_pix_charges_v1_SimulateAmountOfDayRequest, _pix_charges_v1_SimulateAmountOfDayResponse, _pix_charges_v1_SimulateAmountOfDayRequest__Output, _pix_charges_v1_SimulateAmountOfDayResponse__Output>
  SimulateInfraction: MethodDefinition<_pix_charges_v1_SimulateInfractionRequest, _pix_charges_v1_InfractionMessage, _pix_charges_v1_SimulateInfractionRequest__Output, _pix_charges_v1_InfractionMessage__Output>
  SimulatePayment: MethodDefinition<_pix_charges_v1_TxidRequest, _pix_charges_v1_Charge, _pix_charges_v1_TxidRequest__Output, _pix_charges_v1_Charge__Output>
  SimulatePublicPayment: MethodDefinition<_pix_charges_v1_PublicChargeKeyRequest, _pix_charges_v1_PublicCharge, _pix_charges_v1_PublicChargeKeyRequest__Output, _pix_charges_v1_PublicCharge__Output>
  SubmitInfractionDefense: MethodDefinition<_pix_charges_v1_InfractionDefenseRequest, _pix_charges_v1_InfractionMessage, _pix_charges_v1_InfractionDefenseRequest__Output, _pix_charges_v1_InfractionMessage__Output>
  UpdateCoupon: MethodDefinition<_pix_charges_v1_CouponFields, _pix_charges_v1_Coupon, _pix_charges_v1_CouponFields__Output, _pix_charges_v1_Coupon__Output>
  UpdateCustomer: MethodDefinition<_pix_charges_v1_CustomerFields, _pix_charges_v1_Customer, _pix_charges_v1_CustomerFields__Output, _pix_charges_v1_Customer__Output>
  UpdateProduct: MethodDefinition<_pix_charges_v1_ProductFields, _pix_charges_v1_Product, _pix_charges_v1_ProductFields__Output, _pix_charges_v1_Product__Output>
  ValidateCoupon: MethodDefinition<_pix_charges_v1_ValidateCouponRequest, _pix_charges_v1_ValidateCouponResponse, _pix_charges_v1_ValidateCouponRequest__Output, _pix_charges_v1_ValidateCouponResponse__Output>
  VoidWithdrawal: MethodDefinition<_pix_charges_v1_VoidWithdrawalRequest, _pix_charges_v1_LedgerPostResponse, _pix_charges_v1_VoidWithdrawalRequest__Output, _pix_charges_v1_LedgerPostResponse__Output>
}

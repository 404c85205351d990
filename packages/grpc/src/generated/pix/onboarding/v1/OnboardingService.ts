// Original file: proto/onboarding/v1/onboarding.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { AccountNoticeRequest as _pix_onboarding_v1_AccountNoticeRequest, AccountNoticeRequest__Output as _pix_onboarding_v1_AccountNoticeRequest__Output } from '../../../pix/onboarding/v1/AccountNoticeRequest';
import type { AccountNoticeResponse as _pix_onboarding_v1_AccountNoticeResponse, AccountNoticeResponse__Output as _pix_onboarding_v1_AccountNoticeResponse__Output } from '../../../pix/onboarding/v1/AccountNoticeResponse';
import type { CompanyAddress as _pix_onboarding_v1_CompanyAddress, CompanyAddress__Output as _pix_onboarding_v1_CompanyAddress__Output } from '../../../pix/onboarding/v1/CompanyAddress';
import type { CreateWithdrawalRequest as _pix_onboarding_v1_CreateWithdrawalRequest, CreateWithdrawalRequest__Output as _pix_onboarding_v1_CreateWithdrawalRequest__Output } from '../../../pix/onboarding/v1/CreateWithdrawalRequest';
import type { DefenseFileIds as _pix_onboarding_v1_DefenseFileIds, DefenseFileIds__Output as _pix_onboarding_v1_DefenseFileIds__Output } from '../../../pix/onboarding/v1/DefenseFileIds';
import type { DefenseFiles as _pix_onboarding_v1_DefenseFiles, DefenseFiles__Output as _pix_onboarding_v1_DefenseFiles__Output } from '../../../pix/onboarding/v1/DefenseFiles';
import type { DefenseUpload as _pix_onboarding_v1_DefenseUpload, DefenseUpload__Output as _pix_onboarding_v1_DefenseUpload__Output } from '../../../pix/onboarding/v1/DefenseUpload';
import type { DocumentPart as _pix_onboarding_v1_DocumentPart, DocumentPart__Output as _pix_onboarding_v1_DocumentPart__Output } from '../../../pix/onboarding/v1/DocumentPart';
import type { DocumentRef as _pix_onboarding_v1_DocumentRef, DocumentRef__Output as _pix_onboarding_v1_DocumentRef__Output } from '../../../pix/onboarding/v1/DocumentRef';
import type { GetReceivingAccountRequest as _pix_onboarding_v1_GetReceivingAccountRequest, GetReceivingAccountRequest__Output as _pix_onboarding_v1_GetReceivingAccountRequest__Output } from '../../../pix/onboarding/v1/GetReceivingAccountRequest';
import type { ListWithdrawalsRequest as _pix_onboarding_v1_ListWithdrawalsRequest, ListWithdrawalsRequest__Output as _pix_onboarding_v1_ListWithdrawalsRequest__Output } from '../../../pix/onboarding/v1/ListWithdrawalsRequest';
import type { ListWithdrawalsResponse as _pix_onboarding_v1_ListWithdrawalsResponse, ListWithdrawalsResponse__Output as _pix_onboarding_v1_ListWithdrawalsResponse__Output } from '../../../pix/onboarding/v1/ListWithdrawalsResponse';
import type { MerchantOnboarding as _pix_onboarding_v1_MerchantOnboarding, MerchantOnboarding__Output as _pix_onboarding_v1_MerchantOnboarding__Output } from '../../../pix/onboarding/v1/MerchantOnboarding';
import type { MerchantRef as _pix_onboarding_v1_MerchantRef, MerchantRef__Output as _pix_onboarding_v1_MerchantRef__Output } from '../../../pix/onboarding/v1/MerchantRef';
import type { OnboardingAnswers as _pix_onboarding_v1_OnboardingAnswers, OnboardingAnswers__Output as _pix_onboarding_v1_OnboardingAnswers__Output } from '../../../pix/onboarding/v1/OnboardingAnswers';
import type { ProductionEmpty as _pix_onboarding_v1_ProductionEmpty, ProductionEmpty__Output as _pix_onboarding_v1_ProductionEmpty__Output } from '../../../pix/onboarding/v1/ProductionEmpty';
import type { ProductionRequestView as _pix_onboarding_v1_ProductionRequestView, ProductionRequestView__Output as _pix_onboarding_v1_ProductionRequestView__Output } from '../../../pix/onboarding/v1/ProductionRequestView';
import type { ProductionUpload as _pix_onboarding_v1_ProductionUpload, ProductionUpload__Output as _pix_onboarding_v1_ProductionUpload__Output } from '../../../pix/onboarding/v1/ProductionUpload';
import type { ReceivingAccount as _pix_onboarding_v1_ReceivingAccount, ReceivingAccount__Output as _pix_onboarding_v1_ReceivingAccount__Output } from '../../../pix/onboarding/v1/ReceivingAccount';
import type { ReceivingAccountRequest as _pix_onboarding_v1_ReceivingAccountRequest, ReceivingAccountRequest__Output as _pix_onboarding_v1_ReceivingAccountRequest__Output } from '../../../pix/onboarding/v1/ReceivingAccountRequest';
import type { ReceivingAccountView as _pix_onboarding_v1_ReceivingAccountView, ReceivingAccountView__Output as _pix_onboarding_v1_ReceivingAccountView__Output } from '../../../pix/onboarding/v1/ReceivingAccountView';
import type { ReviewRequest as _pix_onboarding_v1_ReviewRequest, ReviewRequest__Output as _pix_onboarding_v1_ReviewRequest__Output } from '../../../pix/onboarding/v1/ReviewRequest';
import type { ReviewResponse as _pix_onboarding_v1_ReviewResponse, ReviewResponse__Output as _pix_onboarding_v1_ReviewResponse__Output } from '../../../pix/onboarding/v1/ReviewResponse';
import type { SubmitOnboardingResponse as _pix_onboarding_v1_SubmitOnboardingResponse, SubmitOnboardingResponse__Output as _pix_onboarding_v1_SubmitOnboardingResponse__Output } from '../../../pix/onboarding/v1/SubmitOnboardingResponse';
import type { Withdrawal as _pix_onboarding_v1_Withdrawal, Withdrawal__Output as _pix_onboarding_v1_Withdrawal__Output } from '../../../pix/onboarding/v1/Withdrawal';
import type { WithdrawalStatesRequest as _pix_onboarding_v1_WithdrawalStatesRequest, WithdrawalStatesRequest__Output as _pix_onboarding_v1_WithdrawalStatesRequest__Output } from '../../../pix/onboarding/v1/WithdrawalStatesRequest';
import type { WithdrawalStatesResponse as _pix_onboarding_v1_WithdrawalStatesResponse, WithdrawalStatesResponse__Output as _pix_onboarding_v1_WithdrawalStatesResponse__Output } from '../../../pix/onboarding/v1/WithdrawalStatesResponse';
import type { WithdrawalSummary as _pix_onboarding_v1_WithdrawalSummary, WithdrawalSummary__Output as _pix_onboarding_v1_WithdrawalSummary__Output } from '../../../pix/onboarding/v1/WithdrawalSummary';
import type { WithdrawalSummaryRequest as _pix_onboarding_v1_WithdrawalSummaryRequest, WithdrawalSummaryRequest__Output as _pix_onboarding_v1_WithdrawalSummaryRequest__Output } from '../../../pix/onboarding/v1/WithdrawalSummaryRequest';

export interface OnboardingServiceClient extends grpc.Client {
  CreateReceivingAccount(argument: _pix_onboarding_v1_ReceivingAccountRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_onboarding_v1_ReceivingAccountView__Output>): grpc.ClientUnaryCall;
  CreateReceivingAccount(argument: _pix_onboarding_v1_ReceivingAccountRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_onboarding_v1_ReceivingAccountView__Output>): grpc.ClientUnaryCall;
  CreateReceivingAccount(argument: _pix_onboarding_v1_ReceivingAccountRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_onboarding_v1_ReceivingAccountView__Output>): grpc.ClientUnaryCall;
  CreateReceivingAccount(argument: _pix_onboarding_v1_ReceivingAccountRequest, callback: grpc.requestCallback<_pix_onboarding_v1_ReceivingAccountView__Output>): grpc.ClientUnaryCall;
  createReceivingAccount(argument: _pix_onboarding_v1_ReceivingAccountRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_onboarding_v1_ReceivingAccountView__Output>): grpc.ClientUnaryCall;
  createReceivingAccount(argument: _pix_onboarding_v1_ReceivingAccountRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_onboarding_v1_ReceivingAccountView__Output>): grpc.ClientUnaryCall;
  createReceivingAccount(argument: _pix_onboarding_v1_ReceivingAccountRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_onboarding_v1_ReceivingAccountView__Output>): grpc.ClientUnaryCall;
  createReceivingAccount(argument: _pix_onboarding_v1_ReceivingAccountRequest, callback: grpc.requestCallback<_pix_onboarding_v1_ReceivingAccountView__Output>): grpc.ClientUnaryCall;
  
  CreateWithdrawal(argument: _pix_onboarding_v1_CreateWithdrawalRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_onboarding_v1_Withdrawal__Output>): grpc.ClientUnaryCall;
  CreateWithdrawal(argument: _pix_onboarding_v1_CreateWithdrawalRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_onboarding_v1_Withdrawal__Output>): grpc.ClientUnaryCall;
  CreateWithdrawal(argument: _pix_onboarding_v1_CreateWithdrawalRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_onboarding_v1_Withdrawal__Output>): grpc.ClientUnaryCall;
  CreateWithdrawal(argument: _pix_onboarding_v1_CreateWithdrawalRequest, callback: grpc.requestCallback<_pix_onboarding_v1_Withdrawal__Output>): grpc.ClientUnaryCall;
  createWithdrawal(argument: _pix_onboarding_v1_CreateWithdrawalRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_onboarding_v1_Withdrawal__Output>): grpc.ClientUnaryCall;
  createWithdrawal(argument: _pix_onboarding_v1_CreateWithdrawalRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_onboarding_v1_Withdrawal__Output>): grpc.ClientUnaryCall;
  createWithdrawal(argument: _pix_onboarding_v1_CreateWithdrawalRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_onboarding_v1_Withdrawal__Output>): grpc.ClientUnaryCall;
  createWithdrawal(argument: _pix_onboarding_v1_CreateWithdrawalRequest, callback: grpc.requestCallback<_pix_onboarding_v1_Withdrawal__Output>): grpc.ClientUnaryCall;
  
  DiscardDefenseFiles(argument: _pix_onboarding_v1_DefenseFileIds, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_onboarding_v1_ProductionEmpty__Output>): grpc.ClientUnaryCall;
  DiscardDefenseFiles(argument: _pix_onboarding_v1_DefenseFileIds, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_onboarding_v1_ProductionEmpty__Output>): grpc.ClientUnaryCall;
  DiscardDefenseFiles(argument: _pix_onboarding_v1_DefenseFileIds, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_onboarding_v1_ProductionEmpty__Output>): grpc.ClientUnaryCall;
  DiscardDefenseFiles(argument: _pix_onboarding_v1_DefenseFileIds, callback: grpc.requestCallback<_pix_onboarding_v1_ProductionEmpty__Output>): grpc.ClientUnaryCall;
  discardDefenseFiles(argument: _pix_onboarding_v1_DefenseFileIds, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_onboarding_v1_ProductionEmpty__Output>): grpc.ClientUnaryCall;
  discardDefenseFiles(argument: _pix_onboarding_v1_DefenseFileIds, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_onboarding_v1_ProductionEmpty__Output>): grpc.ClientUnaryCall;
  discardDefenseFiles(argument: _pix_onboarding_v1_DefenseFileIds, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_onboarding_v1_ProductionEmpty__Output>): grpc.ClientUnaryCall;
  discardDefenseFiles(argument: _pix_onboarding_v1_DefenseFileIds, callback: grpc.requestCallback<_pix_onboarding_v1_ProductionEmpty__Output>): grpc.ClientUnaryCall;
  
  DownloadDocument(argument: _pix_onboarding_v1_DocumentRef, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_pix_onboarding_v1_DocumentPart__Output>;
  DownloadDocument(argument: _pix_onboarding_v1_DocumentRef, options?: grpc.CallOptions): grpc.ClientReadableStream<_pix_onboarding_v1_DocumentPart__Output>;
  downloadDocument(argument: _pix_onboarding_v1_DocumentRef, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_pix_onboarding_v1_DocumentPart__Output>;
  downloadDocument(argument: _pix_onboarding_v1_DocumentRef, options?: grpc.CallOptions): grpc.ClientReadableStream<_pix_onboarding_v1_DocumentPart__Output>;
  
  GetCompanyAddress(argument: _pix_onboarding_v1_ProductionEmpty, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_onboarding_v1_CompanyAddress__Output>): grpc.ClientUnaryCall;
  GetCompanyAddress(argument: _pix_onboarding_v1_ProductionEmpty, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_onboarding_v1_CompanyAddress__Output>): grpc.ClientUnaryCall;
  GetCompanyAddress(argument: _pix_onboarding_v1_ProductionEmpty, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_onboarding_v1_CompanyAddress__Output>): grpc.ClientUnaryCall;
  GetCompanyAddress(argument: _pix_onboarding_v1_ProductionEmpty, callback: grpc.requestCallback<_pix_onboarding_v1_CompanyAddress__Output>): grpc.ClientUnaryCall;
  getCompanyAddress(argument: _pix_onboarding_v1_ProductionEmpty, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_onboarding_v1_CompanyAddress__Output>): grpc.ClientUnaryCall;
  getCompanyAddress(argument: _pix_onboarding_v1_ProductionEmpty, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_onboarding_v1_CompanyAddress__Output>): grpc.ClientUnaryCall;
  getCompanyAddress(argument: _pix_onboarding_v1_ProductionEmpty, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_onboarding_v1_CompanyAddress__Output>): grpc.ClientUnaryCall;
  getCompanyAddress(argument: _pix_onboarding_v1_ProductionEmpty, callback: grpc.requestCallback<_pix_onboarding_v1_CompanyAddress__Output>): grpc.ClientUnaryCall;
  
  GetMerchantOnboarding(argument: _pix_onboarding_v1_MerchantRef, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_onboarding_v1_MerchantOnboarding__Output>): grpc.ClientUnaryCall;
  GetMerchantOnboarding(argument: _pix_onboarding_v1_MerchantRef, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_onboarding_v1_MerchantOnboarding__Output>): grpc.ClientUnaryCall;
  GetMerchantOnboarding(argument: _pix_onboarding_v1_MerchantRef, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_onboarding_v1_MerchantOnboarding__Output>): grpc.ClientUnaryCall;
  GetMerchantOnboarding(argument: _pix_onboarding_v1_MerchantRef, callback: grpc.requestCallback<_pix_onboarding_v1_MerchantOnboarding__Output>): grpc.ClientUnaryCall;
  getMerchantOnboarding(argument: _pix_onboarding_v1_MerchantRef, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_onboarding_v1_MerchantOnboarding__Output>): grpc.ClientUnaryCall;
  getMerchantOnboarding(argument: _pix_onboarding_v1_MerchantRef, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_onboarding_v1_MerchantOnboarding__Output>): grpc.ClientUnaryCall;
  getMerchantOnboarding(argument: _pix_onboarding_v1_MerchantRef, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_onboarding_v1_MerchantOnboarding__Output>): grpc.ClientUnaryCall;
  getMerchantOnboarding(argument: _pix_onboarding_v1_MerchantRef, callback: grpc.requestCallback<_pix_onboarding_v1_MerchantOnboarding__Output>): grpc.ClientUnaryCall;
  
  GetProductionRequest(argument: _pix_onboarding_v1_ProductionEmpty, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_onboarding_v1_ProductionRequestView__Output>): grpc.ClientUnaryCall;
  GetProductionRequest(argument: _pix_onboarding_v1_ProductionEmpty, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_onboarding_v1_ProductionRequestView__Output>): grpc.ClientUnaryCall;
  GetProductionRequest(argument: _pix_onboarding_v1_ProductionEmpty, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_onboarding_v1_ProductionRequestView__Output>): grpc.ClientUnaryCall;
  GetProductionRequest(argument: _pix_onboarding_v1_ProductionEmpty, callback: grpc.requestCallback<_pix_onboarding_v1_ProductionRequestView__Output>): grpc.ClientUnaryCall;
  getProductionRequest(argument: _pix_onboarding_v1_ProductionEmpty, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_onboarding_v1_ProductionRequestView__Output>): grpc.ClientUnaryCall;
  getProductionRequest(argument: _pix_onboarding_v1_ProductionEmpty, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_onboarding_v1_ProductionRequestView__Output>): grpc.ClientUnaryCall;
  getProductionRequest(argument: _pix_onboarding_v1_ProductionEmpty, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_onboarding_v1_ProductionRequestView__Output>): grpc.ClientUnaryCall;
  getProductionRequest(argument: _pix_onboarding_v1_ProductionEmpty, callback: grpc.requestCallback<_pix_onboarding_v1_ProductionRequestView__Output>): grpc.ClientUnaryCall;
  
  GetReceivingAccount(argument: _pix_onboarding_v1_GetReceivingAccountRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_onboarding_v1_ReceivingAccount__Output>): grpc.ClientUnaryCall;
  GetReceivingAccount(argument: _pix_onboarding_v1_GetReceivingAccountRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_onboarding_v1_ReceivingAccount__Output>): grpc.ClientUnaryCall;
  GetReceivingAccount(argument: _pix_onboarding_v1_GetReceivingAccountRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_onboarding_v1_ReceivingAccount__Output>): grpc.ClientUnaryCall;
  GetReceivingAccount(argument: _pix_onboarding_v1_GetReceivingAccountRequest, callback: grpc.requestCallback<_pix_onboarding_v1_ReceivingAccount__Output>): grpc.ClientUnaryCall;
  getReceivingAccount(argument: _pix_onboarding_v1_GetReceivingAccountRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_onboarding_v1_ReceivingAccount__Output>): grpc.ClientUnaryCall;
  getReceivingAccount(argument: _pix_onboarding_v1_GetReceivingAccountRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_onboarding_v1_ReceivingAccount__Output>): grpc.ClientUnaryCall;
  getReceivingAccount(argument: _pix_onboarding_v1_GetReceivingAccountRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_onboarding_v1_ReceivingAccount__Output>): grpc.ClientUnaryCall;
  getReceivingAccount(argument: _pix_onboarding_v1_GetReceivingAccountRequest, callback: grpc.requestCallback<_pix_onboarding_v1_ReceivingAccount__Output>): grpc.ClientUnaryCall;
  
  GetWithdrawalSummary(argument: _pix_onboarding_v1_WithdrawalSummaryRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_onboarding_v1_WithdrawalSummary__Output>): grpc.ClientUnaryCall;
  GetWithdrawalSummary(argument: _pix_onboarding_v1_WithdrawalSummaryRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_onboarding_v1_WithdrawalSummary__Output>): grpc.ClientUnaryCall;
  GetWithdrawalSummary(argument: _pix_onboarding_v1_WithdrawalSummaryRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_onboarding_v1_WithdrawalSummary__Output>): grpc.ClientUnaryCall;
  GetWithdrawalSummary(argument: _pix_onboarding_v1_WithdrawalSummaryRequest, callback: grpc.requestCallback<_pix_onboarding_v1_WithdrawalSummary__Output>): grpc.ClientUnaryCall;
  getWithdrawalSummary(argument: _pix_onboarding_v1_WithdrawalSummaryRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_onboarding_v1_WithdrawalSummary__Output>): grpc.ClientUnaryCall;
  getWithdrawalSummary(argument: _pix_onboarding_v1_WithdrawalSummaryRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_onboarding_v1_WithdrawalSummary__Output>): grpc.ClientUnaryCall;
  getWithdrawalSummary(argument: _pix_onboarding_v1_WithdrawalSummaryRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_onboarding_v1_WithdrawalSummary__Output>): grpc.ClientUnaryCall;
  getWithdrawalSummary(argument: _pix_onboarding_v1_WithdrawalSummaryRequest, callback: grpc.requestCallback<_pix_onboarding_v1_WithdrawalSummary__Output>): grpc.ClientUnaryCall;
  
  HandleAccountNotice(argument: _pix_onboarding_v1_AccountNoticeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_onboarding_v1_AccountNoticeResponse__Output>): grpc.ClientUnaryCall;
  HandleAccountNotice(argument: _pix_onboarding_v1_AccountNoticeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_onboarding_v1_AccountNoticeResponse__Output>): grpc.ClientUnaryCall;
  HandleAccountNotice(argument: _pix_onboarding_v1_AccountNoticeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_onboarding_v1_AccountNoticeResponse__Output>): grpc.ClientUnaryCall;
  HandleAccountNotice(argument: _pix_onboarding_v1_AccountNoticeRequest, callback: grpc.requestCallback<_pix_onboarding_v1_AccountNoticeResponse__Output>): grpc.ClientUnaryCall;
  handleAccountNotice(argument: _pix_onboarding_v1_AccountNoticeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_onboarding_v1_AccountNoticeResponse__Output>): grpc.ClientUnaryCall;
  handleAccountNotice(argument: _pix_onboarding_v1_AccountNoticeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_onboarding_v1_AccountNoticeResponse__Output>): grpc.ClientUnaryCall;
  handleAccountNotice(argument: _pix_onboarding_v1_AccountNoticeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_onboarding_v1_AccountNoticeResponse__Output>): grpc.ClientUnaryCall;
  handleAccountNotice(argument: _pix_onboarding_v1_AccountNoticeRequest, callback: grpc.requestCallback<_pix_onboarding_v1_AccountNoticeResponse__Output>): grpc.ClientUnaryCall;
  
  ListWithdrawalStates(argument: _pix_onboarding_v1_WithdrawalStatesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_onboarding_v1_WithdrawalStatesResponse__Output>): grpc.ClientUnaryCall;
  ListWithdrawalStates(argument: _pix_onboarding_v1_WithdrawalStatesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_onboarding_v1_WithdrawalStatesResponse__Output>): grpc.ClientUnaryCall;
  ListWithdrawalStates(argument: _pix_onboarding_v1_WithdrawalStatesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_onboarding_v1_WithdrawalStatesResponse__Output>): grpc.ClientUnaryCall;
  ListWithdrawalStates(argument: _pix_onboarding_v1_WithdrawalStatesRequest, callback: grpc.requestCallback<_pix_onboarding_v1_WithdrawalStatesResponse__Output>): grpc.ClientUnaryCall;
  listWithdrawalStates(argument: _pix_onboarding_v1_WithdrawalStatesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_onboarding_v1_WithdrawalStatesResponse__Output>): grpc.ClientUnaryCall;
  listWithdrawalStates(argument: _pix_onboarding_v1_WithdrawalStatesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_onboarding_v1_WithdrawalStatesResponse__Output>): grpc.ClientUnaryCall;
  listWithdrawalStates(argument: _pix_onboarding_v1_WithdrawalStatesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_onboarding_v1_WithdrawalStatesResponse__Output>): grpc.ClientUnaryCall;
  listWithdrawalStates(argument: _pix_onboarding_v1_WithdrawalStatesRequest, callback: grpc.requestCallback<_pix_onboarding_v1_WithdrawalStatesResponse__Output>): grpc.ClientUnaryCall;
  
  ListWithdrawals(argument: _pix_onboarding_v1_ListWithdrawalsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_onboarding_v1_ListWithdrawalsResponse__Output>): grpc.ClientUnaryCall;
  ListWithdrawals(argument: _pix_onboarding_v1_ListWithdrawalsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_onboarding_v1_ListWithdrawalsResponse__Output>): grpc.ClientUnaryCall;
  ListWithdrawals(argument: _pix_onboarding_v1_ListWithdrawalsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_onboarding_v1_ListWithdrawalsResponse__Output>): grpc.ClientUnaryCall;
  ListWithdrawals(argument: _pix_onboarding_v1_ListWithdrawalsRequest, callback: grpc.requestCallback<_pix_onboarding_v1_ListWithdrawalsResponse__Output>): grpc.ClientUnaryCall;
  listWithdrawals(argument: _pix_onboarding_v1_ListWithdrawalsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_onboarding_v1_ListWithdrawalsResponse__Output>): grpc.ClientUnaryCall;
  listWithdrawals(argument: _pix_onboarding_v1_ListWithdrawalsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_onboarding_v1_ListWithdrawalsResponse__Output>): grpc.ClientUnaryCall;
  listWithdrawals(argument: _pix_onboarding_v1_ListWithdrawalsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_onboarding_v1_ListWithdrawalsResponse__Output>): grpc.ClientUnaryCall;
  listWithdrawals(argument: _pix_onboarding_v1_ListWithdrawalsRequest, callback: grpc.requestCallback<_pix_onboarding_v1_ListWithdrawalsResponse__Output>): grpc.ClientUnaryCall;
  
  RefreshReceivingAccount(argument: _pix_onboarding_v1_ReceivingAccountRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_onboarding_v1_ReceivingAccountView__Output>): grpc.ClientUnaryCall;
  RefreshReceivingAccount(argument: _pix_onboarding_v1_ReceivingAccountRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_onboarding_v1_ReceivingAccountView__Output>): grpc.ClientUnaryCall;
  RefreshReceivingAccount(argument: _pix_onboarding_v1_ReceivingAccountRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_onboarding_v1_ReceivingAccountView__Output>): grpc.ClientUnaryCall;
  RefreshReceivingAccount(argument: _pix_onboarding_v1_ReceivingAccountRequest, callback: grpc.requestCallback<_pix_onboarding_v1_ReceivingAccountView__Output>): grpc.ClientUnaryCall;
  refreshReceivingAccount(argument: _pix_onboarding_v1_ReceivingAccountRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_onboarding_v1_ReceivingAccountView__Output>): grpc.ClientUnaryCall;
  refreshReceivingAccount(argument: _pix_onboarding_v1_ReceivingAccountRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_onboarding_v1_ReceivingAccountView__Output>): grpc.ClientUnaryCall;
  refreshReceivingAccount(argument: _pix_onboarding_v1_ReceivingAccountRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_onboarding_v1_ReceivingAccountView__Output>): grpc.ClientUnaryCall;
  refreshReceivingAccount(argument: _pix_onboarding_v1_ReceivingAccountRequest, callback: grpc.requestCallback<_pix_onboarding_v1_ReceivingAccountView__Output>): grpc.ClientUnaryCall;
  
  ReviewProductionRequest(argument: _pix_onboarding_v1_ReviewRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_onboarding_v1_ReviewResponse__Output>): grpc.ClientUnaryCall;
  ReviewProductionRequest(argument: _pix_onboarding_v1_ReviewRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_onboarding_v1_ReviewResponse__Output>): grpc.ClientUnaryCall;
  ReviewProductionRequest(argument: _pix_onboarding_v1_ReviewRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_onboarding_v1_ReviewResponse__Output>): grpc.ClientUnaryCall;
  ReviewProductionRequest(argument: _pix_onboarding_v1_ReviewRequest, callback: grpc.requestCallback<_pix_onboarding_v1_ReviewResponse__Output>): grpc.ClientUnaryCall;
  reviewProductionRequest(argument: _pix_onboarding_v1_ReviewRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_onboarding_v1_ReviewResponse__Output>): grpc.ClientUnaryCall;
  reviewProductionRequest(argument: _pix_onboarding_v1_ReviewRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_onboarding_v1_ReviewResponse__Output>): grpc.ClientUnaryCall;
  reviewProductionRequest(argument: _pix_onboarding_v1_ReviewRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_onboarding_v1_ReviewResponse__Output>): grpc.ClientUnaryCall;
  reviewProductionRequest(argument: _pix_onboarding_v1_ReviewRequest, callback: grpc.requestCallback<_pix_onboarding_v1_ReviewResponse__Output>): grpc.ClientUnaryCall;
  
  SimulateReceivingAccountApproval(argument: _pix_onboarding_v1_ReceivingAccountRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_onboarding_v1_ReceivingAccountView__Output>): grpc.ClientUnaryCall;
  SimulateReceivingAccountApproval(argument: _pix_onboarding_v1_ReceivingAccountRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_onboarding_v1_ReceivingAccountView__Output>): grpc.ClientUnaryCall;
  SimulateReceivingAccountApproval(argument: _pix_onboarding_v1_ReceivingAccountRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_onboarding_v1_ReceivingAccountView__Output>): grpc.ClientUnaryCall;
  SimulateReceivingAccountApproval(argument: _pix_onboarding_v1_ReceivingAccountRequest, callback: grpc.requestCallback<_pix_onboarding_v1_ReceivingAccountView__Output>): grpc.ClientUnaryCall;
  simulateReceivingAccountApproval(argument: _pix_onboarding_v1_ReceivingAccountRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_onboarding_v1_ReceivingAccountView__Output>): grpc.ClientUnaryCall;
  simulateReceivingAccountApproval(argument: _pix_onboarding_v1_ReceivingAccountRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_onboarding_v1_ReceivingAccountView__Output>): grpc.ClientUnaryCall;
  simulateReceivingAccountApproval(argument: _pix_onboarding_v1_ReceivingAccountRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_onboarding_v1_ReceivingAccountView__Output>): grpc.ClientUnaryCall;
  simulateReceivingAccountApproval(argument: _pix_onboarding_v1_ReceivingAccountRequest, callback: grpc.requestCallback<_pix_onboarding_v1_ReceivingAccountView__Output>): grpc.ClientUnaryCall;
  
  StoreDefenseFiles(metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_onboarding_v1_DefenseFiles__Output>): grpc.ClientWritableStream<_pix_onboarding_v1_DefenseUpload>;
  StoreDefenseFiles(metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_onboarding_v1_DefenseFiles__Output>): grpc.ClientWritableStream<_pix_onboarding_v1_DefenseUpload>;
  StoreDefenseFiles(options: grpc.CallOptions, callback: grpc.requestCallback<_pix_onboarding_v1_DefenseFiles__Output>): grpc.ClientWritableStream<_pix_onboarding_v1_DefenseUpload>;
  StoreDefenseFiles(callback: grpc.requestCallback<_pix_onboarding_v1_DefenseFiles__Output>): grpc.ClientWritableStream<_pix_onboarding_v1_DefenseUpload>;
  storeDefenseFiles(metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_onboarding_v1_DefenseFiles__Output>): grpc.ClientWritableStream<_pix_onboarding_v1_DefenseUpload>;
  storeDefenseFiles(metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_onboarding_v1_DefenseFiles__Output>): grpc.ClientWritableStream<_pix_onboarding_v1_DefenseUpload>;
  storeDefenseFiles(options: grpc.CallOptions, callback: grpc.requestCallback<_pix_onboarding_v1_DefenseFiles__Output>): grpc.ClientWritableStream<_pix_onboarding_v1_DefenseUpload>;
  storeDefenseFiles(callback: grpc.requestCallback<_pix_onboarding_v1_DefenseFiles__Output>): grpc.ClientWritableStream<_pix_onboarding_v1_DefenseUpload>;
  
  SubmitOnboarding(argument: _pix_onboarding_v1_OnboardingAnswers, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_onboarding_v1_SubmitOnboardingResponse__Output>): grpc.ClientUnaryCall;
  SubmitOnboarding(argument: _pix_onboarding_v1_OnboardingAnswers, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_onboarding_v1_SubmitOnboardingResponse__Output>): grpc.ClientUnaryCall;
  SubmitOnboarding(argument: _pix_onboarding_v1_OnboardingAnswers, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_onboarding_v1_SubmitOnboardingResponse__Output>): grpc.ClientUnaryCall;
  SubmitOnboarding(argument: _pix_onboarding_v1_OnboardingAnswers, callback: grpc.requestCallback<_pix_onboarding_v1_SubmitOnboardingResponse__Output>): grpc.ClientUnaryCall;
  submitOnboarding(argument: _pix_onboarding_v1_OnboardingAnswers, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_onboarding_v1_SubmitOnboardingResponse__Output>): grpc.ClientUnaryCall;
  submitOnboarding(argument: _pix_onboarding_v1_OnboardingAnswers, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_onboarding_v1_SubmitOnboardingResponse__Output>): grpc.ClientUnaryCall;
  submitOnboarding(argument: _pix_onboarding_v1_OnboardingAnswers, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_onboarding_v1_SubmitOnboardingResponse__Output>): grpc.ClientUnaryCall;
  submitOnboarding(argument: _pix_onboarding_v1_OnboardingAnswers, callback: grpc.requestCallback<_pix_onboarding_v1_SubmitOnboardingResponse__Output>): grpc.ClientUnaryCall;
  
  SubmitProductionRequest(metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_onboarding_v1_ProductionRequestView__Output>): grpc.ClientWritableStream<_pix_onboarding_v1_ProductionUpload>;
  SubmitProductionRequest(metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_onboarding_v1_ProductionRequestView__Output>): grpc.ClientWritableStream<_pix_onboarding_v1_ProductionUpload>;
  SubmitProductionRequest(options: grpc.CallOptions, callback: grpc.requestCallback<_pix_onboarding_v1_ProductionRequestView__Output>): grpc.ClientWritableStream<_pix_onboarding_v1_ProductionUpload>;
  SubmitProductionRequest(callback: grpc.requestCallback<_pix_onboarding_v1_ProductionRequestView__Output>): grpc.ClientWritableStream<_pix_onboarding_v1_ProductionUpload>;
  submitProductionRequest(metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_onboarding_v1_ProductionRequestView__Output>): grpc.ClientWritableStream<_pix_onboarding_v1_ProductionUpload>;
  submitProductionRequest(metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_onboarding_v1_ProductionRequestView__Output>): grpc.ClientWritableStream<_pix_onboarding_v1_ProductionUpload>;
  submitProductionRequest(options: grpc.CallOptions, callback: grpc.requestCallback<_pix_onboarding_v1_ProductionRequestView__Output>): grpc.ClientWritableStream<_pix_onboarding_v1_ProductionUpload>;
  submitProductionRequest(callback: grpc.requestCallback<_pix_onboarding_v1_ProductionRequestView__Output>): grpc.ClientWritableStream<_pix_onboarding_v1_ProductionUpload>;
  
  ViewReceivingAccount(argument: _pix_onboarding_v1_ReceivingAccountRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_onboarding_v1_ReceivingAccountView__Output>): grpc.ClientUnaryCall;
  ViewReceivingAccount(argument: _pix_onboarding_v1_ReceivingAccountRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_onboarding_v1_ReceivingAccountView__Output>): grpc.ClientUnaryCall;
  ViewReceivingAccount(argument: _pix_onboarding_v1_ReceivingAccountRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_onboarding_v1_ReceivingAccountView__Output>): grpc.ClientUnaryCall;
  ViewReceivingAccount(argument: _pix_onboarding_v1_ReceivingAccountRequest, callback: grpc.requestCallback<_pix_onboarding_v1_ReceivingAccountView__Output>): grpc.ClientUnaryCall;
  viewReceivingAccount(argument: _pix_onboarding_v1_ReceivingAccountRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_onboarding_v1_ReceivingAccountView__Output>): grpc.ClientUnaryCall;
  viewReceivingAccount(argument: _pix_onboarding_v1_ReceivingAccountRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_onboarding_v1_ReceivingAccountView__Output>): grpc.ClientUnaryCall;
  viewReceivingAccount(argument: _pix_onboarding_v1_ReceivingAccountRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_onboarding_v1_ReceivingAccountView__Output>): grpc.ClientUnaryCall;
  viewReceivingAccount(argument: _pix_onboarding_v1_ReceivingAccountRequest, callback: grpc.requestCallback<_pix_onboarding_v1_ReceivingAccountView__Output>): grpc.ClientUnaryCall;
  
}

export interface OnboardingServiceHandlers extends grpc.UntypedServiceImplementation {
  CreateReceivingAccount: grpc.handleUnaryCall<_pix_onboarding_v1_ReceivingAccountRequest__Output, _pix_onboarding_v1_ReceivingAccountView>;
  
  CreateWithdrawal: grpc.handleUnaryCall<_pix_onboarding_v1_CreateWithdrawalRequest__Output, _pix_onboarding_v1_Withdrawal>;
  
  DiscardDefenseFiles: grpc.handleUnaryCall<_pix_onboarding_v1_DefenseFileIds__Output, _pix_onboarding_v1_ProductionEmpty>;
  
  DownloadDocument: grpc.handleServerStreamingCall<_pix_onboarding_v1_DocumentRef__Output, _pix_onboarding_v1_DocumentPart>;
  
  GetCompanyAddress: grpc.handleUnaryCall<_pix_onboarding_v1_ProductionEmpty__Output, _pix_onboarding_v1_CompanyAddress>;
  
  GetMerchantOnboarding: grpc.handleUnaryCall<_pix_onboarding_v1_MerchantRef__Output, _pix_onboarding_v1_MerchantOnboarding>;
  
  GetProductionRequest: grpc.handleUnaryCall<_pix_onboarding_v1_ProductionEmpty__Output, _pix_onboarding_v1_ProductionRequestView>;
  
  GetReceivingAccount: grpc.handleUnaryCall<_pix_onboarding_v1_GetReceivingAccountRequest__Output, _pix_onboarding_v1_ReceivingAccount>;
  
  GetWithdrawalSummary: grpc.handleUnaryCall<_pix_onboarding_v1_WithdrawalSummaryRequest__Output, _pix_onboarding_v1_WithdrawalSummary>;
  
  HandleAccountNotice: grpc.handleUnaryCall<_pix_onboarding_v1_AccountNoticeRequest__Output, _pix_onboarding_v1_AccountNoticeResponse>;
  
  ListWithdrawalStates: grpc.handleUnaryCall<_pix_onboarding_v1_WithdrawalStatesRequest__Output, _pix_onboarding_v1_WithdrawalStatesResponse>;
  
  ListWithdrawals: grpc.handleUnaryCall<_pix_onboarding_v1_ListWithdrawalsRequest__Output, _pix_onboarding_v1_ListWithdrawalsResponse>;
  
  RefreshReceivingAccount: grpc.handleUnaryCall<_pix_onboarding_v1_ReceivingAccountRequest__Output, _pix_onboarding_v1_ReceivingAccountView>;
  
  ReviewProductionRequest: grpc.handleUnaryCall<_pix_onboarding_v1_ReviewRequest__Output, _pix_onboarding_v1_ReviewResponse>;
  
  SimulateReceivingAccountApproval: grpc.handleUnaryCall<_pix_onboarding_v1_ReceivingAccountRequest__Output, _pix_onboarding_v1_ReceivingAccountView>;
  
  StoreDefenseFiles: grpc.handleClientStreamingCall<_pix_onboarding_v1_DefenseUpload__Output, _pix_onboarding_v1_DefenseFiles>;
  
  SubmitOnboarding: grpc.handleUnaryCall<_pix_onboarding_v1_OnboardingAnswers__Output, _pix_onboarding_v1_SubmitOnboardingResponse>;
  
  SubmitProductionRequest: grpc.handleClientStreamingCall<_pix_onboarding_v1_ProductionUpload__Output, _pix_onboarding_v1_ProductionRequestView>;
  
  ViewReceivingAccount: grpc.handleUnaryCall<_pix_onboarding_v1_ReceivingAccountRequest__Output, _pix_onboarding_v1_ReceivingAccountView>;
  
}

export interface OnboardingServiceDefinition extends grpc.ServiceDefinition {
  CreateReceivingAccount: MethodDefinition<_pix_onboarding_v1_ReceivingAccountRequest, _pix_onboarding_v1_ReceivingAccountView, _pix_onboarding_v1_ReceivingAccountRequest__Output, _pix_onboarding_v1_ReceivingAccountView__Output>
  CreateWithdrawal: MethodDefinition<_pix_onboarding_v1_CreateWithdrawalRequest, _pix_onboarding_v1_Withdrawal, _pix_onboarding_v1_CreateWithdrawalRequest__Output, _pix_onboarding_v1_Withdrawal__Output>
  DiscardDefenseFiles: MethodDefinition<_pix_onboarding_v1_DefenseFileIds, _pix_onboarding_v1_ProductionEmpty, _pix_onboarding_v1_DefenseFileIds__Output, _pix_onboarding_v1_ProductionEmpty__Output>
  DownloadDocument: MethodDefinition<_pix_onboarding_v1_DocumentRef, _pix_onboarding_v1_DocumentPart, _pix_onboarding_v1_DocumentRef__Output, _pix_onboarding_v1_DocumentPart__Output>
  GetCompanyAddress: MethodDefinition<_pix_onboarding_v1_ProductionEmpty, _pix_onboarding_v1_CompanyAddress, _pix_onboarding_v1_ProductionEmpty__Output, _pix_onboarding_v1_CompanyAddress__Output>
  GetMerchantOnboarding: MethodDefinition<_pix_onboarding_v1_MerchantRef, _pix_onboarding_v1_MerchantOnboarding, _pix_onboarding_v1_MerchantRef__Output, _pix_onboarding_v1_MerchantOnboarding__Output>
  GetProductionRequest: MethodDefinition<_pix_onboarding_v1_ProductionEmpty, _pix_onboarding_v1_ProductionRequestView, _pix_onboarding_v1_ProductionEmpty__Output, _pix_onboarding_v1_ProductionRequestView__Output>
  GetReceivingAccount: MethodDefinition<_pix_onboarding_v1_GetReceivingAccountRequest, _pix_onboarding_v1_ReceivingAccount, _pix_onboarding_v1_GetReceivingAccountRequest__Output, _pix_onboarding_v1_ReceivingAccount__Output>
  GetWithdrawalSummary: MethodDefinition<_pix_onboarding_v1_WithdrawalSummaryRequest, _pix_onboarding_v1_WithdrawalSummary, _pix_onboarding_v1_WithdrawalSummaryRequest__Output, _pix_onboarding_v1_WithdrawalSummary__Output>
  HandleAccountNotice: MethodDefinition<_pix_onboarding_v1_AccountNoticeRequest, _pix_onboarding_v1_AccountNoticeResponse, _pix_onboarding_v1_AccountNoticeRequest__Output, _pix_onboarding_v1_AccountNoticeResponse__Output>
  ListWithdrawalStates: MethodDefinition<_pix_onboarding_v1_WithdrawalStatesRequest, _pix_onboarding_v1_WithdrawalStatesResponse, _pix_onboarding_v1_WithdrawalStatesRequest__Output, _pix_onboarding_v1_WithdrawalStatesResponse__Output>
  ListWithdrawals: MethodDefinition<_pix_onboarding_v1_ListWithdrawalsRequest, _pix_onboarding_v1_ListWithdrawalsResponse, _pix_onboarding_v1_ListWithdrawalsRequest__Output, _pix_onboarding_v1_ListWithdrawalsResponse__Output>
  RefreshReceivingAccount: MethodDefinition<_pix_onboarding_v1_ReceivingAccountRequest, _pix_onboarding_v1_ReceivingAccountView, _pix_onboarding_v1_ReceivingAccountRequest__Output, _pix_onboarding_v1_ReceivingAccountView__Output>
  ReviewProductionRequest: MethodDefinition<_pix_onboarding_v1_ReviewRequest, _pix_onboarding_v1_ReviewResponse, _pix_onboarding_v1_ReviewRequest__Output, _pix_onboarding_v1_ReviewResponse__Output>
  SimulateReceivingAccountApproval: MethodDefinition<_pix_onboarding_v1_ReceivingAccountRequest, _pix_onboarding_v1_ReceivingAccountView, _pix_onboarding_v1_ReceivingAccountRequest__Output, _pix_onboarding_v1_ReceivingAccountView__Output>
  StoreDefenseFiles: MethodDefinition<_pix_onboarding_v1_DefenseUpload, _pix_onboarding_v1_DefenseFiles, _pix_onboarding_v1_DefenseUpload__Output, _pix_onboarding_v1_DefenseFiles__Output>
  SubmitOnboarding: MethodDefinition<_pix_onboarding_v1_OnboardingAnswers, _pix_onboarding_v1_SubmitOnboardingResponse, _pix_onboarding_v1_OnboardingAnswers__Output, _pix_onboarding_v1_SubmitOnboardingResponse__Output>
  SubmitProductionRequest: MethodDefinition<_pix_onboarding_v1_ProductionUpload, _pix_onboarding_v1_ProductionRequestView, _pix_onboarding_v1_ProductionUpload__Output, _pix_onboarding_v1_ProductionRequestView__Output>
  ViewReceivingAccount: MethodDefinition<_pix_onboarding_v1_ReceivingAccountRequest, _pix_onboarding_v1_ReceivingAccountView, _pix_onboarding_v1_ReceivingAccountRequest__Output, _pix_onboarding_v1_ReceivingAccountView__Output>
}

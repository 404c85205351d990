import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { AccountNoticeRequest as _pix_onboarding_v1_AccountNoticeRequest, AccountNoticeRequest__Output as _pix_onboarding_v1_AccountNoticeRequest__Output } from './pix/onboarding/v1/AccountNoticeRequest';
import type { AccountNoticeResponse as _pix_onboarding_v1_AccountNoticeResponse, AccountNoticeResponse__Output as _pix_onboarding_v1_AccountNoticeResponse__Output } from './pix/onboarding/v1/AccountNoticeResponse';
import type { Aprovacao as _pix_onboarding_v1_Aprovacao, Aprovacao__Output as _pix_onboarding_v1_Aprovacao__Output } from './pix/onboarding/v1/Aprovacao';
import type { ChangeRequest as _pix_onboarding_v1_ChangeRequest, ChangeRequest__Output as _pix_onboarding_v1_ChangeRequest__Output } from './pix/onboarding/v1/ChangeRequest';
import type { CompanyAddress as _pix_onboarding_v1_CompanyAddress, CompanyAddress__Output as _pix_onboarding_v1_CompanyAddress__Output } from './pix/onboarding/v1/CompanyAddress';
import type { CreateWithdrawalRequest as _pix_onboarding_v1_CreateWithdrawalRequest, CreateWithdrawalRequest__Output as _pix_onboarding_v1_CreateWithdrawalRequest__Output } from './pix/onboarding/v1/CreateWithdrawalRequest';
import type { DefenseFile as _pix_onboarding_v1_DefenseFile, DefenseFile__Output as _pix_onboarding_v1_DefenseFile__Output } from './pix/onboarding/v1/DefenseFile';
import type { DefenseFileIds as _pix_onboarding_v1_DefenseFileIds, DefenseFileIds__Output as _pix_onboarding_v1_DefenseFileIds__Output } from './pix/onboarding/v1/DefenseFileIds';
import type { DefenseFiles as _pix_onboarding_v1_DefenseFiles, DefenseFiles__Output as _pix_onboarding_v1_DefenseFiles__Output } from './pix/onboarding/v1/DefenseFiles';
import type { DefenseUpload as _pix_onboarding_v1_DefenseUpload, DefenseUpload__Output as _pix_onboarding_v1_DefenseUpload__Output } from './pix/onboarding/v1/DefenseUpload';
import type { DefenseUploadStart as _pix_onboarding_v1_DefenseUploadStart, DefenseUploadStart__Output as _pix_onboarding_v1_DefenseUploadStart__Output } from './pix/onboarding/v1/DefenseUploadStart';
import type { DocumentPart as _pix_onboarding_v1_DocumentPart, DocumentPart__Output as _pix_onboarding_v1_DocumentPart__Output } from './pix/onboarding/v1/DocumentPart';
import type { DocumentRef as _pix_onboarding_v1_DocumentRef, DocumentRef__Output as _pix_onboarding_v1_DocumentRef__Output } from './pix/onboarding/v1/DocumentRef';
import type { GetReceivingAccountRequest as _pix_onboarding_v1_GetReceivingAccountRequest, GetReceivingAccountRequest__Output as _pix_onboarding_v1_GetReceivingAccountRequest__Output } from './pix/onboarding/v1/GetReceivingAccountRequest';
import type { ListWithdrawalsRequest as _pix_onboarding_v1_ListWithdrawalsRequest, ListWithdrawalsRequest__Output as _pix_onboarding_v1_ListWithdrawalsRequest__Output } from './pix/onboarding/v1/ListWithdrawalsRequest';
import type { ListWithdrawalsResponse as _pix_onboarding_v1_ListWithdrawalsResponse, ListWithdrawalsResponse__Output as _pix_onboarding_v1_ListWithdrawalsResponse__Output } from './pix/onboarding/v1/ListWithdrawalsResponse';
import type { MerchantOnboarding as _pix_onboarding_v1_MerchantOnboarding, MerchantOnboarding__Output as _pix_onboarding_v1_MerchantOnboarding__Output } from './pix/onboarding/v1/MerchantOnboarding';
import type { MerchantRef as _pix_onboarding_v1_MerchantRef, MerchantRef__Output as _pix_onboarding_v1_MerchantRef__Output } from './pix/onboarding/v1/MerchantRef';
import type { OnboardingAnswers as _pix_onboarding_v1_OnboardingAnswers, OnboardingAnswers__Output as _pix_onboarding_v1_OnboardingAnswers__Output } from './pix/onboarding/v1/OnboardingAnswers';
import type { OnboardingAnswersView as _pix_onboarding_v1_OnboardingAnswersView, OnboardingAnswersView__Output as _pix_onboarding_v1_OnboardingAnswersView__Output } from './pix/onboarding/v1/OnboardingAnswersView';
import type { OnboardingServiceClient as _pix_onboarding_v1_OnboardingServiceClient, OnboardingServiceDefinition as _pix_onboarding_v1_OnboardingServiceDefinition } from './pix/onboarding/v1/OnboardingService';
import type { ProductionApproval as _pix_onboarding_v1_ProductionApproval, ProductionApproval__Output as _pix_onboarding_v1_ProductionApproval__Output } from './pix/onboarding/v1/ProductionApproval';
import type { ProductionDocument as _pix_onboarding_v1_ProductionDocument, ProductionDocument__Output as _pix_onboarding_v1_ProductionDocument__Output } from './pix/onboarding/v1/ProductionDocument';
import type { ProductionEmpty as _pix_onboarding_v1_ProductionEmpty, ProductionEmpty__Output as _pix_onboarding_v1_ProductionEmpty__Output } from './pix/onboarding/v1/ProductionEmpty';
import type { ProductionRequestView as _pix_onboarding_v1_ProductionRequestView, ProductionRequestView__Output as _pix_onboarding_v1_ProductionRequestView__Output } from './pix/onboarding/v1/ProductionRequestView';
import type { ProductionUpload as _pix_onboarding_v1_ProductionUpload, ProductionUpload__Output as _pix_onboarding_v1_ProductionUpload__Output } from './pix/onboarding/v1/ProductionUpload';
import type { ReceivingAccount as _pix_onboarding_v1_ReceivingAccount, ReceivingAccount__Output as _pix_onboarding_v1_ReceivingAccount__Output } from './pix/onboarding/v1/ReceivingAccount';
import type { ReceivingAccountRequest as _pix_onboarding_v1_ReceivingAccountRequest, ReceivingAccountRequest__Output as _pix_onboarding_v1_ReceivingAccountRequest__Output } from './pix/onboarding/v1/ReceivingAccountRequest';
import type { ReceivingAccountView as _pix_onboarding_v1_ReceivingAccountView, ReceivingAccountView__Output as _pix_onboarding_v1_ReceivingAccountView__Output } from './pix/onboarding/v1/ReceivingAccountView';
import type { ReviewRequest as _pix_onboarding_v1_ReviewRequest, ReviewRequest__Output as _pix_onboarding_v1_ReviewRequest__Output } from './pix/onboarding/v1/ReviewRequest';
import type { ReviewResponse as _pix_onboarding_v1_ReviewResponse, ReviewResponse__Output as _pix_onboarding_v1_ReviewResponse__Output } from './pix/onboarding/v1/ReviewResponse';
import type { SubmitOnboardingResponse as _pix_onboarding_v1_SubmitOnboardingResponse, SubmitOnboardingResponse__Output as _pix_onboarding_v1_SubmitOnboardingResponse__Output } from './pix/onboarding/v1/SubmitOnboardingResponse';
import type { UploadFile as _pix_onboarding_v1_UploadFile, UploadFile__Output as _pix_onboarding_v1_UploadFile__Output } from './pix/onboarding/v1/UploadFile';
import type { UploadFinish as _pix_onboarding_v1_UploadFinish, UploadFinish__Output as _pix_onboarding_v1_UploadFinish__Output } from './pix/onboarding/v1/UploadFinish';
import type { UploadStart as _pix_onboarding_v1_UploadStart, UploadStart__Output as _pix_onboarding_v1_UploadStart__Output } from './pix/onboarding/v1/UploadStart';
import type { Withdrawal as _pix_onboarding_v1_Withdrawal, Withdrawal__Output as _pix_onboarding_v1_Withdrawal__Output } from './pix/onboarding/v1/Withdrawal';
import type { WithdrawalState as _pix_onboarding_v1_WithdrawalState, WithdrawalState__Output as _pix_onboarding_v1_WithdrawalState__Output } from './pix/onboarding/v1/WithdrawalState';
import type { WithdrawalStatesRequest as _pix_onboarding_v1_WithdrawalStatesRequest, WithdrawalStatesRequest__Output as _pix_onboarding_v1_WithdrawalStatesRequest__Output } from './pix/onboarding/v1/WithdrawalStatesRequest';
import type { WithdrawalStatesResponse as _pix_onboarding_v1_WithdrawalStatesResponse, WithdrawalStatesResponse__Output as _pix_onboarding_v1_WithdrawalStatesResponse__Output } from './pix/onboarding/v1/WithdrawalStatesResponse';
import type { WithdrawalSummary as _pix_onboarding_v1_WithdrawalSummary, WithdrawalSummary__Output as _pix_onboarding_v1_WithdrawalSummary__Output } from './pix/onboarding/v1/WithdrawalSummary';
import type { WithdrawalSummaryRequest as _pix_onboarding_v1_WithdrawalSummaryRequest, WithdrawalSummaryRequest__Output as _pix_onboarding_v1_WithdrawalSummaryRequest__Output } from './pix/onboarding/v1/WithdrawalSummaryRequest';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  pix: {
    onboarding: {
      v1: {
        AccountNoticeRequest: MessageTypeDefinition<_pix_onboarding_v1_AccountNoticeRequest, _pix_onboarding_v1_AccountNoticeRequest__Output>
        AccountNoticeResponse: MessageTypeDefinition<_pix_onboarding_v1_AccountNoticeResponse, _pix_onboarding_v1_AccountNoticeResponse__Output>
        Aprovacao: MessageTypeDefinition<_pix_onboarding_v1_Aprovacao, _pix_onboarding_v1_Aprovacao__Output>
        ChangeRequest: MessageTypeDefinition<_pix_onboarding_v1_ChangeRequest, _pix_onboarding_v1_ChangeRequest__Output>
        CompanyAddress: MessageTypeDefinition<_pix_onboarding_v1_CompanyAddress, _pix_onboarding_v1_CompanyAddress__Output>
        CreateWithdrawalRequest: MessageTypeDefinition<_pix_onboarding_v1_CreateWithdrawalRequest, _pix_onboarding_v1_CreateWithdrawalRequest__Output>
        DefenseFile: MessageTypeDefinition<_pix_onboarding_v1_DefenseFile, _pix_onboarding_v1_DefenseFile__Output>
        DefenseFileIds: MessageTypeDefinition<_pix_onboarding_v1_DefenseFileIds, _pix_onboarding_v1_DefenseFileIds__Output>
        DefenseFiles: MessageTypeDefinition<_pix_onboarding_v1_DefenseFiles, _pix_onboarding_v1_DefenseFiles__Output>
        DefenseUpload: MessageTypeDefinition<_pix_onboarding_v1_DefenseUpload, _pix_onboarding_v1_DefenseUpload__Output>
        DefenseUploadStart: MessageTypeDefinition<_pix_onboarding_v1_DefenseUploadStart, _pix_onboarding_v1_DefenseUploadStart__Output>
        DocumentPart: MessageTypeDefinition<_pix_onboarding_v1_DocumentPart, _pix_onboarding_v1_DocumentPart__Output>
        DocumentRef: MessageTypeDefinition<_pix_onboarding_v1_DocumentRef, _pix_onboarding_v1_DocumentRef__Output>
        GetReceivingAccountRequest: MessageTypeDefinition<_pix_onboarding_v1_GetReceivingAccountRequest, _pix_onboarding_v1_GetReceivingAccountRequest__Output>
        ListWithdrawalsRequest: MessageTypeDefinition<_pix_onboarding_v1_ListWithdrawalsRequest, _pix_onboarding_v1_ListWithdrawalsRequest__Output>
        ListWithdrawalsResponse: MessageTypeDefinition<_pix_onboarding_v1_ListWithdrawalsResponse, _pix_onboarding_v1_ListWithdrawalsResponse__Output>
        MerchantOnboarding: MessageTypeDefinition<_pix_onboarding_v1_MerchantOnboarding, _pix_onboarding_v1_MerchantOnboarding__Output>
        MerchantRef: MessageTypeDefinition<_pix_onboarding_v1_MerchantRef, _pix_onboarding_v1_MerchantRef__Output>
        OnboardingAnswers: MessageTypeDefinition<_pix_onboarding_v1_OnboardingAnswers, _pix_onboarding_v1_OnboardingAnswers__Output>
        OnboardingAnswersView: MessageTypeDefinition<_pix_onboarding_v1_OnboardingAnswersView, _pix_onboarding_v1_OnboardingAnswersView__Output>
        OnboardingService: SubtypeConstructor<typeof grpc.Client, _pix_onboarding_v1_OnboardingServiceClient> & { service: _pix_onboarding_v1_OnboardingServiceDefinition }
        ProductionApproval: MessageTypeDefinition<_pix_onboarding_v1_ProductionApproval, _pix_onboarding_v1_ProductionApproval__Output>
        ProductionDocument: MessageTypeDefinition<_pix_onboarding_v1_ProductionDocument, _pix_onboarding_v1_ProductionDocument__Output>
        ProductionEmpty: MessageTypeDefinition<_pix_onboarding_v1_ProductionEmpty, _pix_onboarding_v1_ProductionEmpty__Output>
        ProductionRequestView: MessageTypeDefinition<_pix_onboarding_v1_ProductionRequestView, _pix_onboarding_v1_ProductionRequestView__Output>
        ProductionUpload: MessageTypeDefinition<_pix_onboarding_v1_ProductionUpload, _pix_onboarding_v1_ProductionUpload__Output>
        ReceivingAccount: MessageTypeDefinition<_pix_onboarding_v1_ReceivingAccount, _pix_onboarding_v1_ReceivingAccount__Output>
        ReceivingAccountRequest: MessageTypeDefinition<_pix_onboarding_v1_ReceivingAccountRequest, _pix_onboarding_v1_ReceivingAccountRequest__Output>
        ReceivingAccountView: MessageTypeDefinition<_pix_onboarding_v1_ReceivingAccountView, _pix_onboarding_v1_ReceivingAccountView__Output>
        ReviewRequest: MessageTypeDefinition<_pix_onboarding_v1_ReviewRequest, _pix_onboarding_v1_ReviewRequest__Output>
        ReviewResponse: MessageTypeDefinition<_pix_onboarding_v1_ReviewResponse, _pix_onboarding_v1_ReviewResponse__Output>
        SubmitOnboardingResponse: MessageTypeDefinition<_pix_onboarding_v1_SubmitOnboardingResponse, _pix_onboarding_v1_SubmitOnboardingResponse__Output>
        UploadFile: MessageTypeDefinition<_pix_onboarding_v1_UploadFile, _pix_onboarding_v1_UploadFile__Output>
        UploadFinish: MessageTypeDefinition<_pix_onboarding_v1_UploadFinish, _pix_onboarding_v1_UploadFinish__Output>
        UploadStart: MessageTypeDefinition<_pix_onboarding_v1_UploadStart, _pix_onboarding_v1_UploadStart__Output>
        Withdrawal: MessageTypeDefinition<_pix_onboarding_v1_Withdrawal, _pix_onboarding_v1_Withdrawal__Output>
        WithdrawalState: MessageTypeDefinition<_pix_onboarding_v1_WithdrawalState, _pix_onboarding_v1_WithdrawalState__Output>
        WithdrawalStatesRequest: MessageTypeDefinition<_pix_onboarding_v1_WithdrawalStatesRequest, _pix_onboarding_v1_WithdrawalStatesRequest__Output>
        WithdrawalStatesResponse: MessageTypeDefinition<_pix_onboarding_v1_WithdrawalStatesResponse, _pix_onboarding_v1_WithdrawalStatesResponse__Output>
        WithdrawalSummary: MessageTypeDefinition<_pix_onboarding_v1_WithdrawalSummary, _pix_onboarding_v1_WithdrawalSummary__Output>
        WithdrawalSummaryRequest: MessageTypeDefinition<_pix_onboarding_v1_WithdrawalSummaryRequest, _pix_onboarding_v1_WithdrawalSummaryRequest__Output>
      }
    }
  }
}


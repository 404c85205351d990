import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { AccessTokenKey as _pix_identity_v1_AccessTokenKey, AccessTokenKey__Output as _pix_identity_v1_AccessTokenKey__Output } from './pix/identity/v1/AccessTokenKey';
import type { AddRoadmapCommentRequest as _pix_identity_v1_AddRoadmapCommentRequest, AddRoadmapCommentRequest__Output as _pix_identity_v1_AddRoadmapCommentRequest__Output } from './pix/identity/v1/AddRoadmapCommentRequest';
import type { ApiKey as _pix_identity_v1_ApiKey, ApiKey__Output as _pix_identity_v1_ApiKey__Output } from './pix/identity/v1/ApiKey';
import type { AuditActor as _pix_identity_v1_AuditActor, AuditActor__Output as _pix_identity_v1_AuditActor__Output } from './pix/identity/v1/AuditActor';
import type { AuditEntry as _pix_identity_v1_AuditEntry, AuditEntry__Output as _pix_identity_v1_AuditEntry__Output } from './pix/identity/v1/AuditEntry';
import type { AuditTarget as _pix_identity_v1_AuditTarget, AuditTarget__Output as _pix_identity_v1_AuditTarget__Output } from './pix/identity/v1/AuditTarget';
import type { AuthResponse as _pix_identity_v1_AuthResponse, AuthResponse__Output as _pix_identity_v1_AuthResponse__Output } from './pix/identity/v1/AuthResponse';
import type { AuthenticateRequest as _pix_identity_v1_AuthenticateRequest, AuthenticateRequest__Output as _pix_identity_v1_AuthenticateRequest__Output } from './pix/identity/v1/AuthenticateRequest';
import type { AuthenticateResponse as _pix_identity_v1_AuthenticateResponse, AuthenticateResponse__Output as _pix_identity_v1_AuthenticateResponse__Output } from './pix/identity/v1/AuthenticateResponse';
import type { CompleteOnboardingRequest as _pix_identity_v1_CompleteOnboardingRequest, CompleteOnboardingRequest__Output as _pix_identity_v1_CompleteOnboardingRequest__Output } from './pix/identity/v1/CompleteOnboardingRequest';
import type { ConfirmEmailRequest as _pix_identity_v1_ConfirmEmailRequest, ConfirmEmailRequest__Output as _pix_identity_v1_ConfirmEmailRequest__Output } from './pix/identity/v1/ConfirmEmailRequest';
import type { CreateApiKeyRequest as _pix_identity_v1_CreateApiKeyRequest, CreateApiKeyRequest__Output as _pix_identity_v1_CreateApiKeyRequest__Output } from './pix/identity/v1/CreateApiKeyRequest';
import type { CreateApiKeyResponse as _pix_identity_v1_CreateApiKeyResponse, CreateApiKeyResponse__Output as _pix_identity_v1_CreateApiKeyResponse__Output } from './pix/identity/v1/CreateApiKeyResponse';
import type { Empty as _pix_identity_v1_Empty, Empty__Output as _pix_identity_v1_Empty__Output } from './pix/identity/v1/Empty';
import type { GetMerchantRequest as _pix_identity_v1_GetMerchantRequest, GetMerchantRequest__Output as _pix_identity_v1_GetMerchantRequest__Output } from './pix/identity/v1/GetMerchantRequest';
import type { GetStoreProfileRequest as _pix_identity_v1_GetStoreProfileRequest, GetStoreProfileRequest__Output as _pix_identity_v1_GetStoreProfileRequest__Output } from './pix/identity/v1/GetStoreProfileRequest';
import type { IdentityServiceClient as _pix_identity_v1_IdentityServiceClient, IdentityServiceDefinition as _pix_identity_v1_IdentityServiceDefinition } from './pix/identity/v1/IdentityService';
import type { InspectEmailVerificationResponse as _pix_identity_v1_InspectEmailVerificationResponse, InspectEmailVerificationResponse__Output as _pix_identity_v1_InspectEmailVerificationResponse__Output } from './pix/identity/v1/InspectEmailVerificationResponse';
import type { InviteMembersRequest as _pix_identity_v1_InviteMembersRequest, InviteMembersRequest__Output as _pix_identity_v1_InviteMembersRequest__Output } from './pix/identity/v1/InviteMembersRequest';
import type { ListApiKeysResponse as _pix_identity_v1_ListApiKeysResponse, ListApiKeysResponse__Output as _pix_identity_v1_ListApiKeysResponse__Output } from './pix/identity/v1/ListApiKeysResponse';
import type { ListAuditRequest as _pix_identity_v1_ListAuditRequest, ListAuditRequest__Output as _pix_identity_v1_ListAuditRequest__Output } from './pix/identity/v1/ListAuditRequest';
import type { ListAuditResponse as _pix_identity_v1_ListAuditResponse, ListAuditResponse__Output as _pix_identity_v1_ListAuditResponse__Output } from './pix/identity/v1/ListAuditResponse';
import type { ListMerchantsRequest as _pix_identity_v1_ListMerchantsRequest, ListMerchantsRequest__Output as _pix_identity_v1_ListMerchantsRequest__Output } from './pix/identity/v1/ListMerchantsRequest';
import type { ListMerchantsResponse as _pix_identity_v1_ListMerchantsResponse, ListMerchantsResponse__Output as _pix_identity_v1_ListMerchantsResponse__Output } from './pix/identity/v1/ListMerchantsResponse';
import type { ListRoadmapCommentsResponse as _pix_identity_v1_ListRoadmapCommentsResponse, ListRoadmapCommentsResponse__Output as _pix_identity_v1_ListRoadmapCommentsResponse__Output } from './pix/identity/v1/ListRoadmapCommentsResponse';
import type { ListRoadmapResponse as _pix_identity_v1_ListRoadmapResponse, ListRoadmapResponse__Output as _pix_identity_v1_ListRoadmapResponse__Output } from './pix/identity/v1/ListRoadmapResponse';
import type { LoginRequest as _pix_identity_v1_LoginRequest, LoginRequest__Output as _pix_identity_v1_LoginRequest__Output } from './pix/identity/v1/LoginRequest';
import type { LogoutRequest as _pix_identity_v1_LogoutRequest, LogoutRequest__Output as _pix_identity_v1_LogoutRequest__Output } from './pix/identity/v1/LogoutRequest';
import type { MeResponse as _pix_identity_v1_MeResponse, MeResponse__Output as _pix_identity_v1_MeResponse__Output } from './pix/identity/v1/MeResponse';
import type { Member as _pix_identity_v1_Member, Member__Output as _pix_identity_v1_Member__Output } from './pix/identity/v1/Member';
import type { MembersResponse as _pix_identity_v1_MembersResponse, MembersResponse__Output as _pix_identity_v1_MembersResponse__Output } from './pix/identity/v1/MembersResponse';
import type { RefreshRequest as _pix_identity_v1_RefreshRequest, RefreshRequest__Output as _pix_identity_v1_RefreshRequest__Output } from './pix/identity/v1/RefreshRequest';
import type { RegisterRequest as _pix_identity_v1_RegisterRequest, RegisterRequest__Output as _pix_identity_v1_RegisterRequest__Output } from './pix/identity/v1/RegisterRequest';
import type { RemoveMemberRequest as _pix_identity_v1_RemoveMemberRequest, RemoveMemberRequest__Output as _pix_identity_v1_RemoveMemberRequest__Output } from './pix/identity/v1/RemoveMemberRequest';
import type { RequestEmailVerificationRequest as _pix_identity_v1_RequestEmailVerificationRequest, RequestEmailVerificationRequest__Output as _pix_identity_v1_RequestEmailVerificationRequest__Output } from './pix/identity/v1/RequestEmailVerificationRequest';
import type { RequestProductionRequest as _pix_identity_v1_RequestProductionRequest, RequestProductionRequest__Output as _pix_identity_v1_RequestProductionRequest__Output } from './pix/identity/v1/RequestProductionRequest';
import type { RequestProductionResponse as _pix_identity_v1_RequestProductionResponse, RequestProductionResponse__Output as _pix_identity_v1_RequestProductionResponse__Output } from './pix/identity/v1/RequestProductionResponse';
import type { ResendEmailVerificationResponse as _pix_identity_v1_ResendEmailVerificationResponse, ResendEmailVerificationResponse__Output as _pix_identity_v1_ResendEmailVerificationResponse__Output } from './pix/identity/v1/ResendEmailVerificationResponse';
import type { ReviewChangeRequest as _pix_identity_v1_ReviewChangeRequest, ReviewChangeRequest__Output as _pix_identity_v1_ReviewChangeRequest__Output } from './pix/identity/v1/ReviewChangeRequest';
import type { ReviewProductionRequest as _pix_identity_v1_ReviewProductionRequest, ReviewProductionRequest__Output as _pix_identity_v1_ReviewProductionRequest__Output } from './pix/identity/v1/ReviewProductionRequest';
import type { RevokeApiKeyRequest as _pix_identity_v1_RevokeApiKeyRequest, RevokeApiKeyRequest__Output as _pix_identity_v1_RevokeApiKeyRequest__Output } from './pix/identity/v1/RevokeApiKeyRequest';
import type { RoadmapCard as _pix_identity_v1_RoadmapCard, RoadmapCard__Output as _pix_identity_v1_RoadmapCard__Output } from './pix/identity/v1/RoadmapCard';
import type { RoadmapCardFields as _pix_identity_v1_RoadmapCardFields, RoadmapCardFields__Output as _pix_identity_v1_RoadmapCardFields__Output } from './pix/identity/v1/RoadmapCardFields';
import type { RoadmapCardIdRequest as _pix_identity_v1_RoadmapCardIdRequest, RoadmapCardIdRequest__Output as _pix_identity_v1_RoadmapCardIdRequest__Output } from './pix/identity/v1/RoadmapCardIdRequest';
import type { RoadmapComment as _pix_identity_v1_RoadmapComment, RoadmapComment__Output as _pix_identity_v1_RoadmapComment__Output } from './pix/identity/v1/RoadmapComment';
import type { SocialSignInRequest as _pix_identity_v1_SocialSignInRequest, SocialSignInRequest__Output as _pix_identity_v1_SocialSignInRequest__Output } from './pix/identity/v1/SocialSignInRequest';
import type { StoreProfile as _pix_identity_v1_StoreProfile, StoreProfile__Output as _pix_identity_v1_StoreProfile__Output } from './pix/identity/v1/StoreProfile';
import type { SwitchEnvironmentRequest as _pix_identity_v1_SwitchEnvironmentRequest, SwitchEnvironmentRequest__Output as _pix_identity_v1_SwitchEnvironmentRequest__Output } from './pix/identity/v1/SwitchEnvironmentRequest';
import type { SwitchEnvironmentResponse as _pix_identity_v1_SwitchEnvironmentResponse, SwitchEnvironmentResponse__Output as _pix_identity_v1_SwitchEnvironmentResponse__Output } from './pix/identity/v1/SwitchEnvironmentResponse';
import type { TokensResponse as _pix_identity_v1_TokensResponse, TokensResponse__Output as _pix_identity_v1_TokensResponse__Output } from './pix/identity/v1/TokensResponse';
import type { UpdateMemberRequest as _pix_identity_v1_UpdateMemberRequest, UpdateMemberRequest__Output as _pix_identity_v1_UpdateMemberRequest__Output } from './pix/identity/v1/UpdateMemberRequest';
import type { UpdateProfileRequest as _pix_identity_v1_UpdateProfileRequest, UpdateProfileRequest__Output as _pix_identity_v1_UpdateProfileRequest__Output } from './pix/identity/v1/UpdateProfileRequest';
import type { User as _pix_identity_v1_User, User__Output as _pix_identity_v1_User__Output } from './pix/identity/v1/User';
import type { VerifyEmailRequest as _pix_identity_v1_VerifyEmailRequest, VerifyEmailRequest__Output as _pix_identity_v1_VerifyEmailRequest__Output } from './pix/identity/v1/VerifyEmailRequest';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  pix: {
    identity: {
      v1: {
        AccessTokenKey: MessageTypeDefinition<_pix_identity_v1_AccessTokenKey, _pix_identity_v1_AccessTokenKey__Output>
        AddRoadmapCommentRequest: MessageTypeDefinition<_pix_identity_v1_AddRoadmapCommentRequest, _pix_identity_v1_AddRoadmapCommentRequest__Output>
        ApiKey: MessageTypeDefinition<_pix_identity_v1_ApiKey, _pix_identity_v1_ApiKey__Output>
        AuditActor: MessageTypeDefinition<_pix_identity_v1_AuditActor, _pix_identity_v1_AuditActor__Output>
        AuditEntry: MessageTypeDefinition<_pix_identity_v1_AuditEntry, _pix_identity_v1_AuditEntry__Output>
        AuditTarget: MessageTypeDefinition<_pix_identity_v1_AuditTarget, _pix_identity_v1_AuditTarget__Output>
        AuthResponse: MessageTypeDefinition<_pix_identity_v1_AuthResponse, _pix_identity_v1_AuthResponse__Output>
        AuthenticateRequest: MessageTypeDefinition<_pix_identity_v1_AuthenticateRequest, _pix_identity_v1_AuthenticateRequest__Output>
        AuthenticateResponse: MessageTypeDefinition<_pix_identity_v1_AuthenticateResponse, _pix_identity_v1_AuthenticateResponse__Output>
        CompleteOnboardingRequest: MessageTypeDefinition<_pix_identity_v1_CompleteOnboardingRequest, _pix_identity_v1_CompleteOnboardingRequest__Output>
        ConfirmEmailRequest: MessageTypeDefinition<_pix_identity_v1_ConfirmEmailRequest, _pix_identity_v1_ConfirmEmailRequest__Output>
        CreateApiKeyRequest: MessageTypeDefinition<_pix_identity_v1_CreateApiKeyRequest, _pix_identity_v1_CreateApiKeyRequest__Output>
        CreateApiKeyResponse: MessageTypeDefinition<_pix_identity_v1_CreateApiKeyResponse, _pix_identity_v1_CreateApiKeyResponse__Output>
        Empty: MessageTypeDefinition<_pix_identity_v1_Empty, _pix_identity_v1_Empty__Output>
        GetMerchantRequest: MessageTypeDefinition<_pix_identity_v1_GetMerchantRequest, _pix_identity_v1_GetMerchantRequest__Output>
        GetStoreProfileRequest: MessageTypeDefinition<_pix_identity_v1_GetStoreProfileRequest, _pix_identity_v1_GetStoreProfileRequest__Output>
        IdentityService: SubtypeConstructor<typeof grpc.Client, _pix_identity_v1_IdentityServiceClient> & { service: _pix_identity_v1_IdentityServiceDefinition }
        InspectEmailVerificationResponse: MessageTypeDefinition<_pix_identity_v1_InspectEmailVerificationResponse, _pix_identity_v1_InspectEmailVerificationResponse__Output>
        InviteMembersRequest: MessageTypeDefinition<_pix_identity_v1_InviteMembersRequest, _pix_identity_v1_InviteMembersRequest__Output>
        ListApiKeysResponse: MessageTypeDefinition<_pix_identity_v1_ListApiKeysResponse, _pix_identity_v1_ListApiKeysResponse__Output>
        ListAuditRequest: MessageTypeDefinition<_pix_identity_v1_ListAuditRequest, _pix_identity_v1_ListAuditRequest__Output>
        ListAuditResponse: MessageTypeDefinition<_pix_identity_v1_ListAuditResponse, _pix_identity_v1_ListAuditResponse__Output>
        ListMerchantsRequest: MessageTypeDefinition<_pix_identity_v1_ListMerchantsRequest, _pix_identity_v1_ListMerchantsRequest__Output>
        ListMerchantsResponse: MessageTypeDefinition<_pix_identity_v1_ListMerchantsResponse, _pix_identity_v1_ListMerchantsResponse__Output>
        ListRoadmapCommentsResponse: MessageTypeDefinition<_pix_identity_v1_ListRoadmapCommentsResponse, _pix_identity_v1_ListRoadmapCommentsResponse__Output>
        ListRoadmapResponse: MessageTypeDefinition<_pix_identity_v1_ListRoadmapResponse, _pix_identity_v1_ListRoadmapResponse__Output>
        LoginRequest: MessageTypeDefinition<_pix_identity_v1_LoginRequest, _pix_identity_v1_LoginRequest__Output>
        LogoutRequest: MessageTypeDefinition<_pix_identity_v1_LogoutRequest, _pix_identity_v1_LogoutRequest__Output>
        MeResponse: MessageTypeDefinition<_pix_identity_v1_MeResponse, _pix_identity_v1_MeResponse__Output>
        Member: MessageTypeDefinition<_pix_identity_v1_Member, _pix_identity_v1_Member__Output>
        MembersResponse: MessageTypeDefinition<_pix_identity_v1_MembersResponse, _pix_identity_v1_MembersResponse__Output>
        RefreshRequest: MessageTypeDefinition<_pix_identity_v1_RefreshRequest, _pix_identity_v1_RefreshRequest__Output>
        RegisterRequest: MessageTypeDefinition<_pix_identity_v1_RegisterRequest, _pix_identity_v1_RegisterRequest__Output>
        RemoveMemberRequest: MessageTypeDefinition<_pix_identity_v1_RemoveMemberRequest, _pix_identity_v1_RemoveMemberRequest__Output>
        RequestEmailVerificationRequest: MessageTypeDefinition<_pix_identity_v1_RequestEmailVerificationRequest, _pix_identity_v1_RequestEmailVerificationRequest__Output>
        RequestProductionRequest: MessageTypeDefinition<_pix_identity_v1_RequestProductionRequest, _pix_identity_v1_RequestProductionRequest__Output>
        RequestProductionResponse: MessageTypeDefinition<_pix_identity_v1_RequestProductionResponse, _pix_identity_v1_RequestProductionResponse__Output>
        ResendEmailVerificationResponse: MessageTypeDefinition<_pix_identity_v1_ResendEmailVerificationResponse, _pix_identity_v1_ResendEmailVerificationResponse__Output>
        ReviewChangeRequest: MessageTypeDefinition<_pix_identity_v1_ReviewChangeRequest, _pix_identity_v1_ReviewChangeRequest__Output>
        ReviewProductionRequest: MessageTypeDefinition<_pix_identity_v1_ReviewProductionRequest, _pix_identity_v1_ReviewProductionRequest__Output>
        RevokeApiKeyRequest: MessageTypeDefinition<_pix_identity_v1_RevokeApiKeyRequest, _pix_identity_v1_RevokeApiKeyRequest__Output>
        RoadmapCard: MessageTypeDefinition<_pix_identity_v1_RoadmapCard, _pix_identity_v1_RoadmapCard__Output>
        RoadmapCardFields: MessageTypeDefinition<_pix_identity_v1_RoadmapCardFields, _pix_identity_v1_RoadmapCardFields__Output>
        RoadmapCardIdRequest: MessageTypeDefinition<_pix_identity_v1_RoadmapCardIdRequest, _pix_identity_v1_RoadmapCardIdRequest__Output>
        RoadmapComment: MessageTypeDefinition<_pix_identity_v1_RoadmapComment, _pix_identity_v1_RoadmapComment__Output>
        SocialSignInRequest: MessageTypeDefinition<_pix_identity_v1_SocialSignInRequest, _pix_identity_v1_SocialSignInRequest__Output>
        StoreProfile: MessageTypeDefinition<_pix_identity_v1_StoreProfile, _pix_identity_v1_StoreProfile__Output>
        SwitchEnvironmentRequest: MessageTypeDefinition<_pix_identity_v1_SwitchEnvironmentRequest, _pix_identity_v1_SwitchEnvironmentRequest__Output>
        SwitchEnvironmentResponse: MessageTypeDefinition<_pix_identity_v1_SwitchEnvironmentResponse, _pix_identity_v1_SwitchEnvironmentResponse__Output>
        TokensResponse: MessageTypeDefinition<_pix_identity_v1_TokensResponse, _pix_identity_v1_TokensResponse__Output>
        UpdateMemberRequest: MessageTypeDefinition<_pix_identity_v1_UpdateMemberRequest, _pix_identity_v1_UpdateMemberRequest__Output>
        UpdateProfileRequest: MessageTypeDefinition<_pix_identity_v1_UpdateProfileRequest, _pix_identity_v1_UpdateProfileRequest__Output>
        User: MessageTypeDefinition<_pix_identity_v1_User, _pix_identity_v1_User__Output>
        VerifyEmailRequest: MessageTypeDefinition<_pix_identity_v1_VerifyEmailRequest, _pix_identity_v1_VerifyEmailRequest__Output>
      }
    }
  }
}


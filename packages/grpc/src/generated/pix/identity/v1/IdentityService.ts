// Original file: proto/identity/v1/identity.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { AccessTokenKey as _pix_identity_v1_AccessTokenKey, AccessTokenKey__Output as _pix_identity_v1_AccessTokenKey__Output } from '../../../pix/identity/v1/AccessTokenKey';
import type { AddRoadmapCommentRequest as _pix_identity_v1_AddRoadmapCommentRequest, AddRoadmapCommentRequest__Output as _pix_identity_v1_AddRoadmapCommentRequest__Output } from '../../../pix/identity/v1/AddRoadmapCommentRequest';
import type { ApiKey as _pix_identity_v1_ApiKey, ApiKey__Output as _pix_identity_v1_ApiKey__Output } from '../../../pix/identity/v1/ApiKey';
import type { AuthResponse as _pix_identity_v1_AuthResponse, AuthResponse__Output as _pix_identity_v1_AuthResponse__Output } from '../../../pix/identity/v1/AuthResponse';
import type { AuthenticateRequest as _pix_identity_v1_AuthenticateRequest, AuthenticateRequest__Output as _pix_identity_v1_AuthenticateRequest__Output } from '../../../pix/identity/v1/AuthenticateRequest';
import type { AuthenticateResponse as _pix_identity_v1_AuthenticateResponse, AuthenticateResponse__Output as _pix_identity_v1_AuthenticateResponse__Output } from '../../../pix/identity/v1/AuthenticateResponse';
import type { CompleteOnboardingRequest as _pix_identity_v1_CompleteOnboardingRequest, CompleteOnboardingRequest__Output as _pix_identity_v1_CompleteOnboardingRequest__Output } from '../../../pix/identity/v1/CompleteOnboardingRequest';
import type { ConfirmEmailRequest as _pix_identity_v1_ConfirmEmailRequest, ConfirmEmailRequest__Output as _pix_identity_v1_ConfirmEmailRequest__Output } from '../../../pix/identity/v1/ConfirmEmailRequest';
import type { CreateApiKeyRequest as _pix_identity_v1_CreateApiKeyRequest, CreateApiKeyRequest__Output as _pix_identity_v1_CreateApiKeyRequest__Output } from '../../../pix/identity/v1/CreateApiKeyRequest';
import type { CreateApiKeyResponse as _pix_identity_v1_CreateApiKeyResponse, CreateApiKeyResponse__Output as _pix_identity_v1_CreateApiKeyResponse__Output } from '../../../pix/identity/v1/CreateApiKeyResponse';
import type { Empty as _pix_identity_v1_Empty, Empty__Output as _pix_identity_v1_Empty__Output } from '../../../pix/identity/v1/Empty';
import type { GetMerchantRequest as _pix_identity_v1_GetMerchantRequest, GetMerchantRequest__Output as _pix_identity_v1_GetMerchantRequest__Output } from '../../../pix/identity/v1/GetMerchantRequest';
import type { GetStoreProfileRequest as _pix_identity_v1_GetStoreProfileRequest, GetStoreProfileRequest__Output as _pix_identity_v1_GetStoreProfileRequest__Output } from '../../../pix/identity/v1/GetStoreProfileRequest';
import type { InspectEmailVerificationResponse as _pix_identity_v1_InspectEmailVerificationResponse, InspectEmailVerificationResponse__Output as _pix_identity_v1_InspectEmailVerificationResponse__Output } from '../../../pix/identity/v1/InspectEmailVerificationResponse';
import type { InviteMembersRequest as _pix_identity_v1_InviteMembersRequest, InviteMembersRequest__Output as _pix_identity_v1_InviteMembersRequest__Output } from '../../../pix/identity/v1/InviteMembersRequest';
import type { ListApiKeysResponse as _pix_identity_v1_ListApiKeysResponse, ListApiKeysResponse__Output as _pix_identity_v1_ListApiKeysResponse__Output } from '../../../pix/identity/v1/ListApiKeysResponse';
import type { ListAuditRequest as _pix_identity_v1_ListAuditRequest, ListAuditRequest__Output as _pix_identity_v1_ListAuditRequest__Output } from '../../../pix/identity/v1/ListAuditRequest';
import type { ListAuditResponse as _pix_identity_v1_ListAuditResponse, ListAuditResponse__Output as _pix_identity_v1_ListAuditResponse__Output } from '../../../pix/identity/v1/ListAuditResponse';
import type { ListMerchantsRequest as _pix_identity_v1_ListMerchantsRequest, ListMerchantsRequest__Output as _pix_identity_v1_ListMerchantsRequest__Output } from '../../../pix/identity/v1/ListMerchantsRequest';
import type { ListMerchantsResponse as _pix_identity_v1_ListMerchantsResponse, ListMerchantsResponse__Output as _pix_identity_v1_ListMerchantsResponse__Output } from '../../../pix/identity/v1/ListMerchantsResponse';
import type { ListRoadmapCommentsResponse as _pix_identity_v1_ListRoadmapCommentsResponse, ListRoadmapCommentsResponse__Output as _pix_identity_v1_ListRoadmapCommentsResponse__Output } from '../../../pix/identity/v1/ListRoadmapCommentsResponse';
import type { ListRoadmapResponse as _pix_identity_v1_ListRoadmapResponse, ListRoadmapResponse__Output as _pix_identity_v1_ListRoadmapResponse__Output } from '../../../pix/identity/v1/ListRoadmapResponse';
import type { LoginRequest as _pix_identity_v1_LoginRequest, LoginRequest__Output as _pix_identity_v1_LoginRequest__Output } from '../../../pix/identity/v1/LoginRequest';
import type { LogoutRequest as _pix_identity_v1_LogoutRequest, LogoutRequest__Output as _pix_identity_v1_LogoutRequest__Output } from '../../../pix/identity/v1/LogoutRequest';
import type { MeResponse as _pix_identity_v1_MeResponse, MeResponse__Output as _pix_identity_v1_MeResponse__Output } from '../../../pix/identity/v1/MeResponse';
import type { Member as _pix_identity_v1_Member, Member__Output as _pix_identity_v1_Member__Output } from '../../../pix/identity/v1/Member';
import type { MembersResponse as _pix_identity_v1_MembersResponse, MembersResponse__Output as _pix_identity_v1_MembersResponse__Output } from '../../../pix/identity/v1/MembersResponse';
import type { RefreshRequest as _pix_identity_v1_RefreshRequest, RefreshRequest__Output as _pix_identity_v1_RefreshRequest__Output } from '../../../pix/identity/v1/RefreshRequest';
import type { RegisterRequest as _pix_identity_v1_RegisterRequest, RegisterRequest__Output as _pix_identity_v1_RegisterRequest__Output } from '../../../pix/identity/v1/RegisterRequest';
import type { RemoveMemberRequest as _pix_identity_v1_RemoveMemberRequest, RemoveMemberRequest__Output as _pix_identity_v1_RemoveMemberRequest__Output } from '../../../pix/identity/v1/RemoveMemberRequest';
import type { RequestEmailVerificationRequest as _pix_identity_v1_RequestEmailVerificationRequest, RequestEmailVerificationRequest__Output as _pix_identity_v1_RequestEmailVerificationRequest__Output } from '../../../pix/identity/v1/RequestEmailVerificationRequest';
import type { RequestProductionRequest as _pix_identity_v1_RequestProductionRequest, RequestProductionRequest__Output as _pix_identity_v1_RequestProductionRequest__Output } from '../../../pix/identity/v1/RequestProductionRequest';
import type { RequestProductionResponse as _pix_identity_v1_RequestProductionResponse, RequestProductionResponse__Output as _pix_identity_v1_RequestProductionResponse__Output } from '../../../pix/identity/v1/RequestProductionResponse';
import type { ResendEmailVerificationResponse as _pix_identity_v1_ResendEmailVerificationResponse, ResendEmailVerificationResponse__Output as _pix_identity_v1_ResendEmailVerificationResponse__Output } from '../../../pix/identity/v1/ResendEmailVerificationResponse';
import type { ReviewChangeRequest as _pix_identity_v1_ReviewChangeRequest, ReviewChangeRequest__Output as _pix_identity_v1_ReviewChangeRequest__Output } from '../../../pix/identity/v1/ReviewChangeRequest';
import type { ReviewProductionRequest as _pix_identity_v1_ReviewProductionRequest, ReviewProductionRequest__Output as _pix_identity_v1_ReviewProductionRequest__Output } from '../../../pix/identity/v1/ReviewProductionRequest';
import type { RevokeApiKeyRequest as _pix_identity_v1_RevokeApiKeyRequest, RevokeApiKeyRequest__Output as _pix_identity_v1_RevokeApiKeyRequest__Output } from '../../../pix/identity/v1/RevokeApiKeyRequest';
import type { RoadmapCard as _pix_identity_v1_RoadmapCard, RoadmapCard__Output as _pix_identity_v1_RoadmapCard__Output } from '../../../pix/identity/v1/RoadmapCard';
import type { RoadmapCardFields as _pix_identity_v1_RoadmapCardFields, RoadmapCardFields__Output as _pix_identity_v1_RoadmapCardFields__Output } from '../../../pix/identity/v1/RoadmapCardFields';
import type { RoadmapCardIdRequest as _pix_identity_v1_RoadmapCardIdRequest, RoadmapCardIdRequest__Output as _pix_identity_v1_RoadmapCardIdRequest__Output } from '../../../pix/identity/v1/RoadmapCardIdRequest';
import type { RoadmapComment as _pix_identity_v1_RoadmapComment, RoadmapComment__Output as _pix_identity_v1_RoadmapComment__Output } from '../../../pix/identity/v1/RoadmapComment';
import type { SocialSignInRequest as _pix_identity_v1_SocialSignInRequest, SocialSignInRequest__Output as _pix_identity_v1_SocialSignInRequest__Output } from '../../../pix/identity/v1/SocialSignInRequest';
import type { StoreProfile as _pix_identity_v1_StoreProfile, StoreProfile__Output as _pix_identity_v1_StoreProfile__Output } from '../../../pix/identity/v1/StoreProfile';
import type { SwitchEnvironmentRequest as _pix_identity_v1_SwitchEnvironmentRequest, SwitchEnvironmentRequest__Output as _pix_identity_v1_SwitchEnvironmentRequest__Output } from '../../../pix/identity/v1/SwitchEnvironmentRequest';
import type { SwitchEnvironmentResponse as _pix_identity_v1_SwitchEnvironmentResponse, SwitchEnvironmentResponse__Output as _pix_identity_v1_SwitchEnvironmentResponse__Output } from '../../../pix/identity/v1/SwitchEnvironmentResponse';
import type { TokensResponse as _pix_identity_v1_TokensResponse, TokensResponse__Output as _pix_identity_v1_TokensResponse__Output } from '../../../pix/identity/v1/TokensResponse';
import type { UpdateMemberRequest as _pix_identity_v1_UpdateMemberRequest, UpdateMemberRequest__Output as _pix_identity_v1_UpdateMemberRequest__Output } from '../../../pix/identity/v1/UpdateMemberRequest';
import type { UpdateProfileRequest as _pix_identity_v1_UpdateProfileRequest, UpdateProfileRequest__Output as _pix_identity_v1_UpdateProfileRequest__Output } from '../../../pix/identity/v1/UpdateProfileRequest';
import type { User as _pix_identity_v1_User, User__Output as _pix_identity_v1_User__Output } from '../../../pix/identity/v1/User';
import type { VerifyEmailRequest as _pix_identity_v1_VerifyEmailRequest, VerifyEmailRequest__Output as _pix_identity_v1_VerifyEmailRequest__Output } from '../../../pix/identity/v1/VerifyEmailRequest';

export interface IdentityServiceClient extends grpc.Client {
  AddRoadmapComment(argument: _pix_identity_v1_AddRoadmapCommentRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_RoadmapComment__Output>): grpc.ClientUnaryCall;
  AddRoadmapComment(argument: _pix_identity_v1_AddRoadmapCommentRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_identity_v1_RoadmapComment__Output>): grpc.ClientUnaryCall;
  AddRoadmapComment(argument: _pix_identity_v1_AddRoadmapCommentRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_RoadmapComment__Output>): grpc.ClientUnaryCall;
  AddRoadmapComment(argument: _pix_identity_v1_AddRoadmapCommentRequest, callback: grpc.requestCallback<_pix_identity_v1_RoadmapComment__Output>): grpc.ClientUnaryCall;
  addRoadmapComment(argument: _pix_identity_v1_AddRoadmapCommentRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_RoadmapComment__Output>): grpc.ClientUnaryCall;
  addRoadmapComment(argument: _pix_identity_v1_AddRoadmapCommentRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_identity_v1_RoadmapComment__Output>): grpc.ClientUnaryCall;
  addRoadmapComment(argument: _pix_identity_v1_AddRoadmapCommentRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_RoadmapComment__Output>): grpc.ClientUnaryCall;
  addRoadmapComment(argument: _pix_identity_v1_AddRoadmapCommentRequest, callback: grpc.requestCallback<_pix_identity_v1_RoadmapComment__Output>): grpc.ClientUnaryCall;
  
  Authenticate(argument: _pix_identity_v1_AuthenticateRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_AuthenticateResponse__Output>): grpc.ClientUnaryCall;
  Authenticate(argument: _pix_identity_v1_AuthenticateRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_identity_v1_AuthenticateResponse__Output>): grpc.ClientUnaryCall;
  Authenticate(argument: _pix_identity_v1_AuthenticateRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_AuthenticateResponse__Output>): grpc.ClientUnaryCall;
  Authenticate(argument: _pix_identity_v1_AuthenticateRequest, callback: grpc.requestCallback<_pix_identity_v1_AuthenticateResponse__Output>): grpc.ClientUnaryCall;
  authenticate(argument: _pix_identity_v1_AuthenticateRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_AuthenticateResponse__Output>): grpc.ClientUnaryCall;
  authenticate(argument: _pix_identity_v1_AuthenticateRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_identity_v1_AuthenticateResponse__Output>): grpc.ClientUnaryCall;
  authenticate(argument: _pix_identity_v1_AuthenticateRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_AuthenticateResponse__Output>): grpc.ClientUnaryCall;
  authenticate(argument: _pix_identity_v1_AuthenticateRequest, callback: grpc.requestCallback<_pix_identity_v1_AuthenticateResponse__Output>): grpc.ClientUnaryCall;
  
  CompleteOnboarding(argument: _pix_identity_v1_CompleteOnboardingRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_MeResponse__Output>): grpc.ClientUnaryCall;
  CompleteOnboarding(argument: _pix_identity_v1_CompleteOnboardingRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_identity_v1_MeResponse__Output>): grpc.ClientUnaryCall;
  CompleteOnboarding(argument: _pix_identity_v1_CompleteOnboardingRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_MeResponse__Output>): grpc.ClientUnaryCall;
  CompleteOnboarding(argument: _pix_identity_v1_CompleteOnboardingRequest, callback: grpc.requestCallback<_pix_identity_v1_MeResponse__Output>): grpc.ClientUnaryCall;
  completeOnboarding(argument: _pix_identity_v1_CompleteOnboardingRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_MeResponse__Output>): grpc.ClientUnaryCall;
  completeOnboarding(argument: _pix_identity_v1_CompleteOnboardingRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_identity_v1_MeResponse__Output>): grpc.ClientUnaryCall;
  completeOnboarding(argument: _pix_identity_v1_CompleteOnboardingRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_MeResponse__Output>): grpc.ClientUnaryCall;
  completeOnboarding(argument: _pix_identity_v1_CompleteOnboardingRequest, callback: grpc.requestCallback<_pix_identity_v1_MeResponse__Output>): grpc.ClientUnaryCall;
  
  ConfirmEmail(argument: _pix_identity_v1_ConfirmEmailRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_AuthResponse__Output>): grpc.ClientUnaryCall;
  ConfirmEmail(argument: _pix_identity_v1_ConfirmEmailRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_identity_v1_AuthResponse__Output>): grpc.ClientUnaryCall;
  ConfirmEmail(argument: _pix_identity_v1_ConfirmEmailRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_AuthResponse__Output>): grpc.ClientUnaryCall;
  ConfirmEmail(argument: _pix_identity_v1_ConfirmEmailRequest, callback: grpc.requestCallback<_pix_identity_v1_AuthResponse__Output>): grpc.ClientUnaryCall;
  confirmEmail(argument: _pix_identity_v1_ConfirmEmailRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_AuthResponse__Output>): grpc.ClientUnaryCall;
  confirmEmail(argument: _pix_identity_v1_ConfirmEmailRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_identity_v1_AuthResponse__Output>): grpc.ClientUnaryCall;
  confirmEmail(argument: _pix_identity_v1_ConfirmEmailRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_AuthResponse__Output>): grpc.ClientUnaryCall;
  confirmEmail(argument: _pix_identity_v1_ConfirmEmailRequest, callback: grpc.requestCallback<_pix_identity_v1_AuthResponse__Output>): grpc.ClientUnaryCall;
  
  CreateApiKey(argument: _pix_identity_v1_CreateApiKeyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_CreateApiKeyResponse__Output>): grpc.ClientUnaryCall;
  CreateApiKey(argument: _pix_identity_v1_CreateApiKeyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_identity_v1_CreateApiKeyResponse__Output>): grpc.ClientUnaryCall;
  CreateApiKey(argument: _pix_identity_v1_CreateApiKeyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_CreateApiKeyResponse__Output>): grpc.ClientUnaryCall;
  CreateApiKey(argument: _pix_identity_v1_CreateApiKeyRequest, callback: grpc.requestCallback<_pix_identity_v1_CreateApiKeyResponse__Output>): grpc.ClientUnaryCall;
  createApiKey(argument: _pix_identity_v1_CreateApiKeyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_CreateApiKeyResponse__Output>): grpc.ClientUnaryCall;
  createApiKey(argument: _pix_identity_v1_CreateApiKeyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_identity_v1_CreateApiKeyResponse__Output>): grpc.ClientUnaryCall;
  createApiKey(argument: _pix_identity_v1_CreateApiKeyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_CreateApiKeyResponse__Output>): grpc.ClientUnaryCall;
  createApiKey(argument: _pix_identity_v1_CreateApiKeyRequest, callback: grpc.requestCallback<_pix_identity_v1_CreateApiKeyResponse__Output>): grpc.ClientUnaryCall;
  
  CreateRoadmapCard(argument: _pix_identity_v1_RoadmapCardFields, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_RoadmapCard__Output>): grpc.ClientUnaryCall;
  CreateRoadmapCard(argument: _pix_identity_v1_RoadmapCardFields, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_identity_v1_RoadmapCard__Output>): grpc.ClientUnaryCall;
  CreateRoadmapCard(argument: _pix_identity_v1_RoadmapCardFields, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_RoadmapCard__Output>): grpc.ClientUnaryCall;
  CreateRoadmapCard(argument: _pix_identity_v1_RoadmapCardFields, callback: grpc.requestCallback<_pix_identity_v1_RoadmapCard__Output>): grpc.ClientUnaryCall;
  createRoadmapCard(argument: _pix_identity_v1_RoadmapCardFields, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_RoadmapCard__Output>): grpc.ClientUnaryCall;
  createRoadmapCard(argument: _pix_identity_v1_RoadmapCardFields, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_identity_v1_RoadmapCard__Output>): grpc.ClientUnaryCall;
  createRoadmapCard(argument: _pix_identity_v1_RoadmapCardFields, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_RoadmapCard__Output>): grpc.ClientUnaryCall;
  createRoadmapCard(argument: _pix_identity_v1_RoadmapCardFields, callback: grpc.requestCallback<_pix_identity_v1_RoadmapCard__Output>): grpc.ClientUnaryCall;
  
  DeleteRoadmapCard(argument: _pix_identity_v1_RoadmapCardIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_RoadmapCard__Output>): grpc.ClientUnaryCall;
  DeleteRoadmapCard(argument: _pix_identity_v1_RoadmapCardIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_identity_v1_RoadmapCard__Output>): grpc.ClientUnaryCall;
  DeleteRoadmapCard(argument: _pix_identity_v1_RoadmapCardIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_RoadmapCard__Output>): grpc.ClientUnaryCall;
  DeleteRoadmapCard(argument: _pix_identity_v1_RoadmapCardIdRequest, callback: grpc.requestCallback<_pix_identity_v1_RoadmapCard__Output>): grpc.ClientUnaryCall;
  deleteRoadmapCard(argument: _pix_identity_v1_RoadmapCardIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_RoadmapCard__Output>): grpc.ClientUnaryCall;
  deleteRoadmapCard(argument: _pix_identity_v1_RoadmapCardIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_identity_v1_RoadmapCard__Output>): grpc.ClientUnaryCall;
  deleteRoadmapCard(argument: _pix_identity_v1_RoadmapCardIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_RoadmapCard__Output>): grpc.ClientUnaryCall;
  deleteRoadmapCard(argument: _pix_identity_v1_RoadmapCardIdRequest, callback: grpc.requestCallback<_pix_identity_v1_RoadmapCard__Output>): grpc.ClientUnaryCall;
  
  GetAccessTokenKey(argument: _pix_identity_v1_Empty, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_AccessTokenKey__Output>): grpc.ClientUnaryCall;
  GetAccessTokenKey(argument: _pix_identity_v1_Empty, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_identity_v1_AccessTokenKey__Output>): grpc.ClientUnaryCall;
  GetAccessTokenKey(argument: _pix_identity_v1_Empty, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_AccessTokenKey__Output>): grpc.ClientUnaryCall;
  GetAccessTokenKey(argument: _pix_identity_v1_Empty, callback: grpc.requestCallback<_pix_identity_v1_AccessTokenKey__Output>): grpc.ClientUnaryCall;
  getAccessTokenKey(argument: _pix_identity_v1_Empty, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_AccessTokenKey__Output>): grpc.ClientUnaryCall;
  getAccessTokenKey(argument: _pix_identity_v1_Empty, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_identity_v1_AccessTokenKey__Output>): grpc.ClientUnaryCall;
  getAccessTokenKey(argument: _pix_identity_v1_Empty, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_AccessTokenKey__Output>): grpc.ClientUnaryCall;
  getAccessTokenKey(argument: _pix_identity_v1_Empty, callback: grpc.requestCallback<_pix_identity_v1_AccessTokenKey__Output>): grpc.ClientUnaryCall;
  
  GetMe(argument: _pix_identity_v1_Empty, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_MeResponse__Output>): grpc.ClientUnaryCall;
  GetMe(argument: _pix_identity_v1_Empty, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_identity_v1_MeResponse__Output>): grpc.ClientUnaryCall;
  GetMe(argument: _pix_identity_v1_Empty, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_MeResponse__Output>): grpc.ClientUnaryCall;
  GetMe(argument: _pix_identity_v1_Empty, callback: grpc.requestCallback<_pix_identity_v1_MeResponse__Output>): grpc.ClientUnaryCall;
  getMe(argument: _pix_identity_v1_Empty, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_MeResponse__Output>): grpc.ClientUnaryCall;
  getMe(argument: _pix_identity_v1_Empty, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_identity_v1_MeResponse__Output>): grpc.ClientUnaryCall;
  getMe(argument: _pix_identity_v1_Empty, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_MeResponse__Output>): grpc.ClientUnaryCall;
  getMe(argument: _pix_identity_v1_Empty, callback: grpc.requestCallback<_pix_identity_v1_MeResponse__Output>): grpc.ClientUnaryCall;
  
  GetMerchant(argument: _pix_identity_v1_GetMerchantRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_User__Output>): grpc.ClientUnaryCall;
  GetMerchant(argument: _pix_identity_v1_GetMerchantRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_identity_v1_User__Output>): grpc.ClientUnaryCall;
  GetMerchant(argument: _pix_identity_v1_GetMerchantRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_User__Output>): grpc.ClientUnaryCall;
  GetMerchant(argument: _pix_identity_v1_GetMerchantRequest, callback: grpc.requestCallback<_pix_identity_v1_User__Output>): grpc.ClientUnaryCall;
  getMerchant(argument: _pix_identity_v1_GetMerchantRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_User__Output>): grpc.ClientUnaryCall;
  getMerchant(argument: _pix_identity_v1_GetMerchantRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_identity_v1_User__Output>): grpc.ClientUnaryCall;
  getMerchant(argument: _pix_identity_v1_GetMerchantRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_User__Output>): grpc.ClientUnaryCall;
  getMerchant(argument: _pix_identity_v1_GetMerchantRequest, callback: grpc.requestCallback<_pix_identity_v1_User__Output>): grpc.ClientUnaryCall;
  
  GetStoreProfile(argument: _pix_identity_v1_GetStoreProfileRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_StoreProfile__Output>): grpc.ClientUnaryCall;
  GetStoreProfile(argument: _pix_identity_v1_GetStoreProfileRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_identity_v1_StoreProfile__Output>): grpc.ClientUnaryCall;
  GetStoreProfile(argument: _pix_identity_v1_GetStoreProfileRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_StoreProfile__Output>): grpc.ClientUnaryCall;
  GetStoreProfile(argument: _pix_identity_v1_GetStoreProfileRequest, callback: grpc.requestCallback<_pix_identity_v1_StoreProfile__Output>): grpc.ClientUnaryCall;
  getStoreProfile(argument: _pix_identity_v1_GetStoreProfileRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_StoreProfile__Output>): grpc.ClientUnaryCall;
  getStoreProfile(argument: _pix_identity_v1_GetStoreProfileRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_identity_v1_StoreProfile__Output>): grpc.ClientUnaryCall;
  getStoreProfile(argument: _pix_identity_v1_GetStoreProfileRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_StoreProfile__Output>): grpc.ClientUnaryCall;
  getStoreProfile(argument: _pix_identity_v1_GetStoreProfileRequest, callback: grpc.requestCallback<_pix_identity_v1_StoreProfile__Output>): grpc.ClientUnaryCall;
  
  InspectEmailVerification(argument: _pix_identity_v1_VerifyEmailRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_InspectEmailVerificationResponse__Output>): grpc.ClientUnaryCall;
  InspectEmailVerification(argument: _pix_identity_v1_VerifyEmailRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_identity_v1_InspectEmailVerificationResponse__Output>): grpc.ClientUnaryCall;
  InspectEmailVerification(argument: _pix_identity_v1_VerifyEmailRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_InspectEmailVerificationResponse__Output>): grpc.ClientUnaryCall;
  InspectEmailVerification(argument: _pix_identity_v1_VerifyEmailRequest, callback: grpc.requestCallback<_pix_identity_v1_InspectEmailVerificationResponse__Output>): grpc.ClientUnaryCall;
  inspectEmailVerification(argument: _pix_identity_v1_VerifyEmailRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_InspectEmailVerificationResponse__Output>): grpc.ClientUnaryCall;
  inspectEmailVerification(argument: _pix_identity_v1_VerifyEmailRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_identity_v1_InspectEmailVerificationResponse__Output>): grpc.ClientUnaryCall;
  inspectEmailVerification(argument: _pix_identity_v1_VerifyEmailRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_InspectEmailVerificationResponse__Output>): grpc.ClientUnaryCall;
  inspectEmailVerification(argument: _pix_identity_v1_VerifyEmailRequest, callback: grpc.requestCallback<_pix_identity_v1_InspectEmailVerificationResponse__Output>): grpc.ClientUnaryCall;
  
  InviteMembers(argument: _pix_identity_v1_InviteMembersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_MembersResponse__Output>): grpc.ClientUnaryCall;
  InviteMembers(argument: _pix_identity_v1_InviteMembersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_identity_v1_MembersResponse__Output>): grpc.ClientUnaryCall;
  InviteMembers(argument: _pix_identity_v1_InviteMembersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_MembersResponse__Output>): grpc.ClientUnaryCall;
  InviteMembers(argument: _pix_identity_v1_InviteMembersRequest, callback: grpc.requestCallback<_pix_identity_v1_MembersResponse__Output>): grpc.ClientUnaryCall;
  inviteMembers(argument: _pix_identity_v1_InviteMembersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_MembersResponse__Output>): grpc.ClientUnaryCall;
  inviteMembers(argument: _pix_identity_v1_InviteMembersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_identity_v1_MembersResponse__Output>): grpc.ClientUnaryCall;
  inviteMembers(argument: _pix_identity_v1_InviteMembersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_MembersResponse__Output>): grpc.ClientUnaryCall;
  inviteMembers(argument: _pix_identity_v1_InviteMembersRequest, callback: grpc.requestCallback<_pix_identity_v1_MembersResponse__Output>): grpc.ClientUnaryCall;
  
  LinkSocial(argument: _pix_identity_v1_SocialSignInRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_User__Output>): grpc.ClientUnaryCall;
  LinkSocial(argument: _pix_identity_v1_SocialSignInRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_identity_v1_User__Output>): grpc.ClientUnaryCall;
  LinkSocial(argument: _pix_identity_v1_SocialSignInRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_User__Output>): grpc.ClientUnaryCall;
  LinkSocial(argument: _pix_identity_v1_SocialSignInRequest, callback: grpc.requestCallback<_pix_identity_v1_User__Output>): grpc.ClientUnaryCall;
  linkSocial(argument: _pix_identity_v1_SocialSignInRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_User__Output>): grpc.ClientUnaryCall;
  linkSocial(argument: _pix_identity_v1_SocialSignInRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_identity_v1_User__Output>): grpc.ClientUnaryCall;
  linkSocial(argument: _pix_identity_v1_SocialSignInRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_User__Output>): grpc.ClientUnaryCall;
  linkSocial(argument: _pix_identity_v1_SocialSignInRequest, callback: grpc.requestCallback<_pix_identity_v1_User__Output>): grpc.ClientUnaryCall;
  
  ListApiKeys(argument: _pix_identity_v1_Empty, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_ListApiKeysResponse__Output>): grpc.ClientUnaryCall;
  ListApiKeys(argument: _pix_identity_v1_Empty, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_identity_v1_ListApiKeysResponse__Output>): grpc.ClientUnaryCall;
  ListApiKeys(argument: _pix_identity_v1_Empty, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_ListApiKeysResponse__Output>): grpc.ClientUnaryCall;
  ListApiKeys(argument: _pix_identity_v1_Empty, callback: grpc.requestCallback<_pix_identity_v1_ListApiKeysResponse__Output>): grpc.ClientUnaryCall;
  listApiKeys(argument: _pix_identity_v1_Empty, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_ListApiKeysResponse__Output>): grpc.ClientUnaryCall;
  listApiKeys(argument: _pix_identity_v1_Empty, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_identity_v1_ListApiKeysResponse__Output>): grpc.ClientUnaryCall;
  listApiKeys(argument: _pix_identity_v1_Empty, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_ListApiKeysResponse__Output>): grpc.ClientUnaryCall;
  listApiKeys(argument: _pix_identity_v1_Empty, callback: grpc.requestCallback<_pix_identity_v1_ListApiKeysResponse__Output>): grpc.ClientUnaryCall;
  
  ListAudit(argument: _pix_identity_v1_ListAuditRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_ListAuditResponse__Output>): grpc.ClientUnaryCall;
  ListAudit(argument: _pix_identity_v1_ListAuditRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_identity_v1_ListAuditResponse__Output>): grpc.ClientUnaryCall;
  ListAudit(argument: _pix_identity_v1_ListAuditRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_ListAuditResponse__Output>): grpc.ClientUnaryCall;
  ListAudit(argument: _pix_identity_v1_ListAuditRequest, callback: grpc.requestCallback<_pix_identity_v1_ListAuditResponse__Output>): grpc.ClientUnaryCall;
  listAudit(argument: _pix_identity_v1_ListAuditRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_ListAuditResponse__Output>): grpc.ClientUnaryCall;
  listAudit(argument: _pix_identity_v1_ListAuditRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_identity_v1_ListAuditResponse__Output>): grpc.ClientUnaryCall;
  listAudit(argument: _pix_identity_v1_ListAuditRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_ListAuditResponse__Output>): grpc.ClientUnaryCall;
  listAudit(argument: _pix_identity_v1_ListAuditRequest, callback: grpc.requestCallback<_pix_identity_v1_ListAuditResponse__Output>): grpc.ClientUnaryCall;
  
  ListMembers(argument: _pix_identity_v1_Empty, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_MembersResponse__Output>): grpc.ClientUnaryCall;
  ListMembers(argument: _pix_identity_v1_Empty, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_identity_v1_MembersResponse__Output>): grpc.ClientUnaryCall;
  ListMembers(argument: _pix_identity_v1_Empty, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_MembersResponse__Output>): grpc.ClientUnaryCall;
  ListMembers(argument: _pix_identity_v1_Empty, callback: grpc.requestCallback<_pix_identity_v1_MembersResponse__Output>): grpc.ClientUnaryCall;
  listMembers(argument: _pix_identity_v1_Empty, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_MembersResponse__Output>): grpc.ClientUnaryCall;
  listMembers(argument: _pix_identity_v1_Empty, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_identity_v1_MembersResponse__Output>): grpc.ClientUnaryCall;
  listMembers(argument: _pix_identity_v1_Empty, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_MembersResponse__Output>): grpc.ClientUnaryCall;
  listMembers(argument: _pix_identity_v1_Empty, callback: grpc.requestCallback<_pix_identity_v1_MembersResponse__Output>): grpc.ClientUnaryCall;
  
  ListMerchants(argument: _pix_identity_v1_ListMerchantsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_ListMerchantsResponse__Output>): grpc.ClientUnaryCall;
  ListMerchants(argument: _pix_identity_v1_ListMerchantsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_identity_v1_ListMerchantsResponse__Output>): grpc.ClientUnaryCall;
  ListMerchants(argument: _pix_identity_v1_ListMerchantsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_ListMerchantsResponse__Output>): grpc.ClientUnaryCall;
  ListMerchants(argument: _pix_identity_v1_ListMerchantsRequest, callback: grpc.requestCallback<_pix_identity_v1_ListMerchantsResponse__Output>): grpc.ClientUnaryCall;
  listMerchants(argument: _pix_identity_v1_ListMerchantsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_ListMerchantsResponse__Output>): grpc.ClientUnaryCall;
  listMerchants(argument: _pix_identity_v1_ListMerchantsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_identity_v1_ListMerchantsResponse__Output>): grpc.ClientUnaryCall;
  listMerchants(argument: _pix_identity_v1_ListMerchantsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_ListMerchantsResponse__Output>): grpc.ClientUnaryCall;
  listMerchants(argument: _pix_identity_v1_ListMerchantsRequest, callback: grpc.requestCallback<_pix_identity_v1_ListMerchantsResponse__Output>): grpc.ClientUnaryCall;
  
  ListRoadmap(argument: _pix_identity_v1_Empty, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_ListRoadmapResponse__Output>): grpc.ClientUnaryCall;
  ListRoadmap(argument: _pix_identity_v1_Empty, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_identity_v1_ListRoadmapResponse__Output>): grpc.ClientUnaryCall;
  ListRoadmap(argument: _pix_identity_v1_Empty, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_ListRoadmapResponse__Output>): grpc.ClientUnaryCall;
  ListRoadmap(argument: _pix_identity_v1_Empty, callback: grpc.requestCallback<_pix_identity_v1_ListRoadmapResponse__Output>): grpc.ClientUnaryCall;
  listRoadmap(argument: _pix_identity_v1_Empty, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_ListRoadmapResponse__Output>): grpc.ClientUnaryCall;
  listRoadmap(argument: _pix_identity_v1_Empty, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_identity_v1_ListRoadmapResponse__Output>): grpc.ClientUnaryCall;
  listRoadmap(argument: _pix_identity_v1_Empty, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_ListRoadmapResponse__Output>): grpc.ClientUnaryCall;
  listRoadmap(argument: _pix_identity_v1_Empty, callback: grpc.requestCallback<_pix_identity_v1_ListRoadmapResponse__Output>): grpc.ClientUnaryCall;
  
  ListRoadmapComments(argument: _pix_identity_v1_RoadmapCardIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_ListRoadmapCommentsResponse__Output>): grpc.ClientUnaryCall;
  ListRoadmapComments(argument: _pix_identity_v1_RoadmapCardIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_identity_v1_ListRoadmapCommentsResponse__Output>): grpc.ClientUnaryCall;
  ListRoadmapComments(argument: _pix_identity_v1_RoadmapCardIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_ListRoadmapCommentsResponse__Output>): grpc.ClientUnaryCall;
  ListRoadmapComments(argument: _pix_identity_v1_RoadmapCardIdRequest, callback: grpc.requestCallback<_pix_identity_v1_ListRoadmapCommentsResponse__Output>): grpc.ClientUnaryCall;
  listRoadmapComments(argument: _pix_identity_v1_RoadmapCardIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_ListRoadmapCommentsResponse__Output>): grpc.ClientUnaryCall;
  listRoadmapComments(argument: _pix_identity_v1_RoadmapCardIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_identity_v1_ListRoadmapCommentsResponse__Output>): grpc.ClientUnaryCall;
  listRoadmapComments(argument: _pix_identity_v1_RoadmapCardIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_ListRoadmapCommentsResponse__Output>): grpc.ClientUnaryCall;
  listRoadmapComments(argument: _pix_identity_v1_RoadmapCardIdRequest, callback: grpc.requestCallback<_pix_identity_v1_ListRoadmapCommentsResponse__Output>): grpc.ClientUnaryCall;
  
  Login(argument: _pix_identity_v1_LoginRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_AuthResponse__Output>): grpc.ClientUnaryCall;
  Login(argument: _pix_identity_v1_LoginRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_identity_v1_AuthResponse__Output>): grpc.ClientUnaryCall;
  Login(argument: _pix_identity_v1_LoginRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_AuthResponse__Output>): grpc.ClientUnaryCall;
  Login(argument: _pix_identity_v1_LoginRequest, callback: grpc.requestCallback<_pix_identity_v1_AuthResponse__Output>): grpc.ClientUnaryCall;
  login(argument: _pix_identity_v1_LoginRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_AuthResponse__Output>): grpc.ClientUnaryCall;
  login(argument: _pix_identity_v1_LoginRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_identity_v1_AuthResponse__Output>): grpc.ClientUnaryCall;
  login(argument: _pix_identity_v1_LoginRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_AuthResponse__Output>): grpc.ClientUnaryCall;
  login(argument: _pix_identity_v1_LoginRequest, callback: grpc.requestCallback<_pix_identity_v1_AuthResponse__Output>): grpc.ClientUnaryCall;
  
  Logout(argument: _pix_identity_v1_LogoutRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_Empty__Output>): grpc.ClientUnaryCall;
  Logout(argument: _pix_identity_v1_LogoutRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_identity_v1_Empty__Output>): grpc.ClientUnaryCall;
  Logout(argument: _pix_identity_v1_LogoutRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_Empty__Output>): grpc.ClientUnaryCall;
  Logout(argument: _pix_identity_v1_LogoutRequest, callback: grpc.requestCallback<_pix_identity_v1_Empty__Output>): grpc.ClientUnaryCall;
  logout(argument: _pix_identity_v1_LogoutRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_Empty__Output>): grpc.ClientUnaryCall;
  logout(argument: _pix_identity_v1_LogoutRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_identity_v1_Empty__Output>): grpc.ClientUnaryCall;
  logout(argument: _pix_identity_v1_LogoutRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_Empty__Output>): grpc.ClientUnaryCall;
  logout(argument: _pix_identity_v1_LogoutRequest, callback: grpc.requestCallback<_pix_identity_v1_Empty__Output>): grpc.ClientUnaryCall;
  
  Refresh(argument: _pix_identity_v1_RefreshRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_TokensResponse__Output>): grpc.ClientUnaryCall;
  Refresh(argument: _pix_identity_v1_RefreshRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_identity_v1_TokensResponse__Output>): grpc.ClientUnaryCall;
  Refresh(argument: _pix_identity_v1_RefreshRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_TokensResponse__Output>): grpc.ClientUnaryCall;
  Refresh(argument: _pix_identity_v1_RefreshRequest, callback: grpc.requestCallback<_pix_identity_v1_TokensResponse__Output>): grpc.ClientUnaryCall;
  refresh(argument: _pix_identity_v1_RefreshRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_TokensResponse__Output>): grpc.ClientUnaryCall;
  refresh(argument: _pix_identity_v1_RefreshRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_identity_v1_TokensResponse__Output>): grpc.ClientUnaryCall;
  refresh(argument: _pix_identity_v1_RefreshRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_TokensResponse__Output>): grpc.ClientUnaryCall;
  refresh(argument: _pix_identity_v1_RefreshRequest, callback: grpc.requestCallback<_pix_identity_v1_TokensResponse__Output>): grpc.ClientUnaryCall;
  
  Register(argument: _pix_identity_v1_RegisterRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_AuthResponse__Output>): grpc.ClientUnaryCall;
  Register(argument: _pix_identity_v1_RegisterRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_identity_v1_AuthResponse__Output>): grpc.ClientUnaryCall;
  Register(argument: _pix_identity_v1_RegisterRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_AuthResponse__Output>): grpc.ClientUnaryCall;
  Register(argument: _pix_identity_v1_RegisterRequest, callback: grpc.requestCallback<_pix_identity_v1_AuthResponse__Output>): grpc.ClientUnaryCall;
  register(argument: _pix_identity_v1_RegisterRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_AuthResponse__Output>): grpc.ClientUnaryCall;
  register(argument: _pix_identity_v1_RegisterRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_identity_v1_AuthResponse__Output>): grpc.ClientUnaryCall;
  register(argument: _pix_identity_v1_RegisterRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_AuthResponse__Output>): grpc.ClientUnaryCall;
  register(argument: _pix_identity_v1_RegisterRequest, callback: grpc.requestCallback<_pix_identity_v1_AuthResponse__Output>): grpc.ClientUnaryCall;
  
  RemoveMember(argument: _pix_identity_v1_RemoveMemberRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_Member__Output>): grpc.ClientUnaryCall;
  RemoveMember(argument: _pix_identity_v1_RemoveMemberRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_identity_v1_Member__Output>): grpc.ClientUnaryCall;
  RemoveMember(argument: _pix_identity_v1_RemoveMemberRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_Member__Output>): grpc.ClientUnaryCall;
  RemoveMember(argument: _pix_identity_v1_RemoveMemberRequest, callback: grpc.requestCallback<_pix_identity_v1_Member__Output>): grpc.ClientUnaryCall;
  removeMember(argument: _pix_identity_v1_RemoveMemberRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_Member__Output>): grpc.ClientUnaryCall;
  removeMember(argument: _pix_identity_v1_RemoveMemberRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_identity_v1_Member__Output>): grpc.ClientUnaryCall;
  removeMember(argument: _pix_identity_v1_RemoveMemberRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_Member__Output>): grpc.ClientUnaryCall;
  removeMember(argument: _pix_identity_v1_RemoveMemberRequest, callback: grpc.requestCallback<_pix_identity_v1_Member__Output>): grpc.ClientUnaryCall;
  
  RequestEmailVerification(argument: _pix_identity_v1_RequestEmailVerificationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_ResendEmailVerificationResponse__Output>): grpc.ClientUnaryCall;
  RequestEmailVerification(argument: _pix_identity_v1_RequestEmailVerificationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_identity_v1_ResendEmailVerificationResponse__Output>): grpc.ClientUnaryCall;
  RequestEmailVerification(argument: _pix_identity_v1_RequestEmailVerificationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_ResendEmailVerificationResponse__Output>): grpc.ClientUnaryCall;
  RequestEmailVerification(argument: _pix_identity_v1_RequestEmailVerificationRequest, callback: grpc.requestCallback<_pix_identity_v1_ResendEmailVerificationResponse__Output>): grpc.ClientUnaryCall;
  requestEmailVerification(argument: _pix_identity_v1_RequestEmailVerificationRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_ResendEmailVerificationResponse__Output>): grpc.ClientUnaryCall;
  requestEmailVerification(argument: _pix_identity_v1_RequestEmailVerificationRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_identity_v1_ResendEmailVerificationResponse__Output>): grpc.ClientUnaryCall;
  requestEmailVerification(argument: _pix_identity_v1_RequestEmailVerificationRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_ResendEmailVerificationResponse__Output>): grpc.ClientUnaryCall;
  requestEmailVerification(argument: _pix_identity_v1_RequestEmailVerificationRequest, callback: grpc.requestCallback<_pix_identity_v1_ResendEmailVerificationResponse__Output>): grpc.ClientUnaryCall;
  
  RequestProduction(argument: _pix_identity_v1_RequestProductionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_RequestProductionResponse__Output>): grpc.ClientUnaryCall;
  RequestProduction(argument: _pix_identity_v1_RequestProductionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_identity_v1_RequestProductionResponse__Output>): grpc.ClientUnaryCall;
  RequestProduction(argument: _pix_identity_v1_RequestProductionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_RequestProductionResponse__Output>): grpc.ClientUnaryCall;
  RequestProduction(argument: _pix_identity_v1_RequestProductionRequest, callback: grpc.requestCallback<_pix_identity_v1_RequestProductionResponse__Output>): grpc.ClientUnaryCall;
  requestProduction(argument: _pix_identity_v1_RequestProductionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_RequestProductionResponse__Output>): grpc.ClientUnaryCall;
  requestProduction(argument: _pix_identity_v1_RequestProductionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_identity_v1_RequestProductionResponse__Output>): grpc.ClientUnaryCall;
  requestProduction(argument: _pix_identity_v1_RequestProductionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_RequestProductionResponse__Output>): grpc.ClientUnaryCall;
  requestProduction(argument: _pix_identity_v1_RequestProductionRequest, callback: grpc.requestCallback<_pix_identity_v1_RequestProductionResponse__Output>): grpc.ClientUnaryCall;
  
  ResendEmailVerification(argument: _pix_identity_v1_Empty, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_ResendEmailVerificationResponse__Output>): grpc.ClientUnaryCall;
  ResendEmailVerification(argument: _pix_identity_v1_Empty, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_identity_v1_ResendEmailVerificationResponse__Output>): grpc.ClientUnaryCall;
  ResendEmailVerification(argument: _pix_identity_v1_Empty, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_ResendEmailVerificationResponse__Output>): grpc.ClientUnaryCall;
  ResendEmailVerification(argument: _pix_identity_v1_Empty, callback: grpc.requestCallback<_pix_identity_v1_ResendEmailVerificationResponse__Output>): grpc.ClientUnaryCall;
  resendEmailVerification(argument: _pix_identity_v1_Empty, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_ResendEmailVerificationResponse__Output>): grpc.ClientUnaryCall;
  resendEmailVerification(argument: _pix_identity_v1_Empty, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_identity_v1_ResendEmailVerificationResponse__Output>): grpc.ClientUnaryCall;
  resendEmailVerification(argument: _pix_identity_v1_Empty, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_ResendEmailVerificationResponse__Output>): grpc.ClientUnaryCall;
  resendEmailVerification(argument: _pix_identity_v1_Empty, callback: grpc.requestCallback<_pix_identity_v1_ResendEmailVerificationResponse__Output>): grpc.ClientUnaryCall;
  
  ReviewChange(argument: _pix_identity_v1_ReviewChangeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_User__Output>): grpc.ClientUnaryCall;
  ReviewChange(argument: _pix_identity_v1_ReviewChangeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_identity_v1_User__Output>): grpc.ClientUnaryCall;
  ReviewChange(argument: _pix_identity_v1_ReviewChangeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_User__Output>): grpc.ClientUnaryCall;
  ReviewChange(argument: _pix_identity_v1_ReviewChangeRequest, callback: grpc.requestCallback<_pix_identity_v1_User__Output>): grpc.ClientUnaryCall;
  reviewChange(argument: _pix_identity_v1_ReviewChangeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_User__Output>): grpc.ClientUnaryCall;
  reviewChange(argument: _pix_identity_v1_ReviewChangeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_identity_v1_User__Output>): grpc.ClientUnaryCall;
  reviewChange(argument: _pix_identity_v1_ReviewChangeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_User__Output>): grpc.ClientUnaryCall;
  reviewChange(argument: _pix_identity_v1_ReviewChangeRequest, callback: grpc.requestCallback<_pix_identity_v1_User__Output>): grpc.ClientUnaryCall;
  
  ReviewProduction(argument: _pix_identity_v1_ReviewProductionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_User__Output>): grpc.ClientUnaryCall;
  ReviewProduction(argument: _pix_identity_v1_ReviewProductionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_identity_v1_User__Output>): grpc.ClientUnaryCall;
  ReviewProduction(argument: _pix_identity_v1_ReviewProductionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_User__Output>): grpc.ClientUnaryCall;
  ReviewProduction(argument: _pix_identity_v1_ReviewProductionRequest, callback: grpc.requestCallback<_pix_identity_v1_User__Output>): grpc.ClientUnaryCall;
  reviewProduction(argument: _pix_identity_v1_ReviewProductionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_User__Output>): grpc.ClientUnaryCall;
  reviewProduction(argument: _pix_identity_v1_ReviewProductionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_identity_v1_User__Output>): grpc.ClientUnaryCall;
  reviewProduction(argument: _pix_identity_v1_ReviewProductionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_User__Output>): grpc.ClientUnaryCall;
  reviewProduction(argument: _pix_identity_v1_ReviewProductionRequest, callback: grpc.requestCallback<_pix_identity_v1_User__Output>): grpc.ClientUnaryCall;
  
  RevokeApiKey(argument: _pix_identity_v1_RevokeApiKeyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_ApiKey__Output>): grpc.ClientUnaryCall;
  RevokeApiKey(argument: _pix_identity_v1_RevokeApiKeyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_identity_v1_ApiKey__Output>): grpc.ClientUnaryCall;
  RevokeApiKey(argument: _pix_identity_v1_RevokeApiKeyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_ApiKey__Output>): grpc.ClientUnaryCall;
  RevokeApiKey(argument: _pix_identity_v1_RevokeApiKeyRequest, callback: grpc.requestCallback<_pix_identity_v1_ApiKey__Output>): grpc.ClientUnaryCall;
  revokeApiKey(argument: _pix_identity_v1_RevokeApiKeyRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_ApiKey__Output>): grpc.ClientUnaryCall;
  revokeApiKey(argument: _pix_identity_v1_RevokeApiKeyRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_identity_v1_ApiKey__Output>): grpc.ClientUnaryCall;
  revokeApiKey(argument: _pix_identity_v1_RevokeApiKeyRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_ApiKey__Output>): grpc.ClientUnaryCall;
  revokeApiKey(argument: _pix_identity_v1_RevokeApiKeyRequest, callback: grpc.requestCallback<_pix_identity_v1_ApiKey__Output>): grpc.ClientUnaryCall;
  
  SocialSignIn(argument: _pix_identity_v1_SocialSignInRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_AuthResponse__Output>): grpc.ClientUnaryCall;
  SocialSignIn(argument: _pix_identity_v1_SocialSignInRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_identity_v1_AuthResponse__Output>): grpc.ClientUnaryCall;
  SocialSignIn(argument: _pix_identity_v1_SocialSignInRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_AuthResponse__Output>): grpc.ClientUnaryCall;
  SocialSignIn(argument: _pix_identity_v1_SocialSignInRequest, callback: grpc.requestCallback<_pix_identity_v1_AuthResponse__Output>): grpc.ClientUnaryCall;
  socialSignIn(argument: _pix_identity_v1_SocialSignInRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_AuthResponse__Output>): grpc.ClientUnaryCall;
  socialSignIn(argument: _pix_identity_v1_SocialSignInRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_identity_v1_AuthResponse__Output>): grpc.ClientUnaryCall;
  socialSignIn(argument: _pix_identity_v1_SocialSignInRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_AuthResponse__Output>): grpc.ClientUnaryCall;
  socialSignIn(argument: _pix_identity_v1_SocialSignInRequest, callback: grpc.requestCallback<_pix_identity_v1_AuthResponse__Output>): grpc.ClientUnaryCall;
  
  SwitchEnvironment(argument: _pix_identity_v1_SwitchEnvironmentRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_SwitchEnvironmentResponse__Output>): grpc.ClientUnaryCall;
  SwitchEnvironment(argument: _pix_identity_v1_SwitchEnvironmentRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_identity_v1_SwitchEnvironmentResponse__Output>): grpc.ClientUnaryCall;
  SwitchEnvironment(argument: _pix_identity_v1_SwitchEnvironmentRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_SwitchEnvironmentResponse__Output>): grpc.ClientUnaryCall;
  SwitchEnvironment(argument: _pix_identity_v1_SwitchEnvironmentRequest, callback: grpc.requestCallback<_pix_identity_v1_SwitchEnvironmentResponse__Output>): grpc.ClientUnaryCall;
  switchEnvironment(argument: _pix_identity_v1_SwitchEnvironmentRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_SwitchEnvironmentResponse__Output>): grpc.ClientUnaryCall;
  switchEnvironment(argument: _pix_identity_v1_SwitchEnvironmentRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_identity_v1_SwitchEnvironmentResponse__Output>): grpc.ClientUnaryCall;
  switchEnvironment(argument: _pix_identity_v1_SwitchEnvironmentRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_SwitchEnvironmentResponse__Output>): grpc.ClientUnaryCall;
  switchEnvironment(argument: _pix_identity_v1_SwitchEnvironmentRequest, callback: grpc.requestCallback<_pix_identity_v1_SwitchEnvironmentResponse__Output>): grpc.ClientUnaryCall;
  
  ToggleRoadmapVote(argument: _pix_identity_v1_RoadmapCardIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_RoadmapCard__Output>): grpc.ClientUnaryCall;
  ToggleRoadmapVote(argument: _pix_identity_v1_RoadmapCardIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_identity_v1_RoadmapCard__Output>): grpc.ClientUnaryCall;
  ToggleRoadmapVote(argument: _pix_identity_v1_RoadmapCardIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_RoadmapCard__Output>): grpc.ClientUnaryCall;
  ToggleRoadmapVote(argument: _pix_identity_v1_RoadmapCardIdRequest, callback: grpc.requestCallback<_pix_identity_v1_RoadmapCard__Output>): grpc.ClientUnaryCall;
  toggleRoadmapVote(argument: _pix_identity_v1_RoadmapCardIdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_RoadmapCard__Output>): grpc.ClientUnaryCall;
  toggleRoadmapVote(argument: _pix_identity_v1_RoadmapCardIdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_identity_v1_RoadmapCard__Output>): grpc.ClientUnaryCall;
  toggleRoadmapVote(argument: _pix_identity_v1_RoadmapCardIdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_RoadmapCard__Output>): grpc.ClientUnaryCall;
  toggleRoadmapVote(argument: _pix_identity_v1_RoadmapCardIdRequest, callback: grpc.requestCallback<_pix_identity_v1_RoadmapCard__Output>): grpc.ClientUnaryCall;
  
  UpdateMember(argument: _pix_identity_v1_UpdateMemberRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_Member__Output>): grpc.ClientUnaryCall;
  UpdateMember(argument: _pix_identity_v1_UpdateMemberRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_identity_v1_Member__Output>): grpc.ClientUnaryCall;
  UpdateMember(argument: _pix_identity_v1_UpdateMemberRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_Member__Output>): grpc.ClientUnaryCall;
  UpdateMember(argument: _pix_identity_v1_UpdateMemberRequest, callback: grpc.requestCallback<_pix_identity_v1_Member__Output>): grpc.ClientUnaryCall;
  updateMember(argument: _pix_identity_v1_UpdateMemberRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_Member__Output>): grpc.ClientUnaryCall;
  updateMember(argument: _pix_identity_v1_UpdateMemberRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_identity_v1_Member__Output>): grpc.ClientUnaryCall;
  updateMember(argument: _pix_identity_v1_UpdateMemberRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_Member__Output>): grpc.ClientUnaryCall;
  updateMember(argument: _pix_identity_v1_UpdateMemberRequest, callback: grpc.requestCallback<_pix_identity_v1_Member__Output>): grpc.ClientUnaryCall;
  
  UpdateProfile(argument: _pix_identity_v1_UpdateProfileRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_MeResponse__Output>): grpc.ClientUnaryCall;
  UpdateProfile(argument: _pix_identity_v1_UpdateProfileRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_identity_v1_MeResponse__Output>): grpc.ClientUnaryCall;
  UpdateProfile(argument: _pix_identity_v1_UpdateProfileRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_MeResponse__Output>): grpc.ClientUnaryCall;
  UpdateProfile(argument: _pix_identity_v1_UpdateProfileRequest, callback: grpc.requestCallback<_pix_identity_v1_MeResponse__Output>): grpc.ClientUnaryCall;
  updateProfile(argument: _pix_identity_v1_UpdateProfileRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_MeResponse__Output>): grpc.ClientUnaryCall;
  updateProfile(argument: _pix_identity_v1_UpdateProfileRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_identity_v1_MeResponse__Output>): grpc.ClientUnaryCall;
  updateProfile(argument: _pix_identity_v1_UpdateProfileRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_MeResponse__Output>): grpc.ClientUnaryCall;
  updateProfile(argument: _pix_identity_v1_UpdateProfileRequest, callback: grpc.requestCallback<_pix_identity_v1_MeResponse__Output>): grpc.ClientUnaryCall;
  
  UpdateRoadmapCard(argument: _pix_identity_v1_RoadmapCardFields, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_RoadmapCard__Output>): grpc.ClientUnaryCall;
  UpdateRoadmapCard(argument: _pix_identity_v1_RoadmapCardFields, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_identity_v1_RoadmapCard__Output>): grpc.ClientUnaryCall;
  UpdateRoadmapCard(argument: _pix_identity_v1_RoadmapCardFields, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_RoadmapCard__Output>): grpc.ClientUnaryCall;
  UpdateRoadmapCard(argument: _pix_identity_v1_RoadmapCardFields, callback: grpc.requestCallback<_pix_identity_v1_RoadmapCard__Output>): grpc.ClientUnaryCall;
  updateRoadmapCard(argument: _pix_identity_v1_RoadmapCardFields, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_RoadmapCard__Output>): grpc.ClientUnaryCall;
  updateRoadmapCard(argument: _pix_identity_v1_RoadmapCardFields, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_identity_v1_RoadmapCard__Output>): grpc.ClientUnaryCall;
  updateRoadmapCard(argument: _pix_identity_v1_RoadmapCardFields, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_identity_v1_RoadmapCard__Output>): grpc.ClientUnaryCall;
  updateRoadmapCard(argument: _pix_identity_v1_RoadmapCardFields, callback: grpc.requestCallback<_pix_identity_v1_RoadmapCard__Output>): grpc.ClientUnaryCall;
  
}

export interface IdentityServiceHandlers extends grpc.UntypedServiceImplementation {
  AddRoadmapComment: grpc.handleUnaryCall<_pix_identity_v1_AddRoadmapCommentRequest__Output, _pix_identity_v1_RoadmapComment>;
  
  Authenticate: grpc.handleUnaryCall<_pix_identity_v1_AuthenticateRequest__Output, _pix_identity_v1_AuthenticateResponse>;
  
  CompleteOnboarding: grpc.handleUnaryCall<_pix_identity_v1_CompleteOnboardingRequest__Output, _pix_identity_v1_MeResponse>;
  
  ConfirmEmail: grpc.handleUnaryCall<_pix_identity_v1_ConfirmEmailRequest__Output, _pix_identity_v1_AuthResponse>;
  
  CreateApiKey: grpc.handleUnaryCall<_pix_identity_v1_CreateApiKeyRequest__Output, _pix_identity_v1_CreateApiKeyResponse>;
  
  CreateRoadmapCard: grpc.handleUnaryCall<_pix_identity_v1_RoadmapCardFields__Output, _pix_identity_v1_RoadmapCard>;
  
  DeleteRoadmapCard: grpc.handleUnaryCall<_pix_identity_v1_RoadmapCardIdRequest__Output, _pix_identity_v1_RoadmapCard>;
  
  GetAccessTokenKey: grpc.handleUnaryCall<_pix_identity_v1_Empty__Output, _pix_identity_v1_AccessTokenKey>;
  
  GetMe: grpc.handleUnaryCall<_pix_identity_v1_Empty__Output, _pix_identity_v1_MeResponse>;
  
  GetMerchant: grpc.handleUnaryCall<_pix_identity_v1_GetMerchantRequest__Output, _pix_identity_v1_User>;
  
  GetStoreProfile: grpc.handleUnaryCall<_pix_identity_v1_GetStoreProfileRequest__Output, _pix_identity_v1_StoreProfile>;
  
  InspectEmailVerification: grpc.handleUnaryCall<_pix_identity_v1_VerifyEmailRequest__Output, _pix_identity_v1_InspectEmailVerificationResponse>;
  
  InviteMembers: grpc.handleUnaryCall<_pix_identity_v1_InviteMembersRequest__Output, _pix_identity_v1_MembersResponse>;
  
  LinkSocial: grpc.handleUnaryCall<_pix_identity_v1_SocialSignInRequest__Output, _pix_identity_v1_User>;
  
  ListApiKeys: grpc.handleUnaryCall<_pix_identity_v1_Empty__Output, _pix_identity_v1_ListApiKeysResponse>;
  
  ListAudit: grpc.handleUnaryCall<_pix_identity_v1_ListAuditRequest__Output, _pix_identity_v1_ListAuditResponse>;
  
  ListMembers: grpc.handleUnaryCall<_pix_identity_v1_Empty__Output, _pix_identity_v1_MembersResponse>;
  
  ListMerchants: grpc.handleUnaryCall<_pix_identity_v1_ListMerchantsRequest__Output, _pix_identity_v1_ListMerchantsResponse>;
  
  ListRoadmap: grpc.handleUnaryCall<_pix_identity_v1_Empty__Output, _pix_identity_v1_ListRoadmapResponse>;
  
  ListRoadmapComments: grpc.handleUnaryCall<_pix_identity_v1_RoadmapCardIdRequest__Output, _pix_identity_v1_ListRoadmapCommentsResponse>;
  
  Login: grpc.handleUnaryCall<_pix_identity_v1_LoginRequest__Output, _pix_identity_v1_AuthResponse>;
  
  Logout: grpc.handleUnaryCall<_pix_identity_v1_LogoutRequest__Output, _pix_identity_v1_Empty>;
  
  Refresh: grpc.handleUnaryCall<_pix_identity_v1_RefreshRequest__Output, _pix_identity_v1_TokensResponse>;
  
  Register: grpc.handleUnaryCall<_pix_identity_v1_RegisterRequest__Output, _pix_identity_v1_AuthResponse>;
  
  RemoveMember: grpc.handleUnaryCall<_pix_identity_v1_RemoveMemberRequest__Output, _pix_identity_v1_Member>;
  
  RequestEmailVerification: grpc.handleUnaryCall<_pix_identity_v1_RequestEmailVerificationRequest__Output, _pix_identity_v1_ResendEmailVerificationResponse>;
  
  RequestProduction: grpc.handleUnaryCall<_pix_identity_v1_RequestProductionRequest__Output, _pix_identity_v1_RequestProductionResponse>;
  
  ResendEmailVerification: grpc.handleUnaryCall<_pix_identity_v1_Empty__Output, _pix_identity_v1_ResendEmailVerificationResponse>;
  
  ReviewChange: grpc.handleUnaryCall<_pix_identity_v1_ReviewChangeRequest__Output, _pix_identity_v1_User>;
  
  ReviewProduction: grpc.handleUnaryCall<_pix_identity_v1_ReviewProductionRequest__Output, _pix_identity_v1_User>;
  
  RevokeApiKey: grpc.handleUnaryCall<_pix_identity_v1_RevokeApiKeyRequest__Output, _pix_identity_v1_ApiKey>;
  
  SocialSignIn: grpc.handleUnaryCall<_pix_identity_v1_SocialSignInRequest__Output, _pix_identity_v1_AuthResponse>;
  
  SwitchEnvironment: grpc.handleUnaryCall<_pix_identity_v1_SwitchEnvironmentRequest__Output, _pix_identity_v1_SwitchEnvironmentResponse>;
  
  ToggleRoadmapVote: grpc.handleUnaryCall<_pix_identity_v1_RoadmapCardIdRequest__Output, _pix_identity_v1_RoadmapCard>;
  
  UpdateMember: grpc.handleUnaryCall<_pix_identity_v1_UpdateMemberRequest__Output, _pix_identity_v1_Member>;
  
  UpdateProfile: grpc.handleUnaryCall<_pix_identity_v1_UpdateProfileRequest__Output, _pix_identity_v1_MeResponse>;
  
  UpdateRoadmapCard: grpc.handleUnaryCall<_pix_identity_v1_RoadmapCardFields__Output, _pix_identity_v1_RoadmapCard>;
  
}

export interface IdentityServiceDefinition extends grpc.ServiceDefinition {
  AddRoadmapComment: MethodDefinition<_pix_identity_v1_AddRoadmapCommentRequest, _pix_identity_v1_RoadmapComment, _pix_identity_v1_AddRoadmapCommentRequest__Output, _pix_identity_v1_RoadmapComment__Output>
  Authenticate: MethodDefinition<_pix_identity_v1_AuthenticateRequest, _pix_identity_v1_AuthenticateResponse, _pix_identity_v1_AuthenticateRequest__Output, _pix_identity_v1_AuthenticateResponse__Output>
  CompleteOnboarding: MethodDefinition<_pix_identity_v1_CompleteOnboardingRequest, _pix_identity_v1_MeResponse, _pix_identity_v1_CompleteOnboardingRequest__Output, _pix_identity_v1_MeResponse__Output>
  ConfirmEmail: MethodDefinition<_pix_identity_v1_ConfirmEmailRequest, _pix_identity_v1_AuthResponse, _pix_identity_v1_ConfirmEmailRequest__Output, _pix_identity_v1_AuthResponse__Output>
  CreateApiKey: MethodDefinition<_pix_identity_v1_CreateApiKeyRequest, _pix_identity_v1_CreateApiKeyResponse, _pix_identity_v1_CreateApiKeyRequest__Output, _pix_identity_v1_CreateApiKeyResponse__Output>
  CreateRoadmapCard: MethodDefinition<_pix_identity_v1_RoadmapCardFields, _pix_identity_v1_RoadmapCard, _pix_identity_v1_RoadmapCardFields__Output, _pix_identity_v1_RoadmapCard__Output>
  DeleteRoadmapCard: MethodDefinition<_pix_identity_v1_RoadmapCardIdRequest, _pix_identity_v1_RoadmapCard, _pix_identity_v1_RoadmapCardIdRequest__Output, _pix_identity_v1_RoadmapCard__Output>
  GetAccessTokenKey: MethodDefinition<_pix_identity_v1_Empty, _pix_identity_v1_AccessTokenKey, _pix_identity_v1_Empty__Output, _pix_identity_v1_AccessTokenKey__Output>
  GetMe: MethodDefinition<_pix_identity_v1_Empty, _pix_identity_v1_MeResponse, _pix_identity_v1_Empty__Output, _pix_identity_v1_MeResponse__Output>
  GetMerchant: MethodDefinition<_pix_identity_v1_GetMerchantRequest, _pix_identity_v1_User, _pix_identity_v1_GetMerchantRequest__Output, _pix_identity_v1_User__Output>
  GetStoreProfile: MethodDefinition<_pix_identity_v1_GetStoreProfileRequest, _pix_identity_v1_StoreProfile, _pix_identity_v1_GetStoreProfileRequest__Output, _pix_identity_v1_StoreProfile__Output>
  InspectEmailVerification: MethodDefinition<_pix_identity_v1_VerifyEmailRequest, _pix_identity_v1_InspectEmailVerificationResponse, _pix_identity_v1_VerifyEmailRequest__Output, _pix_identity_v1_InspectEmailVerificationResponse__Output>
  InviteMembers: MethodDefinition<_pix_identity_v1_InviteMembersRequest, _pix_identity_v1_MembersResponse, _pix_identity_v1_InviteMembersRequest__Output, _pix_identity_v1_MembersResponse__Output>
  LinkSocial: MethodDefinition<_pix_identity_v1_SocialSignInRequest, _pix_identity_v1_User, _pix_identity_v1_SocialSignInRequest__Output, _pix_identity_v1_User__Output>
  ListApiKeys: MethodDefinition<_pix_identity_v1_Empty, _pix_identity_v1_ListApiKeysResponse, _pix_identity_v1_Empty__Output, _pix_identity_v1_ListApiKeysResponse__Output>
  ListAudit: MethodDefinition<_pix_identity_v1_ListAuditRequest, _pix_identity_v1_ListAuditResponse, _pix_identity_v1_ListAuditRequest__Output, _pix_identity_v1_ListAuditResponse__Output>
  ListMembers: MethodDefinition<_pix_identity_v1_Empty, _pix_identity_v1_MembersResponse, _pix_identity_v1_Empty__Output, _pix_identity_v1_MembersResponse__Output>
  ListMerchants: MethodDefinition<_pix_identity_v1_ListMerchantsRequest, _pix_identity_v1_ListMerchantsResponse, _pix_identity_v1_ListMerchantsRequest__Output, _pix_identity_v1_ListMerchantsResponse__Output>
  ListRoadmap: MethodDefinition<_pix_identity_v1_Empty, _pix_identity_v1_ListRoadmapResponse, _pix_identity_v1_Empty__Output, _pix_identity_v1_ListRoadmapResponse__Output>
  ListRoadmapComments: MethodDefinition<_pix_identity_v1_RoadmapCardIdRequest, _pix_identity_v1_ListRoadmapCommentsResponse, _pix_identity_v1_RoadmapCardIdRequest__Output, _pix_identity_v1_ListRoadmapCommentsResponse__Output>
  Login: MethodDefinition<_pix_identity_v1_LoginRequest, _pix_identity_v1_AuthResponse, _pix_identity_v1_LoginRequest__Output, _pix_identity_v1_AuthResponse__Output>
  Logout: MethodDefinition<_pix_identity_v1_LogoutRequest, _pix_identity_v1_Empty, _pix_identity_v1_LogoutRequest__Output, _pix_identity_v1_Empty__Output>
  Refresh: MethodDefinition<_pix_identity_v1_RefreshRequest, _pix_identity_v1_TokensResponse, _pix_identity_v1_RefreshRequest__Output, _pix_identity_v1_TokensResponse__Output>
  Register: MethodDefinition<_pix_identity_v1_RegisterRequest, _pix_identity_v1_AuthResponse, _pix_identity_v1_RegisterRequest__Output, _pix_identity_v1_AuthResponse__Output>
  RemoveMember: MethodDefinition<_pix_identity_v1_RemoveMemberRequest, _pix_identity_v1_Member, _pix_identity_v1_RemoveMemberRequest__Output, _pix_identity_v1_Member__Output>
  RequestEmailVerification: MethodDefinition<_pix_identity_v1_RequestEmailVerificationRequest, _pix_identity_v1_ResendEmailVerificationResponse, _pix_identity_v1_RequestEmailVerificationRequest__Output, _pix_identity_v1_ResendEmailVerificationResponse__Output>
  RequestProduction: MethodDefinition<_pix_identity_v1_RequestProductionRequest, _pix_identity_v1_RequestProductionResponse, _pix_identity_v1_RequestProductionRequest__Output, _pix_identity_v1_RequestProductionResponse__Output>
  ResendEmailVerification: MethodDefinition<_pix_identity_v1_Empty, _pix_identity_v1_ResendEmailVerificationResponse, _pix_identity_v1_Empty__Output, _pix_identity_v1_ResendEmailVerificationResponse__Output>
  ReviewChange: MethodDefinition<_pix_identity_v1_ReviewChangeRequest, _pix_identity_v1_User, _pix_identity_v1_ReviewChangeRequest__Output, _pix_identity_v1_User__Output>
  ReviewProduction: MethodDefinition<_pix_identity_v1_ReviewProductionRequest, _pix_identity_v1_User, _pix_identity_v1_ReviewProductionRequest__Output, _pix_identity_v1_User__Output>
  RevokeApiKey: MethodDefinition<_pix_identity_v1_RevokeApiKeyRequest, _pix_identity_v1_ApiKey, _pix_identity_v1_RevokeApiKeyRequest__Output, _pix_identity_v1_ApiKey__Output>
  SocialSignIn: MethodDefinition<_pix_identity_v1_SocialSignInRequest, _pix_identity_v1_AuthResponse, _pix_identity_v1_SocialSignInRequest__Output, _pix_identity_v1_AuthResponse__Output>
  SwitchEnvironment: MethodDefinition<_pix_identity_v1_SwitchEnvironmentRequest, _pix_identity_v1_SwitchEnvironmentResponse, _pix_identity_v1_SwitchEnvironmentRequest__Output, _pix_identity_v1_SwitchEnvironmentResponse__Output>
  ToggleRoadmapVote: MethodDefinition<_pix_identity_v1_RoadmapCardIdRequest, _pix_identity_v1_RoadmapCard, _pix_identity_v1_RoadmapCardIdRequest__Output, _pix_identity_v1_RoadmapCard__Output>
  UpdateMember: MethodDefinition<_pix_identity_v1_UpdateMemberRequest, _pix_identity_v1_Member, _pix_identity_v1_UpdateMemberRequest__Output, _pix_identity_v1_Member__Output>
  UpdateProfile: MethodDefinition<_pix_identity_v1_UpdateProfileRequest, _pix_identity_v1_MeResponse, _pix_identity_v1_UpdateProfileRequest__Output, _pix_identity_v1_MeResponse__Output>
  UpdateRoadmapCard: MethodDefinition<_pix_identity_v1_RoadmapCardFields, _pix_identity_v1_RoadmapCard, _pix_identity_v1_RoadmapCardFields__Output, _pix_identity_v1_RoadmapCard__Output>
}

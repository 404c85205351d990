import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { CheckoutServiceClient as _pix_checkout_v1_CheckoutServiceClient, CheckoutServiceDefinition as _pix_checkout_v1_CheckoutServiceDefinition } from './pix/checkout/v1/CheckoutService';
import type { CreatePaymentLinkRequest as _pix_checkout_v1_CreatePaymentLinkRequest, CreatePaymentLinkRequest__Output as _pix_checkout_v1_CreatePaymentLinkRequest__Output } from './pix/checkout/v1/CreatePaymentLinkRequest';
import type { ListPaymentLinksRequest as _pix_checkout_v1_ListPaymentLinksRequest, ListPaymentLinksRequest__Output as _pix_checkout_v1_ListPaymentLinksRequest__Output } from './pix/checkout/v1/ListPaymentLinksRequest';
import type { ListPaymentLinksResponse as _pix_checkout_v1_ListPaymentLinksResponse, ListPaymentLinksResponse__Output as _pix_checkout_v1_ListPaymentLinksResponse__Output } from './pix/checkout/v1/ListPaymentLinksResponse';
import type { PaymentLink as _pix_checkout_v1_PaymentLink, PaymentLink__Output as _pix_checkout_v1_PaymentLink__Output } from './pix/checkout/v1/PaymentLink';
import type { PaymentLinkIdRequest as _pix_checkout_v1_PaymentLinkIdRequest, PaymentLinkIdRequest__Output as _pix_checkout_v1_PaymentLinkIdRequest__Output } from './pix/checkout/v1/PaymentLinkIdRequest';
import type { ReferenceCount as _pix_checkout_v1_ReferenceCount, ReferenceCount__Output as _pix_checkout_v1_ReferenceCount__Output } from './pix/checkout/v1/ReferenceCount';
import type { ReferenceRequest as _pix_checkout_v1_ReferenceRequest, ReferenceRequest__Output as _pix_checkout_v1_ReferenceRequest__Output } from './pix/checkout/v1/ReferenceRequest';
import type { UpdatePaymentLinkRequest as _pix_checkout_v1_UpdatePaymentLinkRequest, UpdatePaymentLinkRequest__Output as _pix_checkout_v1_UpdatePaymentLinkRequest__Output } from './pix/checkout/v1/UpdatePaymentLinkRequest';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  pix: {
    checkout: {
      v1: {
        CheckoutService: SubtypeConstructor<typeof grpc.Client, _pix_checkout_v1_CheckoutServiceClient> & { service: _pix_checkout_v1_CheckoutServiceDefinition }
        CreatePaymentLinkRequest: MessageTypeDefinition<_pix_checkout_v1_CreatePaymentLinkRequest, _pix_checkout_v1_CreatePaymentLinkRequest__Output>
        ListPaymentLinksRequest: MessageTypeDefinition<_pix_checkout_v1_ListPaymentLinksRequest, _pix_checkout_v1_ListPaymentLinksRequest__Output>
        ListPaymentLinksResponse: MessageTypeDefinition<_pix_checkout_v1_ListPaymentLinksResponse, _pix_checkout_v1_ListPaymentLinksResponse__Output>
        PaymentLink: MessageTypeDefinition<_pix_checkout_v1_PaymentLink, _pix_checkout_v1_PaymentLink__Output>
        PaymentLinkIdRequest: MessageTypeDefinition<_pix_checkout_v1_PaymentLinkIdRequest, _pix_checkout_v1_PaymentLinkIdRequest__Output>
        ReferenceCount: MessageTypeDefinition<_pix_checkout_v1_ReferenceCount, _pix_checkout_v1_ReferenceCount__Output>
        ReferenceRequest: MessageTypeDefinition<_pix_checkout_v1_ReferenceRequest, _pix_checkout_v1_ReferenceRequest__Output>
        UpdatePaymentLinkRequest: MessageTypeDefinition<_pix_checkout_v1_UpdatePaymentLinkRequest, _pix_checkout_v1_UpdatePaymentLinkRequest__Output>
      }
    }
  }
}


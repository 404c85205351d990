// Original file: proto/onboarding/v1/onboarding.proto

import type { Aprovacao as _pix_onboarding_v1_Aprovacao, Aprovacao__Output as _pix_onboarding_v1_Aprovacao__Output } from '../../../pix/onboarding/v1/Aprovacao';

export interface ReceivingAccountView {
  'existe'?: (boolean);
  'account_id'?: (string);
  'wallet_id'?: (string);
  'status'?: (string);
  'environment'?: (string);
  'webhook_registered'?: (boolean);
  'pix_key'?: (string);
  'pix_key_status'?: (string);
  'fee_percent'?: (number | string);
  'fee_fixed'?: (number | string);
  'aprovacao'?: (_pix_onboarding_v1_Aprovacao | null);
  'conta_unica'?: (boolean);
  'configuracao_pendente'?: (boolean);
  'provedor_configurado'?: (boolean);
  'modo'?: (string);
  'mensagem'?: (string);
  'created'?: (boolean);
  '_account_id'?: "account_id";
  '_wallet_id'?: "wallet_id";
  '_status'?: "status";
  '_webhook_registered'?: "webhook_registered";
  '_pix_key'?: "pix_key";
  '_pix_key_status'?: "pix_key_status";
  '_fee_percent'?: "fee_percent";
  '_fee_fixed'?: "fee_fixed";
  '_aprovacao'?: "aprovacao";
}

export interface ReceivingAccountView__Output {
  'existe': (boolean);
  'account_id'?: (string);
  'wallet_id'?: (string);
  'status'?: (string);
  'environment': (string);
  'webhook_registered'?: (boolean);
  'pix_key'?: (string);
  'pix_key_status'?: (string);
  'fee_percent'?: (number);
  'fee_fixed'?: (number);
  'aprovacao'?: (_pix_onboarding_v1_Aprovacao__Output | null);
  'conta_unica': (boolean);
  'configuracao_pendente': (boolean);
  'provedor_configurado': (boolean);
  'modo': (string);
  'mensagem': (string);
  'created': (boolean);
  '_account_id'?: "account_id";
  '_wallet_id'?: "wallet_id";
  '_status'?: "status";
  '_webhook_registered'?: "webhook_registered";
  '_pix_key'?: "pix_key";
  '_pix_key_status'?: "pix_key_status";
  '_fee_percent'?: "fee_percent";
  '_fee_fixed'?: "fee_fixed";
  '_aprovacao'?: "aprovacao";
}

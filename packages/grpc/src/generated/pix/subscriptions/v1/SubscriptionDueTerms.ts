// Original file: proto/subscriptions/v1/subscriptions.proto

import type { Modalidade as _pix_charges_v1_Modalidade, Modalidade__Output as _pix_charges_v1_Modalidade__Output } from '../../../pix/charges/v1/Modalidade';
import type { Desconto as _pix_charges_v1_Desconto, Desconto__Output as _pix_charges_v1_Desconto__Output } from '../../../pix/charges/v1/Desconto';

export interface SubscriptionDueTerms {
  'dias_para_vencimento'?: (number);
  'validade_apos_vencimento'?: (number);
  'multa'?: (_pix_charges_v1_Modalidade | null);
  'juros'?: (_pix_charges_v1_Modalidade | null);
  'abatimento'?: (_pix_charges_v1_Modalidade | null);
  'desconto'?: (_pix_charges_v1_Desconto | null);
  '_validade_apos_vencimento'?: "validade_apos_vencimento";
  '_multa'?: "multa";
  '_juros'?: "juros";
  '_abatimento'?: "abatimento";
  '_desconto'?: "desconto";
}

export interface SubscriptionDueTerms__Output {
  'dias_para_vencimento': (number);
  'validade_apos_vencimento'?: (number);
  'multa'?: (_pix_charges_v1_Modalidade__Output | null);
  'juros'?: (_pix_charges_v1_Modalidade__Output | null);
  'abatimento'?: (_pix_charges_v1_Modalidade__Output | null);
  'desconto'?: (_pix_charges_v1_Desconto__Output | null);
  '_validade_apos_vencimento'?: "validade_apos_vencimento";
  '_multa'?: "multa";
  '_juros'?: "juros";
  '_abatimento'?: "abatimento";
  '_desconto'?: "desconto";
}

// Original file: proto/charges/v1/charges.proto

import type { DescontoDataFixa as _pix_charges_v1_DescontoDataFixa, DescontoDataFixa__Output as _pix_charges_v1_DescontoDataFixa__Output } from '../../../pix/charges/v1/DescontoDataFixa';
import type { Long } from '@grpc/proto-loader';

export interface Desconto {
  'modalidade'?: (number);
  'valor_perc'?: (number | string | Long);
  'descontos_data_fixa'?: (_pix_charges_v1_DescontoDataFixa)[];
  '_valor_perc'?: "valor_perc";
}

export interface Desconto__Output {
  'modalidade': (number);
  'valor_perc'?: (number);
  'descontos_data_fixa': (_pix_charges_v1_DescontoDataFixa__Output)[];
  '_valor_perc'?: "valor_perc";
}

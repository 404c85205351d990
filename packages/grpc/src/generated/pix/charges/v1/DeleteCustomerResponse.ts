// Original file: proto/charges/v1/charges.proto

import type { Customer as _pix_charges_v1_Customer, Customer__Output as _pix_charges_v1_Customer__Output } from '../../../pix/charges/v1/Customer';
import type { Long } from '@grpc/proto-loader';

export interface DeleteCustomerResponse {
  'customer'?: (_pix_charges_v1_Customer | null);
  'unlinked_charges'?: (number | string | Long);
  'desvinculados'?: ({[key: string]: number | string | Long});
  'pending'?: (string)[];
  'aviso'?: (string);
  '_aviso'?: "aviso";
}

export interface DeleteCustomerResponse__Output {
  'customer': (_pix_charges_v1_Customer__Output | null);
  'unlinked_charges': (number);
  'desvinculados': ({[key: string]: number});
  'pending': (string)[];
  'aviso'?: (string);
  '_aviso'?: "aviso";
}

// Original file: proto/charges/v1/charges.proto

import type { Customer as _pix_charges_v1_Customer, Customer__Output as _pix_charges_v1_Customer__Output } from '../../../pix/charges/v1/Customer';

export interface ListCustomersResponse {
  'customers'?: (_pix_charges_v1_Customer)[];
  'truncated'?: (boolean);
  'limit'?: (number);
}

export interface ListCustomersResponse__Output {
  'customers': (_pix_charges_v1_Customer__Output)[];
  'truncated': (boolean);
  'limit': (number);
}

// Original file: proto/charges/v1/charges.proto


export interface ListLocationsRequest {
  'inicio'?: (string);
  'fim'?: (string);
  'txid_presente'?: (boolean);
  'tipo_cob'?: (string);
  'pagina_atual'?: (number);
  'itens_por_pagina'?: (number);
  '_txid_presente'?: "txid_presente";
  '_tipo_cob'?: "tipo_cob";
}

export interface ListLocationsRequest__Output {
  'inicio': (string);
  'fim': (string);
  'txid_presente'?: (boolean);
  'tipo_cob'?: (string);
  'pagina_atual': (number);
  'itens_por_pagina': (number);
  '_txid_presente'?: "txid_presente";
  '_tipo_cob'?: "tipo_cob";
}

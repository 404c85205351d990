// Original file: proto/onboarding/v1/onboarding.proto


export interface Aprovacao {
  'aprovada'?: (boolean);
  'conferida'?: (boolean);
  'geral'?: (string);
  'dados_comerciais'?: (string);
  'conta_bancaria'?: (string);
  'documentos'?: (string);
  'conferida_em'?: (string);
  'link_documentos'?: (string);
  'motivos_recusa'?: (string);
  '_conferida_em'?: "conferida_em";
  '_link_documentos'?: "link_documentos";
  '_motivos_recusa'?: "motivos_recusa";
}

export interface Aprovacao__Output {
  'aprovada': (boolean);
  'conferida': (boolean);
  'geral': (string);
  'dados_comerciais': (string);
  'conta_bancaria': (string);
  'documentos': (string);
  'conferida_em'?: (string);
  'link_documentos'?: (string);
  'motivos_recusa'?: (string);
  '_conferida_em'?: "conferida_em";
  '_link_documentos'?: "link_documentos";
  '_motivos_recusa'?: "motivos_recusa";
}

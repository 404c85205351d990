// Original file: proto/charges/v1/charges.proto


export interface BatchFieldProblem {
  'campo'?: (string);
  'local'?: (string);
  'codigo'?: (string);
  'mensagem'?: (string);
}

export interface BatchFieldProblem__Output {
  'campo': (string);
  'local': (string);
  'codigo': (string);
  'mensagem': (string);
}

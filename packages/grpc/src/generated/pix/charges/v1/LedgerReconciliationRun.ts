// Original file: proto/charges/v1/charges.proto


export interface LedgerReconciliationRun {
  'started_at'?: (string);
  'finished_at'?: (string);
  'differences'?: (number);
  'error'?: (string);
  '_differences'?: "differences";
  '_error'?: "error";
}

export interface LedgerReconciliationRun__Output {
  'started_at': (string);
  'finished_at': (string);
  'differences'?: (number);
  'error'?: (string);
  '_differences'?: "differences";
  '_error'?: "error";
}

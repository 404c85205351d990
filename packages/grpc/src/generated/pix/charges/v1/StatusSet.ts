// Original file: proto/charges/v1/lists.proto


export interface StatusSet {
  'statuses'?: (string)[];
}

export interface StatusSet__Output {
  'statuses': (string)[];
}

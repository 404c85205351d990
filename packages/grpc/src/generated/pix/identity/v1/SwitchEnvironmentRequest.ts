// Original file: proto/identity/v1/identity.proto


export interface SwitchEnvironmentRequest {
  'environment'?: (string);
}

export interface SwitchEnvironmentRequest__Output {
  'environment': (string);
}

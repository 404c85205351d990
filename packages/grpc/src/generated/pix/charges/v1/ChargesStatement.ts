// Original file: proto/charges/v1/statement.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { StatementPage as _pix_charges_v1_StatementPage, StatementPage__Output as _pix_charges_v1_StatementPage__Output } from '../../../pix/charges/v1/StatementPage';
import type { StatementRequest as _pix_charges_v1_StatementRequest, StatementRequest__Output as _pix_charges_v1_StatementRequest__Output } from '../../../pix/charges/v1/StatementRequest';
import type { StatementTotalsResponse as _pix_charges_v1_StatementTotalsResponse, StatementTotalsResponse__Output as _pix_charges_v1_StatementTotalsResponse__Output } from '../../../pix/charges/v1/StatementTotalsResponse';

export interface ChargesStatementClient extends grpc.Client {
  ExportStatement(argument: _pix_charges_v1_StatementRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_pix_charges_v1_StatementPage__Output>;
  ExportStatement(argument: _pix_charges_v1_StatementRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_pix_charges_v1_StatementPage__Output>;
  exportStatement(argument: _pix_charges_v1_StatementRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_pix_charges_v1_StatementPage__Output>;
  exportStatement(argument: _pix_charges_v1_StatementRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_pix_charges_v1_StatementPage__Output>;
  
  ListStatement(argument: _pix_charges_v1_StatementRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_StatementPage__Output>): grpc.ClientUnaryCall;
  ListStatement(argument: _pix_charges_v1_StatementRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_StatementPage__Output>): grpc.ClientUnaryCall;
  ListStatement(argument: _pix_charges_v1_StatementRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_StatementPage__Output>): grpc.ClientUnaryCall;
  ListStatement(argument: _pix_charges_v1_StatementRequest, callback: grpc.requestCallback<_pix_charges_v1_StatementPage__Output>): grpc.ClientUnaryCall;
  listStatement(argument: _pix_charges_v1_StatementRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_StatementPage__Output>): grpc.ClientUnaryCall;
  listStatement(argument: _pix_charges_v1_StatementRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_StatementPage__Output>): grpc.ClientUnaryCall;
  listStatement(argument: _pix_charges_v1_StatementRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_StatementPage__Output>): grpc.ClientUnaryCall;
  listStatement(argument: _pix_charges_v1_StatementRequest, callback: grpc.requestCallback<_pix_charges_v1_StatementPage__Output>): grpc.ClientUnaryCall;
  
  StatementTotals(argument: _pix_charges_v1_StatementRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_StatementTotalsResponse__Output>): grpc.ClientUnaryCall;
  StatementTotals(argument: _pix_charges_v1_StatementRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_StatementTotalsResponse__Output>): grpc.ClientUnaryCall;
  StatementTotals(argument: _pix_charges_v1_StatementRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_StatementTotalsResponse__Output>): grpc.ClientUnaryCall;
  StatementTotals(argument: _pix_charges_v1_StatementRequest, callback: grpc.requestCallback<_pix_charges_v1_StatementTotalsResponse__Output>): grpc.ClientUnaryCall;
  statementTotals(argument: _pix_charges_v1_StatementRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_StatementTotalsResponse__Output>): grpc.ClientUnaryCall;
  statementTotals(argument: _pix_charges_v1_StatementRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_StatementTotalsResponse__Output>): grpc.ClientUnaryCall;
  statementTotals(argument: _pix_charges_v1_StatementRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_StatementTotalsResponse__Output>): grpc.ClientUnaryCall;
  statementTotals(argument: _pix_charges_v1_StatementRequest, callback: grpc.requestCallback<_pix_charges_v1_StatementTotalsResponse__Output>): grpc.ClientUnaryCall;
  
}

export interface ChargesStatementHandlers extends grpc.UntypedServiceImplementation {
  ExportStatement: grpc.handleServerStreamingCall<_pix_charges_v1_StatementRequest__Output, _pix_charges_v1_StatementPage>;
  
  ListStatement: grpc.handleUnaryCall<_pix_charges_v1_StatementRequest__Output, _pix_charges_v1_StatementPage>;
  
  StatementTotals: grpc.handleUnaryCall<_pix_charges_v1_StatementRequest__Output, _pix_charges_v1_StatementTotalsResponse>;
  
}

export interface ChargesStatementDefinition extends grpc.ServiceDefinition {
  ExportStatement: MethodDefinition<_pix_charges_v1_StatementRequest, _pix_charges_v1_StatementPage, _pix_charges_v1_StatementRequest__Output, _pix_charges_v1_StatementPage__Output>
  ListStatement: MethodDefinition<_pix_charges_v1_StatementRequest, _pix_charges_v1_StatementPage, _pix_charges_v1_StatementRequest__Output, _pix_charges_v1_StatementPage__Output>
  StatementTotals: MethodDefinition<_pix_charges_v1_StatementRequest, _pix_charges_v1_StatementTotalsResponse, _pix_charges_v1_StatementRequest__Output, _pix_charges_v1_StatementTotalsResponse__Output>
}

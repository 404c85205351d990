// Original file: proto/charges/v1/lists.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { ListChargesByPeriodRequest as _pix_charges_v1_ListChargesByPeriodRequest, ListChargesByPeriodRequest__Output as _pix_charges_v1_ListChargesByPeriodRequest__Output } from '../../../pix/charges/v1/ListChargesByPeriodRequest';
import type { ListChargesByPeriodResponse as _pix_charges_v1_ListChargesByPeriodResponse, ListChargesByPeriodResponse__Output as _pix_charges_v1_ListChargesByPeriodResponse__Output } from '../../../pix/charges/v1/ListChargesByPeriodResponse';
import type { ListPixReceivedRequest as _pix_charges_v1_ListPixReceivedRequest, ListPixReceivedRequest__Output as _pix_charges_v1_ListPixReceivedRequest__Output } from '../../../pix/charges/v1/ListPixReceivedRequest';
import type { ListPixReceivedResponse as _pix_charges_v1_ListPixReceivedResponse, ListPixReceivedResponse__Output as _pix_charges_v1_ListPixReceivedResponse__Output } from '../../../pix/charges/v1/ListPixReceivedResponse';
import type { ListRefundsOfChargesRequest as _pix_charges_v1_ListRefundsOfChargesRequest, ListRefundsOfChargesRequest__Output as _pix_charges_v1_ListRefundsOfChargesRequest__Output } from '../../../pix/charges/v1/ListRefundsOfChargesRequest';
import type { ListRefundsResponse as _pix_charges_v1_ListRefundsResponse, ListRefundsResponse__Output as _pix_charges_v1_ListRefundsResponse__Output } from '../../../pix/charges/v1/ListRefundsResponse';

export interface ChargesListsClient extends grpc.Client {
  ListChargesByPeriod(argument: _pix_charges_v1_ListChargesByPeriodRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_ListChargesByPeriodResponse__Output>): grpc.ClientUnaryCall;
  ListChargesByPeriod(argument: _pix_charges_v1_ListChargesByPeriodRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_ListChargesByPeriodResponse__Output>): grpc.ClientUnaryCall;
  ListChargesByPeriod(argument: _pix_charges_v1_ListChargesByPeriodRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_ListChargesByPeriodResponse__Output>): grpc.ClientUnaryCall;
  ListChargesByPeriod(argument: _pix_charges_v1_ListChargesByPeriodRequest, callback: grpc.requestCallback<_pix_charges_v1_ListChargesByPeriodResponse__Output>): grpc.ClientUnaryCall;
  listChargesByPeriod(argument: _pix_charges_v1_ListChargesByPeriodRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_ListChargesByPeriodResponse__Output>): grpc.ClientUnaryCall;
  listChargesByPeriod(argument: _pix_charges_v1_ListChargesByPeriodRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_ListChargesByPeriodResponse__Output>): grpc.ClientUnaryCall;
  listChargesByPeriod(argument: _pix_charges_v1_ListChargesByPeriodRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_ListChargesByPeriodResponse__Output>): grpc.ClientUnaryCall;
  listChargesByPeriod(argument: _pix_charges_v1_ListChargesByPeriodRequest, callback: grpc.requestCallback<_pix_charges_v1_ListChargesByPeriodResponse__Output>): grpc.ClientUnaryCall;
  
  ListPixReceived(argument: _pix_charges_v1_ListPixReceivedRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_ListPixReceivedResponse__Output>): grpc.ClientUnaryCall;
  ListPixReceived(argument: _pix_charges_v1_ListPixReceivedRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_ListPixReceivedResponse__Output>): grpc.ClientUnaryCall;
  ListPixReceived(argument: _pix_charges_v1_ListPixReceivedRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_ListPixReceivedResponse__Output>): grpc.ClientUnaryCall;
  ListPixReceived(argument: _pix_charges_v1_ListPixReceivedRequest, callback: grpc.requestCallback<_pix_charges_v1_ListPixReceivedResponse__Output>): grpc.ClientUnaryCall;
  listPixReceived(argument: _pix_charges_v1_ListPixReceivedRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_ListPixReceivedResponse__Output>): grpc.ClientUnaryCall;
  listPixReceived(argument: _pix_charges_v1_ListPixReceivedRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_ListPixReceivedResponse__Output>): grpc.ClientUnaryCall;
  listPixReceived(argument: _pix_charges_v1_ListPixReceivedRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_ListPixReceivedResponse__Output>): grpc.ClientUnaryCall;
  listPixReceived(argument: _pix_charges_v1_ListPixReceivedRequest, callback: grpc.requestCallback<_pix_charges_v1_ListPixReceivedResponse__Output>): grpc.ClientUnaryCall;
  
  ListRefundsOfCharges(argument: _pix_charges_v1_ListRefundsOfChargesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_ListRefundsResponse__Output>): grpc.ClientUnaryCall;
  ListRefundsOfCharges(argument: _pix_charges_v1_ListRefundsOfChargesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_ListRefundsResponse__Output>): grpc.ClientUnaryCall;
  ListRefundsOfCharges(argument: _pix_charges_v1_ListRefundsOfChargesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_ListRefundsResponse__Output>): grpc.ClientUnaryCall;
  ListRefundsOfCharges(argument: _pix_charges_v1_ListRefundsOfChargesRequest, callback: grpc.requestCallback<_pix_charges_v1_ListRefundsResponse__Output>): grpc.ClientUnaryCall;
  listRefundsOfCharges(argument: _pix_charges_v1_ListRefundsOfChargesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_ListRefundsResponse__Output>): grpc.ClientUnaryCall;
  listRefundsOfCharges(argument: _pix_charges_v1_ListRefundsOfChargesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_pix_charges_v1_ListRefundsResponse__Output>): grpc.ClientUnaryCall;
  listRefundsOfCharges(argument: _pix_charges_v1_ListRefundsOfChargesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_pix_charges_v1_ListRefundsResponse__Output>): grpc.ClientUnaryCall;
  listRefundsOfCharges(argument: _pix_charges_v1_ListRefundsOfChargesRequest, callback: grpc.requestCallback<_pix_charges_v1_ListRefundsResponse__Output>): grpc.ClientUnaryCall;
  
}

export interface ChargesListsHandlers extends grpc.UntypedServiceImplementation {
  ListChargesByPeriod: grpc.handleUnaryCall<_pix_charges_v1_ListChargesByPeriodRequest__Output, _pix_charges_v1_ListChargesByPeriodResponse>;
  
  ListPixReceived: grpc.handleUnaryCall<_pix_charges_v1_ListPixReceivedRequest__Output, _pix_charges_v1_ListPixReceivedResponse>;
  
  ListRefundsOfCharges: grpc.handleUnaryCall<_pix_charges_v1_ListRefundsOfChargesRequest__Output, _pix_charges_v1_ListRefundsResponse>;
  
}

export interface ChargesListsDefinition extends grpc.ServiceDefinition {
  ListChargesByPeriod: MethodDefinition<_pix_charges_v1_ListChargesByPeriodRequest, _pix_charges_v1_ListChargesByPeriodResponse, _pix_charges_v1_ListChargesByPeriodRequest__Output, _pix_charges_v1_ListChargesByPeriodResponse__Output>
  ListPixReceived: MethodDefinition<_pix_charges_v1_ListPixReceivedRequest, _pix_charges_v1_ListPixReceivedResponse, _pix_charges_v1_ListPixReceivedRequest__Output, _pix_charges_v1_ListPixReceivedResponse__Output>
  ListRefundsOfCharges: MethodDefinition<_pix_charges_v1_ListRefundsOfChargesRequest, _pix_charges_v1_ListRefundsResponse, _pix_charges_v1_ListRefundsOfChargesRequest__Output, _pix_charges_v1_ListRefundsResponse__Output>
}

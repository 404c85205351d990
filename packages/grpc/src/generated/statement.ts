import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { ChargesStatementClient as _pix_charges_v1_ChargesStatementClient, ChargesStatementDefinition as _pix_charges_v1_ChargesStatementDefinition } from './pix/charges/v1/ChargesStatement';
import type { StatementEntry as _pix_charges_v1_StatementEntry, StatementEntry__Output as _pix_charges_v1_StatementEntry__Output } from './pix/charges/v1/StatementEntry';
import type { StatementPage as _pix_charges_v1_StatementPage, StatementPage__Output as _pix_charges_v1_StatementPage__Output } from './pix/charges/v1/StatementPage';
import type { StatementRequest as _pix_charges_v1_StatementRequest, StatementRequest__Output as _pix_charges_v1_StatementRequest__Output } from './pix/charges/v1/StatementRequest';
import type { StatementTotalsResponse as _pix_charges_v1_StatementTotalsResponse, StatementTotalsResponse__Output as _pix_charges_v1_StatementTotalsResponse__Output } from './pix/charges/v1/StatementTotalsResponse';
import type { StatementTypeTotal as _pix_charges_v1_StatementTypeTotal, StatementTypeTotal__Output as _pix_charges_v1_StatementTypeTotal__Output } from './pix/charges/v1/StatementTypeTotal';
import type { ValueComponents as _pix_charges_v1_ValueComponents, ValueComponents__Output as _pix_charges_v1_ValueComponents__Output } from './pix/charges/v1/ValueComponents';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  pix: {
    charges: {
      v1: {
        ChargesStatement: SubtypeConstructor<typeof grpc.Client, _pix_charges_v1_ChargesStatementClient> & { service: _pix_charges_v1_ChargesStatementDefinition }
        StatementEntry: MessageTypeDefinition<_pix_charges_v1_StatementEntry, _pix_charges_v1_StatementEntry__Output>
        StatementPage: MessageTypeDefinition<_pix_charges_v1_StatementPage, _pix_charges_v1_StatementPage__Output>
        StatementRequest: MessageTypeDefinition<_pix_charges_v1_StatementRequest, _pix_charges_v1_StatementRequest__Output>
        StatementTotalsResponse: MessageTypeDefinition<_pix_charges_v1_StatementTotalsResponse, _pix_charges_v1_StatementTotalsResponse__Output>
        StatementTypeTotal: MessageTypeDefinition<_pix_charges_v1_StatementTypeTotal, _pix_charges_v1_StatementTypeTotal__Output>
        ValueComponents: MessageTypeDefinition<_pix_charges_v1_ValueComponents, _pix_charges_v1_ValueComponents__Output>
      }
    }
  }
}


import { servicePrincipal, type Environment, type ServiceClient } from "@pix/grpc";

export interface PaidTotals {
  receivedCents: number;
  feesCents: number;
}

export interface PaidTotalsPort {
  get(storeId: string, environment: Environment): Promise<PaidTotals>;
}

/** Charges' PaidTotals, asked as the store itself in that environment (a service principal minted for it). */
export class GrpcPaidTotals implements PaidTotalsPort {
  constructor(private readonly charges: ServiceClient) {}

  async get(storeId: string, environment: Environment): Promise<PaidTotals> {
    const r = await this.charges.call("PaidTotals", {}, { principal: servicePrincipal(storeId, environment) });
    return { receivedCents: Number(r.received_cents), feesCents: Number(r.fees_cents) };
  }
}

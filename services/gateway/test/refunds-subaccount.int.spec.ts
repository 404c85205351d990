import { refundSuite } from "./refund-support";

/** Refunds (issue 24), subaccount mode (CONTA_UNICA=false): the store's subaccount returns; the fee rule applies. */
describe("refunds, subaccounts", () => refundSuite("subaccount"));

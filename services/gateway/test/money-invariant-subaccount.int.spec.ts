import { invariantSuite } from "./money-invariant-support";

/** One invariant per payment (issue 32), subaccount mode (CONTA_UNICA=false). */
describe("money invariant, subaccounts", () => invariantSuite("subaccount"));

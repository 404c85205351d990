import { refundSuite } from "./refund-support";

/** Refunds (issue 24), single-account mode (CONTA_UNICA, the default): the main account receives and returns. */
describe("refunds, single account", () => refundSuite("single"));

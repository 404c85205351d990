import { invariantSuite } from "./money-invariant-support";

/** One invariant per payment (issue 32), single-account mode (CONTA_UNICA, the default). */
describe("money invariant, single account", () => invariantSuite("single"));

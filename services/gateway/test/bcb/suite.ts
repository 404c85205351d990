/**
 * What every BCB API spec (bcb-api-pix*.int.spec.ts) starts before its tests: the stack (its services
 * and settings are the spec's), the engine's notices connected, the team, the spec's oracle and a real
 * webhook receiver; and the generated client a merchant's token drives.
 */
import { client, signUpTeam, startStack, type StackOptions } from "../stack";
import type { ChargesExtras } from "../stack/charges";
import { startReceiver, type Receiver } from "../webhook-support";
import { bcbClient, startOracle, type Oracle } from "./conformance";
import { bcbBase, bcbToken, type BcbMerchant, type BcbWorld } from "./merchant";

export interface BcbSuite extends BcbWorld {
  oracle: Oracle;
  receiver: Receiver;
}

export async function startBcbSuite(options: StackOptions): Promise<BcbSuite> {
  const stack = await startStack(options);
  const http = client(stack.url);
  const extras = stack.extras.charges as ChargesExtras;
  await extras.connectNotices(stack.url);
  const team = await signUpTeam(stack, http);
  const [oracle, receiver] = await Promise.all([startOracle(), startReceiver()]);
  return { stack, http, extras, team, oracle, receiver };
}

export async function closeBcbSuite(suite: Partial<Pick<BcbSuite, "stack" | "receiver">>): Promise<void> {
  await suite.receiver?.close();
  await suite.stack?.close();
}

/** The generated client with a token of `m`'s API key (its scopes, or only `scope`), each answer checked against the spec. */
export async function bcbApi(suite: Pick<BcbSuite, "stack" | "oracle">, m: BcbMerchant, scope?: string) {
  const t = await bcbToken(suite.stack, m.apiKey.id, m.apiKey.key, { grant_type: "client_credentials", ...(scope && { scope }) });
  expect(t.status).toBe(200);
  return bcbClient(bcbBase(suite.stack), suite.oracle, () => t.body.access_token);
}
export type BcbApi = Awaited<ReturnType<typeof bcbApi>>;

import { get } from "node:http";
import { HttpPaymentEngine } from "@pix/charges/src/shared/payment-engine/http-payment-engine";
import { startPaymentEngine, type RunningPaymentEngine } from "@pix/emulator-payment-engine";
import type { StackContext } from "./context";

/** The test and the live engine: two emulator instances, each with its own main account and notice token. */
export interface TestEngines {
  test: RunningPaymentEngine;
  live: RunningPaymentEngine;
  noticeTokens: { test: string; live: string };
  /** The service's fee wallet at each engine (a subaccount of that engine's main account). */
  serviceWallets: { test: string; live: string };
  /** Env of a service calling both engines (charges, onboarding). */
  serviceEnv: Record<string, string>;
  /** Env of the gateway (both notice tokens). */
  gatewayEnv: Record<string, string>;
  /** Points both engines' notices at the gateway's POST /notices/payment-engine. */
  connectNotices(gatewayUrl: string): Promise<void>;
}

const NOTICE_TOKENS = { test: "test-notice-token-0123456789abcdef", live: "live-notice-token-0123456789abcdef" };

/** Started once per stack, by whichever service needs them first. */
export async function stackEngines(ctx: StackContext): Promise<TestEngines> {
  if (ctx.extras.engines) return ctx.extras.engines as TestEngines;
  const start = async (token: string) => {
    const engine = await startPaymentEngine({ noticeToken: token });
    ctx.onClose(() => engine.close());
    const root = new HttpPaymentEngine({ baseUrl: engine.url, apiKey: engine.apiKey });
    const wallet = await root.createSubaccount({ name: "Pix Gateway Taxas", email: "taxas@pix.test", cpfCnpj: "11222333000181" });
    await root.close();
    return { engine, wallet: wallet.walletId };
  };
  const [test, live] = [await start(NOTICE_TOKENS.test), await start(NOTICE_TOKENS.live)];
  const engines: TestEngines = {
    test: test.engine,
    live: live.engine,
    noticeTokens: NOTICE_TOKENS,
    serviceWallets: { test: test.wallet, live: live.wallet },
    serviceEnv: {
      ENGINE_URL: test.engine.url, ENGINE_API_KEY: test.engine.apiKey, ENGINE_NOTICE_TOKEN: NOTICE_TOKENS.test,
      ENGINE_LIVE_URL: live.engine.url, ENGINE_LIVE_API_KEY: live.engine.apiKey, ENGINE_LIVE_NOTICE_TOKEN: NOTICE_TOKENS.live,
    },
    gatewayEnv: { ENGINE_NOTICE_TOKEN: NOTICE_TOKENS.test, ENGINE_LIVE_NOTICE_TOKEN: NOTICE_TOKENS.live },
    connectNotices: async (gatewayUrl) => {
      for (const e of [test.engine, live.engine]) await e.setNoticeConfig({ noticeUrl: `${gatewayUrl}/notices/payment-engine` });
    },
  };
  ctx.extras.engines = engines;
  return engines;
}

/** The main account's Pix key as the engine lists it (GET /v3/pix/addressKeys): single-account mode's key. */
export async function mainPixKeyOf(engine: RunningPaymentEngine): Promise<string> {
  // A connection of its own (agent: false): a pooled keep-alive connection, idle while the spec's setup
  // parsed the BCB spec, was reset by the engine under load (ECONNRESET on the first read).
  const body = await new Promise<string>((resolve, reject) => {
    get(`${engine.url}/v3/pix/addressKeys`, { agent: false, headers: { access_token: engine.apiKey } }, (res) => {
      let text = "";
      res.setEncoding("utf8").on("data", (chunk: string) => (text += chunk)).on("end", () => resolve(text)).on("error", reject);
    }).on("error", reject);
  });
  return (JSON.parse(body) as { data: { key: string; status: string }[] }).data.find((k) => k.status === "ACTIVE")!.key;
}

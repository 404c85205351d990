import { startPaymentEngine, type RunningPaymentEngine } from "@pix/emulator-payment-engine";
import { client, signUp, signUpConfirmed, signUpVerified, startStack, Stack } from "./stack";
import type { ChargesExtras } from "./stack/charges";
import { mainPixKeyOf } from "./stack/engines";
import type { IdentityExtras } from "./stack/identity";
import { companyDataFor, type OnboardingExtras } from "./stack/onboarding";
import { bcbClient, startOracle } from "./bcb/conformance";
import { bcbBase, bcbToken, problemType, txidOf } from "./bcb/merchant";
import { until } from "./refund-support";

/** Single-account mode, and an environment whose engine is not configured on the server. */
const VIEW_KEYS = [
  "existe", "account_id", "wallet_id", "status", "environment", "webhook_registered", "pix_key", "pix_key_status", "fee_percent", "fee_fixed",
  "aprovacao", "conta_unica", "configuracao_pendente", "provedor_configurado", "modo", "mensagem",
].sort();

describe("single-account mode (CONTA_UNICA=true)", () => {
  let stack: Stack;
  let http: ReturnType<typeof client>;
  beforeAll(async () => {
    stack = await startStack({ services: ["onboarding", "charges"] });
    http = client(stack.url);
  });
  afterAll(async () => stack?.close());

  it("reports every key of 2.5, null where it does not apply, approved, modo conta_unica, the main account's Pix key", async () => {
    const { accessToken } = await signUp(http);
    const r = await http("GET", "/receiving-account", { token: accessToken });
    expect(r.status).toBe(200);
    expect(Object.keys(r.body.data).sort()).toEqual(VIEW_KEYS);
    expect(r.body.data).toEqual({
      existe: false, account_id: null, wallet_id: null, status: "approved", environment: "test", webhook_registered: null,
      pix_key: await mainPixKeyOf((stack.extras.charges as ChargesExtras).engine), pix_key_status: "ACTIVE",
      fee_percent: null, fee_fixed: null, aprovacao: null, conta_unica: true, configuracao_pendente: false,
      provedor_configurado: true, modo: "conta_unica", mensagem: expect.any(String),
    });
  });

  it("shows each environment's own main key: live's is the live engine's", async () => {
    const m = await signUpConfirmed(stack, http);
    await (stack.extras.identity as IdentityExtras).setProductionStatus(m.user.id, "approved");
    const live = (await http("POST", "/auth/environment", { token: m.accessToken, body: { environment: "live" } })).body.data.accessToken;
    const engines = stack.extras.charges as ChargesExtras;
    const [testKey, liveKey] = [await mainPixKeyOf(engines.engine), await mainPixKeyOf(engines.engineLive)];
    expect(liveKey).not.toBe(testKey);
    expect((await http("GET", "/receiving-account", { token: live })).body.data).toMatchObject({ environment: "live", conta_unica: true, pix_key: liveKey });
    expect((await http("GET", "/receiving-account", { token: m.accessToken })).body.data).toMatchObject({ environment: "test", pix_key: testKey });
  });

  it("answers POST /receiving-account with 200 and that same view, creating nothing, with no company data at all", async () => {
    const { user, accessToken } = await signUp(http);
    const before = (await http("GET", "/receiving-account", { token: accessToken })).body.data;
    const post = await http("POST", "/receiving-account", { token: accessToken });
    expect(post.status).toBe(200);
    expect(post.body.data).toEqual(before);
    const approval = await http("POST", "/receiving-account/approval", { token: accessToken });
    expect(approval.status).toBe(200);
    expect(approval.body.data).toEqual(before);
    const rows = await (stack.extras.onboarding as OnboardingExtras).query("SELECT id FROM receiving_accounts WHERE store_id = $1", [user.id]);
    expect(rows).toEqual([]);
    // Issuing goes to the main account, no subaccount needed.
    expect((await http("POST", "/pix", { token: accessToken, body: { amount: 10 } })).status).toBe(201);
  });
});

/**
 * Onboarding's test engine is an emulator of this spec's (charges keeps the stack's), down from the start:
 * the main account's key cannot be read.
 */
describe("single-account mode while the engine does not answer", () => {
  let stack: Stack;
  let http: ReturnType<typeof client>;
  let engine: RunningPaymentEngine;
  beforeAll(async () => {
    engine = await startPaymentEngine({});
    await engine.failNext({ count: 1_000_000, status: 503 });
    stack = await startStack({
      services: ["onboarding", "charges"],
      env: { onboarding: { ENGINE_URL: engine.url, ENGINE_API_KEY: engine.apiKey, PLATFORM_PIX_KEY_RETRY_MS: "300" } },
    });
    http = client(stack.url);
  });
  afterAll(async () => {
    await stack?.close();
    await engine?.close();
  });

  it("shows pix_key null (200, never a 500); the BCB API answers 503 ServicoIndisponivel; once the engine answers, the key, read once and kept", async () => {
    const m = await signUpVerified(stack, http);
    for (let i = 0; i < 3; i++) {
      const r = await http("GET", "/receiving-account", { token: m.accessToken });
      expect({ status: r.status, pix_key: r.body.data.pix_key, conta_unica: r.body.data.conta_unica }).toEqual({ status: 200, pix_key: null, conta_unica: true });
    }
    const apiKey = (await http("POST", "/api-keys", { token: m.accessToken, body: { name: "ERP banco", environment: "test" } })).body.data;
    const token = await bcbToken(stack, apiKey.id, apiKey.key);
    const api = bcbClient(bcbBase(stack), await startOracle(), () => token.body.access_token);
    const cob = await api.PUT("/cob/{txid}", { params: { path: { txid: txidOf() } }, body: { calendario: { expiracao: 600 }, valor: { original: "10.00" }, chave: "qualquer@chave.test" } });
    expect(cob.response.status).toBe(503);
    expect(cob.error).toMatchObject({ type: problemType("ServicoIndisponivel"), detail: expect.stringMatching(/tente novamente/) });

    await engine.failNext({ count: 0 }); // the engine is back
    const mainKey = await mainPixKeyOf(engine);
    const shown = await until(async () => (await http("GET", "/receiving-account", { token: m.accessToken })).body.data.pix_key, 10_000);
    expect(shown).toBe(mainKey);

    // Kept: with one failure armed, views keep showing the key and none of them asks the engine (the failure is still there).
    await engine.failNext({ count: 1, status: 503 });
    for (let i = 0; i < 3; i++) expect((await http("GET", "/receiving-account", { token: m.accessToken })).body.data.pix_key).toBe(mainKey);
    expect((await fetch(`${engine.url}/v3/pix/addressKeys`, { headers: { access_token: engine.apiKey } })).status).toBe(503);
  }, 60_000);
});

describe("an environment whose engine is not configured", () => {
  let stack: Stack;
  let http: ReturnType<typeof client>;
  const noLive = { ENGINE_LIVE_URL: "", ENGINE_LIVE_API_KEY: "" };
  beforeAll(async () => {
    stack = await startStack({ services: ["onboarding", "charges"], env: { onboarding: { CONTA_UNICA: "false", ...noLive }, charges: noLive } });
    http = client(stack.url);
  });
  afterAll(async () => stack?.close());

  it("answers POST /receiving-account and POST /pix with a short plain sentence; the test engine still works", async () => {
    const m = await signUpConfirmed(stack, http);
    (stack.extras.onboarding as OnboardingExtras).setCompanyData(m.user.id, companyDataFor("sem-live"));
    await (stack.extras.identity as IdentityExtras).setProductionStatus(m.user.id, "approved");
    const live = (await http("POST", "/auth/environment", { token: m.accessToken, body: { environment: "live" } })).body.data.accessToken;
    const liveKey = (await http("POST", "/api-keys", { token: live, body: { name: "prod", environment: "live" } })).body.data.key;

    const view = (await http("GET", "/receiving-account", { token: live })).body.data;
    expect(view).toMatchObject({ environment: "live", existe: false, provedor_configurado: false, configuracao_pendente: true });

    const account = await http("POST", "/receiving-account", { token: live });
    expect(account.status).toBe(503);
    expect(account.body).toEqual({ error: { message: "A conta de recebimento está indisponível no momento.", codigo: "SERVICO_INDISPONIVEL" } });
    const pix = await http("POST", "/pix", { token: liveKey, body: { amount: 10 } });
    expect(pix.status).toBe(503);
    expect(pix.body).toEqual({ error: { message: "A emissão de Pix está indisponível no momento.", codigo: "SERVICO_INDISPONIVEL" } });

    expect((await http("GET", "/receiving-account", { token: m.accessToken })).body.data.provedor_configurado).toBe(true);
    expect((await http("POST", "/receiving-account", { token: m.accessToken })).status).toBe(201);
  });
});

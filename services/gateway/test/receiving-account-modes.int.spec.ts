import { client, signUp, signUpConfirmed, startStack, Stack } from "./stack";
import type { IdentityExtras } from "./stack/identity";
import { companyDataFor, type OnboardingExtras } from "./stack/onboarding";

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

  it("reports every key of 2.5, null where it does not apply, approved, modo conta_unica", async () => {
    const { accessToken } = await signUp(http);
    const r = await http("GET", "/receiving-account", { token: accessToken });
    expect(r.status).toBe(200);
    expect(Object.keys(r.body.data).sort()).toEqual(VIEW_KEYS);
    expect(r.body.data).toEqual({
      existe: false, account_id: null, wallet_id: null, status: "approved", environment: "test", webhook_registered: null, pix_key: null,
      pix_key_status: null, fee_percent: null, fee_fixed: null, aprovacao: null, conta_unica: true, configuracao_pendente: false,
      provedor_configurado: true, modo: "conta_unica", mensagem: expect.any(String),
    });
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

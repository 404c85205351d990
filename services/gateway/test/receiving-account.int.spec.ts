import { engineKeyContext, SecretBox } from "@pix/onboarding/src/domain/secret-box";
import { HttpPaymentEngine } from "@pix/charges/src/shared/payment-engine/http-payment-engine";
import type { RunningPaymentEngine } from "@pix/emulator-payment-engine";
import { client, confirmOwnEmail, signUp, startStack, Stack } from "./stack";
import type { ChargesExtras } from "./stack/charges";
import type { TestEngines } from "./stack/engines";
import type { IdentityExtras } from "./stack/identity";
import { companyDataFor, ENGINE_KEY_SECRET, type OnboardingExtras } from "./stack/onboarding";

/**
 * The receiving account through the gateway, in subaccount mode, against a test and a live engine
 * (two emulator instances): creation under the merchant's company, the view of contract 2.5, the
 * four approval fronts and their notices (repeated, out of order, of either engine), the refresh,
 * and live issuing with the service's fee split. Every response and log line is kept, to prove the
 * subaccount's engine key never leaves onboarding's database, and there only sealed.
 */
const VIEW_KEYS = [
  "existe", "account_id", "wallet_id", "status", "environment", "webhook_registered", "pix_key", "pix_key_status", "fee_percent", "fee_fixed",
  "aprovacao", "conta_unica", "configuracao_pendente", "provedor_configurado", "modo", "mensagem",
].sort();
const APROVACAO_KEYS = [
  "aprovada", "conferida", "geral", "dados_comerciais", "conta_bancaria", "documentos", "conferida_em", "link_documentos", "link_documentos_qr", "motivos_recusa",
].sort();
const FRONTS = ["geral", "dados_comerciais", "conta_bancaria", "documentos"];

let stack: Stack;
let http: ReturnType<typeof client>;
let onboarding: OnboardingExtras;
let charges: ChargesExtras;
let engines: TestEngines;
const logLines: string[] = [];
const responses: string[] = [];

beforeAll(async () => {
  stack = await startStack({
    services: ["onboarding", "charges"],
    env: { onboarding: { CONTA_UNICA: "false" } },
    logSink: { write: (line) => void logLines.push(line) },
  });
  const raw = client(stack.url);
  // Every response body of the run, for the "key never returned" check.
  http = async (...args) => {
    const r = await raw(...args);
    responses.push(JSON.stringify(r.body ?? ""));
    return r;
  };
  onboarding = stack.extras.onboarding as OnboardingExtras;
  charges = stack.extras.charges as ChargesExtras;
  engines = stack.extras.engines as TestEngines;
  await engines.connectNotices(stack.url);
});
afterAll(async () => {
  await stack?.close();
});

let seq = 0;
/** A merchant whose onboarding answers are complete (through onboarding's company-data port). */
async function merchant() {
  const m = await signUp(http);
  onboarding.setCompanyData(m.user.id, companyDataFor(seq++));
  return m;
}

/** A session switched to live: production approved (identity's test extras; the team queue is another part). */
async function liveSession(m: { user: { id: string }; accessToken: string }) {
  await (stack.extras.identity as IdentityExtras).setProductionStatus(m.user.id, "approved");
  const r = await http("POST", "/auth/environment", { token: m.accessToken, body: { environment: "live" } });
  expect(r.status).toBe(200);
  return r.body.data.accessToken as string;
}

const view = async (token: string) => {
  const r = await http("GET", "/receiving-account", { token });
  expect(r.status).toBe(200);
  return r.body.data;
};

async function approveAllFronts(engine: RunningPaymentEngine, accountId: string) {
  for (const front of FRONTS) expect((await engine.approveFront(accountId, front)).delivery.status).toBe(200);
}

const postNotice = (token: string, body: unknown) =>
  http("POST", "/notices/payment-engine", { headers: { "asaas-access-token": token }, raw: JSON.stringify(body) });
const accountNotice = (accountId: string, event: string, general = "APPROVED") => ({
  id: `evt_forged_${seq++}`, event, dateCreated: new Date().toISOString(),
  accountStatus: { id: accountId, general, commercialInfo: general, bankAccountInfo: general, documentation: general },
});

describe("GET /receiving-account before any account", () => {
  it("answers every key of 2.5 with existe false, the fee and provedor_configurado", async () => {
    const { accessToken } = await merchant();
    const v = await view(accessToken);
    expect(Object.keys(v).sort()).toEqual(VIEW_KEYS);
    expect(v).toMatchObject({
      existe: false, account_id: null, wallet_id: null, status: null, environment: "test", aprovacao: null, conta_unica: false,
      configuracao_pendente: true, provedor_configurado: true, modo: "subconta", fee_percent: 1.99, fee_fixed: 0, mensagem: expect.any(String),
    });
  });
});

describe("POST /receiving-account", () => {
  it("answers 400 naming the company fields that are missing, and creates nothing", async () => {
    const { user, accessToken } = await signUp(http);
    const none = await http("POST", "/receiving-account", { token: accessToken });
    expect(none.status).toBe(400);
    expect(none.body.error.message).toMatch(/company.*cnpj.*company_type.*email.*phone.*address.*address_number.*province.*postal_code/);

    onboarding.setCompanyData(user.id, { ...companyDataFor("partial"), cnpj: "", postal_code: "  " });
    const partial = await http("POST", "/receiving-account", { token: accessToken });
    expect(partial.status).toBe(400);
    expect(partial.body.error.message).toMatch(/faltam: cnpj, postal_code$/);
    expect((await view(accessToken)).existe).toBe(false);
    expect(await onboarding.query("SELECT id FROM receiving_accounts WHERE store_id = $1", [user.id])).toEqual([]);
  });

  it("creates the subaccount at the test engine with a Pix key; a second call returns the same one", async () => {
    const { user, accessToken } = await merchant();
    const first = await http("POST", "/receiving-account", { token: accessToken });
    expect(first.status).toBe(201);
    const v = first.body.data;
    expect(Object.keys(v).sort()).toEqual(VIEW_KEYS);
    expect(Object.keys(v.aprovacao).sort()).toEqual(APROVACAO_KEYS);
    expect(v).toMatchObject({
      existe: true, account_id: expect.any(String), wallet_id: expect.any(String), status: "pending", environment: "test", webhook_registered: true,
      pix_key: expect.stringMatching(/^[0-9a-f-]{36}$/), pix_key_status: "ACTIVE", fee_percent: 1.99, fee_fixed: 0, conta_unica: false,
      configuracao_pendente: true, provedor_configurado: true, modo: "subconta",
      aprovacao: {
        aprovada: false, conferida: false, geral: "PENDING", dados_comerciais: "PENDING", conta_bancaria: "PENDING", documentos: "PENDING",
        conferida_em: null, link_documentos: `${engines.test.url}/onboarding/${v.account_id}`, link_documentos_qr: expect.stringMatching(/^data:image\/png;base64,/),
        motivos_recusa: null,
      },
    });

    const again = await http("POST", "/receiving-account", { token: accessToken });
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(v);
    const rows = await onboarding.query("SELECT account_id FROM receiving_accounts WHERE store_id = $1", [user.id]);
    expect(rows).toEqual([{ account_id: v.account_id }]);
    // The test engine holds it; the live engine does not.
    const rootOf = (e: RunningPaymentEngine) => new HttpPaymentEngine({ baseUrl: e.url, apiKey: e.apiKey });
    const [testRoot, liveRoot] = [rootOf(engines.test), rootOf(engines.live)];
    expect((await testRoot.getSubaccountStatus(v.account_id)).id).toBe(v.account_id);
    await expect(liveRoot.getSubaccountStatus(v.account_id)).rejects.toMatchObject({ status: 404 });
    await Promise.all([testRoot.close(), liveRoot.close()]);
  });

  it("creates one subaccount when two requests race", async () => {
    const { user, accessToken } = await merchant();
    const results = await Promise.all([1, 2, 3].map(() => http("POST", "/receiving-account", { token: accessToken })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 201]);
    const [{ account_id }] = await onboarding.query("SELECT account_id FROM receiving_accounts WHERE store_id = $1", [user.id]);
    expect((await view(accessToken)).account_id).toBe(account_id);
  });

  it("needs a session: an API key gets 403", async () => {
    const m = await merchant();
    await confirmOwnEmail(stack, m);
    const key = (await http("POST", "/api-keys", { token: m.accessToken, body: { name: "k", environment: "test" } })).body.data.key;
    expect((await http("POST", "/receiving-account", { token: key })).status).toBe(403);
    expect((await http("GET", "/receiving-account", { token: key })).status).toBe(200);
  });
});

describe("approval fronts and the engine's notices", () => {
  it("approves when the engine's four fronts are approved, through the notices of each front", async () => {
    const { accessToken } = await merchant();
    const { account_id } = (await http("POST", "/receiving-account", { token: accessToken })).body.data;
    await engines.test.approveFront(account_id, "dados_comerciais");
    expect((await view(accessToken)).aprovacao).toMatchObject({ dados_comerciais: "APPROVED", geral: "PENDING", aprovada: false });
    await approveAllFronts(engines.test, account_id);
    const v = await view(accessToken);
    expect(v).toMatchObject({ status: "approved", configuracao_pendente: false });
    expect(v.aprovacao).toMatchObject({
      aprovada: true, conferida: true, geral: "APPROVED", dados_comerciais: "APPROVED", conta_bancaria: "APPROVED", documentos: "APPROVED",
      conferida_em: expect.stringMatching(/Z$/), link_documentos: null, link_documentos_qr: null, motivos_recusa: null,
    });
  });

  it("reports a refused front as rejected with its reason", async () => {
    const { accessToken } = await merchant();
    const { account_id } = (await http("POST", "/receiving-account", { token: accessToken })).body.data;
    await engines.test.rejectFront(account_id, "documentos");
    const v = await view(accessToken);
    expect(v.status).toBe("rejected");
    expect(v.aprovacao).toMatchObject({ aprovada: false, documentos: "REJECTED", motivos_recusa: "Documentos: recusado" });
    await engines.test.rejectAccount(account_id);
    expect((await view(accessToken)).aprovacao).toMatchObject({ conferida: true, geral: "REJECTED", conferida_em: expect.any(String) });
  });

  it("keeps the right status whatever notices repeat or arrive late, in any order", async () => {
    const { accessToken } = await merchant();
    const { account_id } = (await http("POST", "/receiving-account", { token: accessToken })).body.data;
    await approveAllFronts(engines.test, account_id);
    const stale = ["ACCOUNT_STATUS_GENERAL_APPROVAL_PENDING", "ACCOUNT_STATUS_DOCUMENT_REJECTED", "ACCOUNT_STATUS_COMMERCIAL_INFO_EXPIRED", "ACCOUNT_STATUS_GENERAL_APPROVAL_REJECTED"];
    const late = await Promise.all(
      [...stale, ...stale].map((event) => postNotice(engines.noticeTokens.test, accountNotice(account_id, event, event.endsWith("APPROVED") ? "APPROVED" : "REJECTED"))),
    );
    expect(late.map((r) => r.status)).toEqual(late.map(() => 200));
    expect(late.map((r) => r.body.data.outcome)).toEqual(late.map(() => "applied"));
    expect((await view(accessToken)).status).toBe("approved");

    // A notice claiming approval does not approve: the engine is asked, and it says pending.
    const other = await merchant();
    const pending = (await http("POST", "/receiving-account", { token: other.accessToken })).body.data;
    for (let i = 0; i < 3; i++) await postNotice(engines.noticeTokens.test, accountNotice(pending.account_id, "ACCOUNT_STATUS_GENERAL_APPROVAL_APPROVED"));
    expect((await view(other.accessToken)).status).toBe("pending");
    // Then the real decisions, in another order than before (general first), each delivered twice.
    for (const front of ["geral", "documentos", "conta_bancaria", "dados_comerciais"]) {
      await engines.test.approveFront(pending.account_id, front);
      await postNotice(engines.noticeTokens.test, accountNotice(pending.account_id, "ACCOUNT_STATUS_GENERAL_APPROVAL_PENDING", "PENDING"));
    }
    expect((await view(other.accessToken)).status).toBe("approved");
  });

  it("attributes a notice to the engine whose token it carries, and refuses a wrong token", async () => {
    const { accessToken } = await merchant();
    const { account_id } = (await http("POST", "/receiving-account", { token: accessToken })).body.data;
    // The live engine's token names the live environment, where this test account does not exist.
    const live = await postNotice(engines.noticeTokens.live, accountNotice(account_id, "ACCOUNT_STATUS_GENERAL_APPROVAL_APPROVED"));
    expect(live.body.data.outcome).toBe("ignored");
    const wrong = await postNotice("not-the-token-0123456789abcdef", accountNotice(account_id, "ACCOUNT_STATUS_GENERAL_APPROVAL_APPROVED"));
    expect(wrong.status).toBe(401);
    const unknownEvent = await postNotice(engines.noticeTokens.test, accountNotice(account_id, "ACCOUNT_STATUS_SOMETHING_ELSE"));
    expect(unknownEvent.status).toBe(400);
  });

  it("POST /receiving-account/approval asks the engine now, without any notice", async () => {
    const { accessToken } = await merchant();
    expect((await http("POST", "/receiving-account/approval", { token: accessToken })).status).toBe(404);
    const { account_id } = (await http("POST", "/receiving-account", { token: accessToken })).body.data;
    await engines.test.setNoticeConfig({ noticeUrl: null });
    try {
      for (const front of FRONTS) expect((await engines.test.approveFront(account_id, front)).delivery.error).toBe("noticeUrl not configured");
      expect((await view(accessToken)).status).toBe("pending");
      const r = await http("POST", "/receiving-account/approval", { token: accessToken });
      expect(r.status).toBe(200);
      expect(r.body.data).toMatchObject({ status: "approved", aprovacao: { aprovada: true, geral: "APPROVED" } });
    } finally {
      await engines.connectNotices(stack.url);
    }
  });
});

describe("live: the live engine, and issuing as the approved subaccount", () => {
  it("creates and approves the live subaccount at the live engine, then issues a live charge with the fee split", async () => {
    const m = await merchant();
    const test = (await http("POST", "/receiving-account", { token: m.accessToken })).body.data;
    await confirmOwnEmail(stack, m);
    const live = await liveSession(m);
    const liveKey = (await http("POST", "/api-keys", { token: live, body: { name: "prod", environment: "live" } })).body.data.key;
    expect((await http("POST", "/pix", { token: liveKey, body: { amount: 100 } })).body.error.codigo).toBe("SUBCONTA_INEXISTENTE");

    const created = await http("POST", "/receiving-account", { token: live });
    expect(created.status).toBe(201);
    const v = created.body.data;
    expect(v).toMatchObject({ environment: "live", status: "pending" });
    expect(v.account_id).not.toBe(test.account_id);
    expect(v.aprovacao.link_documentos).toBe(`${engines.live.url}/onboarding/${v.account_id}`);
    expect((await http("POST", "/pix", { token: liveKey, body: { amount: 100 } })).body.error.codigo).toBe("SUBCONTA_NAO_APROVADA");

    await approveAllFronts(engines.live, v.account_id);
    expect((await view(live)).status).toBe("approved");
    expect((await view(m.accessToken)).status).toBe("pending"); // the test account is its own

    const pix = await http("POST", "/pix", { token: liveKey, body: { amount: 100, description: "Produção" } });
    expect(pix.status).toBe(201);
    // The live engine takes its 0.99 first; 1.99 % of the net 99.01 is 1.97: the engine's split value.
    expect(pix.body.data).toMatchObject({ environment: "live", amount: 100, fee_amount: 1.97, status: "pending" });
    const [{ engine_charge_id, engine_account_id }] = await charges.query("SELECT engine_charge_id, engine_account_id FROM charges WHERE txid = $1", [pix.body.data.txid]);
    expect(engine_account_id).toBe(v.account_id);
    const subKey = await sealedKeyOf(m.user.id, "live");
    const asSub = new HttpPaymentEngine({ baseUrl: engines.live.url, apiKey: subKey });
    expect((await asSub.getPixCharge(engine_charge_id)).split).toEqual([{ walletId: engines.serviceWallets.live, totalValueCents: 197 }]);
    await asSub.close();

    // Paid at the live engine: its notice (live token) settles the live charge.
    const { delivery } = await engines.live.pay(engine_charge_id);
    expect(delivery.status).toBe(200);
    let status = "";
    for (const until = Date.now() + 15_000; status !== "paid" && Date.now() < until; await new Promise((r) => setTimeout(r, 50))) {
      status = (await http("GET", `/pix/status?txid=${pix.body.data.txid}`, { token: liveKey })).body.data.status;
    }
    expect(status).toBe("paid");
  });

  it("issues a test charge as the approved test subaccount, at the test engine", async () => {
    const { accessToken } = await merchant();
    const { account_id } = (await http("POST", "/receiving-account", { token: accessToken })).body.data;
    await approveAllFronts(engines.test, account_id);
    const pix = await http("POST", "/pix", { token: accessToken, body: { amount: 42 } });
    expect(pix.status).toBe(201);
    expect(pix.body.data).toMatchObject({ environment: "test", fee_amount: 0.81 });
    const [{ engine_account_id }] = await charges.query("SELECT engine_account_id FROM charges WHERE txid = $1", [pix.body.data.txid]);
    expect(engine_account_id).toBe(account_id);
  });
});

/** The subaccount's key, opened from its sealed column as onboarding does (the test knows the stack's secret). */
async function sealedKeyOf(storeId: string, environment: "test" | "live"): Promise<string> {
  const [{ engine_api_key_enc }] = await onboarding.query("SELECT engine_api_key_enc FROM receiving_accounts WHERE store_id = $1 AND environment = $2", [storeId, environment]);
  return new SecretBox(ENGINE_KEY_SECRET).open(engine_api_key_enc, engineKeyContext(storeId, environment));
}

describe("the subaccount's engine key", () => {
  it("appears in no response, no log line and no plaintext column", async () => {
    const rows = await onboarding.query<{ store_id: string; environment: "test" | "live"; engine_api_key_enc: string }>(
      "SELECT store_id, environment, engine_api_key_enc FROM receiving_accounts WHERE engine_api_key_enc IS NOT NULL",
    );
    expect(rows.length).toBeGreaterThanOrEqual(5);
    expect(logLines.length).toBeGreaterThan(100); // the sink did receive the services' logs
    for (const row of rows) {
      const key = await sealedKeyOf(row.store_id, row.environment);
      expect(key).toMatch(/^\$aact_/);
      expect(row.engine_api_key_enc).toMatch(/^v1\./);
      expect(row.engine_api_key_enc).not.toContain(key);
      expect(responses.filter((r) => r.includes(key))).toEqual([]);
      expect(logLines.filter((l) => l.includes(key))).toEqual([]);
      const [asText] = await onboarding.query("SELECT count(*)::int AS n FROM receiving_accounts WHERE row_to_json(receiving_accounts)::text LIKE '%' || $1 || '%'", [key]);
      expect(asText.n).toBe(0);
    }
    // No subaccount key of any kind in any response or log line.
    expect(responses.filter((r) => r.includes("$aact_"))).toEqual([]);
    expect(logLines.filter((l) => l.includes("$aact_"))).toEqual([]);
  });
});

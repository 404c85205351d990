import { client, signUpConfirmed, startStack, Stack } from "./stack";
import type { ChargesExtras } from "./stack/charges";
import type { IdentityExtras } from "./stack/identity";
import { companyDataFor, type OnboardingExtras } from "./stack/onboarding";

/**
 * POST /receiving-account/simulate-approval: test mode's stand-in for the engine's review, so a merchant
 * in subaccount mode can issue test charges without the engine emulator's controls. Only the caller's
 * own test account, only with a session, never in live or in single-account mode.
 */
const SIMULATE = "/receiving-account/simulate-approval";
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("subaccount mode (CONTA_UNICA=false)", () => {
  let stack: Stack;
  let http: ReturnType<typeof client>;
  let onboarding: OnboardingExtras;
  let seq = 0;
  beforeAll(async () => {
    stack = await startStack({ services: ["onboarding", "charges"], env: { onboarding: { CONTA_UNICA: "false" } } });
    http = client(stack.url);
    onboarding = stack.extras.onboarding as OnboardingExtras;
  });
  afterAll(async () => stack?.close());

  async function merchant() {
    const m = await signUpConfirmed(stack, http);
    onboarding.setCompanyData(m.user.id, companyDataFor(`simulada-${seq++}`));
    return m;
  }
  const view = async (token: string) => (await http("GET", "/receiving-account", { token })).body.data;

  it("approves the pending test account as a real approval would, after which POST /pix issues as the subaccount", async () => {
    const m = await merchant();
    const created = await http("POST", "/receiving-account", { token: m.accessToken });
    expect(created.status).toBe(201);
    expect(created.body.data.status).toBe("pending");
    expect(created.body.data.mensagem).toMatch(/POST \/receiving-account\/simulate-approval/);
    const blocked = await http("POST", "/pix", { token: m.accessToken, body: { amount: 42 } });
    expect(blocked.status).toBe(409);
    expect(blocked.body.error.codigo).toBe("SUBCONTA_NAO_APROVADA");

    const r = await http("POST", SIMULATE, { token: m.accessToken });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({
      existe: true, account_id: created.body.data.account_id, status: "approved", environment: "test", configuracao_pendente: false, modo: "subconta",
      aprovacao: expect.objectContaining({ aprovada: true, conferida: true, geral: "APPROVED", link_documentos: null, conferida_em: expect.any(String) }),
    });
    // The same answer as a read of the account: the refresh stored the engine's status.
    expect(await view(m.accessToken)).toEqual(r.body.data);
    // Again: already approved, answered unchanged.
    const again = await http("POST", SIMULATE, { token: m.accessToken });
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(r.body.data);

    const pix = await http("POST", "/pix", { token: m.accessToken, body: { amount: 42 } });
    expect(pix.status).toBe(201);
    expect(pix.body.data).toMatchObject({ environment: "test", status: "pending" });
    const charges = stack.extras.charges as ChargesExtras;
    const [{ engine_account_id }] = await charges.query("SELECT engine_account_id FROM charges WHERE txid = $1", [pix.body.data.txid]);
    expect(engine_account_id).toBe(created.body.data.account_id);

    // Audited like the other receiving-account actions (once: the repeat changed nothing).
    let entries: any[] = [];
    for (const until = Date.now() + 15_000; !entries.length && Date.now() < until; await sleep(100)) {
      const audit = await http("GET", "/audit?limit=100", { token: m.accessToken });
      entries = (audit.body.data as any[]).filter((e) => e.action === "receiving_account.approval_simulated");
    }
    await sleep(300);
    entries = ((await http("GET", "/audit?limit=100", { token: m.accessToken })).body.data as any[]).filter((e) => e.action === "receiving_account.approval_simulated");
    expect(entries).toEqual([expect.objectContaining({ target: { type: "receiving_account", id: created.body.data.account_id }, summary: { status: "approved" } })]);
  });

  it("answers 404 saying to create the account first when there is none", async () => {
    const m = await merchant();
    const r = await http("POST", SIMULATE, { token: m.accessToken });
    expect(r.status).toBe(404);
    expect(r.body.error).toMatchObject({ codigo: "RECURSO_NAO_ENCONTRADO", recurso: "Conta de recebimento" });
    expect(r.body.error.message).toMatch(/crie-a primeiro.*POST \/receiving-account/);
  });

  it("acts only on the caller's own account: another store's call leaves yours pending", async () => {
    const a = await merchant();
    const mine = (await http("POST", "/receiving-account", { token: a.accessToken })).body.data;
    const b = await merchant();
    expect((await http("POST", SIMULATE, { token: b.accessToken })).status).toBe(404); // b has none, and a's is not found through b
    const theirs = (await http("POST", "/receiving-account", { token: b.accessToken })).body.data;
    const r = await http("POST", SIMULATE, { token: b.accessToken });
    expect(r.body.data).toMatchObject({ account_id: theirs.account_id, status: "approved" });
    expect(await view(a.accessToken)).toMatchObject({ account_id: mine.account_id, status: "pending" });
  });

  it("refuses an API key (a session-only account action) and a body with fields", async () => {
    const m = await merchant();
    await http("POST", "/receiving-account", { token: m.accessToken });
    const key = (await http("POST", "/api-keys", { token: m.accessToken, body: { name: "k", environment: "test" } })).body.data.key;
    const r = await http("POST", SIMULATE, { token: key });
    expect(r.status).toBe(403);
    expect(r.body.error.codigo).toBe("SESSAO_OBRIGATORIA");
    expect((await http("POST", SIMULATE, { token: m.accessToken, body: { status: "approved" } })).status).toBe(400);
    expect((await view(m.accessToken)).status).toBe("pending");
  });

  it("answers 409 SOMENTE_EM_TESTE in live, touching nothing", async () => {
    const m = await merchant();
    await (stack.extras.identity as IdentityExtras).setProductionStatus(m.user.id, "approved");
    const live = (await http("POST", "/auth/environment", { token: m.accessToken, body: { environment: "live" } })).body.data.accessToken;
    const created = await http("POST", "/receiving-account", { token: live });
    expect(created.body.data).toMatchObject({ environment: "live", status: "pending" });
    const r = await http("POST", SIMULATE, { token: live });
    expect(r.status).toBe(409);
    expect(r.body.error.codigo).toBe("SOMENTE_EM_TESTE");
    expect(r.body.error.message).toMatch(/em produção o provedor de pagamentos aprova/);
    expect((await view(live)).status).toBe("pending");
  });
});

describe("single-account mode (CONTA_UNICA=true)", () => {
  let stack: Stack;
  let http: ReturnType<typeof client>;
  beforeAll(async () => {
    stack = await startStack({ services: ["onboarding", "charges"] });
    http = client(stack.url);
  });
  afterAll(async () => stack?.close());

  it("answers 409 CONTA_UNICA_SEM_SUBCONTA: there is no subaccount to approve", async () => {
    const m = await signUpConfirmed(stack, http);
    const r = await http("POST", SIMULATE, { token: m.accessToken });
    expect(r.status).toBe(409);
    expect(r.body.error.codigo).toBe("CONTA_UNICA_SEM_SUBCONTA");
    expect(r.body.error.message).toMatch(/conta única/);
  });
});

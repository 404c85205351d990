import { readdir } from "node:fs/promises";
import { client, signUpTeam, signUpVerified, startStack, Stack } from "./stack";
import type { TestEngines } from "./stack/engines";
import type { IdentityExtras } from "./stack/identity";
import type { OnboardingExtras } from "./stack/onboarding";
import { ANSWERS, documents, requestProduction, sha256 } from "./production-support";

/**
 * Issue 23, item 2: once the team approved a store, the identity it reviewed (company, CNPJ,
 * responsible person, address, documents) does not change by itself. A write that would change it
 * is refused (409 DADOS_APROVADOS); a change is a request the team reviews, while the approved
 * identity stays in force (live keeps issuing, the receiving account is opened under it); the team
 * keeps every approval as it was made. Both modes: single account and subaccounts.
 */
const OTHER = {
  ...ANSWERS, responsible_name: "João Pereira", responsible_cpf: "111.444.777-35", company: "Outra Empresa Ltda", cnpj: "11.222.333/0001-81",
  address: "Rua Augusta", address_number: "500", complement: undefined, postal_code: "01305-000",
};
const APPROVED_CNPJ = "12ABC34501DE35";
const OTHER_CNPJ = "11222333000181";

describe.each([
  ["single-account mode", false],
  ["subaccount mode (CONTA_UNICA=false)", true],
])("an approved store's identity, %s", (_mode, subaccounts) => {
  let stack: Stack;
  let http: ReturnType<typeof client>;
  let team: Awaited<ReturnType<typeof signUpTeam>>;
  beforeAll(async () => {
    stack = await startStack({ services: ["onboarding", "charges"], env: subaccounts ? { onboarding: { CONTA_UNICA: "false" } } : {} });
    http = client(stack.url);
    team = await signUpTeam(stack, http);
  });
  afterAll(async () => stack?.close());

  const engines = () => stack.extras.engines as TestEngines;
  const onboarding = () => stack.extras.onboarding as OnboardingExtras;
  const record = async (id: string) => (await http("GET", `/admin/lojistas/${id}`, { token: team.accessToken })).body.data;

  /** A merchant the team approved, its live session and live API key. */
  async function approvedMerchant() {
    const m = await signUpVerified(stack, http);
    expect((await http("POST", "/auth/onboarding", { token: m.accessToken, body: ANSWERS })).status).toBe(200);
    expect((await requestProduction(stack.url, m.accessToken, documents(1))).status).toBe(201);
    const approved = await http("POST", `/admin/lojistas/${m.user.id}/aprovar`, { token: team.accessToken });
    expect(approved.body.data).toMatchObject({ production_status: "approved" });
    const live = (await http("POST", "/auth/environment", { token: m.accessToken, body: { environment: "live" } })).body.data.accessToken as string;
    const liveKey = (await http("POST", "/api-keys", { token: live, body: { name: "erp", environment: "live" } })).body.data.key as string;
    return { ...m, live, liveKey };
  }

  /** In subaccount mode the live receiving account is opened (under the approved identity) and approved by the engine. */
  async function openLiveAccount(live: string) {
    if (!subaccounts) return null;
    const created = await http("POST", "/receiving-account", { token: live });
    expect(created.status).toBe(201);
    const accountId = created.body.data.account_id as string;
    for (const front of ["geral", "dados_comerciais", "conta_bancaria", "documentos"]) await engines().live.approveFront(accountId, front);
    expect((await http("POST", "/receiving-account/approval", { token: live })).body.data.status).toBe("approved");
    return engines().live.account(accountId);
  }

  it("refuses every write that would swap the approved company, by either door; contact data still changes; live keeps issuing", async () => {
    const m = await approvedMerchant();

    const swap = await http("POST", "/auth/onboarding", { token: m.accessToken, body: OTHER });
    expect(swap.status).toBe(409);
    expect(swap.body.error).toMatchObject({
      codigo: "DADOS_APROVADOS", status: "approved",
      campos: ["responsible_name", "responsible_cpf", "company", "cnpj", "address", "address_number", "complement", "postal_code"],
      message: expect.stringContaining("POST /production-request"),
    });
    for (const body of [{ cnpj: "11.222.333/0001-81" }, { company: "Outra Empresa Ltda" }, { company: null }, { postal_code: "01305-000" }, { cpf: "111.444.777-35" }]) {
      const profile = await http("PUT", "/auth/profile", { token: m.accessToken, body });
      expect({ body, status: profile.status, codigo: profile.body.error?.codigo }).toEqual({ body, status: 409, codigo: "DADOS_APROVADOS" });
    }
    // Writes spread over time (5 ms apart), mixing both doors: every one refused, nothing written.
    const spread = await Promise.all(Array.from({ length: 12 }, (_, i) => new Promise((r) => setTimeout(r, i * 5)).then(() =>
      i % 2 ? http("PUT", "/auth/profile", { token: m.accessToken, body: { cnpj: "11.222.333/0001-81", company: `Empresa ${i}` } })
        : http("POST", "/auth/onboarding", { token: m.accessToken, body: { ...OTHER, company: `Empresa ${i}` } }))));
    expect(spread.map((r) => r.status)).toEqual(Array(12).fill(409));

    // What the team did not review still changes; writing the approved values again is no change.
    expect((await http("POST", "/auth/onboarding", { token: m.accessToken, body: { ...ANSWERS, phone: "(11) 91234-5678", segment: "moda" } })).status).toBe(200);
    expect((await http("PUT", "/auth/profile", { token: m.accessToken, body: { name: "Maria S.", cnpj: "12.ABC.345/01DE-35" } })).status).toBe(200);

    const me = (await http("GET", "/auth/me", { token: m.accessToken })).body.data;
    expect(me).toMatchObject({ cnpj: APPROVED_CNPJ, company: "Loja da Maria", production_status: "approved", phone: "11912345678", name: "Maria S." });
    const detail = await record(m.user.id);
    expect(detail.onboarding).toMatchObject({ cnpj: APPROVED_CNPJ, company: "Loja da Maria", responsible_name: "Maria Souza", phone: "11912345678" });
    expect(detail.documents.map((d: { sha256: string }) => d.sha256).sort()).toEqual(documents(1).map((d) => sha256(d.bytes)).sort());

    // The receiving account is opened under the approved company; live issues on it.
    const account = await openLiveAccount(m.live);
    if (account) expect(account).toMatchObject({ cpfCnpj: APPROVED_CNPJ, name: "Loja da Maria" });
    expect((await http("POST", "/pix", { token: m.liveKey, body: { amount: 10 } })).status).toBe(201);
  }, 60_000);

  it("takes a change as a request the team reviews; the approved identity stays in force until the team approves it, and every approval is kept as it was", async () => {
    // A live subaccount's CNPJ cannot change at the engine: in subaccount mode the change keeps the CNPJ (a new CNPJ is refused below).
    const NEXT = subaccounts ? { ...OTHER, cnpj: ANSWERS.cnpj } : OTHER;
    const NEXT_CNPJ = subaccounts ? APPROVED_CNPJ : OTHER_CNPJ;
    const m = await approvedMerchant();
    const first = await record(m.user.id);
    expect(first.alteracao).toBeNull();
    expect(first.aprovacoes).toHaveLength(1);
    expect(first.aprovacoes[0]).toMatchObject({
      kind: "production", approved_by: team.user.id, approved_by_email: team.email, approved_at: expect.any(String),
      onboarding: expect.objectContaining({ cnpj: APPROVED_CNPJ, company: "Loja da Maria", responsible_name: "Maria Souza" }),
    });

    // The change request: new answers and documents, pending; a second one at once is refused.
    const asked = await requestProduction(stack.url, m.accessToken, documents(2), { answers: JSON.stringify(NEXT) });
    expect(asked.status).toBe(201);
    expect(asked.body.data).toMatchObject({ status: "approved", alteracao: { status: "pending", onboarding: expect.objectContaining({ cnpj: NEXT_CNPJ }) } });
    expect(asked.body.data.documents.map((d: { sha256: string }) => d.sha256)).toContain(sha256(documents(1)[2].bytes));
    const twice = await requestProduction(stack.url, m.accessToken, documents(3), { answers: JSON.stringify(NEXT) });
    expect(twice.status).toBe(409);

    // Meanwhile the approved identity is the one in force, for the team, the merchant, the engine and live issuing.
    expect((await http("GET", "/auth/me", { token: m.accessToken })).body.data).toMatchObject({ cnpj: APPROVED_CNPJ, company: "Loja da Maria", production_status: "approved" });
    const waiting = await record(m.user.id);
    expect(waiting.onboarding).toMatchObject({ cnpj: APPROVED_CNPJ, company: "Loja da Maria" });
    expect(waiting.alteracao).toMatchObject({ status: "pending", onboarding: expect.objectContaining({ cnpj: NEXT_CNPJ, company: "Outra Empresa Ltda" }) });
    expect(waiting.alteracao.documents.map((d: { sha256: string }) => d.sha256).sort()).toEqual(documents(2).map((d) => sha256(d.bytes)).sort());
    const account = await openLiveAccount(m.live);
    if (account) expect(account).toMatchObject({ cpfCnpj: APPROVED_CNPJ, name: "Loja da Maria" });
    expect((await http("POST", "/pix", { token: m.liveKey, body: { amount: 10 } })).status).toBe(201);

    // The team rejects it with a reason the merchant reads; still approved, nothing changed.
    const motivo = "O contrato social enviado não corresponde ao novo CNPJ.";
    expect((await http("POST", `/admin/lojistas/${m.user.id}/recusar`, { token: team.accessToken, body: { motivo } })).body.data)
      .toMatchObject({ production_status: "approved", cnpj: APPROVED_CNPJ });
    expect((await http("GET", "/production-request", { token: m.accessToken })).body.data)
      .toMatchObject({ status: "approved", alteracao: { status: "rejected", motivo_recusa: motivo } });
    const mailbox = (stack.extras.identity as IdentityExtras).smtp;
    expect((await mailbox.waitFor((x) => x.to.includes(m.email.toLowerCase()) && /alteração .* recusada/.test(x.subject))).text).toContain(motivo);

    // Asked again, approved: the change is in force, the older approval kept as it was.
    expect((await requestProduction(stack.url, m.accessToken, documents(3), { answers: JSON.stringify(NEXT) })).status).toBe(201);
    const approved = await http("POST", `/admin/lojistas/${m.user.id}/aprovar`, { token: team.accessToken });
    expect(approved.body.data).toMatchObject({ production_status: "approved", cnpj: NEXT_CNPJ, company: "Outra Empresa Ltda" });
    expect((await http("GET", "/auth/me", { token: m.accessToken })).body.data).toMatchObject({ cnpj: NEXT_CNPJ, production_status: "approved" });
    await mailbox.waitFor((x) => x.to.includes(m.email.toLowerCase()) && /alteração .* aprovada/.test(x.subject));
    const after = await record(m.user.id);
    expect(after.alteracao).toBeNull();
    expect(after.onboarding).toMatchObject({ cnpj: NEXT_CNPJ, company: "Outra Empresa Ltda", responsible_name: "João Pereira" });
    expect(after.documents.map((d: { sha256: string }) => d.sha256).sort()).toEqual(documents(3).map((d) => sha256(d.bytes)).sort());
    expect(after.aprovacoes.map((a: { kind: string }) => a.kind)).toEqual(["change", "production"]);
    expect(after.aprovacoes[0]).toMatchObject({ approved_by: team.user.id, onboarding: expect.objectContaining({ cnpj: NEXT_CNPJ }) });
    expect(after.aprovacoes[1]).toEqual(first.aprovacoes[0]);
    // The first approval's documents are still there, byte for byte.
    for (const doc of first.aprovacoes[0].documents) {
      const res = await fetch(`${stack.url}/admin/lojistas/${m.user.id}/documentos/${doc.id}`, { headers: { authorization: `Bearer ${team.accessToken}` } });
      expect(res.status).toBe(200);
      expect(sha256(Buffer.from(await res.arrayBuffer()))).toBe(doc.sha256);
    }
    // History is append-only in the database itself.
    await expect(onboarding().query("UPDATE production_approvals SET answers = '{}' WHERE store_id = $1", [m.user.id])).rejects.toThrow(/append-only/);
    await expect(onboarding().query("DELETE FROM production_submissions WHERE store_id = $1", [m.user.id])).rejects.toThrow();

    // The new identity is frozen in turn.
    const back = await http("PUT", "/auth/profile", { token: m.accessToken, body: { company: "Loja da Maria" } });
    expect(back.body.error).toMatchObject({ codigo: "DADOS_APROVADOS", campos: ["company"] });
    expect((await http("POST", "/pix", { token: m.liveKey, body: { amount: 10 } })).status).toBe(201);

    if (subaccounts) {
      // A new CNPJ would leave the live subaccount under the old company: the team cannot approve it, only reject it.
      expect((await requestProduction(stack.url, m.accessToken, documents(6), { answers: JSON.stringify({ ...NEXT, cnpj: "11.222.333/0001-81" }) })).status).toBe(201);
      const refused = await http("POST", `/admin/lojistas/${m.user.id}/aprovar`, { token: team.accessToken });
      expect(refused.status).toBe(409);
      expect(refused.body.error.message).toMatch(/conta aberta no provedor sob o CNPJ 12ABC34501DE35/);
      expect((await http("POST", `/admin/lojistas/${m.user.id}/recusar`, { token: team.accessToken, body: { motivo: "Um novo CNPJ é uma nova loja." } })).status).toBe(200);
      expect((await http("GET", "/auth/me", { token: m.accessToken })).body.data).toMatchObject({ cnpj: APPROVED_CNPJ, production_status: "approved" });
    }
  }, 60_000);

  it("takes one change request of many sent 5 ms apart, and one decision of an approval and a rejection sent 5 ms apart", async () => {
    const m = await approvedMerchant();
    const spaced = <T>(n: number, call: (i: number) => Promise<T>) =>
      Promise.all(Array.from({ length: n }, (_, i) => new Promise((r) => setTimeout(r, i * 5)).then(() => call(i))));
    const asked = await spaced(6, (i) => requestProduction(stack.url, m.accessToken, documents(10 + i), { answers: JSON.stringify(OTHER) }));
    expect(asked.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const decisions = await spaced(4, (i) => i % 2
      ? http("POST", `/admin/lojistas/${m.user.id}/recusar`, { token: team.accessToken, body: { motivo: "Documentos não conferem com o CNPJ." } })
      : http("POST", `/admin/lojistas/${m.user.id}/aprovar`, { token: team.accessToken }));
    expect(decisions.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    const detail = await record(m.user.id);
    // Whichever won, the record agrees with identity: approved → the new CNPJ in force with two approvals; rejected → the old one.
    const won = decisions.findIndex((r) => r.status === 200) % 2 === 0 ? "approve" : "reject";
    expect(detail.cnpj).toBe(won === "approve" ? OTHER_CNPJ : APPROVED_CNPJ);
    expect(detail.onboarding.cnpj).toBe(detail.cnpj);
    expect(detail.aprovacoes).toHaveLength(won === "approve" ? 2 : 1);
    expect(detail.alteracao).toEqual(won === "approve" ? null : expect.objectContaining({ status: "rejected" }));
  }, 60_000);

  it("answers a bad `answers` field of a change request with 400 in the contract's shape, storing nothing", async () => {
    const m = await approvedMerchant();
    const files = async () => (await readdir(onboarding().documentsDir)).length;
    const before = await files();
    for (const answers of ["{not json", JSON.stringify({ ...OTHER, cnpj: "11.222.333/0001-82" }), JSON.stringify({ ...OTHER, extra: 1 }), "x".repeat(9000)]) {
      const r = await requestProduction(stack.url, m.accessToken, documents(20), { answers });
      expect({ status: r.status, message: typeof r.body.error?.message }).toEqual({ status: 400, message: "string" });
    }
    // Each problem is named inside the part (issue 26): `answers.extra`, not `extra`.
    const unknown = await requestProduction(stack.url, m.accessToken, documents(20), { answers: JSON.stringify({ ...OTHER, extra: 1 }) });
    expect(unknown.body.error.erros).toEqual([{ campo: "answers.extra", local: "corpo", codigo: "CAMPO_DESCONHECIDO", mensagem: expect.any(String) }]);
    expect(await files()).toBe(before);
    expect((await record(m.user.id)).alteracao).toBeNull();
  }, 60_000);

  it("decides and keeps a request stored before approvals were recorded (no status, no frozen answers), from the answers in force", async () => {
    const m = await signUpVerified(stack, http);
    expect((await http("POST", "/auth/onboarding", { token: m.accessToken, body: ANSWERS })).status).toBe(200);
    expect((await requestProduction(stack.url, m.accessToken, documents(7))).status).toBe(201);
    await onboarding().query("UPDATE production_submissions SET status = NULL, answers = NULL WHERE store_id = $1", [m.user.id]);
    expect((await http("POST", "/auth/onboarding", { token: m.accessToken, body: OTHER })).body.error).toMatchObject({ codigo: "DADOS_APROVADOS" });
    expect((await http("POST", `/admin/lojistas/${m.user.id}/aprovar`, { token: team.accessToken })).status).toBe(200);
    const detail = await record(m.user.id);
    expect(detail.aprovacoes).toHaveLength(1);
    expect(detail.aprovacoes[0].onboarding).toMatchObject({ cnpj: APPROVED_CNPJ });
    expect(detail.aprovacoes[0].documents.map((d: { sha256: string }) => d.sha256).sort()).toEqual(documents(7).map((d) => sha256(d.bytes)).sort());
  }, 60_000);

  it("freezes the identity under review too: what the team approves is what it reviewed", async () => {
    const m = await signUpVerified(stack, http);
    expect((await http("POST", "/auth/onboarding", { token: m.accessToken, body: ANSWERS })).status).toBe(200);
    // In sandbox the profile may still differ from the answers; the request makes the User show the answers the team reviews.
    expect((await http("PUT", "/auth/profile", { token: m.accessToken, body: { company: "Nome Não Revisado" } })).status).toBe(200);
    expect((await requestProduction(stack.url, m.accessToken, documents(4))).status).toBe(201);
    expect((await http("GET", "/auth/me", { token: m.accessToken })).body.data).toMatchObject({ company: "Loja da Maria", production_status: "pending" });
    const swap = await http("POST", "/auth/onboarding", { token: m.accessToken, body: OTHER });
    expect(swap.body.error).toMatchObject({ codigo: "DADOS_APROVADOS", status: "pending" });
    expect((await http("PUT", "/auth/profile", { token: m.accessToken, body: { cnpj: "11.222.333/0001-81" } })).status).toBe(409);
    // A change request is for approved stores only.
    expect((await requestProduction(stack.url, m.accessToken, documents(5), { answers: JSON.stringify(OTHER) })).status).toBe(409);
    expect((await http("POST", `/admin/lojistas/${m.user.id}/aprovar`, { token: team.accessToken })).body.data).toMatchObject({ cnpj: APPROVED_CNPJ, company: "Loja da Maria" });
    expect((await record(m.user.id)).aprovacoes[0].onboarding).toMatchObject({ cnpj: APPROVED_CNPJ, company: "Loja da Maria" });
  }, 60_000);
});

/**
 * MED infractions end to end (issue 25), through the gateway on the full stack in subaccount mode
 * (CONTA_UNICA=false): the payment-engine emulator opens an infraction on a Pix paid by its payer
 * (POST /test/infractions) and sends its notice to the gateway's notice endpoint; charges records it,
 * blocks the amount in the ledger (debt when available is short, withdrawals stop), tells the
 * merchant (signed webhook, e-mail); the merchant reads it and defends itself (text and files through
 * onboarding's document rules); the engine decides (upheld → MED refund; rejected or undecided by the
 * deadline → released).
 */
import { randomUUID } from "node:crypto";
import { readdir } from "node:fs/promises";
import type { OnboardingExtras } from "./stack/onboarding";
import { client, signUpVerified, uniqueEmail } from "./stack";
import { balances, merchantOf, paidCharge, signedWith, startRefundWorld, until, type Merchant, type RefundWorld } from "./refund-support";
import { derivationErrors, unbalancedTransactions } from "@pix/charges/test/ledger-support";

let w: RefundWorld;
beforeAll(async () => {
  w = await startRefundWorld("subaccount");
}, 60_000);
afterEach(async () => {
  const rows = async (sql: string) => (await w.db.query(sql)).rows;
  expect(await unbalancedTransactions(rows)).toEqual([]);
  expect(await derivationErrors(rows)).toEqual([]);
});
afterAll(async () => {
  await w?.close();
});

const engine = () => w.extras.engine;
const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const EXE = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(64, 0)]);

type Part = { name: string; bytes: Buffer };
async function defend(token: string, id: string, text: string | null, files: Part[], headers: Record<string, string> = {}) {
  const form = new FormData();
  if (text !== null) form.append("text", text);
  for (const f of files) form.append("files", new Blob([f.bytes], { type: "application/pdf" }), f.name);
  const res = await fetch(`${w.stack.url}/infractions/${id}/defense`, { method: "POST", headers: { authorization: `Bearer ${token}`, ...headers }, body: form });
  return { status: res.status, body: (await res.json()) as any };
}

/** The payment's end-to-end id, as the payer's bank knows it. */
const e2eOf = (charge: any): string => charge.end_to_end_id;

/** Our infraction for the engine's id, once charges recorded it. */
async function infractionOf(m: Merchant, txid: string) {
  return until(async () => ((await m.call("GET", "/infractions")).body.data ?? []).find((i: any) => i.txid === txid));
}

async function endpointFor(m: Merchant) {
  const res = await m.call("POST", "/webhook-endpoints", { url: `${w.receiver.url}/med/${m.storeId}`, events: ["infraction.opened", "infraction.closed", "refund.completed"] });
  expect(res.status).toBe(201);
  return res.body.data as { id: string; secret: string };
}
const hitsOf = (m: Merchant, event: string) => (h: any) => h.path === `/med/${m.storeId}` && h.body?.event === event;

describe("the notice", () => {
  it("lists infraction.opened and infraction.closed among the public events", async () => {
    const m = await merchantOf(w, "subaccount");
    const names = (await m.call("GET", "/webhook-endpoints/eventos")).body.data.map((e: any) => (typeof e === "string" ? e : e.nome ?? e.name ?? e.event));
    expect(names).toEqual(expect.arrayContaining(["infraction.opened", "infraction.closed"]));
  });

  it("records the infraction once (redelivered, spread over time), blocks the amount at once, signs infraction.opened, mails the deadline in Brasília time", async () => {
    const m = await merchantOf(w, "subaccount");
    const endpoint = await endpointFor(m);
    const { txid, charge } = await paidCharge(w, m, 40);
    const before = await balances(w, m.storeId);

    const opened = await engine().infractions.open({ end_to_end_id: e2eOf(charge), amount: 1500, reason: "FRAUDE" });
    expect(opened.delivery.status).toBe(200);
    // Answered after it was recorded: the block is there as soon as the engine has its answer.
    const after = await balances(w, m.storeId);
    expect(after.blocked - before.blocked).toBe(1500);
    expect(before.available - after.available).toBe(1500);

    // Redelivered five times, fired 5 ms apart (overlapping), plus three at the same instant.
    const resends: Promise<{ status?: number }[]>[] = [];
    for (let i = 0; i < 5; i++) {
      resends.push(engine().infractions.resendNotice(opened.id, 1));
      await new Promise((r) => setTimeout(r, 5));
    }
    resends.push(engine().infractions.resendNotice(opened.id, 3));
    const deliveries = (await Promise.all(resends)).flat();
    expect(deliveries.map((d) => d.status)).toEqual([200, 200, 200, 200, 200, 200, 200, 200]);
    expect(await balances(w, m.storeId)).toEqual(after);

    const listed = (await m.call("GET", "/infractions")).body;
    expect(listed.data).toHaveLength(1);
    const inf = listed.data[0];
    expect(inf).toMatchObject({
      txid, end_to_end_id: e2eOf(charge), amount: 15, status: "open", reason: "fraude", outcome: null, closed_at: null, debt: 0, defense: null,
      defense_due_at: opened.infraction.defenseDueAt,
    });
    expect(Object.keys(inf)).toEqual(expect.arrayContaining(["id", "txid", "end_to_end_id", "amount", "status", "reason", "defense_due_at", "created_at", "closed_at", "outcome"]));
    expect((await m.call("GET", `/infractions/${inf.id}`)).body.data).toEqual(inf);
    const rows = await w.extras.query("SELECT count(*)::int AS n FROM ledger_transactions WHERE source_key = $1", [`med:${inf.id}:blocked`]);
    expect(rows[0].n).toBe(1);

    const [hit] = await w.receiver.waitFor(1, hitsOf(m, "infraction.opened"));
    expect(signedWith(endpoint.secret, hit!)).toBe(true);
    expect(hit!.body.data).toMatchObject({ id: inf.id, txid, amount: 15, status: "open" });
    await new Promise((r) => setTimeout(r, 300));
    expect(w.receiver.hits.filter(hitsOf(m, "infraction.opened"))).toHaveLength(1);

    const mail = await w.extras.smtp.waitFor((x) => /Infração MED aberta/.test(x.subject) && x.text.includes(txid));
    const inBrasilia = (style: "dateStyle" | "timeStyle") =>
      new Intl.DateTimeFormat("pt-BR", { [style]: "short", timeZone: "America/Sao_Paulo" }).format(new Date(inf.defense_due_at));
    expect(mail.text).toContain(`até ${inBrasilia("dateStyle")} às ${inBrasilia("timeStyle")} (horário de Brasília), no painel`);
    expect(mail.text).toContain("R$ 15,00");
    expect(mail.text).toContain(`http://painel.pix.test/cobrancas/${txid}`);
  });

  it("refuses a notice without the engine's token, recording nothing", async () => {
    const bad = await fetch(`${w.stack.url}/notices/payment-engine`, {
      method: "POST", headers: { "content-type": "application/json", "asaas-access-token": "errado" }, body: JSON.stringify({ id: "x", event: "INFRACTION_UPDATED" }),
    });
    expect(bad.status).toBe(401);
    expect((await w.extras.query("SELECT count(*)::int AS n FROM infractions WHERE engine_infraction_id = 'x'"))[0].n).toBe(0);
  });
});

describe("debt", () => {
  it("a block beyond the available balance is a debt: withdrawals stop (DEBITO_MED) until a later payment covers it", async () => {
    const m = await merchantOf(w, "subaccount");
    const { txid, charge } = await paidCharge(w, m, 30);
    const avail = (await balances(w, m.storeId)).available;
    // The merchant withdrew most of it already.
    const first = await m.call("POST", "/withdrawals", { amount: (avail - 500) / 100, pix_key: "529.982.247-25", pix_key_type: "CPF" });
    expect(first.status).toBe(201);

    await engine().infractions.open({ end_to_end_id: e2eOf(charge) });
    const inf = await infractionOf(m, txid);
    expect(inf).toMatchObject({ amount: 30, debt: 25 });
    const b = await balances(w, m.storeId);
    expect(b).toMatchObject({ available: -2500, blocked: 3000 });

    const refused = await m.call("POST", "/withdrawals", { amount: 1, pix_key: "529.982.247-25", pix_key_type: "CPF" });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ codigo: "DEBITO_MED", debito: 25 });
    expect(refused.body.error.message).toMatch(/débito de R\$ 25,00/);

    // Later payments pay the debt back first; then withdrawals resume.
    await paidCharge(w, m, 60);
    const resumed = await balances(w, m.storeId);
    expect(resumed.available).toBeGreaterThan(0);
    const ok = await m.call("POST", "/withdrawals", { amount: 1, pix_key: "529.982.247-25", pix_key_type: "CPF" });
    expect(ok.status).toBe(201);
  });
});

describe("the defense", () => {
  it("takes a text and up to five PDF/PNG/JPEG files, refuses bad files storing nothing, sends it to the engine once, audited", async () => {
    const m = await merchantOf(w, "subaccount");
    const { txid, charge } = await paidCharge(w, m, 25);
    const opened = await engine().infractions.open({ end_to_end_id: e2eOf(charge), reason: "FALHA_OPERACIONAL" });
    const inf = await infractionOf(m, txid);
    expect(inf.reason).toBe("falha_operacional");

    const storedFiles = async () => (await readdir((w.stack.extras.onboarding as OnboardingExtras).documentsDir, { recursive: true })).length;
    const before = await storedFiles();
    const exe = await defend(m.token, inf.id, "O cliente recebeu o produto", [{ name: "nota.pdf", bytes: EXE }]);
    expect(exe.status).toBe(400);
    expect(exe.body.error.message).toMatch(/PDF, PNG ou JPEG/);
    const six = await defend(m.token, inf.id, "texto", Array.from({ length: 6 }, (_, i) => ({ name: `f${i}.pdf`, bytes: PDF })));
    expect(six.status).toBe(400);
    expect(six.body.error.message).toMatch(/no máximo 5 arquivos/);
    const noText = await defend(m.token, inf.id, null, [{ name: "nota.pdf", bytes: PDF }]);
    expect(noText.status).toBe(400);
    const json = await m.call("POST", `/infractions/${inf.id}/defense`, { text: "x" });
    expect(json.status).toBe(415);
    expect((await engine().infractions.get(opened.id)).defense).toBeNull();
    expect((await m.call("GET", `/infractions/${inf.id}`)).body.data.status).toBe("open");
    expect(await storedFiles()).toBe(before); // refused defenses leave no file behind

    const good = await defend(m.token, inf.id, "Entregamos o pedido; segue a nota e o comprovante.", [{ name: "nota.pdf", bytes: PDF }, { name: "entrega.png", bytes: PNG }]);
    expect(good.status).toBe(200);
    expect(good.body.data).toMatchObject({ status: "defended", defense: { text: "Entregamos o pedido; segue a nota e o comprovante.", files: [
      { name: "nota.pdf", type: "application/pdf", size: PDF.length }, { name: "entrega.png", type: "image/png", size: PNG.length },
    ] } });
    const atEngine = await engine().infractions.get(opened.id);
    expect(atEngine.status).toBe("EM_ANALISE");
    expect(atEngine.defense).toMatchObject({ text: "Entregamos o pedido; segue a nota e o comprovante.", attachments: [{ name: "nota.pdf", type: "application/pdf" }, { name: "entrega.png", type: "image/png" }] });

    const again = await defend(m.token, inf.id, "de novo", []);
    expect(again.status).toBe(409);
    expect(again.body.error.codigo).toBe("DEFESA_JA_ENVIADA");

    const audit = await until(async () => {
      const r = await m.call("GET", "/audit?limit=100");
      return (r.body.data ?? []).find((e: any) => e.action === "infraction.defense_sent" && e.target?.id === inf.id);
    });
    expect(audit.summary).toMatchObject({ txid, files: 2 });
  });

  it("takes exactly one of several defenses sent 5 ms apart; the others are refused and their files discarded", async () => {
    const m = await merchantOf(w, "subaccount");
    const { txid, charge } = await paidCharge(w, m, 15);
    const opened = await engine().infractions.open({ end_to_end_id: e2eOf(charge) });
    const inf = await infractionOf(m, txid);
    const stored = async () => (await readdir((w.stack.extras.onboarding as OnboardingExtras).documentsDir, { recursive: true })).length;
    const before = await stored();
    const sends: Promise<{ status: number; body: any }>[] = [];
    for (let i = 0; i < 4; i++) {
      sends.push(defend(m.token, inf.id, `defesa ${i}`, [{ name: `nota${i}.pdf`, bytes: PDF }]));
      await new Promise((r) => setTimeout(r, 5));
    }
    const answers = await Promise.all(sends);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
    const winner = answers.find((a) => a.status === 200)!.body.data;
    const atEngine = await engine().infractions.get(opened.id);
    expect(atEngine.defense?.text).toBe(winner.defense.text);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.error.codigo === "DEFESA_JA_ENVIADA")).toBe(true);
    // Only the accepted defense's file stays in the documents' storage.
    expect((await stored()) - before).toBe(1);
  });

  it("is refused once the infraction is closed (409 INFRACAO_ENCERRADA)", async () => {
    const m = await merchantOf(w, "subaccount");
    const { txid, charge } = await paidCharge(w, m, 12);
    const opened = await engine().infractions.open({ end_to_end_id: e2eOf(charge) });
    await engine().infractions.decide(opened.id, false);
    const inf = await until(async () => {
      const i = await infractionOf(m, txid);
      return i.status === "closed" ? i : null;
    });
    const late = await defend(m.token, inf.id, "tarde demais", [{ name: "nota.pdf", bytes: PDF }]);
    expect(late.status).toBe(409);
    expect(late.body.error.codigo).toBe("INFRACAO_ENCERRADA");
  });
});

describe("the decision", () => {
  it("upheld: the blocked amount is returned through a MED refund (natureza MED_FRAUDE) shown on the charge; blocked → payer_out; infraction.closed", async () => {
    const m = await merchantOf(w, "subaccount");
    const endpoint = await endpointFor(m);
    const { txid, charge } = await paidCharge(w, m, 50);
    const opened = await engine().infractions.open({ end_to_end_id: e2eOf(charge), amount: 2000 });
    const inf = await infractionOf(m, txid);
    const before = await balances(w, m.storeId);

    const decided = await engine().infractions.decide(opened.id, true);
    expect(decided.delivery.status).toBe(200);
    const closed = (await m.call("GET", `/infractions/${inf.id}`)).body.data;
    expect(closed).toMatchObject({ status: "closed", outcome: "upheld", closed_at: expect.any(String), refund_id: expect.any(String) });
    const after = await balances(w, m.storeId);
    expect(before.blocked - after.blocked).toBe(2000);
    expect(after.payer_out - before.payer_out).toBe(2000);
    expect(after.available).toBe(before.available);

    const shown = (await m.call("GET", `/pix/status?txid=${txid}`)).body.data;
    expect(shown).toMatchObject({ status: "paid", refunded_amount: 20 });
    const refunds = (await m.call("GET", `/pix/refunds?txid=${txid}`)).body.data;
    expect(refunds).toEqual([expect.objectContaining({ id: closed.refund_id, amount: 20, status: "DEVOLVIDO", natureza: "MED_FRAUDE", end_to_end_id: decided.infraction.refund!.rtrId })]);

    // Every step is in the statement: the block (available → blocked) and the return (out of blocked).
    const statement = (await m.call("GET", "/statement?limit=50")).body.data;
    const med = statement.filter((e: any) => e.type.startsWith("med_")).map((e: any) => [e.type, e.type_label]);
    expect(med).toEqual([["med_returned", "Devolução MED ao pagador"], ["med_blocked", "Bloqueio cautelar (MED)"]]);

    // The closing notice again changes nothing.
    await engine().infractions.resendNotice(opened.id, 3);
    expect(await balances(w, m.storeId)).toEqual(after);
    expect((await m.call("GET", `/pix/refunds?txid=${txid}`)).body.data).toHaveLength(1);

    const [hit] = await w.receiver.waitFor(1, hitsOf(m, "infraction.closed"));
    expect(signedWith(endpoint.secret, hit!)).toBe(true);
    expect(hit!.body.data).toMatchObject({ id: inf.id, outcome: "upheld", status: "closed" });
    const mail = await w.extras.smtp.waitFor((x) => /Infração MED encerrada/.test(x.subject) && x.text.includes(txid));
    expect(mail.text).toMatch(/procedente: R\$ [\d.,]+ foram devolvidos ao pagador/);
  });

  it("rejected: the block is released (blocked → available)", async () => {
    const m = await merchantOf(w, "subaccount");
    const { txid, charge } = await paidCharge(w, m, 18);
    const start = await balances(w, m.storeId);
    const opened = await engine().infractions.open({ end_to_end_id: e2eOf(charge) });
    await infractionOf(m, txid);
    await engine().infractions.decide(opened.id, false);
    const inf = (await m.call("GET", "/infractions?status=closed")).body.data.find((i: any) => i.txid === txid);
    expect(inf).toMatchObject({ outcome: "rejected", refund_id: null });
    expect(await balances(w, m.storeId)).toMatchObject({ available: start.available, blocked: start.blocked });
    expect((await m.call("GET", "/infractions?status=open")).body.data.find((i: any) => i.txid === txid)).toBeUndefined();
  });

  it("undecided by the deadline: the engine closes it and the block is released", async () => {
    const m = await merchantOf(w, "subaccount");
    const { txid, charge } = await paidCharge(w, m, 22);
    const start = await balances(w, m.storeId);
    await engine().infractions.setDeadline(800);
    try {
      await engine().infractions.open({ end_to_end_id: e2eOf(charge) });
    } finally {
      await engine().infractions.setDeadline(7 * 24 * 3600_000);
    }
    const inf = await until(async () => {
      const i = await infractionOf(m, txid);
      return i.status === "closed" ? i : null;
    }, 8000);
    expect(inf.outcome).toBe("expired");
    expect(await balances(w, m.storeId)).toMatchObject({ available: start.available, blocked: start.blocked });
  });
});

describe("who may see and answer", () => {
  it("owner and manager only: viewer and editor are refused; the list pages with a cursor and filters by status", async () => {
    const http = client(w.stack.url);
    const [owner, manager, editor, viewer] = await Promise.all(["dono", "gerente", "editor", "leitor"].map((t) => signUpVerified(w.stack, http, uniqueEmail(t))));
    for (const [role, account] of [["manager", manager], ["editor", editor], ["viewer", viewer]] as const) {
      const res = await http("POST", "/members", { token: owner!.accessToken, body: { emails: [account!.email], role } });
      expect(res.status).toBe(201);
    }
    const store = { "x-store": owner!.user.id };
    const as = (token: string) => http("GET", "/infractions", { token, headers: store });
    expect((await as(manager!.accessToken)).status).toBe(200);
    for (const who of [editor!, viewer!]) {
      const res = await as(who.accessToken);
      expect(res.status).toBe(403);
      expect((await http("GET", `/infractions/${randomUUID()}`, { token: who.accessToken, headers: store })).status).toBe(403);
      expect((await defend(who.accessToken, randomUUID(), "x", [], store)).status).toBe(403);
    }
    expect((await http("GET", "/infractions?status=aberta", { token: owner!.accessToken })).status).toBe(400);
    expect((await http("GET", "/infractions?cursor=lixo", { token: owner!.accessToken })).status).toBe(400);
    expect((await http("GET", `/infractions/${randomUUID()}`, { token: owner!.accessToken })).status).toBe(404);
  });

  it("pages newest first with next_cursor", async () => {
    const m = await merchantOf(w, "subaccount");
    const txids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const { txid, charge } = await paidCharge(w, m, 10 + i);
      await engine().infractions.open({ end_to_end_id: e2eOf(charge) });
      txids.push(txid);
    }
    const page1 = (await m.call("GET", "/infractions?limit=2")).body;
    expect(page1.data.map((i: any) => i.txid)).toEqual([txids[2], txids[1]]);
    const page2 = (await m.call("GET", `/infractions?limit=2&cursor=${page1.next_cursor}`)).body;
    expect(page2.data.map((i: any) => i.txid)).toEqual([txids[0]]);
    expect(page2.next_cursor).toBeNull();
  });
});

/**
 * Issue 40's gap: Idempotency-Key on the mutating routes beyond charges, on the full stack (subaccount
 * mode). For each route, the same key sent twice at the same instant and once 5 ms later makes one
 * withdrawal / link / endpoint / defense, and every duplicate answers the first answer
 * (`Idempotent-Replayed: true`); the key with another body answers 409 IDEMPOTENCIA_CONFLITO; another
 * store's use of the same key is its own. Withdrawals keep the key in onboarding's row (the row is the
 * claim), the others in the gateway's Redis store (docs/api.md, the Idempotency-Key paragraphs).
 */
import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { client, signUpTeam, startStack } from "./stack";
import type { ChargesExtras } from "./stack/charges";
import { merchantOf, paidCharge, until, type Merchant, type RefundWorld } from "./refund-support";
import { startReceiver } from "./webhook-support";
import { Pool } from "pg";

let w: RefundWorld;
beforeAll(async () => {
  const stack = await startStack({
    services: ["onboarding", "charges", "webhooks-dispatcher", "checkout"],
    env: { onboarding: { CONTA_UNICA: "false" } },
  });
  const extras = stack.extras.charges as ChargesExtras;
  await extras.connectNotices(stack.url);
  const http = client(stack.url);
  const receiver = await startReceiver();
  const team = await signUpTeam(stack, http);
  const db = new Pool({ connectionString: extras.databaseUrl, max: 2 });
  w = { stack, http, extras, receiver, team, db, close: async () => { await db.end(); await receiver.close(); await stack.close(); } };
}, 60_000);
afterAll(async () => {
  await w?.close();
});

type Answer = Awaited<ReturnType<Merchant["call"]>>;

/** Two requests at the same instant and a third 5 ms after the first, all with one key and one body. */
async function burst(send: () => Promise<Answer>): Promise<Answer[]> {
  const first = send();
  const same = send();
  await sleep(5);
  return Promise.all([first, same, send()]);
}

/**
 * One of the answers ran, the others replayed it: the same status and body (`seen`: what must be the
 * same; a withdrawal is replayed as it is now, its attempts moving on).
 */
function expectOneRunRestReplayed(answers: Answer[], status: number, seen = (body: any): unknown => body) {
  for (const a of answers) expect({ status: a.status, body: a.status === status ? "ok" : a.body }).toEqual({ status, body: "ok" });
  expect(answers.filter((a) => a.headers.get("idempotent-replayed") === "true")).toHaveLength(answers.length - 1);
  for (const a of answers.slice(1)) expect(seen(a.body)).toEqual(seen(answers[0].body));
}

describe("POST /withdrawals with an Idempotency-Key", () => {
  it("makes one withdrawal for a burst of the same request, replays it, refuses the key with another body, scopes the key by store", async () => {
    const m = await merchantOf(w, "subaccount");
    await paidCharge(w, m, 50);
    const key = randomUUID();
    const withdraw = (amount: number, k = key, who = m) => who.call("POST", "/withdrawals", { amount, pix_key: "529.982.247-25", pix_key_type: "CPF" }, { "Idempotency-Key": k });

    const answers = await burst(() => withdraw(10));
    expectOneRunRestReplayed(answers, 201, (b) => ({ id: b.data.id, amount: b.data.amount, created_at: b.data.created_at }));
    expect(answers[0].body.data).toMatchObject({ amount: 10 });
    const listed = (await m.call("GET", "/withdrawals")).body.data;
    expect(listed.map((x: any) => x.id)).toEqual([answers[0].body.data.id]);
    expect((await m.call("GET", "/withdrawals/summary")).body.data.in_withdrawal).toBe(10);

    // Later retries replay the withdrawal as it is now; another amount with the key is a conflict.
    const later = await withdraw(10);
    expect(later.status).toBe(201);
    expect(later.headers.get("idempotent-replayed")).toBe("true");
    expect(later.body.data.id).toBe(answers[0].body.data.id);
    const other = await withdraw(11);
    expect(other.status).toBe(409);
    expect(other.body.error.codigo).toBe("IDEMPOTENCIA_CONFLITO");
    expect((await m.call("GET", "/withdrawals")).body.data).toHaveLength(1);

    // A new key is a new withdrawal; another store's same key is its own.
    expect((await withdraw(5, randomUUID())).body.data.id).not.toBe(answers[0].body.data.id);
    const n = await merchantOf(w, "subaccount");
    await paidCharge(w, n, 20);
    const theirs = await withdraw(10, key, n);
    expect(theirs.status).toBe(201);
    expect(theirs.headers.get("idempotent-replayed")).toBeNull();
    expect(theirs.body.data.id).not.toBe(answers[0].body.data.id);
  });

  it("does not replay a refusal: a retry after the balance arrived makes the withdrawal", async () => {
    const m = await merchantOf(w, "subaccount");
    const key = randomUUID();
    const withdraw = () => m.call("POST", "/withdrawals", { amount: 10, pix_key: "529.982.247-25", pix_key_type: "CPF" }, { "Idempotency-Key": key });
    const refused = await withdraw();
    expect(refused.status).toBe(400);
    await paidCharge(w, m, 30);
    const made = await withdraw();
    expect(made.status).toBe(201);
    expect(made.headers.get("idempotent-replayed")).toBeNull();
  });

  it("refuses a malformed key before anything is done", async () => {
    const m = await merchantOf(w, "subaccount");
    await paidCharge(w, m, 5);
    const r = await m.call("POST", "/withdrawals", { amount: 1, pix_key: "529.982.247-25", pix_key_type: "CPF" }, { "Idempotency-Key": "com espaço" });
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body)).toContain("Idempotency-Key");
    expect((await m.call("GET", "/withdrawals")).body.data).toEqual([]);
  });
});

describe("POST /payment-links with an Idempotency-Key", () => {
  it("makes one link for a burst, replays it, and refuses the key with another body", async () => {
    const m = await merchantOf(w, "subaccount");
    const key = randomUUID();
    const create = (description: string) => m.call("POST", "/payment-links", { amount: 12.5, description }, { "Idempotency-Key": key });
    const answers = await burst(() => create("Camiseta"));
    expectOneRunRestReplayed(answers, 201);
    expect((await m.call("GET", "/payment-links")).body.data.map((l: any) => l.id)).toEqual([answers[0].body.data.id]);
    const other = await create("Boné");
    expect(other.status).toBe(409);
    expect(other.body.error.codigo).toBe("IDEMPOTENCIA_CONFLITO");
    expect((await m.call("GET", "/payment-links")).body.data).toHaveLength(1);
  });

  it("does not replay an error: a corrected request with the same key runs", async () => {
    const m = await merchantOf(w, "subaccount");
    const key = randomUUID();
    const bad = await m.call("POST", "/payment-links", { amount: -1, description: "x" }, { "Idempotency-Key": key });
    expect(bad.status).toBe(400);
    const again = await m.call("POST", "/payment-links", { amount: -1, description: "x" }, { "Idempotency-Key": key });
    expect(again.status).toBe(400);
    expect(again.headers.get("idempotent-replayed")).toBeNull();
  });
});

describe("POST /webhook-endpoints with an Idempotency-Key", () => {
  it("makes one endpoint for a burst and replays its answer, secret included; another body is a conflict", async () => {
    const m = await merchantOf(w, "subaccount");
    const key = randomUUID();
    const create = (path: string) => m.call("POST", "/webhook-endpoints", { url: `${w.receiver.url}/${path}` }, { "Idempotency-Key": key });
    const answers = await burst(() => create("a"));
    expectOneRunRestReplayed(answers, 201);
    expect(answers[1].body.data.secret).toBe(answers[0].body.data.secret);
    expect((await m.call("GET", "/webhook-endpoints")).body.data.map((e: any) => e.id)).toEqual([answers[0].body.data.id]);
    const other = await create("b");
    expect(other.status).toBe(409);
    expect(other.body.error.codigo).toBe("IDEMPOTENCIA_CONFLITO");
  });
});

describe("POST /infractions/{id}/defense with an Idempotency-Key", () => {
  async function defend(m: Merchant, id: string, text: string, key: string) {
    const form = new FormData();
    form.append("text", text);
    const res = await fetch(`${w.stack.url}/infractions/${id}/defense`, { method: "POST", headers: { authorization: `Bearer ${m.token}`, "Idempotency-Key": key }, body: form });
    return { status: res.status, body: (await res.json()) as any, headers: res.headers };
  }

  it("sends one defense for a burst and replays the answer; a new key after it is refused as already defended", async () => {
    const m = await merchantOf(w, "subaccount");
    const { txid, charge } = await paidCharge(w, m, 25);
    const opened = await w.extras.engine.infractions.open({ end_to_end_id: charge.end_to_end_id, reason: "FRAUDE" });
    const inf = await until(async () => ((await m.call("GET", "/infractions")).body.data ?? []).find((i: any) => i.txid === txid));
    const key = randomUUID();
    const answers = await burst(() => defend(m, inf.id, "O cliente recebeu o produto", key));
    expectOneRunRestReplayed(answers, 200);
    expect(answers[0].body.data.status).toBe("defended");
    expect((await w.extras.engine.infractions.get(opened.id)).defense).toMatchObject({ text: "O cliente recebeu o produto" });
    const fresh = await defend(m, inf.id, "Outra defesa", randomUUID());
    expect(fresh.status).toBe(409);
    expect(fresh.body.error.codigo).toBe("DEFESA_JA_ENVIADA");
  });
});

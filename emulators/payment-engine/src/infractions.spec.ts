import { startNoticeSink } from "./notice-sink";
import { infractionNoticeSchema, startPaymentEngine, type RunningPaymentEngine } from "./index";

/** MED infractions (infractions.ts): open on a paid Pix, notice, one defense, decision or the deadline. */
describe("payment-engine emulator: MED infractions", () => {
  let engine: RunningPaymentEngine;
  let sink: Awaited<ReturnType<typeof startNoticeSink>>;
  let seq = 0;
  beforeAll(async () => {
    sink = await startNoticeSink();
    engine = await startPaymentEngine({ noticeUrl: sink.url, noticeToken: "t" });
  });
  afterAll(async () => {
    await engine.close();
    await sink.close();
  });

  const api = async (method: string, path: string, body?: unknown, key = engine.apiKey) => {
    const res = await fetch(`${engine.url}${path}`, { method, headers: { "content-type": "application/json", access_token: key }, body: body === undefined ? undefined : JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as any };
  };
  const paid = async (amountCents = 10_000) => {
    const txid = `med${Date.now()}${String(seq++).padStart(6, "0")}abcdefghijkl`.slice(0, 32);
    const created = await api("POST", "/v3/pix/charges", { txid, amountCents, expiresAt: new Date(Date.now() + 3_600_000).toISOString() });
    return (await engine.pay(created.body.id)).charge.endToEndId!;
  };
  const notices = (id: string) => sink.received.filter((n) => n.body.event === "INFRACTION_UPDATED" && n.body.infraction.id === id).map((n) => infractionNoticeSchema.parse(n.body).infraction);

  it("opens on a paid Pix (default all of it, at most what is left), notifies, takes one defense, and returns the amount when upheld", async () => {
    const e2e = await paid(5_000);
    const opened = await engine.infractions.open({ end_to_end_id: e2e, amount: 2_000 });
    expect(opened.delivery.status).toBe(200);
    expect(notices(opened.id)).toEqual([expect.objectContaining({ status: "ABERTA", value: "20.00", endToEndId: e2e, reason: "FRAUDE", outcome: null, refund: null })]);
    await expect(engine.infractions.open({ end_to_end_id: e2e, amount: 3_001 })).rejects.toThrow(/invalid_amount/);
    const rest = await engine.infractions.open({ end_to_end_id: e2e });
    expect(rest.infraction.valueCents).toBe(3_000);

    const defense = { text: "Entregue", attachments: [{ name: "nota.pdf", type: "application/pdf", size: 10, sha256: "a".repeat(64) }] };
    expect((await api("POST", `/v3/infracoes/${opened.id}/defesa`, defense, "wrong")).status).toBe(401);
    expect((await api("POST", `/v3/infracoes/${opened.id}/defesa`, defense)).body.status).toBe("EM_ANALISE");
    expect((await api("POST", `/v3/infracoes/${opened.id}/defesa`, defense)).status).toBe(409);

    const decided = await engine.infractions.decide(opened.id, true);
    expect(decided.infraction).toMatchObject({ status: "ENCERRADA", outcome: "PROCEDENTE", refund: { natureza: "MED_FRAUDE", value: "20.00" } });
    expect(await engine.refunds.list(e2e)).toEqual([expect.objectContaining({ natureza: "MED_FRAUDE", status: "DEVOLVIDO", valueCents: 2_000 })]);
    await expect(engine.infractions.decide(opened.id, false)).rejects.toThrow(/infraction_closed/);
  });

  it("closes SEM_DECISAO by itself at the deadline (an operational flaw, rejected: no refund)", async () => {
    const e2e = await paid();
    await engine.infractions.setDeadline(100);
    const opened = await engine.infractions.open({ end_to_end_id: e2e, reason: "FALHA_OPERACIONAL" });
    await engine.infractions.setDeadline(7 * 24 * 3600_000);
    for (let i = 0; i < 100 && notices(opened.id).length < 2; i++) await new Promise((r) => setTimeout(r, 20));
    expect(notices(opened.id).map((n) => [n.status, n.outcome])).toEqual([["ABERTA", null], ["ENCERRADA", "SEM_DECISAO"]]);
    expect((await api("POST", `/v3/infracoes/${opened.id}/defesa`, { text: "tarde" })).status).toBe(409);
    const other = await engine.infractions.open({ end_to_end_id: await paid(), reason: "FALHA_OPERACIONAL" });
    expect((await engine.infractions.decide(other.id, false)).infraction).toMatchObject({ outcome: "IMPROCEDENTE", refund: null });
    await expect(engine.infractions.open({ end_to_end_id: "E00000000202601010000abcdefghijk" })).rejects.toThrow(/404/);
  });
  it("sends a duplicate notice under a new infraction id, recording nothing (the engine keeps one infraction)", async () => {
    const e2e = await paid(1_000);
    const opened = await engine.infractions.open({ end_to_end_id: e2e });
    const dup = await engine.infractions.duplicateNotice(opened.id);
    expect(dup.delivery.status).toBe(200);
    expect(dup.id).not.toBe(opened.id);
    expect(notices(dup.id)).toEqual([expect.objectContaining({ status: "ABERTA", value: "10.00", endToEndId: e2e, paymentId: notices(opened.id)[0]!.paymentId })]);
    expect((await engine.infractions.list()).filter((i) => i.endToEndId === e2e).map((i) => i.id)).toEqual([opened.id]);
    await expect(engine.infractions.get(dup.id)).rejects.toThrow(/404/);
    await expect(engine.infractions.duplicateNotice("inf_nope")).rejects.toThrow(/404/);
  });
});

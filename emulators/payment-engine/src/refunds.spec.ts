import { startNoticeSink } from "./notice-sink";
import { refundNoticeSchema, startPaymentEngine, type RunningPaymentEngine } from "./index";

/** Devoluções (refunds.ts): idempotent PUT by the client's id, partials up to the amount, settlement notices, fail-next. */
describe("payment-engine emulator: devoluções", () => {
  let engine: RunningPaymentEngine;
  let sink: Awaited<ReturnType<typeof startNoticeSink>>;
  let seq = 0;
  beforeAll(async () => {
    sink = await startNoticeSink();
    engine = await startPaymentEngine({ noticeUrl: sink.url, noticeToken: "t", refundSettleMs: 5 });
  });
  afterAll(async () => {
    await engine.close();
    await sink.close();
  });

  const api = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${engine.url}${path}`, { method, headers: { "content-type": "application/json", access_token: engine.apiKey }, body: body === undefined ? undefined : JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as any };
  };
  const paid = async (amountCents = 10_000) => {
    const txid = `tx${Date.now()}${String(seq++).padStart(6, "0")}abcdefghijkl`.slice(0, 32);
    const created = await api("POST", "/v3/pix/charges", { txid, amountCents, expiresAt: new Date(Date.now() + 3_600_000).toISOString() });
    return (await engine.pay(created.body.id)).charge.endToEndId!;
  };
  const noticeOf = async (id: string) => {
    for (let i = 0; i < 100; i++) {
      const found = sink.received.find((n) => n.body.event === "PIX_REFUND_UPDATED" && n.body.refund.id === id);
      if (found) return found;
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error("no refund notice");
  };

  it("answers EM_PROCESSAMENTO, the same refund for the same id, and settles DEVOLVIDO with a notice", async () => {
    const e2e = await paid();
    const first = await api("PUT", `/v3/pix/${e2e}/devolucao/r1`, { valueCents: 4_000, descricao: "Troca" });
    expect(first).toMatchObject({ status: 201, body: { id: "r1", status: "EM_PROCESSAMENTO", valueCents: 4_000, rtrId: expect.stringMatching(/^D\d{20}/) } });
    const again = await api("PUT", `/v3/pix/${e2e}/devolucao/r1`, { valueCents: 4_000, descricao: "Troca" });
    expect(again.status).toBe(200);
    expect(again.body.rtrId).toBe(first.body.rtrId);
    expect((await api("PUT", `/v3/pix/${e2e}/devolucao/r1`, { valueCents: 4_001 })).status).toBe(409);
    const notice = await noticeOf("r1");
    expect(refundNoticeSchema.parse(notice.body).refund).toMatchObject({ status: "DEVOLVIDO", value: "40.00", endToEndId: e2e });
    expect((await api("GET", `/v3/pix/${e2e}/devolucao/r1`)).body.status).toBe("DEVOLVIDO");
    expect(await engine.refunds.list(e2e)).toHaveLength(1);
  });

  it("refuses refunds beyond the amount received, and fails the next one on demand (its amount is refundable again)", async () => {
    const e2e = await paid(5_000);
    expect((await api("PUT", `/v3/pix/${e2e}/devolucao/a`, { valueCents: 5_001 })).body.errors[0].code).toBe("invalid_valueCents");
    await engine.refunds.failNext(1, "Conta encerrada");
    await api("PUT", `/v3/pix/${e2e}/devolucao/b`, { valueCents: 5_000 });
    expect((await noticeOf("b")).body.refund).toMatchObject({ status: "NAO_REALIZADO", motivo: "Conta encerrada" });
    expect((await api("PUT", `/v3/pix/${e2e}/devolucao/c`, { valueCents: 5_000 })).status).toBe(201);
    expect((await noticeOf("c")).body.refund.status).toBe("DEVOLVIDO");
    expect((await api("PUT", `/v3/pix/${e2e}/devolucao/d`, { valueCents: 1 })).status).toBe(400);
  });

  it("refuses a refund of what a standing infraction blocks; a released infraction frees it (issue 32)", async () => {
    const e2e = await paid(1_000);
    const opened = await engine.infractions.open({ end_to_end_id: e2e, amount: 1_000 });
    const refused = await api("PUT", `/v3/pix/${e2e}/devolucao/m1`, { valueCents: 1 });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0]).toMatchObject({ code: "invalid_valueCents", description: expect.stringMatching(/standing infractions/) });
    await engine.infractions.decide(opened.id, false);
    expect((await api("PUT", `/v3/pix/${e2e}/devolucao/m2`, { valueCents: 1_000 })).status).toBe(201);

    // Upheld: the MED return counts like a refund; nothing is left.
    const other = await paid(1_000);
    const upheld = await engine.infractions.open({ end_to_end_id: other, amount: 600 });
    expect((await api("PUT", `/v3/pix/${other}/devolucao/m3`, { valueCents: 401 })).status).toBe(400);
    await engine.infractions.decide(upheld.id, true);
    expect((await api("PUT", `/v3/pix/${other}/devolucao/m4`, { valueCents: 401 })).status).toBe(400);
    expect((await api("PUT", `/v3/pix/${other}/devolucao/m5`, { valueCents: 400 })).status).toBe(201);
  });

  it("returns at most each wallet's split; another account's payment is not found", async () => {
    const e2e = await paid();
    expect((await api("PUT", `/v3/pix/${e2e}/devolucao/s1`, { valueCents: 100, splitRefunds: [{ walletId: "nope", valueCents: 1 }] })).body.errors[0].code).toBe("invalid_splitRefunds");
    expect((await api("PUT", `/v3/pix/E00000000202601010000abcdefghijk/devolucao/x`, { valueCents: 1 })).status).toBe(404);
  });
});

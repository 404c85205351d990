import { eventBody } from "./delivery";

describe("eventBody", () => {
  const render = (code: string) => `data:image/png;base64,${Buffer.from(code).toString("base64")}`;
  const envelope = (event: string, data: Record<string, unknown>) => ({ event, occurred_at: "2026-11-22T10:00:00.000Z", data });

  it("passes data through as the producer wrote it", () => {
    const data = { txid: "t1", amount: 10, simulado: true };
    expect(eventBody(envelope("charge.paid", data), render)).toBe(JSON.stringify({ event: "charge.paid", created_at: "2026-11-22T10:00:00.000Z", data }));
  });

  it("adds qr_code_url after pix_code to a pending charge.created, null once the charge is not pending", () => {
    const body = (status: string) => JSON.parse(eventBody(envelope("charge.created", { txid: "t1", status, pix_code: "000201x", checkout_url: "u" }), render)).data;
    expect(body("pending")).toEqual({ txid: "t1", status: "pending", pix_code: "000201x", qr_code_url: render("000201x"), checkout_url: "u" });
    expect(Object.keys(body("pending"))).toEqual(["txid", "status", "pix_code", "qr_code_url", "checkout_url"]);
    expect(body("paid").qr_code_url).toBeNull();
  });

  it("keeps a qr_code_url the event already carries, and leaves events without pix_code alone", () => {
    const old = { txid: "t1", status: "pending", pix_code: "000201x", qr_code_url: "data:image/png;base64,old" };
    expect(JSON.parse(eventBody(envelope("charge.created", old), render)).data).toEqual(old);
    expect(JSON.parse(eventBody(envelope("charge.created", { txid: "t2" }), render)).data).toEqual({ txid: "t2" });
  });
});

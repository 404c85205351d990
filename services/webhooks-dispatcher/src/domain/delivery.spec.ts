import { sampleEventData } from "@pix/messaging/src/event-fixtures";
import type { EventEnvelope, PublicEventName } from "@pix/messaging";
import { eventBody, type EventOfBody } from "./delivery";

describe("eventBody", () => {
  const render = (code: string) => `data:image/png;base64,${Buffer.from(code).toString("base64")}`;
  const envelope = <N extends PublicEventName>(event: N, data: EventEnvelope<N>["data"]) => ({ event, occurred_at: "2026-11-22T10:00:00.000Z", data }) as EventOfBody<N>;

  it("passes the catalogued data through", () => {
    const data = sampleEventData("charge.paid", { txid: "t1", amount: 10, simulado: true });
    expect(eventBody(envelope("charge.paid", data), render)).toBe(JSON.stringify({ event: "charge.paid", created_at: "2026-11-22T10:00:00.000Z", data }));
  });

  it("adds qr_code_url after pix_code to a pending charge.created, null once the charge is not pending", () => {
    const data = (status: string) => sampleEventData("charge.created", { txid: "t1", status, pix_code: "000201x" });
    const body = (status: string) => JSON.parse(eventBody(envelope("charge.created", data(status)), render)).data;
    expect(body("pending")).toEqual({ ...data("pending"), qr_code_url: render("000201x") });
    const keys = Object.keys(data("pending"));
    expect(Object.keys(body("pending"))).toEqual([...keys.slice(0, keys.indexOf("pix_code") + 1), "qr_code_url", ...keys.slice(keys.indexOf("pix_code") + 1)]);
    expect(body("paid").qr_code_url).toBeNull();
  });

  it("gives a charge.created without a Pix code a null image", () => {
    expect(JSON.parse(eventBody(envelope("charge.created", sampleEventData("charge.created", { pix_code: null })), render)).data.qr_code_url).toBeNull();
  });
});

import { client, signUp, startStack, Stack } from "./stack";
import { deliveriesWhen, publishEvent, settled, startReceiver, type Receiver } from "./webhook-support";

/**
 * `GET /webhook-endpoints/{id}/deliveries?txid=`: one charge's deliveries to one endpoint (the panel's
 * charge detail), through the gateway and the dispatcher, with events published as the producers do.
 */
describe("the delivery log filtered by txid", () => {
  let stack: Stack;
  let http: ReturnType<typeof client>;
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver(() => ({ status: 200 }));
    stack = await startStack({ services: ["webhooks-dispatcher"] });
    http = client(stack.url);
  });
  afterAll(async () => {
    await stack.close();
    await receiver.close();
  });

  async function merchantWithEndpoint() {
    const m = await signUp(http);
    const res = await http("POST", "/webhook-endpoints", { token: m.accessToken, body: { url: receiver.url } });
    expect(res.status).toBe(201);
    return { token: m.accessToken as string, storeId: m.user.id as string, endpointId: res.body.data.id as string };
  }

  it("lists only the deliveries whose event carries that txid, newest first, page by page", async () => {
    const m = await merchantWithEndpoint();
    const created = await publishEvent(stack.exchange, "charge.created", m.storeId, { txid: "PedidoA1", amount: 10, status: "pending", pix_code: null });
    const paid = await publishEvent(stack.exchange, "charge.paid", m.storeId, { txid: "PedidoA1", amount: 10 });
    await publishEvent(stack.exchange, "charge.paid", m.storeId, { txid: "PedidoB2", amount: 20 });
    expect((await http("POST", `/webhook-endpoints/${m.endpointId}/test`, { token: m.token })).status).toBe(202);
    await deliveriesWhen(http, m.token, m.endpointId, (rows) => rows.length === 4 && settled(rows));

    const res = await http("GET", `/webhook-endpoints/${m.endpointId}/deliveries?txid=PedidoA1`, { token: m.token });
    expect(res.status).toBe(200);
    expect(res.body.data.map((d: any) => d.event_id).sort()).toEqual([created.id, paid.id].sort());
    expect(res.body.next_cursor).toBeNull();

    const first = await http("GET", `/webhook-endpoints/${m.endpointId}/deliveries?txid=PedidoA1&limit=1`, { token: m.token });
    expect(first.body.data).toHaveLength(1);
    expect(first.body.next_cursor).toEqual(expect.any(String));
    const cursor = encodeURIComponent(first.body.next_cursor);
    const second = await http("GET", `/webhook-endpoints/${m.endpointId}/deliveries?txid=PedidoA1&limit=1&cursor=${cursor}`, { token: m.token });
    expect(second.body.data).toHaveLength(1);
    expect(second.body.next_cursor).toBeNull();
    expect([...first.body.data, ...second.body.data].map((d: any) => d.id)).toEqual(res.body.data.map((d: any) => d.id));

    const none = await http("GET", `/webhook-endpoints/${m.endpointId}/deliveries?txid=Ninguem9`, { token: m.token });
    expect(none.body).toEqual({ data: [], next_cursor: null });
  });

  it("answers 404 for another store's endpoint and 400 for a malformed txid", async () => {
    const a = await merchantWithEndpoint();
    const b = await merchantWithEndpoint();
    await publishEvent(stack.exchange, "charge.paid", a.storeId, { txid: "PedidoA1", amount: 10 });
    await deliveriesWhen(http, a.token, a.endpointId, settled);
    const other = await http("GET", `/webhook-endpoints/${a.endpointId}/deliveries?txid=PedidoA1`, { token: b.token });
    expect(other.status).toBe(404);
    for (const bad of ["tx-1", "a".repeat(36), ""]) {
      const res = await http("GET", `/webhook-endpoints/${a.endpointId}/deliveries?txid=${encodeURIComponent(bad)}`, { token: a.token });
      expect({ bad, status: res.status }).toEqual({ bad, status: 400 });
      expect(res.body.error.message).toContain("txid");
    }
  });
});

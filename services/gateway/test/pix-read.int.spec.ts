import { Client } from "pg";
import { loadService, type Principal, ServiceClient } from "@pix/grpc";
import { client, PRINCIPAL_SECRET, signUp, signUpConfirmed, startStack, Stack } from "./stack";
import type { ChargesExtras } from "./stack/charges";
import type { IdentityExtras } from "./stack/identity";

/** GET /pix/status and GET /pix/list: scoped to the merchant and the environment, capped at 5000. */
let stack: Stack;
let http: ReturnType<typeof client>;
let extras: ChargesExtras;
beforeAll(async () => {
  stack = await startStack({ services: ["charges"] });
  http = client(stack.url);
  extras = stack.extras.charges as ChargesExtras;
});
afterAll(() => stack.close());

const issue = async (token: string, amount = 10, description = "Pedido") => {
  const res = await http("POST", "/pix", { token, body: { amount, description } });
  expect(res.status).toBe(201);
  return res.body.data;
};

describe("GET /pix/status", () => {
  it("answers the caller's charge; another merchant's txid is 404 with nothing of the charge", async () => {
    const owner = await signUp(http);
    const other = await signUp(http);
    const charge = await issue(owner.accessToken, 12.34, "Segredo do dono");
    const own = await http("GET", `/pix/status?txid=${charge.txid}`, { token: owner.accessToken });
    expect(own.status).toBe(200);
    expect(own.body.data).toEqual(charge);

    const foreign = await http("GET", `/pix/status?txid=${charge.txid}`, { token: other.accessToken });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ error: { message: "Cobrança não encontrada", codigo: "RECURSO_NAO_ENCONTRADO", recurso: "Cobrança" } });
    const unknown = await http("GET", "/pix/status?txid=NaoExiste123", { token: owner.accessToken });
    expect(unknown).toMatchObject({ status: 404, body: foreign.body });
    expect((await http("GET", "/pix/status?txid=nao-e-um-txid!", { token: owner.accessToken })).status).toBe(404);
  });

  it("answers 400 without a txid or with unknown parameters", async () => {
    const { accessToken } = await signUp(http);
    expect((await http("GET", "/pix/status", { token: accessToken })).status).toBe(400);
    expect((await http("GET", "/pix/status?txid=a&user_id=b", { token: accessToken })).status).toBe(400);
  });
});

describe("GET /pix/list", () => {
  it("lists the caller's charges with a Pix code, newest first, with the QR only while pending", async () => {
    const { accessToken } = await signUp(http);
    const other = await signUp(http);
    const first = await issue(accessToken, 10, "primeira");
    const second = await issue(accessToken, 20, "segunda");
    await issue(other.accessToken, 30, "de outro");
    const registered = await http("POST", "/charges", { token: accessToken, body: { amount: 40 } });
    expect(registered.status).toBe(201);
    await http("POST", "/pix/simulate-payment", { token: accessToken, body: { txid: first.txid } });

    const res = await http("GET", "/pix/list", { token: accessToken });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(["data"]);
    expect(res.body.data.map((c: any) => c.txid)).toEqual([second.txid, first.txid]);
    expect(res.body.data[0]).toMatchObject({ status: "pending", qr_code_url: second.qr_code_url, amount: 20 });
    expect(res.body.data[1]).toMatchObject({ status: "paid", qr_code_url: null, pix_code: first.pix_code });

    const paid = await http("GET", "/pix/list?status=paid", { token: accessToken });
    expect(paid.body.data.map((c: any) => c.txid)).toEqual([first.txid]);
    // `expired` (issue 25) is a state of its own now; an unknown one is still refused.
    expect((await http("GET", "/pix/list?status=expired", { token: accessToken })).body).toEqual({ data: [] });
    expect((await http("GET", "/pix/list?status=cancelled", { token: accessToken })).status).toBe(400);
  });

  it("serves the QR image stored at issuing, and renders it for a charge issued before images were stored", async () => {
    const { accessToken } = await signUp(http);
    const stored = await issue(accessToken, 10, "com imagem");
    const older = await issue(accessToken, 11, "sem imagem");
    const db = new Client({ connectionString: extras.databaseUrl });
    await db.connect();
    try {
      const { rows } = await db.query(`SELECT txid, qr_code_image FROM charges WHERE txid = ANY($1)`, [[stored.txid, older.txid]]);
      expect(rows.find((r) => r.txid === stored.txid)?.qr_code_image).toBe(stored.qr_code_url);
      // The image is what is served: a different stored value shows through the listing and the status.
      const marker = "data:image/png;base64,c3RvcmVk";
      await db.query(`UPDATE charges SET qr_code_image = $2 WHERE txid = $1`, [stored.txid, marker]);
      await db.query(`UPDATE charges SET qr_code_image = NULL WHERE txid = $1`, [older.txid]);
      const list = await http("GET", "/pix/list", { token: accessToken });
      const byTxid = new Map(list.body.data.map((c: any) => [c.txid, c.qr_code_url]));
      expect(byTxid.get(stored.txid)).toBe(marker);
      expect(byTxid.get(older.txid)).toBe(older.qr_code_url); // rendered again from pix_code
      expect((await http("GET", `/pix/status?txid=${stored.txid}`, { token: accessToken })).body.data.qr_code_url).toBe(marker);
    } finally {
      await db.end();
    }
  });

  it("shows each charge exactly as GET /pix/status does, byte for byte as res.json would write it", async () => {
    const { accessToken } = await signUp(http);
    const pending = await issue(accessToken, 10.5, "pendente \"aspas\" e acentuação ✓");
    const paid = await issue(accessToken, 19.99, "paga duas vezes");
    await http("POST", "/pix/simulate-payment", { token: accessToken, body: { txid: paid.txid } });
    const db = new Client({ connectionString: extras.databaseUrl });
    await db.connect();
    try {
      // A second payment (extra_payments), the engine's fee and the payer's fields on the paid one.
      await db.query(`INSERT INTO payments (id, charge_id, end_to_end_id, amount_cents, paid_at)
        VALUES (gen_random_uuid(), $1::uuid, 'E2EEXTRA' || substr(md5($1::text), 1, 20), 1001, '2026-11-25T10:11:12.345Z')`, [paid.id]);
      await db.query(`UPDATE charges SET fee_amount_cents = 197, customer_name = 'Ana Pagadora', customer_cpf = '52998224725',
        store_name = 'Loja da Maria', due_date = '2026-12-01T00:00:00.000Z' WHERE id = $1::uuid`, [paid.id]);
    } finally {
      await db.end();
    }
    const res = await fetch(`${stack.url}/pix/list`, { headers: { authorization: `Bearer ${accessToken}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    const text = await res.text();
    const listed = JSON.parse(text).data;
    expect(listed.map((c: any) => c.txid)).toEqual([paid.txid, pending.txid]);
    const views = [];
    for (const c of listed) views.push((await http("GET", `/pix/status?txid=${c.txid}`, { token: accessToken })).body.data);
    expect(views[0]).toMatchObject({ status: "paid", fee_amount: 1.97, customer_name: "Ana Pagadora", qr_code_url: null, customer_email: null,
      extra_payments: [{ amount: 10.01, paid_at: "2026-11-25T10:11:12.345Z" }] });
    expect(views[1]).toMatchObject({ status: "pending", amount: 10.5, fee_amount: null, extra_payments: [], qr_code_url: pending.qr_code_url });
    expect(text).toBe(JSON.stringify({ data: views }));
    expect(Buffer.byteLength(text)).toBe(Number(res.headers.get("content-length")));
  });

  it("answers an older gateway (no as_json) with the messages", async () => {
    const { user, accessToken } = await signUp(http);
    const charge = await issue(accessToken, 12, "mensagem");
    const charges = new ServiceClient("charges", loadService("charges/v1/charges.proto", "pix.charges.v1.ChargesService"), stack.addresses.charges!, PRINCIPAL_SECRET);
    const principal: Principal = { userId: user.id, storeId: user.id, role: "owner", environment: "test", isAdmin: false, credential: "session", productionApproved: false };
    try {
      const old = await charges.call("ListPixCharges", {}, { principal });
      expect(old.charges_json).toHaveLength(0);
      expect(old.charges).toHaveLength(1);
      expect(old.charges[0]).toMatchObject({ txid: charge.txid, amount_cents: 1200, qr_code_url: charge.qr_code_url, checkout_url: charge.checkout_url });
      const json = await charges.call("ListPixCharges", { as_json: true }, { principal });
      expect(json.charges).toEqual([]);
      expect(JSON.parse(json.charges_json.toString())).toEqual([charge]);
    } finally {
      charges.close();
    }
  });

  it("stops at 5000 charges and says so in `aviso`", async () => {
    const { user, accessToken } = await signUp(http);
    const db = new Client({ connectionString: extras.databaseUrl });
    await db.connect();
    try {
      // Paid rows: the listing then carries no QR images, which keeps this test about the cap.
      await db.query(
        `INSERT INTO charges (id, store_id, environment, txid, public_id, description, amount_cents, pix_code, status, paid_at, created_at)
         SELECT gen_random_uuid(), $1::uuid, 'test', 'cap' || substr(md5($1::text || g::text), 1, 20), 'cap' || substr(md5($1::text || g::text), 1, 20), 'lote', 1000, '000201', 'paid', now(),
                now() - make_interval(secs => g)
         FROM generate_series(1, 5001) AS g`,
        [user.id],
      );
    } finally {
      await db.end();
    }
    const res = await http("GET", "/pix/list", { token: accessToken });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(5000);
    expect(res.body.aviso).toMatch(/5000/);
    expect(Object.keys(res.body)).toEqual(["data", "aviso"]);
    const newest = await issue(accessToken);
    expect((await http("GET", "/pix/list", { token: accessToken })).body.data[0].txid).toBe(newest.txid);
  });
});

describe("environments", () => {
  it("keeps live and test apart: a test key never sees live data, a live key never sees test data", async () => {
    const { user, accessToken } = await signUpConfirmed(stack, http);
    await (stack.extras.identity as IdentityExtras).setProductionStatus(user.id, "approved");
    const keys: Record<string, string> = {};
    for (const environment of ["test", "live"]) {
      const res = await http("POST", "/api-keys", { token: accessToken, body: { name: environment, environment } });
      expect(res.status).toBe(201);
      keys[environment] = res.body.data.key;
    }
    const live = await issue(keys.live, 50, "produção");
    const test = await issue(keys.test, 60, "teste");
    expect(live.environment).toBe("live");
    expect(test.environment).toBe("test");

    for (const [token, visible, hidden] of [[keys.test, test, live], [accessToken, test, live], [keys.live, live, test]]) {
      expect((await http("GET", `/pix/status?txid=${visible.txid}`, { token })).status).toBe(200);
      expect((await http("GET", `/pix/status?txid=${hidden.txid}`, { token })).status).toBe(404);
      const list = (await http("GET", "/pix/list", { token })).body.data.map((c: any) => c.txid);
      expect(list).toEqual([visible.txid]);
      expect((await http("POST", "/pix/simulate-payment", { token, body: { txid: hidden.txid } })).status).toBe(404);
    }
  });
});

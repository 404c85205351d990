import { Client } from "pg";
import { client, signUp, startStack, Stack } from "./stack";
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
    expect(foreign.body).toEqual({ error: { message: "Cobrança não encontrado(a)" } });
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
    expect((await http("GET", "/pix/list?status=expired", { token: accessToken })).status).toBe(400);
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
    const newest = await issue(accessToken);
    expect((await http("GET", "/pix/list", { token: accessToken })).body.data[0].txid).toBe(newest.txid);
  });
});

describe("environments", () => {
  it("keeps live and test apart: a test key never sees live data, a live key never sees test data", async () => {
    const { user, accessToken } = await signUp(http);
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

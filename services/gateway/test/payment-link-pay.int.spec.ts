import { loadService, Principal, ServiceClient, type ClientOf } from "@pix/grpc";
import { client, PRINCIPAL_SECRET, signUp, startStack, Stack } from "./stack";
import type { ChargesExtras } from "./stack/charges";
import type { CheckoutExtras } from "./stack/checkout";

/** A payer pays a link on the checkout service; the charge is issued by the real charges service. */
let stack: Stack;
let http: ReturnType<typeof client>;
let payer: ReturnType<typeof client>;
let checkoutUrl: string;
let grpc: ClientOf<"pix.checkout.v1.CheckoutService">;
beforeAll(async () => {
  stack = await startStack({ services: ["charges", "checkout"] });
  http = client(stack.url);
  checkoutUrl = (stack.extras.checkout as CheckoutExtras).url;
  payer = client(checkoutUrl);
  grpc = new ServiceClient("checkout", loadService("checkout/v1/checkout.proto", "pix.checkout.v1.CheckoutService"), stack.addresses.checkout!, PRINCIPAL_SECRET);
});
afterAll(async () => {
  grpc.close();
  await stack.close();
});

const PUBLIC_FIELDS = ["txid", "amount", "description", "store_name", "status", "pix_code", "qr_code_url", "expires_at", "paid_at",
  "environment", "success_url", "cancel_url", "checkout_url"];
const PAYER = { customer_name: "Ana Pagadora", customer_cpf: "529.982.247-25", customer_email: "ana@pagadora.test" };

async function merchantWithLink(body: Record<string, unknown>, company = "Loja da Ana") {
  const session = await signUp(http);
  await http("PUT", "/auth/profile", { token: session.accessToken, body: { company, cnpj: "11.222.333/0001-81" } });
  const link = (await http("POST", "/payment-links", { token: session.accessToken, body })).body.data;
  return { ...session, link };
}

describe("POST /checkout/link/{slug}/pay", () => {
  it("issues a test charge for a test link, at the link's amount, and returns only the payer's view", async () => {
    const { link, accessToken, user } = await merchantWithLink({ amount: 37.9, description: "Ebook de receitas" });
    const res = await payer("POST", `/checkout/link/${link.slug}/pay`, { body: PAYER });
    expect(res.status).toBe(201);
    const charge = res.body.data;
    expect(Object.keys(charge).sort()).toEqual([...PUBLIC_FIELDS].sort());
    expect(charge).toMatchObject({
      amount: 37.9, description: "Ebook de receitas", store_name: "Loja da Ana", status: "pending", environment: "test",
      pix_code: expect.stringMatching(/^000201/), qr_code_url: expect.stringMatching(/^data:image\/png;base64,/),
      paid_at: null, checkout_url: `${checkoutUrl}/checkout/${charge.txid}`,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/11222333000181|user_id|fee_amount|52998224725|ana@pagadora/);
    const read = await payer("GET", `/checkout/${charge.txid}`);
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual(charge);
    const own = await http("GET", `/pix/status?txid=${charge.txid}`, { token: accessToken });
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({ txid: charge.txid, user_id: user.id, environment: "test", amount: 37.9, customer_name: "Ana Pagadora" });
  });

  it("refuses a live link before the merchant's approval with PRODUCAO_NAO_LIBERADA and no merchant detail", async () => {
    const { user } = await signUp(http);
    const live: Principal = { userId: user.id, storeId: user.id, role: "owner", environment: "live", isAdmin: false, credential: "session", productionApproved: true };
    const link = await grpc.call("CreatePaymentLink", { amount_cents: 5000, description: "Produção" }, { principal: live });
    expect((await payer("GET", `/checkout/link/${link.slug}`)).body.data.environment).toBe("live");
    const res = await payer("POST", `/checkout/link/${link.slug}/pay`, { body: PAYER });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: { message: expect.any(String), codigo: "PRODUCAO_NAO_LIBERADA", producao: { liberada: false } } });
  });

  it("answers the neutral LINK_INDISPONIVEL for an inactive link, exactly as for a missing one", async () => {
    const { accessToken, link } = await merchantWithLink({ amount: 10, description: "Pausado" });
    await http("PUT", `/payment-links/${link.id}`, { token: accessToken, body: { active: false } });
    const inactive = await payer("POST", `/checkout/link/${link.slug}/pay`, { body: PAYER });
    const missing = await payer("POST", `/checkout/link/nao-existe-${link.slug}/pay`, { body: PAYER });
    expect(inactive.status).toBe(404);
    expect(inactive.body).toEqual({ error: { message: expect.any(String), codigo: "LINK_INDISPONIVEL" } });
    expect(missing.body).toEqual(inactive.body);
  });

  it("validates the payer's fields", async () => {
    const { link } = await merchantWithLink({ amount: 10, description: "Validação" });
    const badCpf = await payer("POST", `/checkout/link/${link.slug}/pay`, { body: { ...PAYER, customer_cpf: "111.111.111-12" } });
    expect(badCpf.status).toBe(400);
    const unknown = await payer("POST", `/checkout/link/${link.slug}/pay`, { body: { ...PAYER, amount: 1 } });
    expect(unknown.status).toBe(400);
    const coupon = await payer("POST", `/checkout/link/${link.slug}/pay`, { body: { ...PAYER, coupon_code: "DESCONTO10" } });
    expect(coupon.status).toBe(400);
    expect(coupon.body.error.message).toMatch(/cupom/i);
  });

  it("from a browser form, redirects to the new charge's page, or shows the form again with the reason", async () => {
    const { link } = await merchantWithLink({ amount: 15, description: "Formulário" });
    const form = (fields: Record<string, string>) =>
      fetch(`${checkoutUrl}/checkout/link/${link.slug}/pay`, {
        method: "POST", redirect: "manual", body: new URLSearchParams(fields),
        headers: { accept: "text/html", "content-type": "application/x-www-form-urlencoded" },
      });
    const ok = await form({ customer_name: "Ana", customer_cpf: "52998224725", customer_email: "", customer_phone: "" });
    expect(ok.status).toBe(303);
    const location = ok.headers.get("location")!;
    expect(location).toMatch(/^\/checkout\/[A-Za-z0-9]{1,35}$/);
    expect((await payer("GET", location)).body.data).toMatchObject({ amount: 15, status: "pending" });
    const bad = await form({ customer_name: `<b>Ana</b>`, customer_cpf: "123" });
    expect(bad.status).toBe(400);
    const page = await bad.text();
    expect(page).toMatch(/<p class="error" role="alert">[^<]+<\/p>/);
    expect(page).toContain('value="&lt;b&gt;Ana&lt;/b&gt;"');
  });
});

describe("Idempotency-Key on POST /checkout/link/{slug}/pay", () => {
  const pay = (slug: string, body: Record<string, unknown>, key?: string) =>
    payer("POST", `/checkout/link/${slug}/pay`, { body, headers: key === undefined ? {} : { "idempotency-key": key } });
  const countCharges = async (storeId: string) =>
    (await (stack.extras.charges as ChargesExtras).query("SELECT count(*)::int AS n FROM charges WHERE store_id = $1", [storeId]))[0].n;

  it("turns 10 concurrent identical pays with one key into one charge", async () => {
    const { link, user } = await merchantWithLink({ amount: 19.9, description: "Clique duplo" });
    const results = await Promise.all(Array.from({ length: 10 }, () => pay(link.slug, PAYER, "tentativa-1")));
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(201));
    expect(new Set(results.map((r) => r.body.data.txid)).size).toBe(1);
    expect(results.filter((r) => r.headers.get("idempotent-replayed") === null)).toHaveLength(1);
    expect(await countCharges(user.id)).toBe(1);
  });

  it("replays the original answer with Idempotent-Replayed, the same fields in another form counting as the same request", async () => {
    const { link, user } = await merchantWithLink({ amount: 21, description: "Repetição" });
    const first = await pay(link.slug, PAYER, "k-replay");
    expect(first.status).toBe(201);
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    const again = await pay(link.slug, { customer_email: PAYER.customer_email, customer_cpf: "52998224725", customer_name: " Ana Pagadora " }, "k-replay");
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body).toEqual(first.body);
    expect(await countCharges(user.id)).toBe(1);
  });

  it("answers 409 IDEMPOTENCIA_CONFLITO for the same key with other payer fields", async () => {
    const { link, user } = await merchantWithLink({ amount: 22, description: "Conflito" });
    expect((await pay(link.slug, PAYER, "k-conflict")).status).toBe(201);
    const other = await pay(link.slug, { ...PAYER, customer_name: "Bia Pagadora" }, "k-conflict");
    expect(other.status).toBe(409);
    expect(other.body).toEqual({ error: { message: expect.any(String), codigo: "IDEMPOTENCIA_CONFLITO" } });
    expect(await countCharges(user.id)).toBe(1);
  });

  it("answers 409 IDEMPOTENCIA_EM_ANDAMENTO with Retry-After while the key's first pay is issuing, then the same charge", async () => {
    const { link, user } = await merchantWithLink({ amount: 24, description: "Motor lento" });
    const engine = (stack.extras.charges as ChargesExtras).engine;
    await engine.failNext({ count: 1, delayMs: 4_000 });
    try {
      const first = pay(link.slug, PAYER, "k-lento");
      await new Promise((r) => setTimeout(r, 300));
      const during = await pay(link.slug, PAYER, "k-lento");
      expect(during.status).toBe(409);
      expect(during.body.error).toMatchObject({ codigo: "IDEMPOTENCIA_EM_ANDAMENTO", retry_after: expect.any(Number) });
      expect(Number(during.headers.get("retry-after"))).toBe(during.body.error.retry_after);
      const other = await pay(link.slug, { ...PAYER, customer_name: "Bia Pagadora" }, "k-lento");
      expect(other).toMatchObject({ status: 409, body: { error: { codigo: "IDEMPOTENCIA_CONFLITO" } } });
      // The first pay outlives checkout's 3 s deadline to charges here (503), yet charges completes it:
      // the retry with the key lands on that one charge.
      expect([201, 503]).toContain((await first).status);
      const retried = await pay(link.slug, PAYER, "k-lento");
      expect(retried.status).toBe(201);
      expect(retried.headers.get("idempotent-replayed")).toBe("true");
      expect(await countCharges(user.id)).toBe(1);
    } finally {
      await engine.failNext({ count: 0 });
    }
  });

  it("without a key, makes a new charge on each pay, as before", async () => {
    const { link, user } = await merchantWithLink({ amount: 23, description: "Sem chave" });
    const [a, b] = [await pay(link.slug, PAYER), await pay(link.slug, PAYER)];
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.data.txid).not.toBe(b.body.data.txid);
    expect(b.headers.get("idempotent-replayed")).toBeNull();
    expect(await countCharges(user.id)).toBe(2);
  });

  it("scopes a payer's key to its link: the same key on another link of the store is a new charge", async () => {
    const { link, user, accessToken } = await merchantWithLink({ amount: 24, description: "Link A" });
    const other = (await http("POST", "/payment-links", { token: accessToken, body: { amount: 24, description: "Link B" } })).body.data;
    const a = await pay(link.slug, PAYER, "mesma-chave");
    const b = await pay(other.slug, PAYER, "mesma-chave");
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.headers.get("idempotent-replayed")).toBeNull();
    expect(b.body.data.description).toBe("Link B");
    expect(await countCharges(user.id)).toBe(2);
  });

  it("takes the hosted form's idempotency_key field: a resubmitted form lands on the same charge", async () => {
    const { link, user } = await merchantWithLink({ amount: 25, description: "Formulário duplo" });
    const form = (fields: Record<string, string>) =>
      fetch(`${checkoutUrl}/checkout/link/${link.slug}/pay`, {
        method: "POST", redirect: "manual", body: new URLSearchParams(fields),
        headers: { accept: "text/html", "content-type": "application/x-www-form-urlencoded" },
      });
    const fields = { customer_name: "Ana", customer_cpf: "52998224725", customer_email: "", customer_phone: "", idempotency_key: "6f1c2a8e-55b4-4d3e-9a7f-0b1c2d3e4f50" };
    const [a, b] = await Promise.all([form(fields), form(fields)]);
    expect([a.status, b.status]).toEqual([303, 303]);
    expect(b.headers.get("location")).toBe(a.headers.get("location"));
    expect(await countCharges(user.id)).toBe(1);
    // An empty field (the page without its script) is no key: a new charge.
    expect((await form({ ...fields, idempotency_key: "" })).headers.get("location")).not.toBe(a.headers.get("location"));
    expect(await countCharges(user.id)).toBe(2);
  });

  it.each<[string, Record<string, string>, Record<string, unknown>]>([
    ["a key with a space", { "idempotency-key": "a b" }, PAYER],
    ["a key of 201 characters", { "idempotency-key": "x".repeat(201) }, PAYER],
    ["a header and a form field that differ", { "idempotency-key": "um" }, { ...PAYER, idempotency_key: "outro" }],
  ])("refuses %s with 400 and makes no charge", async (_name, headers, body) => {
    const { link, user } = await merchantWithLink({ amount: 26, description: "Chave inválida" });
    const res = await payer("POST", `/checkout/link/${link.slug}/pay`, { body, headers });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { message: expect.stringMatching(/Idempotency-Key/), codigo: "REQUISICAO_INVALIDA", erros: [expect.objectContaining({ campo: "Idempotency-Key", local: "cabecalho" })] } });
    expect(await countCharges(user.id)).toBe(0);
  });
});

describe("POST /checkout/{txid}/simular-pagamento", () => {
  it("pays a test charge: status paid, paid_at set, QR gone; the payer's read agrees", async () => {
    const { link } = await merchantWithLink({ amount: 20, description: "Simulado" });
    const { txid } = (await payer("POST", `/checkout/link/${link.slug}/pay`, { body: PAYER })).body.data;
    const res = await payer("POST", `/checkout/${txid}/simular-pagamento`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ txid, status: "paid", qr_code_url: null, paid_at: expect.any(String) });
    expect((await payer("GET", `/checkout/${txid}`)).body.data).toMatchObject({ status: "paid", qr_code_url: null });
  });

  it("answers 404 for unknown and malformed txids", async () => {
    for (const txid of ["NaoExiste0123456789012345", "com-hifen", "x".repeat(36)]) {
      expect((await payer("POST", `/checkout/${txid}/simular-pagamento`)).status).toBe(404);
      expect((await payer("GET", `/checkout/${txid}`)).status).toBe(404);
    }
  });
});

describe("GET /health of the checkout server", () => {
  it("answers 200 when checkout, charges and identity all serve", async () => {
    const res = await payer("GET", "/health");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { status: "ok", services: { checkout: "SERVING", charges: "SERVING", identity: "SERVING" } } });
  });
});

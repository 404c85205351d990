import { client, signUp, startStack, Stack } from "./stack";
import type { CheckoutExtras } from "./stack/checkout";

/** Payment links that sell a catalogue product: checkout asks charges for the product and issues in product mode. */
let stack: Stack;
let http: ReturnType<typeof client>;
let payer: ReturnType<typeof client>;
let checkoutUrl: string;
beforeAll(async () => {
  stack = await startStack({ services: ["charges", "checkout"] });
  http = client(stack.url);
  checkoutUrl = (stack.extras.checkout as CheckoutExtras).url;
  payer = client(checkoutUrl);
});
afterAll(() => stack.close());

const PAYER = { customer_name: "Ana Pagadora", customer_cpf: "529.982.247-25" };

async function post(token: string, path: string, body: Record<string, unknown>) {
  const res = await http("POST", path, { token, body });
  expect(res.status).toBe(201);
  return res.body.data;
}

async function storeWithProduct(product: Record<string, unknown> = { name: "Livro de Pix", price: 40 }) {
  const session = await signUp(http);
  await http("PUT", "/auth/profile", { token: session.accessToken, body: { company: "Loja da Ana", cnpj: "11.222.333/0001-81" } });
  return { ...session, product: await post(session.accessToken, "/products", product) };
}

describe("payment links with a product_id", () => {
  it("take the product's price as their amount, and refuse an amount of their own", async () => {
    const { accessToken, product } = await storeWithProduct();
    const link = await post(accessToken, "/payment-links", { description: "Livro", product_id: product.id });
    expect(link).toMatchObject({ product_id: product.id, amount: 40 });
    const both = await http("POST", "/payment-links", { token: accessToken, body: { amount: 10, description: "X", product_id: product.id } });
    expect(both.status).toBe(400);
    expect(both.body.error.message).toMatch(/preço do produto/);
    const none = await http("POST", "/payment-links", { token: accessToken, body: { description: "Sem valor" } });
    expect(none.status).toBe(400);
    const edit = await http("PUT", `/payment-links/${link.id}`, { token: accessToken, body: { amount: 12 } });
    expect(edit.status).toBe(400);
    // Linking a product on PUT takes its price; unlinking lets the link have its own amount again.
    const other = await post(accessToken, "/products", { name: "Caneca", price: 25.5 });
    const plain = await post(accessToken, "/payment-links", { amount: 10, description: "Avulso" });
    const linked = await http("PUT", `/payment-links/${plain.id}`, { token: accessToken, body: { product_id: other.id } });
    expect(linked.body.data).toMatchObject({ product_id: other.id, amount: 25.5 });
    const unlinked = await http("PUT", `/payment-links/${plain.id}`, { token: accessToken, body: { product_id: "", amount: 11 } });
    expect(unlinked.body.data).toMatchObject({ product_id: null, amount: 11 });
  });

  it("answer 404 for another store's (or a missing) product, on create and on update", async () => {
    const a = await storeWithProduct();
    const b = await signUp(http);
    const create = await http("POST", "/payment-links", { token: b.accessToken, body: { description: "Alheio", product_id: a.product.id } });
    expect(create.status).toBe(404);
    expect(create.body.error.message).toMatch(/Produto/);
    const own = await post(b.accessToken, "/payment-links", { amount: 10, description: "Meu" });
    const update = await http("PUT", `/payment-links/${own.id}`, { token: b.accessToken, body: { product_id: a.product.id } });
    expect(update.status).toBe(404);
    expect((await http("GET", "/payment-links", { token: b.accessToken })).body.data[0]).toMatchObject({ product_id: null, amount: 10 });
  });

  it("sell at the product's current price in product mode, with the charge's product recorded", async () => {
    const { accessToken, product } = await storeWithProduct();
    const link = await post(accessToken, "/payment-links", { description: "Livro", product_id: product.id });
    await http("PUT", `/products/${product.id}`, { token: accessToken, body: { price: 42.5 } });
    const res = await payer("POST", `/checkout/link/${link.slug}/pay`, { body: PAYER });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ amount: 42.5, description: "Livro", status: "pending" });
    const own = await http("GET", `/pix/status?txid=${res.body.data.txid}`, { token: accessToken });
    expect(own.body.data).toMatchObject({ amount: 42.5, product_id: product.id, coupon_id: null });
  });

  it("apply the payer's coupon, and refuse an unusable one or one below 5.00 with a clear 400", async () => {
    const { accessToken, product } = await storeWithProduct({ name: "Curso", price: 10 });
    const coupon = await post(accessToken, "/coupons", { code: "TERCO", discount_type: "percent", discount_value: 33.33 });
    await post(accessToken, "/coupons", { code: "VELHO", discount_type: "fixed", discount_value: 1, expires_at: "2020-01-01T00:00:00Z" });
    await post(accessToken, "/coupons", { code: "METADE-MAIS", discount_type: "percent", discount_value: 50.1 });
    const link = await post(accessToken, "/payment-links", { description: "Curso", product_id: product.id });
    const pay = (coupon_code: string) => payer("POST", `/checkout/link/${link.slug}/pay`, { body: { ...PAYER, coupon_code } });

    const paid = await pay("terco");
    expect(paid.status).toBe(201);
    expect(paid.body.data.amount).toBe(6.67);
    const own = await http("GET", `/pix/status?txid=${paid.body.data.txid}`, { token: accessToken });
    expect(own.body.data).toMatchObject({ product_id: product.id, coupon_id: coupon.id });

    const expired = await pay("VELHO");
    expect(expired.status).toBe(400);
    expect(expired.body.error.message).toMatch(/expirado/);
    const unknown = await pay("NAOEXISTE");
    // Mapped by its stable code, not the message text (errors.cupomNaoEncontrado in the catalogue).
    expect(unknown).toMatchObject({ status: 400, body: { error: { codigo: "CUPOM_NAO_ENCONTRADO", message: expect.stringMatching(/Cupom de desconto não encontrado/) } } });
    expect(await pay("METADE-MAIS")).toMatchObject({ status: 400, body: { error: { codigo: "VALOR_MINIMO", valor_minimo: 5 } } });

    // The hosted form sends the coupon field; a refusal shows the form again with the reason and the code kept.
    const form = await fetch(`${checkoutUrl}/checkout/link/${link.slug}/pay`, {
      method: "POST", redirect: "manual", headers: { accept: "text/html", "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ customer_name: "Ana", customer_cpf: "52998224725", coupon_code: "VELHO" }),
    });
    expect(form.status).toBe(400);
    const page = await form.text();
    expect(page).toMatch(/role="alert">[^<]*expirado/);
    expect(page).toContain(`name="coupon_code" type="text" autocomplete="off" maxlength="64" value="VELHO"`);
  });

  it("show the payer the product's name, image and price, as JSON and on the page, with a coupon field", async () => {
    const { accessToken, product } = await storeWithProduct({ name: "Caneca <Pix>", price: 30, image_url: "https://img.example.com/caneca.png" });
    const link = await post(accessToken, "/payment-links", { description: "Caneca", product_id: product.id });
    const json = await payer("GET", `/checkout/link/${link.slug}`);
    expect(json.body.data).toMatchObject({ amount: 30, product: { name: "Caneca <Pix>", image_url: "https://img.example.com/caneca.png" } });
    const page = await fetch(`${checkoutUrl}/checkout/link/${link.slug}`, { headers: { accept: "text/html" } });
    const body = await page.text();
    expect(body).toContain("Caneca &lt;Pix&gt;");
    expect(body).toContain(`<img src="https://img.example.com/caneca.png"`);
    expect(body).toMatch(/R\$\s30,00/);
    expect(body).toContain(`name="coupon_code"`);
    expect(page.headers.get("content-security-policy")).toContain("img-src data: https: http:");
    // A link without a product has no product and no coupon field.
    const plain = await post(accessToken, "/payment-links", { amount: 10, description: "Avulso" });
    expect((await payer("GET", `/checkout/link/${plain.slug}`)).body.data.product).toBeNull();
    const plainPage = await (await fetch(`${checkoutUrl}/checkout/link/${plain.slug}`, { headers: { accept: "text/html" } })).text();
    expect(plainPage).not.toContain("coupon_code");
  });
});

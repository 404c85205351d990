import { randomUUID } from "node:crypto";
import { loadService, Principal, ServiceClient, type ClientOf } from "@pix/grpc";
import { client, PRINCIPAL_SECRET, signUp, startStack, Stack } from "../../gateway/test/stack";
import type { CheckoutExtras } from "../../gateway/test/stack/checkout";

/** The payer's side of links that needs no charge: the public view, the page, and unavailability. */
let stack: Stack;
let http: ReturnType<typeof client>;
let payer: ReturnType<typeof client>;
let grpc: ClientOf<"pix.checkout.v1.CheckoutService">;
beforeAll(async () => {
  // No charges service here: its address is a closed port, so /health must say so.
  stack = await startStack({ services: ["checkout"], env: { checkout: { CHARGES_ADDR: "127.0.0.1:1" } } });
  http = client(stack.url);
  payer = client((stack.extras.checkout as CheckoutExtras).url);
  const ctor = loadService("checkout/v1/checkout.proto", "pix.checkout.v1.CheckoutService");
  grpc = new ServiceClient("checkout", ctor, stack.addresses.checkout!, PRINCIPAL_SECRET);
});
afterAll(async () => {
  grpc.close();
  await stack.close();
});

const principal = (storeId: string, environment: "test" | "live"): Principal => ({
  userId: storeId, storeId, role: "owner", environment, isAdmin: false, credential: "session", productionApproved: environment === "live",
});
const html = (path: string) => payer("GET", path, { headers: { accept: "text/html,application/xhtml+xml,*/*;q=0.8" } });

describe("links are separated by environment", () => {
  it("lists, edits and deletes only in the principal's environment", async () => {
    const storeId = randomUUID();
    const test = await grpc.call("CreatePaymentLink", { amount_cents: 1000, description: "Teste" }, { principal: principal(storeId, "test") });
    const live = await grpc.call("CreatePaymentLink", { amount_cents: 2000, description: "Produção" }, { principal: principal(storeId, "live") });
    const inTest = await grpc.call("ListPaymentLinks", {}, { principal: principal(storeId, "test") });
    const inLive = await grpc.call("ListPaymentLinks", {}, { principal: principal(storeId, "live") });
    expect(inTest.payment_links.map((l: any) => l.id)).toEqual([test.id]);
    expect(inLive.payment_links.map((l: any) => l.id)).toEqual([live.id]);
    expect(inLive).toMatchObject({ truncated: false, limit: 5000 });
    await expect(grpc.call("UpdatePaymentLink", { id: live.id, active: false }, { principal: principal(storeId, "test") })).rejects.toMatchObject({ kind: "not_found" });
    await expect(grpc.call("DeletePaymentLink", { id: live.id }, { principal: principal(storeId, "test") })).rejects.toMatchObject({ kind: "not_found" });
    await expect(grpc.call("ListPaymentLinks", {})).rejects.toMatchObject({ kind: "unauthenticated" });
  });
});

describe("GET /checkout/link/{slug}", () => {
  it("shows the payer the link, its store name and environment, and nothing else of the merchant", async () => {
    const { accessToken } = await signUp(http);
    await http("PUT", "/auth/profile", { token: accessToken, body: { company: "Loja da Maria", cnpj: "11.222.333/0001-81" } });
    const link = (await http("POST", "/payment-links", { token: accessToken, body: { amount: 49.9, description: "Curso online" } })).body.data;
    const res = await payer("GET", `/checkout/link/${link.slug}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: {
        slug: link.slug, description: "Curso online", amount: 49.9, method: "pix", store_name: "Loja da Maria", environment: "test", product: null,
        checkout_url: `${(stack.extras.checkout as CheckoutExtras).url}/checkout/link/${link.slug}`,
      },
    });
    expect(JSON.stringify(res.body)).not.toMatch(/11222333000181|user_id|@loja\.test/);
    expect(res.headers.get("vary")).toMatch(/Accept/i);
  });

  it("shows a live link with environment live", async () => {
    const { user } = await signUp(http);
    const live = await grpc.call("CreatePaymentLink", { amount_cents: 700, description: "Real" }, { principal: principal(user.id, "live") });
    expect((await payer("GET", `/checkout/link/${live.slug}`)).body.data).toMatchObject({ environment: "live", amount: 7 });
  });

  it("answers the same neutral LINK_INDISPONIVEL for an inactive, missing, malformed or ownerless link", async () => {
    const { accessToken } = await signUp(http);
    await http("PUT", "/auth/profile", { token: accessToken, body: { company: "Loja Secreta" } });
    const link = (await http("POST", "/payment-links", { token: accessToken, body: { amount: 10, description: "Desativado" } })).body.data;
    await http("PUT", `/payment-links/${link.id}`, { token: accessToken, body: { active: false } });
    const ownerless = await grpc.call("CreatePaymentLink", { amount_cents: 900, description: "Sem dono" }, { principal: principal(randomUUID(), "test") });
    const answers = [];
    for (const slug of [link.slug, "nao-existe-nenhum", "X_Y", ownerless.slug]) {
      const res = await payer("GET", `/checkout/link/${slug}`);
      expect(res.status).toBe(404);
      answers.push(res.body);
      const page = await html(`/checkout/link/${slug}`);
      expect(page.status).toBe(404);
      expect(page.body).toContain("Este link de pagamento não está disponível");
      expect(page.body).not.toMatch(/Loja Secreta|Desativado|Sem dono|inativ|bloque/i);
    }
    expect(answers[0]).toEqual({ error: { message: expect.any(String), codigo: "LINK_INDISPONIVEL" } });
    for (const a of answers) expect(a).toEqual(answers[0]);
    for (const path of [`/checkout/link/${link.slug}/pay`, `/checkout/link/${ownerless.slug}/pay`]) {
      expect((await payer("POST", path, { body: {} })).body).toEqual(answers[0]);
    }
  });
});

describe("the link page", () => {
  it("is pt-BR HTML under a strict nonce CSP, with labelled fields and every merchant value escaped", async () => {
    const { accessToken } = await signUp(http);
    const evilStore = `Loja "><img src=x onerror=alert(1)>`;
    const evilDescription = `</title></style><script>alert("xss")</script>`;
    await http("PUT", "/auth/profile", { token: accessToken, body: { company: evilStore } });
    const link = (await http("POST", "/payment-links", { token: accessToken, body: { amount: 1234.56, description: evilDescription } })).body.data;
    const res = await html(`/checkout/link/${link.slug}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    const page: string = res.body;
    expect(page).toMatch(/<html lang="pt-BR">/);
    expect(page).toContain("R$ 1.234,56");
    expect(page).not.toContain("<img src=x");
    expect(page).not.toContain('<script>alert("xss")');
    expect(page).toContain("Loja &quot;&gt;&lt;img src=x onerror=alert(1)&gt;");
    expect(page).toContain("&lt;/title&gt;&lt;/style&gt;&lt;script&gt;alert(&quot;xss&quot;)&lt;/script&gt;");
    for (const id of ["customer_name", "customer_cpf", "customer_email", "customer_phone"]) {
      expect(page).toMatch(new RegExp(`<label for="${id}">`));
      expect(page).toMatch(new RegExp(`<input id="${id}" name="${id}"`));
    }
    const csp = res.headers.get("content-security-policy")!;
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)![1];
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain("unsafe-inline");
    expect(page).toContain(`<style nonce="${nonce}">`);
    expect((await html(`/checkout/link/${link.slug}`)).headers.get("content-security-policy")).not.toContain(nonce);
    expect(res.headers.get("referrer-policy")).toBe("no-referrer");
  });
});

describe("GET /health of the checkout server", () => {
  it("answers 503 naming a dependency that is down, in the gateway's shape", async () => {
    const res = await payer("GET", "/health");
    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      error: { message: "Indisponível: charges", codigo: "SERVICO_INDISPONIVEL" },
      data: { status: "degraded", services: { checkout: "SERVING", charges: "UNREACHABLE", identity: "SERVING" } },
    });
  });
});

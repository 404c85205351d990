import { z } from "zod";
import { OPERATIONS, type Operation } from "../src/openapi/operations";
import { RESPONSE_SCHEMAS } from "../src/openapi/schemas";
import { client, signUp, signUpConfirmed, startStack, Stack } from "./stack";
import type { CheckoutExtras } from "./stack/checkout";

/**
 * The document's response shapes against real answers: the main flows run on the real services,
 * and each success body must parse with the documented schema (`src/openapi/schemas.ts`) and carry
 * no field the document does not name. A field added to a view, renamed or retyped fails here.
 */
let stack: Stack;
let http: ReturnType<typeof client>;
let payer: ReturnType<typeof client>;

beforeAll(async () => {
  stack = await startStack({ services: ["charges", "checkout", "webhooks-dispatcher", "onboarding"] });
  http = client(stack.url);
  payer = client((stack.extras.checkout as CheckoutExtras).url);
});
afterAll(async () => {
  await stack?.close();
});

function operation(method: string, path: string): Operation {
  const op = OPERATIONS.find((o) => o.method === method.toLowerCase() && o.path === path);
  if (!op) throw new Error(`no documented operation ${method} ${path}`);
  return op;
}

/** The success body's schema, as document.ts describes it. */
function bodySchema(op: Operation): { schema: z.ZodType; data: z.ZodType | undefined } {
  const p = op.ok.payload;
  const named = "schema" in p && typeof p.schema === "string" ? RESPONSE_SCHEMAS[p.schema] as z.ZodType : undefined;
  const aviso = { aviso: z.string().optional() };
  switch (p.kind) {
    case "one": return { schema: z.strictObject({ data: named! }), data: named };
    case "raw": return { schema: z.strictObject({ data: named!, ...aviso }), data: named };
    case "list": return {
      schema: z.strictObject({ data: z.array(named!), ...(p.cursor ? { next_cursor: z.string().nullable() } : aviso) }), data: named,
    };
    case "deleted": return { schema: z.strictObject({ data: named!, desvinculados: RESPONSE_SCHEMAS.Desvinculados, ...aviso }), data: named };
    case "inline": return { schema: z.strictObject({ data: p.schema }), data: p.schema };
    default: throw new Error(`${op.method} ${op.path}: no JSON body documented`);
  }
}

/** Keys of `value` (one level) that the documented object schema does not name. */
function undocumented(schema: z.ZodType | undefined, value: unknown): string[] {
  if (!schema || !(schema instanceof z.ZodObject) || !value || typeof value !== "object" || Array.isArray(value)) return [];
  const shape = schema.shape as Record<string, z.ZodType>;
  const out: string[] = [];
  for (const [k, v] of Object.entries(value)) {
    if (!(k in shape)) out.push(k);
    else {
      let inner: z.ZodType = shape[k];
      while (inner instanceof z.ZodNullable || inner instanceof z.ZodOptional) inner = inner.unwrap() as z.ZodType;
      out.push(...undocumented(inner, v).map((n) => `${k}.${n}`));
    }
  }
  return out;
}

/** Every mismatch of a test, reported together at its end. */
let problems: unknown[] = [];
beforeEach(() => {
  problems = [];
});

async function expectDocumented(method: string, path: string, res: { status: number; body: any }) {
  const op = operation(method, path);
  if (![op.ok.status, ...(op.ok.also ?? [])].includes(res.status)) return void problems.push({ route: `${method} ${path}`, status: res.status, body: res.body });
  const { schema, data } = bodySchema(op);
  const parsed = schema.safeParse(res.body);
  if (!parsed.success) problems.push({ route: `${method} ${path}`, issues: parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`) });
  const items = Array.isArray(res.body.data) ? res.body.data : [res.body.data];
  const extra = [...new Set(items.flatMap((item: unknown) => undocumented(data, item)))];
  if (extra.length) problems.push({ route: `${method} ${path}`, undocumented: extra });
}

describe("documented responses of the main flows", () => {
  it("account, API key, charge issue/status/list/simulate, webhook endpoint, payment link and its checkout", async () => {
    const { accessToken } = await signUpConfirmed(stack, http);
    const token = accessToken;
    await expectDocumented("GET", "/auth/me", await http("GET", "/auth/me", { token }));
    await expectDocumented("PUT", "/auth/profile", await http("PUT", "/auth/profile", { token, body: { company: "Loja Exemplo", cnpj: "11.222.333/0001-81" } }));
    await expectDocumented("POST", "/api-keys", await http("POST", "/api-keys", { token, body: { name: "ERP", environment: "test" } }));
    await expectDocumented("GET", "/api-keys", await http("GET", "/api-keys", { token }));

    const issued = await http("POST", "/pix", { token, body: { amount: 49.9, description: "Pedido #1042", customer_name: "Maria Souza", customer_cpf: "529.982.247-25" } });
    await expectDocumented("POST", "/pix", issued);
    const txid = issued.body.data.txid;
    await expectDocumented("GET", "/pix/status", await http("GET", `/pix/status?txid=${txid}`, { token }));
    await expectDocumented("GET", "/pix/list", await http("GET", "/pix/list", { token }));
    await expectDocumented("POST", "/pix/simulate-payment", await http("POST", "/pix/simulate-payment", { token, body: { txid } }));
    await expectDocumented("GET", "/pix/status", await http("GET", `/pix/status?txid=${txid}`, { token }));

    await expectDocumented("GET", "/webhook-endpoints/eventos", await http("GET", "/webhook-endpoints/eventos", { token }));
    const endpoint = await http("POST", "/webhook-endpoints", { token, body: { url: "http://127.0.0.1:9/webhooks/pix", events: ["charge.paid"], name: "ERP" } /* loopback: allowed in tests */ });
    await expectDocumented("POST", "/webhook-endpoints", endpoint);
    await expectDocumented("GET", "/webhook-endpoints", await http("GET", "/webhook-endpoints", { token }));
    await expectDocumented("POST", "/webhook-endpoints/:id/rotate-secret", await http("POST", `/webhook-endpoints/${endpoint.body.data.id}/rotate-secret`, { token }));
    await expectDocumented("GET", "/webhook-endpoints/:id/deliveries", await http("GET", `/webhook-endpoints/${endpoint.body.data.id}/deliveries`, { token }));

    const link = await http("POST", "/payment-links", { token, body: { amount: "25.00", description: "Doação" } });
    await expectDocumented("POST", "/payment-links", link);
    await expectDocumented("GET", "/payment-links", await http("GET", "/payment-links", { token }));
    const slug = link.body.data.slug;
    await expectDocumented("GET", "/checkout/link/:slug", await payer("GET", `/checkout/link/${slug}`));
    const paid = await payer("POST", `/checkout/link/${slug}/pay`, { body: { customer_name: "João Lima", customer_cpf: "529.982.247-25" } });
    await expectDocumented("POST", "/checkout/link/:slug/pay", paid);
    const key = String(paid.body.data.checkout_url).split("/").pop()!;
    await expectDocumented("GET", "/checkout/:key", await payer("GET", `/checkout/${key}`));
    await expectDocumented("POST", "/checkout/:key/simular-pagamento", await payer("POST", `/checkout/${key}/simular-pagamento`));
    expect(problems).toEqual([]);
  }, 120_000);

  it("catalog: customer, product, coupon and its validation, product deletion; receiving account; withdrawal summary", async () => {
    const { accessToken: token } = await signUp(http);
    await expectDocumented("POST", "/customers", await http("POST", "/customers", { token, body: { name: "Maria", cpf_cnpj: "52998224725", email: "maria@example.com" } }));
    const product = await http("POST", "/products", { token, body: { name: "Ebook", price: "29.90", sku: "EB-1" } });
    await expectDocumented("POST", "/products", product);
    await expectDocumented("POST", "/coupons", await http("POST", "/coupons", { token, body: { code: "BEMVINDO10", discount_type: "percent", discount_value: 10 } }));
    await expectDocumented("GET", "/coupons/validate", await http("GET", `/coupons/validate?code=BEMVINDO10&product_id=${product.body.data.id}`, { token }));
    await expectDocumented("GET", "/receiving-account", await http("GET", "/receiving-account", { token }));
    await expectDocumented("GET", "/withdrawals/summary", await http("GET", "/withdrawals/summary", { token }));
    await expectDocumented("DELETE", "/products/:id", await http("DELETE", `/products/${product.body.data.id}`, { token }));
    expect(problems).toEqual([]);
  }, 120_000);
});

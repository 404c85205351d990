import { AppError } from "@pix/errors";
import type { Principal } from "@pix/grpc";
import { emptyCatalog } from "../../catalog/adapters/empty-catalog";
import type { ChargesDeps } from "../../shared/usecases/deps";
import { draftPix } from "./pix-draft";
import type { Catalog } from "../../shared/usecases/ports";

const STORE = "0b0e7b7c-1111-4111-8111-111111111111";
const PRODUCT = "6f1c2d3e-2222-4222-8222-222222222222";
const CUSTOMER = "7a1c2d3e-3333-4333-8333-333333333333";
const principal = (credential: Principal["credential"] = "session") =>
  ({ userId: STORE, storeId: STORE, role: "owner", environment: "test", isAdmin: false, credential, productionApproved: false }) as Principal;
const now = new Date("2026-11-21T12:00:00.000Z");

const catalog: Catalog = {
  findProduct: async (scope, id) => (scope.storeId === STORE && scope.environment === "test" && id === PRODUCT ? { id, name: "Curso de Pix", priceCents: 9_990, active: true } : null),
  redeemCoupon: async (_s, code, amount) => (code === "DEZ" ? { couponId: "c-10", amountCents: amount - 1_000 } : null),
  findCustomer: async (_s, id) => (id === CUSTOMER ? { id, name: "Cliente Cadastrado", email: "cadastro@x.test", cpf: "52998224725", phone: null } : null),
  registerCustomer: async (_s, payer) => ({ id: "new-customer", ...payer }),
};
const with_ = (c: Catalog) => ({ catalog: c }) as unknown as ChargesDeps;

async function failure(p: Promise<unknown>): Promise<AppError> {
  const err = await p.then(() => undefined, (e: unknown) => e);
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

describe("draftPix, manual mode", () => {
  it("takes the amount, defaults the description and the 24 h validity, normalises the payer", async () => {
    const d = await draftPix(with_(catalog), principal(), { amountCents: 1_050, customerCpf: "529.982.247-25", customerName: " Ana " }, now);
    expect(d).toMatchObject({ amountCents: 1_050, description: "Cobrança Pix", productId: null, couponId: null, customerId: null });
    expect(d.payer).toEqual({ name: "Ana", email: null, cpf: "52998224725", phone: null });
    expect(d.expiresAt.toISOString()).toBe("2026-11-22T12:00:00.000Z");
  });

  it("needs an amount, and takes no coupon", async () => {
    expect((await failure(draftPix(with_(catalog), principal(), {}, now))).message).toMatch(/amount.*product_id/);
    expect((await failure(draftPix(with_(catalog), principal(), { amountCents: 1_000, couponCode: "DEZ" }, now))).kind).toBe("validation");
  });

  it("novo_cliente registers the payer by document and links it; without a document it is a 400", async () => {
    const d = await draftPix(with_(catalog), principal(), { amountCents: 1_000, novoCliente: true, customerName: "Bia", customerCpf: "529.982.247-25" }, now);
    expect(d).toMatchObject({ customerId: "new-customer", payer: { name: "Bia", cpf: "52998224725" } });
    expect(await failure(draftPix(with_(catalog), principal(), { amountCents: 1_000, novoCliente: true, customerName: "Bia" }, now)))
      .toMatchObject({ kind: "validation", message: expect.stringMatching(/customer_cpf/) });
    const named = await draftPix(with_(catalog), principal(), { amountCents: 1_000, novoCliente: true, customerId: CUSTOMER }, now);
    expect(named.customerId).toBe(CUSTOMER);
  });

  it("completes the payer from a registered customer, and answers 404 for an unknown one", async () => {
    const d = await draftPix(with_(catalog), principal(), { amountCents: 1_000, customerId: CUSTOMER, customerName: "Outro Nome" }, now);
    expect(d).toMatchObject({ customerId: CUSTOMER, payer: { name: "Outro Nome", email: "cadastro@x.test", cpf: "52998224725" } });
    expect(await failure(draftPix(with_(catalog), principal(), { amountCents: 1_000, customerId: "not-a-uuid" }, now))).toMatchObject({ kind: "not_found" });
  });

  it("lists every bad field of the payer and the URLs in one 400, and registers no customer then", async () => {
    const registered: unknown[] = [];
    const spy: Catalog = { ...catalog, registerCustomer: async (s, payer) => { registered.push(payer); return catalog.registerCustomer(s, payer); } };
    const err = await failure(draftPix(with_(spy), principal(), {
      amountCents: 1_000, novoCliente: true, customerCpf: "529.982.247-26", customerPhone: "12", successUrl: "ftp://x",
    }, now));
    expect(err.codigo).toBe("REQUISICAO_INVALIDA");
    expect((err.extra!.erros as { campo: string }[]).map((e) => e.campo)).toEqual(["success_url", "customer_cpf", "customer_phone"]);
    expect(registered).toEqual([]);
  });

  it("links a subscription only for a service principal", async () => {
    const sub = "8b1c2d3e-4444-4444-8444-444444444444";
    expect((await draftPix(with_(catalog), principal(), { amountCents: 1_000, subscriptionId: sub }, now)).subscriptionId).toBeNull();
    expect((await draftPix(with_(catalog), principal("service"), { amountCents: 1_000, subscriptionId: sub }, now)).subscriptionId).toBe(sub);
  });
});

describe("draftPix, product mode", () => {
  it("prices from the product, names it, applies the coupon and registers a new customer", async () => {
    const d = await draftPix(with_(catalog), principal(), { productId: PRODUCT, couponCode: "DEZ", novoCliente: true, customerName: "Bia", customerCpf: "529.982.247-25" }, now);
    expect(d).toMatchObject({ amountCents: 8_990, description: "Curso de Pix", productId: PRODUCT, couponId: "c-10", customerId: "new-customer" });
    expect(d.expiresAt.getTime() - now.getTime()).toBe(24 * 3600 * 1000);
  });

  it("answers 404 with a clear message for an unknown product or coupon", async () => {
    expect(await failure(draftPix(with_(emptyCatalog), principal(), { productId: PRODUCT }, now))).toMatchObject({ kind: "not_found", message: "Produto não encontrado" });
    expect(await failure(draftPix(with_(catalog), principal(), { productId: "sku-1" }, now))).toMatchObject({ kind: "not_found" });
    expect(await failure(draftPix(with_(catalog), principal(), { productId: PRODUCT, couponCode: "NADA" }, now))).toMatchObject({ kind: "validation", codigo: "CUPOM_NAO_ENCONTRADO" });
  });

  it("refuses an amount sent with a product", async () => {
    expect((await failure(draftPix(with_(catalog), principal(), { productId: PRODUCT, amountCents: 100 }, now))).kind).toBe("validation");
  });
});

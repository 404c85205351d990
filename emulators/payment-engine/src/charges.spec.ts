import { AccountStore } from "./accounts";
import { todayInBrasilia, addDays } from "@pix/business-days";
import { ChargeStore, chargeView, locationView, transactionView } from "./charges";
import { paymentReceivedNotice } from "./notices";

/** Every lookup of the charge store is a map (id, txid, location, end-to-end id), kept in step with writes. */
describe("ChargeStore lookups", () => {
  const input = (txid: string) => ({ txid, amountCents: 1000, expiresAt: new Date(Date.now() + 3_600_000).toISOString() });
  const txid = (n: number) => `${"t".repeat(26)}${n}`;

  it("finds charges by txid, location and end-to-end id, per account", () => {
    const accounts = new AccountStore("root-key");
    const sub = accounts.create({ name: "Loja", email: "loja@x.test", cpfCnpj: "11222333000181" } as Parameters<AccountStore["create"]>[0]);
    const store = new ChargeStore(accounts, 0);
    const a = store.create(accounts.root.id, input(txid(1)));
    const b = store.create(sub.id, input(txid(1))); // the txid is unique per account only
    const c = store.create(accounts.root.id, input(txid(2)));
    expect(store.withTxid(txid(1))).toEqual([a, b]);
    expect(store.withTxid(txid(3))).toEqual([]);
    expect(store.byLocation(c.locationId)).toBe(c);
    expect(store.byLocation("nowhere")).toBeUndefined();
    expect(store.byEndToEndId("E1", accounts.root.id)).toBeUndefined();
    const paid = store.pay(a.id);
    expect(store.byEndToEndId(paid.endToEndId!, accounts.root.id)).toBe(a);
    expect(store.byEndToEndId(paid.endToEndId!, sub.id)).toBeUndefined();
    expect(() => store.create(accounts.root.id, input(txid(2)))).toThrow(/already used/);
  });

  it("finds accounts by wallet id, and refuses a second account with the same e-mail", () => {
    const accounts = new AccountStore("root-key", "root-wallet");
    expect(accounts.byWalletId("root-wallet")).toBe(accounts.root);
    const sub = accounts.create({ name: "Loja", email: "a@x.test", cpfCnpj: "11222333000181" } as Parameters<AccountStore["create"]>[0]);
    expect(accounts.byWalletId(sub.walletId)).toBe(sub);
    expect(() => accounts.create({ name: "Outra", email: "a@x.test", cpfCnpj: "11222333000181" } as Parameters<AccountStore["create"]>[0])).toThrow(/already in use/);
  });
  it("pays a due-date charge's amount of the day: the transaction and the notice carry what was paid, the charge its amount", () => {
    const accounts = new AccountStore("root-key");
    const store = new ChargeStore(accounts, 0);
    const a = store.create(accounts.root.id, input(txid(8)));
    store.pay(a.id, { amountCents: 950 });
    expect(transactionView(a)).toMatchObject({ amountCents: 950 });
    expect(paymentReceivedNotice(a).payment.value).toBe("9.50");
    expect(chargeView(a, "engine.test")).toMatchObject({ amountCents: 1000, receivedCents: 950 });
  });

  it("pays a paid charge again: an extra payment with its own end-to-end id, found by it; a pending charge is refused", () => {
    const accounts = new AccountStore("root-key");
    const store = new ChargeStore(accounts, 0);
    const a = store.create(accounts.root.id, input(txid(7)));
    expect(() => store.payAgain(a.id)).toThrow(/only a paid charge/);
    const first = store.pay(a.id).endToEndId!;
    const extra = store.payAgain(a.id);
    expect(extra.endToEndId).not.toBe(first);
    expect(store.byEndToEndId(extra.endToEndId, accounts.root.id)).toBe(a);
    expect(transactionView(a, extra.endToEndId)).toMatchObject({ endToEndId: extra.endToEndId, id: extra.transactionId, amountCents: 1000, chargeId: a.id });
    expect(transactionView(a)).toMatchObject({ endToEndId: first, id: a.transactionId });
    expect(a.endToEndId).toBe(first);
  });

  it("answers a due-date charge's location with the amount of the day read, and pays that amount when none is given", () => {
    const accounts = new AccountStore("root-key");
    const store = new ChargeStore(accounts, 0);
    const today = todayInBrasilia();
    // Due 40 days ago, payable 60 days after: late today, with a 2 % fine and R$ 0,10 a calendar day of interest.
    const dueTerms = { dueDate: addDays(today, -40), validadeAposVencimento: 60, multa: { modalidade: 2 as const, valorPerc: 200 }, juros: { modalidade: 1 as const, valorPerc: 10 } };
    const payer = { name: "Fulano", cpfCnpj: "12345678909" };
    const a = store.create(accounts.root.id, { ...input(txid(9)), payer, dueTerms });
    const on = (date: string) => locationView(a, "chave", date);
    // A business day well after the adjusted due date whatever today is: 40 days late minus at most a few holidays.
    const late = on(today);
    expect(late.calendario).toEqual(expect.objectContaining({ dataDeVencimento: dueTerms.dueDate, validadeAposVencimento: 60 }));
    expect(late.calendario).not.toHaveProperty("expiracao");
    expect(late.valor).toMatchObject({ original: "10.00", multa: "0.20", abatimento: "0.00", desconto: "0.00" });
    const finalCents = Number(late.valor.final!.replace(".", ""));
    expect(finalCents).toBeGreaterThan(1020);
    // Before the due date nothing is added.
    expect(on(addDays(today, -45)).valor).toEqual({ original: "10.00", multa: "0.00", juros: "0.00", abatimento: "0.00", desconto: "0.00", final: "10.00" });
    store.pay(a.id);
    expect(transactionView(a).amountCents).toBe(finalCents);
  });

  it("answers an immediate charge's location with its original amount only", () => {
    const accounts = new AccountStore("root-key");
    const store = new ChargeStore(accounts, 0);
    const a = store.create(accounts.root.id, input(txid(10)));
    expect(locationView(a, "chave").valor).toEqual({ original: "10.00" });
    expect(locationView(a, "chave").calendario).toHaveProperty("expiracao");
  });
});

import { AccountStore } from "./accounts";
import { ChargeStore } from "./charges";

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
});

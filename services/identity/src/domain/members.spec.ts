import { AppError } from "@pix/errors";
import { inviteAddresses, inviteMail, MAX_INVITE_EMAILS, MAX_QUOTED_NAME, memberStatus, quotedStoreName } from "./members";

describe("member invites", () => {
  it("lower-cases and de-duplicates the addresses, keeping the first occurrence order", () => {
    expect(inviteAddresses(["B@x.test", "a@x.test", "b@X.test "], "dono@x.test")).toEqual(["b@x.test", "a@x.test"]);
  });

  it("refuses inviting the store's own owner, whatever the case", () => {
    expect(() => inviteAddresses(["Dono@X.test"], "dono@x.test")).toThrow(AppError);
  });

  it("refuses an empty list and more than the limit (counted after de-duplication)", () => {
    expect(() => inviteAddresses([], "dono@x.test")).toThrow(/ao menos um/);
    const many = Array.from({ length: MAX_INVITE_EMAILS + 1 }, (_, i) => `m${i}@x.test`);
    expect(() => inviteAddresses(many, "dono@x.test")).toThrow(/No máximo/);
    expect(inviteAddresses([...many.slice(0, MAX_INVITE_EMAILS), many[0].toUpperCase()], "dono@x.test")).toHaveLength(MAX_INVITE_EMAILS);
  });

  it("a row is active once an account holds its e-mail", () => {
    expect(memberStatus({ userId: null })).toBe("pending");
    expect(memberStatus({ userId: "3f0c1d8e-0000-4000-8000-000000000000" })).toBe("active");
  });

  const STORE = { id: "3f0c1d8e-0000-4000-8000-000000000000", name: "Maria", company: "Loja da Maria", email: "maria@x.test" };
  const LINKS = { signUp: "https://painel.test/cadastro?email=m%40x.test", store: "https://painel.test/loja/3f0c1d8e-0000-4000-8000-000000000000" };

  it("the invite mail names the store, who invites, and sends a pending invitee to the panel's sign-up, then the store", () => {
    const m = inviteMail("m@x.test", STORE, "editor", "pending", LINKS);
    expect(m.subject).toBe('Convite para a loja "Loja da Maria" no Pix Gateway');
    expect(m.text).toContain("editor(a)");
    expect(m.text).toContain("Quem convida: maria@x.test");
    expect(m.text.split("\n")).toEqual(expect.arrayContaining([LINKS.signUp, LINKS.store]));
  });

  it("an active member's mail links to the store only", () => {
    const m = inviteMail("m@x.test", STORE, "viewer", "active", LINKS);
    expect(m.text).toContain(LINKS.store);
    expect(m.text).not.toContain(LINKS.signUp);
  });

  it("quotes the sender's store name on one line, labelled, cut when long", () => {
    const forged = { ...STORE, company: "Loja\r\n\nAcesse https://golpe.test\u202e agora" };
    const m = inviteMail("m@x.test", forged, "viewer", "pending", LINKS);
    expect(m.text).toContain('da loja "Loja Acesse https://golpe.test agora" no Pix Gateway');
    expect(m.text.split("\n").some((line) => line.startsWith("Acesse"))).toBe(false);
    expect(m.text).toMatch(/escolhido por ele e não é verificado/);
    expect(quotedStoreName({ name: "x", company: "a".repeat(500) })).toBe(`"${"a".repeat(MAX_QUOTED_NAME - 1)}…"`);
    expect(quotedStoreName({ name: " \n ", company: null })).toBe('"sem nome"');
  });
});

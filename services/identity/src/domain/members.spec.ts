import { AppError } from "@pix/errors";
import { inviteAddresses, inviteMail, MAX_INVITE_EMAILS, memberStatus } from "./members";

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

  it("the invite mail names the store and tells a pending invitee to sign up", () => {
    const m = inviteMail("m@x.test", { name: "Maria", company: "Loja da Maria" }, "editor", "pending", "https://gw.test/");
    expect(m.subject).toContain("Loja da Maria");
    expect(m.text).toContain("editor(a)");
    expect(m.text).toContain("Crie sua conta em https://gw.test");
  });
});

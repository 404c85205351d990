import { LISTING_CAP } from "@pix/errors";
import { apiKeyInput, auditQuery, cardChangeInput, changeReviewInput, commentBody, inviteInput, memberRoleInput, newCardInput, productionReviewInput } from "./team-input";

const ID = "6f1c2a9e-0b1d-4c2e-9f3a-1b2c3d4e5f60";

describe("store management input rules", () => {
  it("lower-cases invited addresses, bounds the list and knows the roles", () => {
    expect(inviteInput({ emails: [" Ana@Exemplo.com "] })).toEqual({ emails: ["ana@exemplo.com"], role: undefined });
    expect(() => inviteInput({ emails: [] })).toThrow(/`emails`.*ao menos um/);
    expect(() => inviteInput({ emails: Array(501).fill("a@b.co") })).toThrow(/`emails`.*500/);
    expect(() => inviteInput({ emails: ["a@b.co", "nope"] })).toThrow(/`emails\[1\]`/);
    expect(() => inviteInput({ emails: ["a@b.co"], role: "owner" })).toThrow(/`role`.*manager, editor, viewer/);
    expect(memberRoleInput("editor")).toBe("editor");
  });

  it("names an API key in 1 to 100 characters for a known environment", () => {
    expect(apiKeyInput({ name: " ERP ", environment: "test" })).toEqual({ name: "ERP", environment: "test", permissoes: [] });
    expect(() => apiKeyInput({ name: "x".repeat(101), environment: "test" })).toThrow(/`name`.*100/);
    expect(() => apiKeyInput({ name: "ERP", environment: "sandbox" })).toThrow(/`environment`/);
  });

  it("keeps a restricted key's scopes deduplicated and sorted, in the recurso:acao shape", () => {
    expect(apiKeyInput({ name: "ERP", environment: "test", permissoes: ["extrato:ler", "cobrancas:ler", "extrato:ler"] }).permissoes).toEqual(["cobrancas:ler", "extrato:ler"]);
    expect(() => apiKeyInput({ name: "ERP", environment: "test", permissoes: ["COBRANCAS"] })).toThrow(/permissoes/);
  });

  it("bounds the audit filters and caps the page at the listing cap", () => {
    expect(auditQuery({ limit: 0, from: "2026-12-01T10:00:00-03:00" })).toMatchObject({ limit: 0, from: "2026-12-01T10:00:00-03:00" });
    expect(auditQuery({ limit: LISTING_CAP }).limit).toBe(LISTING_CAP);
    expect(() => auditQuery({ limit: LISTING_CAP + 1 })).toThrow(expect.objectContaining({ extra: { erros: [expect.objectContaining({ campo: "limit", codigo: "VALOR_MAXIMO" })] } }));
    expect(() => auditQuery({ limit: -1 })).toThrow(/`limit`.*no mínimo 0/);
    expect(() => auditQuery({ limit: 0, from: "2026-12-01" })).toThrow(/`from`.*com fuso/);
    expect(() => auditQuery({ limit: 0, action: "" })).toThrow(/`action`/);
    expect(() => auditQuery({ limit: 0, environment: "prod" })).toThrow(/`environment`/);
  });

  it("defaults a new card, checks a change's fields only when given, and bounds comments", () => {
    expect(newCardInput({ title: " Pix " })).toEqual({ title: "Pix", description: "", status: "idea" });
    expect(() => newCardInput({ title: "ab" })).toThrow(/`title`.*3/);
    expect(() => newCardInput({ title: "Pix", status: "closed" })).toThrow(/`status`.*in_progress/);
    expect(cardChangeInput({ id: ID, status: "done" })).toEqual({ id: ID, fields: { status: "done" } });
    expect(() => cardChangeInput({ id: "x" })).toThrow(/`id`.*UUID/);
    expect(() => commentBody(" ")).toThrow(/`body`/);
    expect(() => commentBody("x".repeat(2001))).toThrow(/`body`.*2000/);
  });

  it("asks a rejection for its reason and an approved change for its fields", () => {
    expect(productionReviewInput({ id: ID, decision: "approve", reason: "ignored" })).toEqual({ id: ID, decision: "approve", reason: null });
    expect(() => productionReviewInput({ id: ID, decision: "reject", reason: "curto" })).toThrow(/ao menos 10 caracteres/);
    expect(() => productionReviewInput({ id: ID, decision: "maybe" })).toThrow(/`decision`/);
    expect(changeReviewInput({ id: ID, decision: "reject", reason: " documento ilegível " }).decision).toEqual({ reject: "documento ilegível" });
    expect(() => changeReviewInput({ id: ID, decision: "approve" })).toThrow(/`fields`/);
  });
});

import { actionLabel, actorLabel, targetLabel, targetPath, type AuditEntry } from "./audit-labels";

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  action: "x.y", actor: { type: "user", id: "0f8a7c3e-1111-2222-3333-444455556666" }, target: { type: "store", id: null }, summary: {}, ...over,
});

describe("audit labels", () => {
  it("names actions in Portuguese and keeps an unknown code as it is", () => {
    expect(actionLabel("webhook_endpoint.tested")).toBe("Webhook testado");
    expect(actionLabel("payment_link.created")).toBe("Link de pagamento criado");
    expect(actionLabel("novo.codigo")).toBe("novo.codigo");
  });

  it("names the target by the summary's name, else its type and a short id", () => {
    expect(targetLabel(entry({ target: { type: "payment_link", id: "146a9b0c-aaaa" }, summary: { slug: "camiseta" } }))).toBe("Link de pagamento «camiseta»");
    expect(targetLabel(entry({ target: { type: "payment_link", id: "146a9b0c-aaaa-bbbb" } }))).toBe("Link de pagamento 146a9b0c…");
    expect(targetLabel(entry({ target: { type: "store", id: "0f8a7c3e-1111" } }))).toBe("Loja");
    expect(actorLabel({ type: "api_key", id: "k_12345678901" })).toBe("Chave de API k_123456…");
    expect(actorLabel({ type: "api_key", id: "k_12345678901", name: "Assistente" })).toBe('Chave de API "Assistente"');
    expect(actorLabel({ type: "user", id: "u-1" }, "u-1")).toBe("Você");
    expect(actorLabel({ type: "user", id: "u-123456789" }, "u-2")).toBe("Conta u-123456…");
  });

  it("links webhooks and charges to their pages", () => {
    expect(targetPath(entry({ target: { type: "webhook_endpoint", id: "abc" } }))).toBe("/webhooks/abc");
    expect(targetPath(entry({ target: { type: "charge", id: "TX 1" } }))).toBe("/cobrancas/TX%201");
    expect(targetPath(entry({ target: { type: "subscription", id: "s1" }, summary: { txid: "TX2" } }))).toBe("/cobrancas/TX2");
    expect(targetPath(entry({ target: { type: "coupon", id: "c1" } }))).toBeNull();
  });
});

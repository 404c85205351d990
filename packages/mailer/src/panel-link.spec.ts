import { panelLink } from "./panel-link";

describe("panelLink", () => {
  it("joins the panel's base (a path prefix kept) and a page, with its query encoded", () => {
    expect(panelLink("http://127.0.0.1:8082", "/infracoes")).toBe("http://127.0.0.1:8082/infracoes");
    expect(panelLink("https://pix.example/painel/", "cobrancas/TX 1")).toBe("https://pix.example/painel/cobrancas/TX%201");
    expect(panelLink("https://pix.example/painel", "/cadastro", { email: "a+b@loja.test" })).toBe("https://pix.example/painel/cadastro?email=a%2Bb%40loja.test");
  });
});

import type { PublicCharge } from "../usecases/public-charges";
import { chargePage } from "./charge-page";
import { pageState } from "./charge-state";

const base: PublicCharge = {
  txid: "Abc123", amount_cents: 123456, description: "Pedido <b>42</b>", store_name: `Loja "Boa" & Cia`, status: "pending",
  pix_code: "00020101021226<script>", qr_code_url: "data:image/png;base64,iVBORw0KGgo=", expires_at: "2999-01-01T12:00:00.000Z",
  environment: "test", success_url: "https://loja.example/ok", cancel_url: "javascript:alert(1)",
};

describe("pageState", () => {
  const now = Date.parse("2026-11-21T12:00:00Z");
  it.each([
    [{ status: "paid" }, "paid"],
    [{ status: "refunded" }, "refunded"],
    [{ status: "pending", expires_at: "2026-11-21T11:59:59Z" }, "expired"],
    [{ status: "pending", expires_at: "2026-11-21T12:00:01Z" }, "pending"],
    [{ status: "pending" }, "pending"],
    [{ status: "expired", expires_at: "2026-11-21T12:00:01Z" }, "expired"],
    [{ status: "paid", expires_at: "2026-11-21T11:00:00Z" }, "paid"],
  ])("%j → %s", (charge, state) => {
    expect(pageState(charge, now)).toBe(state);
  });
});

describe("charge page", () => {
  it("posts the simulation to the charge's checkout key, not to a merchant-chosen txid", () => {
    const page = chargePage({ ...base, txid: "RG4C", checkout_key: "Zq8Lw3Xn5Rt7Yp1Kd9Hs2Vb4M" }, "N0nce");
    expect(page).toContain(`action="/checkout/Zq8Lw3Xn5Rt7Yp1Kd9Hs2Vb4M/simular-pagamento"`);
    expect(page).not.toContain("/checkout/RG4C");
  });

  it("renders a pending test charge: escaped values, QR, code, banner with simulate, nonce on style and script", () => {
    const page = chargePage(base, "N0nce");
    expect(page).toContain("R$ 1.234,56");
    expect(page).toContain("Pedido &lt;b&gt;42&lt;/b&gt;");
    expect(page).toContain("Loja &quot;Boa&quot; &amp; Cia");
    expect(page).toContain("00020101021226&lt;script&gt;");
    expect(page).toContain('<img class="qr" src="data:image/png;base64,iVBORw0KGgo="');
    expect(page).toContain('<form id="simulate" method="post" action="/checkout/Abc123/simular-pagamento">');
    expect(page).toContain('<style nonce="N0nce">');
    expect(page).toContain('<script nonce="N0nce">');
    expect(page).toContain('data-success-url="https://loja.example/ok"');
    expect(page).toContain('role="status" aria-live="polite">Aguardando pagamento…');
    expect(page).not.toContain("javascript:");
    expect(page.match(/<script/g)).toHaveLength(1);
  });

  it("has no test banner for a live charge", () => {
    expect(chargePage({ ...base, environment: "live" }, "n")).not.toMatch(/Simular pagamento|Modo de teste/);
  });

  it("renders paid and expired states with the pay section hidden", () => {
    const paid = chargePage({ ...base, status: "paid", qr_code_url: undefined }, "n");
    expect(paid).toContain('data-state="paid"');
    expect(paid).toContain('<section id="pay" aria-label="Como pagar" hidden>');
    expect(paid).toContain('<a class="button" href="https://loja.example/ok">');
    const expired = chargePage({ ...base, expires_at: "2000-01-01T00:00:00.000Z" }, "n");
    expect(expired).toContain("Este Pix expirou");
    expect(expired).toContain('<section id="pay" aria-label="Como pagar" hidden>');
  });

  it("drops a QR that is not a PNG data URL", () => {
    expect(chargePage({ ...base, qr_code_url: 'x" onerror="alert(1)' }, "n")).not.toContain("<img");
  });
});

describe("charge page of a charge with a due date (issue 37)", () => {
  const day = { original_cents: 10000, multa_cents: 0, juros_cents: 0, abatimento_cents: 0, desconto_cents: 0 };

  it("shows today's amount with its discount, and when it is due", () => {
    const page = chargePage({ ...base, amount_cents: 10000, due_date: "2030-12-10", amount_of_day: { ...day, data: "2030-12-04", desconto_cents: 500, final_cents: 9500 } }, "N0nce");
    expect(page).toContain("Vence em 10/12/2030");
    expect(page).toContain("<dt>Desconto</dt><dd>− R$ 5,00</dd>");
    expect(page).toContain("<dt>Valor a pagar hoje (04/12/2030)</dt><dd>R$ 95,00</dd>");
    expect(page).toContain(`<p class="amount"><span class="visually-hidden">Valor: </span>R$ 95,00</p>`);
    expect(page).not.toContain("Multa");
  });

  it("says a late charge is late and adds the fine and the interest", () => {
    const page = chargePage({ ...base, amount_cents: 10000, due_date: "2030-12-10", amount_of_day: { ...day, data: "2030-12-16", multa_cents: 200, juros_cents: 20, final_cents: 10220 } }, "N0nce");
    expect(page).toContain("Em atraso: venceu em 10/12/2030");
    expect(page).toContain("<dt>Multa</dt><dd>+ R$ 2,00</dd>");
    expect(page).toContain("<dt>Juros</dt><dd>+ R$ 0,20</dd>");
    expect(page).toContain("R$ 102,20");
  });
});

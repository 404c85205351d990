import { escapeHtml, html, safeHttpUrl, safePngDataUrl, SafeHtml } from "./html";

describe("html template", () => {
  it("escapes every interpolated value, in text and in attributes", () => {
    const evil = `"><script>alert('x')</script>&`;
    const out = html`<p title="${evil}">${evil}</p>`.value;
    expect(out).toBe(`<p title="&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;">&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;</p>`);
    expect(out).not.toContain("<script>");
  });

  it("keeps nested fragments, joins lists and drops null, undefined and false", () => {
    const items = ["<a>", "b"].map((t) => html`<li>${t}</li>`);
    expect(html`<ul>${items}</ul>${null}${undefined}${false}${0}`.value).toBe("<ul><li>&lt;a&gt;</li><li>b</li></ul>0");
    expect(html`${new SafeHtml("<b>ok</b>")}`.value).toBe("<b>ok</b>");
  });

  it("escapes the five HTML-special characters", () => {
    expect(escapeHtml(`&<>"'`)).toBe("&amp;&lt;&gt;&quot;&#39;");
  });
});

describe("URLs that may reach the page", () => {
  it.each([
    ["https://loja.example/obrigado?pedido=1", "https://loja.example/obrigado?pedido=1"],
    ["http://127.0.0.1:3000/ok", "http://127.0.0.1:3000/ok"],
    ["javascript:alert(1)", null],
    ["JaVaScRiPt:alert(1)", null],
    ["data:text/html,<script>alert(1)</script>", null],
    ["//evil.example", null],
    ["", null],
    [undefined, null],
  ])("success/cancel URL %p → %p", (given, expected) => {
    expect(safeHttpUrl(given)).toBe(expected);
  });

  it("accepts only base64 PNG data URLs as the QR image", () => {
    expect(safePngDataUrl("data:image/png;base64,iVBORw0KGgo=")).toBe("data:image/png;base64,iVBORw0KGgo=");
    expect(safePngDataUrl('data:image/png;base64,AA" onerror="x')).toBeNull();
    expect(safePngDataUrl("data:image/svg+xml;base64,PHN2Zz4=")).toBeNull();
    expect(safePngDataUrl("https://evil.example/qr.png")).toBeNull();
  });
});

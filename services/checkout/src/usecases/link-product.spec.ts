import { httpUrlOrNull } from "./link-product";

describe("httpUrlOrNull (what may reach the payer page's <img src>)", () => {
  it.each<[string | null | undefined, string | null]>([
    ["https://img.example.com/a.png", "https://img.example.com/a.png"],
    ["http://img.example.com/a b.png", "http://img.example.com/a%20b.png"],
    ["javascript:alert(1)", null],
    ["data:image/svg+xml,<svg/>", null],
    ["//img.example.com/a.png", null],
    ["", null],
    [null, null],
    [undefined, null],
  ])("%p → %p", (input, expected) => {
    expect(httpUrlOrNull(input)).toBe(expected);
  });
});

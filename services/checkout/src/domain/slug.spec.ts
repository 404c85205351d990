import { AppError } from "@pix/errors";
import { assertValidSlug, generateSlug, SLUG_PATTERN } from "./slug";

describe("payment link slugs", () => {
  it("generates short URL-safe slugs that satisfy the merchant rule and differ from each other", () => {
    const slugs = new Set(Array.from({ length: 200 }, generateSlug));
    expect(slugs.size).toBe(200);
    for (const s of slugs) {
      expect(s).toMatch(SLUG_PATTERN);
      expect(encodeURIComponent(s)).toBe(s);
    }
  });

  it.each(["abc", "minha-loja-2026", "a".repeat(64), "0-0"])("accepts %s", (slug) => {
    expect(assertValidSlug(slug)).toBe(slug);
  });

  it.each(["ab", "a".repeat(65), "Maiuscula", "com espaço", "acentuação", "a_b", "a/b", "a.b", ""])("refuses %j with a 400", (slug) => {
    expect(() => assertValidSlug(slug)).toThrow(AppError);
    expect(() => assertValidSlug(slug)).toThrow(/slug/);
  });
});

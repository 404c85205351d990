import { findUnstorableInput, isStorableText, MAX_JSON_DEPTH } from "./text";
import { parseOrThrow } from "./validate";
import { z } from "./index";

describe("isStorableText", () => {
  it.each([
    ["plain text", "Pedido 42", true],
    ["accents, emoji (a surrogate pair), RTL mark", "ação 🚀 \u202e ﷽", true],
    ["an empty string", "", true],
    ["U+0001 (PostgreSQL stores it)", "a\u0001b", true],
    ["NUL", "\u0000", false],
    ["NUL inside", "ab\u0000cd", false],
    ["a lone high surrogate", "a\ud800", false],
    ["a lone high surrogate before text", "\ud800b", false],
    ["a lone low surrogate", "\udc00b", false],
    ["a reversed pair", "\ude00\ud83d", false],
  ])("%s → %s", (_what, text, ok) => {
    expect(isStorableText(text)).toBe(ok);
  });
});

describe("findUnstorableInput", () => {
  const nested = (depth: number) => {
    let value: unknown = "ok";
    for (let i = 0; i < depth; i++) value = { a: value };
    return value;
  };

  it("accepts ordinary bodies, numbers, booleans and null", () => {
    expect(findUnstorableInput({ a: "x", b: [1, true, null, { c: "ação 🚀" }] })).toBeNull();
    expect(findUnstorableInput(nested(MAX_JSON_DEPTH))).toBeNull();
    expect(findUnstorableInput(undefined)).toBeNull();
  });

  it("names the path of the first bad string, deep in arrays and objects, keys included", () => {
    expect(findUnstorableInput({ a: [{ b: ["ok", "x\u0000"] }] })).toEqual({ path: "a[0].b[1]", reason: "text" });
    expect(findUnstorableInput({ customer: { name: "\ud800" } })).toEqual({ path: "customer.name", reason: "text" });
    expect(findUnstorableInput({ a: { "k\u0000": 1 } })).toEqual({ path: "a", reason: "text" });
    expect(findUnstorableInput({ "\u0000": 1 })).toEqual({ path: "", reason: "text" });
    expect(findUnstorableInput("\u0000")).toEqual({ path: "", reason: "text" });
  });

  it("refuses nesting past the cap without recursing (50 000 levels do not overflow the stack)", () => {
    expect(findUnstorableInput(nested(MAX_JSON_DEPTH + 1))).toMatchObject({ reason: "depth" });
    expect(findUnstorableInput(JSON.parse(`${"[".repeat(50_000)}${"]".repeat(50_000)}`))).toMatchObject({ reason: "depth" });
  });

  it("does not look inside raw bytes", () => {
    expect(findUnstorableInput(Buffer.from([0, 0xd8]))).toBeNull();
  });
});

describe("z.string() of @pix/errors", () => {
  const schema = z.object({ name: z.string().trim().min(1).max(10), email: z.string().email().optional() });

  it("refuses NUL and lone surrogates with the field's path, before the other rules", () => {
    expect(() => parseOrThrow(schema, { name: "a\u0000b" })).toThrow(/^Campo `name` do corpo: caractere não permitido/);
    expect(() => parseOrThrow(schema, { name: "\ud800" })).toThrow(/^Campo `name` do corpo/);
    expect(() => parseOrThrow(schema, { name: "ok", email: "a\u0000@b.c" })).toThrow(/campo `email` do corpo: caractere não permitido/);
  });

  it("keeps zod's chain and rules otherwise", () => {
    expect(parseOrThrow(schema, { name: "  Ana 🚀 " })).toEqual({ name: "Ana 🚀" });
    expect(() => parseOrThrow(schema, { name: "x".repeat(11) })).toThrow("Campo `name` do corpo: deve ter no máximo 10 caracteres");
    expect(z.string().uuid().safeParse("not").success).toBe(false);
    expect(z.enum(["a"]).parse("a")).toBe("a");
  });
});

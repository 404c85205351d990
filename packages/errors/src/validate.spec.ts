import { z } from "zod";
import { AppError } from "./app-error";
import { errors } from "./catalogue";
import { httpBodyOf } from "./http";
import { CodigoCampo } from "./issues";
import { parseOrThrow, type Local, type ProblemaDeCampo } from "./validate";

/** The 400 parseOrThrow throws, as the HTTP body carries it. */
function refusal(schema: z.ZodType, input: unknown, local?: Local): { message: string; erros: ProblemaDeCampo[]; codigo?: string } {
  try {
    parseOrThrow(schema, input, local);
  } catch (err) {
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).kind).toBe("validation");
    return httpBodyOf(err as AppError).error as never;
  }
  throw new Error("the input was accepted");
}

const only = (schema: z.ZodType, input: unknown, local?: Local) => {
  const { erros } = refusal(schema, input, local);
  expect(erros).toHaveLength(1);
  return erros[0];
};

describe("parseOrThrow: every 400 in Portuguese, every problem listed with a stable code", () => {
  it("returns the parsed value when the input is valid", () => {
    expect(parseOrThrow(z.strictObject({ a: z.number() }), { a: 1 })).toEqual({ a: 1 });
  });

  it("CAMPO_OBRIGATORIO for a missing field, naming the type expected", () => {
    expect(only(z.strictObject({ name: z.string() }), {})).toEqual({
      campo: "name", local: "corpo", codigo: "CAMPO_OBRIGATORIO", mensagem: "obrigatório: envie um texto entre aspas",
    });
  });

  it("TIPO_INVALIDO says what is expected and what came", () => {
    const p = only(z.strictObject({ n: z.number() }), { n: "1" });
    expect(p.codigo).toBe(CodigoCampo.TIPO_INVALIDO);
    expect(p.mensagem).toBe("deve ser um número, mas veio um texto");
    expect(only(z.strictObject({ n: z.int() }), { n: 1.5 }).mensagem).toBe("deve ser um número inteiro, por exemplo 10, mas veio um número com decimais");
  });

  it("FORMATO_INVALIDO for a datetime without offset, with an example that has one", () => {
    const p = only(z.strictObject({ calendario: z.strictObject({ expiracao: z.iso.datetime({ offset: true }) }) }), { calendario: { expiracao: "2026-12-01T10:00:00" } });
    expect(p).toEqual({
      campo: "calendario.expiracao", local: "corpo", codigo: "FORMATO_INVALIDO",
      mensagem: "use data e hora ISO 8601 com fuso, por exemplo 2026-12-01T10:00:00-03:00",
    });
  });

  it("a format given the wrong type or missing says the format", () => {
    const s = z.strictObject({ at: z.iso.datetime({ offset: true }) });
    expect(only(s, { at: null })).toMatchObject({ codigo: "TIPO_INVALIDO", mensagem: "use data e hora ISO 8601 com fuso, por exemplo 2026-12-01T10:00:00-03:00 (veio null)" });
    expect(only(s, {})).toMatchObject({ codigo: "CAMPO_OBRIGATORIO", mensagem: "obrigatório: use data e hora ISO 8601 com fuso, por exemplo 2026-12-01T10:00:00-03:00" });
  });

  it.each([
    [z.email(), "x", "use um e-mail válido, por exemplo nome@exemplo.com.br"],
    [z.url(), "x", "use um endereço completo, por exemplo https://loja.exemplo.com.br/retorno"],
    [z.uuid(), "x", "use um identificador UUID, por exemplo 3f2b8c1e-6d4a-4c1b-9a7e-2d5f8b0c9e11"],
    [z.iso.date(), "01/12/2026", "use uma data AAAA-MM-DD, por exemplo 2026-12-01"],
    [z.string().regex(/^a$/), "b", "não está no formato esperado; confira a documentação do campo"],
    [z.string().startsWith("whsec_"), "b", 'deve começar com "whsec_"'],
    [z.number().multipleOf(5), 7, "deve ser múltiplo de 5"],
  ])("FORMATO_INVALIDO names the format (%#)", (schema, value, mensagem) => {
    expect(only(z.strictObject({ f: schema as z.ZodType }), { f: value })).toMatchObject({ codigo: "FORMATO_INVALIDO", mensagem });
  });

  it("VALOR_MINIMO / VALOR_MAXIMO for numbers, TAMANHO_MINIMO / TAMANHO_MAXIMO for texts and lists", () => {
    const s = z.strictObject({ n: z.number().min(1).max(10), m: z.number().gt(0), t: z.string().min(1), u: z.string().max(3), l: z.array(z.string()).min(2), k: z.array(z.number()).max(1) });
    const { erros } = refusal(s, { n: 11, m: 0, t: "", u: "abcd", l: ["a"], k: [1, 2] });
    expect(erros.map((e) => [e.campo, e.codigo, e.mensagem])).toEqual([
      ["n", "VALOR_MAXIMO", "deve ser no máximo 10"],
      ["m", "VALOR_MINIMO", "deve ser maior que 0"],
      ["t", "TAMANHO_MINIMO", "não pode ser vazio"],
      ["u", "TAMANHO_MAXIMO", "deve ter no máximo 3 caracteres"],
      ["l", "TAMANHO_MINIMO", "deve ter no mínimo 2 itens"],
      ["k", "TAMANHO_MAXIMO", "deve ter no máximo 1 item"],
    ]);
  });

  it("CAMPO_DESCONHECIDO once per unknown key, at its own path", () => {
    const { erros } = refusal(z.strictObject({ a: z.strictObject({ b: z.number() }) }), { a: { b: 1, c: 2 }, zz: 1 });
    expect(erros.map((e) => [e.campo, e.codigo]).sort()).toEqual([["a.c", "CAMPO_DESCONHECIDO"], ["zz", "CAMPO_DESCONHECIDO"]]);
    expect(erros.every((e) => e.mensagem === "campo desconhecido: remova-o ou confira a grafia")).toBe(true);
  });

  it("OPCAO_INVALIDA lists the values accepted", () => {
    expect(only(z.strictObject({ s: z.enum(["open", "closed"]) }), { s: "x" })).toMatchObject({ codigo: "OPCAO_INVALIDA", mensagem: "use um destes valores: open, closed" });
    expect(only(z.strictObject({ s: z.literal("k") }), { s: "x" }).mensagem).toBe('deve ser "k"');
  });

  it("a union: missing is CAMPO_OBRIGATORIO, a wrong type names every type accepted, a deeper failure is opened up", () => {
    const u = z.strictObject({ v: z.union([z.number(), z.string()]) });
    expect(only(u, {})).toMatchObject({ codigo: "CAMPO_OBRIGATORIO", mensagem: "obrigatório: envie um número ou um texto entre aspas" });
    expect(only(u, { v: true })).toMatchObject({ codigo: "TIPO_INVALIDO", mensagem: "deve ser um número ou um texto entre aspas, mas veio true/false" });
    const deep = z.strictObject({ v: z.union([z.number(), z.strictObject({ x: z.number() })]) });
    expect(only(deep, { v: { x: "1" } })).toMatchObject({ campo: "v.x", codigo: "TIPO_INVALIDO" });
    const when = z.strictObject({ d: z.union([z.iso.date(), z.iso.datetime({ offset: true })]) });
    expect(only(when, { d: "ontem" })).toMatchObject({
      campo: "d", codigo: "FORMATO_INVALIDO",
      mensagem: "use uma data AAAA-MM-DD, por exemplo 2026-12-01 ou use data e hora ISO 8601 com fuso, por exemplo 2026-12-01T10:00:00-03:00",
    });
  });

  it("a custom issue keeps its message and may name its code; a schema's own message wins over the map", () => {
    const s = z.strictObject({
      a: z.string().refine(() => false, "texto próprio"),
      b: z.string().superRefine((_v, ctx) => ctx.addIssue({ code: "custom", message: "fora do formato", params: { codigo: "FORMATO_INVALIDO" } })),
    });
    expect(refusal(s, { a: "x", b: "y" }).erros).toEqual([
      { campo: "a", local: "corpo", codigo: "VALOR_INVALIDO", mensagem: "texto próprio" },
      { campo: "b", local: "corpo", codigo: "FORMATO_INVALIDO", mensagem: "fora do formato" },
    ]);
  });

  it("nested paths spell array items with brackets", () => {
    const s = z.strictObject({ items: z.array(z.strictObject({ sku: z.string() })) });
    expect(only(s, { items: [{ sku: "a" }, {}] }).campo).toBe("items[1].sku");
  });

  it("the message lists every problem with its place; no English from zod passes through", () => {
    const s = z.strictObject({ amount: z.number(), expires_at: z.iso.datetime({ offset: true }) });
    const body = refusal(s, { amount: "10", expires_at: "amanhã", extra: 1 });
    expect(body.erros).toHaveLength(3);
    expect(body.message).toBe(
      "3 problemas na requisição: campo `amount` do corpo: deve ser um número, mas veio um texto; "
        + "campo `expires_at` do corpo: use data e hora ISO 8601 com fuso, por exemplo 2026-12-01T10:00:00-03:00; "
        + "campo `extra` do corpo: campo desconhecido: remova-o ou confira a grafia",
    );
    expect(body.codigo).toBe("REQUISICAO_INVALIDA");
    expect(body.message).not.toMatch(/Invalid|expected|received|Unrecognized/);
  });

  it("a single problem is one sentence; the root of a body is called the body", () => {
    expect(refusal(z.strictObject({ a: z.number() }), [1]).message).toBe("Corpo: deve ser um objeto JSON ({…}), mas veio uma lista");
  });

  it("names a query parameter, a path parameter and a header as such", () => {
    expect(refusal(z.strictObject({ limit: z.coerce.number().int().max(100) }), { limit: "500" }, "consulta").message)
      .toBe("Parâmetro de consulta `limit`: deve ser no máximo 100");
    expect(refusal(z.strictObject({ id: z.uuid() }), { id: "x" }, "caminho").message).toMatch(/^Parâmetro de caminho `id`: /);
    expect(refusal(z.strictObject({}), { user_id: "x" }, "consulta").message).toBe("Parâmetro de consulta `user_id`: parâmetro desconhecido: remova-o ou confira a grafia");
    expect(refusal(z.strictObject({ "Idempotency-Key": z.string() }), {}, "cabecalho").erros[0]).toMatchObject({ local: "cabecalho", codigo: "CAMPO_OBRIGATORIO" });
  });

  it("caps the list at 20 and says how many more", () => {
    const input = Object.fromEntries(Array.from({ length: 25 }, (_, i) => [`k${i}`, 1]));
    const body = refusal(z.strictObject({}), input);
    expect(body.erros).toHaveLength(20);
    expect(body.message).toMatch(/^25 problemas na requisição: .*; e mais 5$/);
  });
});

describe("errors.notFound: each resource with its gender", () => {
  it.each([["Cobrança", "Cobrança não encontrada"], ["Lojista", "Lojista não encontrado"], ["Link de pagamento", "Link de pagamento não encontrado"], ["Rota", "Rota não encontrada"]] as const)("%s", (what, message) => {
    const err = errors.notFound(what);
    expect(err.kind).toBe("not_found");
    expect(err.message).toBe(message);
  });
});

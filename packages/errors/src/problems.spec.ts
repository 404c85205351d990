import { AppError } from "./app-error";
import { errors } from "./catalogue";
import { httpBodyOf } from "./http";
import { Problemas } from "./problems";
import { invalidRequest } from "./validate";

/** The 400 a Problemas throws, as the HTTP body carries it. */
function thrown(problems: Problemas): { status: number; body: Record<string, unknown> & { erros?: { campo: string; codigo: string }[] } } {
  try {
    problems.throwIfAny();
  } catch (err) {
    expect(err).toBeInstanceOf(AppError);
    return { status: 400, body: httpBodyOf(err as AppError).error as never };
  }
  throw new Error("nothing was thrown");
}

describe("Problemas: every bad field of a request in one 400", () => {
  it("throws nothing when every check passed, and gives back what each check returned", () => {
    const p = new Problemas();
    expect(p.check("amount", () => 10)).toBe(10);
    expect(() => p.throwIfAny()).not.toThrow();
  });

  it("one problem is thrown exactly as its check threw it (a lone VALOR_MINIMO keeps its codigo and valor_minimo)", () => {
    const p = new Problemas();
    const alone = errors.valorMinimo();
    p.check("amount", () => { throw alone; });
    expect(() => p.throwIfAny()).toThrow(alone);
  });

  it("three problems from three checks become one REQUISICAO_INVALIDA listing each field, in check order", () => {
    const p = new Problemas();
    p.check("customer_cpf", () => { throw errors.validation("customer_cpf", "VALOR_INVALIDO", "customer_cpf inválido"); });
    p.check("amount", () => { throw errors.valorMinimo(); });
    p.add(invalidRequest([
      { campo: "due_date", local: "corpo", codigo: "VALOR_INVALIDO", mensagem: "o vencimento não pode ser no passado" },
      { campo: "multa.modalidade", local: "corpo", codigo: "OPCAO_INVALIDA", mensagem: "use uma destas modalidades: 1, 2" },
    ]));
    const { body } = thrown(p);
    expect(body.codigo).toBe("REQUISICAO_INVALIDA");
    expect(body.erros!.map((e) => [e.campo, e.codigo])).toEqual([
      ["customer_cpf", "VALOR_INVALIDO"], ["amount", "VALOR_MINIMO"], ["due_date", "VALOR_INVALIDO"], ["multa.modalidade", "OPCAO_INVALIDA"],
    ]);
    expect(body.valor_minimo).toBe(5); // the catalogue error's own field stays beside the list
    expect(body.message).toMatch(/^4 problemas na requisição: campo `customer_cpf` do corpo: customer_cpf inválido; campo `amount` do corpo: O valor mínimo/);
  });

  it("a catalogue code that is no field code is listed as VALOR_INVALIDO on the field its check names", () => {
    const p = new Problemas();
    p.check("coupon_code", () => { throw errors.cupomNaoEncontrado(); });
    p.check("amount", () => { throw errors.valorMinimo(); });
    expect(thrown(p).body.erros![0]).toEqual({ campo: "coupon_code", local: "corpo", codigo: "VALOR_INVALIDO", mensagem: "Cupom de desconto não encontrado: confira o código" });
  });

  it("anything but a 400 is thrown at once, unchanged", async () => {
    const p = new Problemas();
    const gone = errors.notFound("Cliente");
    expect(() => p.check("customer_id", () => { throw gone; })).toThrow(gone);
    await expect(p.checkAsync("x", async () => { throw new Error("boom"); })).rejects.toThrow("boom");
    expect(p.count).toBe(0);
  });
});

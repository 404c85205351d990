import { AppError } from "./app-error";
import { errors } from "./catalogue";
import { httpBodyOf, httpHeadersOf, httpStatusOf } from "./http";

describe("httpHeadersOf", () => {
  it("IDEMPOTENCIA_EM_ANDAMENTO: 409 with retry_after in the body and the same seconds in Retry-After", () => {
    const err = errors.idempotenciaEmAndamento(42);
    expect(httpStatusOf(err)).toBe(409);
    expect(httpBodyOf(err)).toEqual({ error: { message: expect.stringMatching(/mesma Idempotency-Key/), codigo: "IDEMPOTENCIA_EM_ANDAMENTO", retry_after: 42 } });
    expect(httpHeadersOf(err)).toEqual({ "Retry-After": "42" });
  });

  it("LIMITE_DE_EMAILS: the same header from the same field", () => {
    expect(httpHeadersOf(errors.limiteDeEmails("Limite", 125))).toEqual({ "Retry-After": "125" });
  });

  it("no Retry-After for other errors, nor for a wait that is not a positive whole number of seconds", () => {
    expect(httpHeadersOf(errors.idempotenciaConflito())).toEqual({});
    expect(httpHeadersOf(errors.cobrancaPendente("t"))).toEqual({});
    for (const seconds of [0, -1, 1.5, Number.NaN]) expect(httpHeadersOf(new AppError("conflict", "x", "ESTADO_INCOMPATIVEL", undefined, seconds))).toEqual({});
    expect(httpHeadersOf(new AppError("conflict", "x", "ESTADO_INCOMPATIVEL", { retry_after: 10 }))).toEqual({}); // the body's field alone sets no header
  });
});

import { fromGrpcError } from "./grpc";
import { httpHeadersOf, httpStatusOf } from "./http";
import { httpInputErrorOf } from "./http-edge";
import { isUnavailableDependency, unavailableDependencyError } from "./unavailable-dependency";

const withCode = (code: string, extra: object = {}) => Object.assign(new Error(code), { code, ...extra });

describe("isUnavailableDependency", () => {
  it("recognises a database that cannot serve now: connection exceptions, too many clients, shutdown, Prisma's pool", () => {
    for (const code of ["08006", "08001", "53300", "53100", "57P01", "57P03", "P1001", "P2024", "ECONNREFUSED"]) {
      expect([code, isUnavailableDependency(withCode(code))]).toEqual([code, true]);
    }
  });

  it("recognises a deadlock's victim (rolled back whole: the same request may be sent again)", () => {
    expect(isUnavailableDependency(new Error("DriverAdapterError", { cause: withCode("40P01") }))).toBe(true);
    expect(isUnavailableDependency(withCode("P2034"))).toBe(true);
  });

  it("looks through wrapping errors (a driver adapter's cause)", () => {
    const wrapped = new Error("DriverAdapterError", { cause: withCode("53300") });
    expect(isUnavailableDependency(wrapped)).toBe(true);
    expect(isUnavailableDependency({ originalCode: "57P01" })).toBe(true);
  });

  it("recognises Prisma's wrapping of a terminated connection (P2039 with 57P01 only in meta.driverAdapterError), too many connections and socket timeouts", () => {
    const adapterError = (cause: object) => Object.assign(new Error("DriverAdapterError"), { cause });
    const p2039 = withCode("P2039", { meta: { driverAdapterError: adapterError({ kind: "postgres", originalCode: "57P01", code: "57P01" }) } });
    expect(isUnavailableDependency(p2039)).toBe(true);
    expect(isUnavailableDependency(withCode("P2037"))).toBe(true);
    expect(isUnavailableDependency(withCode("P1008"))).toBe(true);
    const uniqueViolation = withCode("P2039", { meta: { driverAdapterError: adapterError({ kind: "postgres", originalCode: "23514" }) } });
    expect(isUnavailableDependency(uniqueViolation)).toBe(false);
  });

  it("recognises node-postgres's code-less connection failures by their messages, and only those", () => {
    for (const message of ["Connection terminated unexpectedly", "Connection terminated", "timeout exceeded when trying to connect",
      "Connection terminated due to connection timeout", "Client has encountered a connection error and is not queryable"]) {
      expect([message, isUnavailableDependency(new Error(message))]).toEqual([message, true]);
    }
    expect(isUnavailableDependency(new Error("Connection terminated by the merchant's rule"))).toBe(false);
    expect(isUnavailableDependency(withCode("XX000", { message: "Connection terminated" }))).toBe(false);
  });

  it("leaves request-shaped and unknown failures alone", () => {
    for (const err of [withCode("23505"), withCode("22P02"), withCode("40001"), withCode("P2002"), new Error("boom"), "text", null, undefined]) {
      expect(isUnavailableDependency(err)).toBe(false);
    }
  });
});

describe("unavailableDependencyError: the one 503 of an outage", () => {
  it("is SERVICO_INDISPONIVEL with Retry-After, and null for anything else", () => {
    const err = unavailableDependencyError(withCode("57P01"));
    expect(err && [httpStatusOf(err), err.codigo, httpHeadersOf(err)]).toEqual([503, "SERVICO_INDISPONIVEL", { "Retry-After": "2" }]);
    expect(unavailableDependencyError(withCode("23505"))).toBeNull();
  });

  it("is what an HTTP edge answers for an outage raised in it, and what a gateway reads from an unreachable service", () => {
    expect(httpInputErrorOf(withCode("ECONNREFUSED"))?.codigo).toBe("SERVICO_INDISPONIVEL");
    const transport = fromGrpcError(Object.assign(new Error("14 UNAVAILABLE"), { code: 14, details: "No connection established", metadata: undefined }) as never, "charges");
    expect([transport.codigo, httpHeadersOf(transport)]).toEqual(["SERVICO_INDISPONIVEL", { "Retry-After": "2" }]);
    expect(transport.message).toMatch(/^O serviço charges está temporariamente indisponível/);
  });
});

import { Metadata, status as GrpcStatus, ServiceError } from "@grpc/grpc-js";
import { errors, fromGrpcError, toGrpcError } from "./index";

/** A status as the client receives it, from metadata `payload` (or none). */
function received(code: GrpcStatus, payload?: Record<string, unknown>): ServiceError {
  const metadata = new Metadata();
  if (payload) metadata.set("x-app-error-bin", Buffer.from(JSON.stringify(payload)));
  return { code, details: "x", metadata, name: "Error", message: "x" } as ServiceError;
}

describe("fromGrpcError: every error crosses with a codigo (issue 33)", () => {
  it("keeps the code and the field list of a validation error", () => {
    const err = errors.validation("amount", "CAMPO_OBRIGATORIO", "Informe amount");
    const wire = toGrpcError(err);
    const back = fromGrpcError({ ...wire, metadata: wire.metadata as Metadata } as ServiceError, "charges");
    expect([back.codigo, back.extra]).toEqual(["REQUISICAO_INVALIDA", err.extra]);
  });

  it("gives an error without a known code (a service of another version) the code of its kind", () => {
    expect(fromGrpcError(received(GrpcStatus.NOT_FOUND, { kind: "not_found", message: "Cobrança não encontrada" }), "charges").codigo).toBe("RECURSO_NAO_ENCONTRADO");
    expect(fromGrpcError(received(GrpcStatus.FAILED_PRECONDITION, { kind: "conflict", message: "x", codigo: "toString" }), "charges").codigo).toBe("ESTADO_INCOMPATIVEL");
  });

  it("names a transport failure SERVICO_INDISPONIVEL and anything else ERRO_INTERNO", () => {
    expect(fromGrpcError(received(GrpcStatus.UNAVAILABLE), "charges")).toMatchObject({ kind: "unavailable", codigo: "SERVICO_INDISPONIVEL", message: expect.stringContaining("nada foi alterado") });
    // No answer in time: the call may have run to the end, so the answer never says nothing changed.
    const late = fromGrpcError(received(GrpcStatus.DEADLINE_EXCEEDED), "subscriptions");
    expect(late).toMatchObject({ kind: "unavailable", codigo: "SERVICO_INDISPONIVEL", retryAfterS: 2, message: expect.stringContaining("pode ter sido concluída") });
    expect(late.message).not.toContain("nada foi alterado");
    expect(fromGrpcError(received(GrpcStatus.UNKNOWN), "charges")).toMatchObject({ kind: "internal", codigo: "ERRO_INTERNO" });
  });
});

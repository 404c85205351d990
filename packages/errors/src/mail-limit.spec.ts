import { Metadata, ServiceError } from "@grpc/grpc-js";
import { errors, fromGrpcError, toGrpcError, waitText } from "./index";

describe("LIMITE_DE_EMAILS", () => {
  it("is a 429 whose message says when to retry and whose retryAfterS crosses gRPC intact", () => {
    const err = errors.limiteDeEmails("Limite de 50 convites por hora para esta loja atingido", 125);
    expect([err.kind, err.codigo, err.retryAfterS]).toEqual(["rate_limited", "LIMITE_DE_EMAILS", 125]);
    expect(err.message).toBe("Limite de 50 convites por hora para esta loja atingido; tente novamente em 3 minutos");
    const wire = toGrpcError(err);
    const back = fromGrpcError({ ...wire, metadata: wire.metadata as Metadata } as ServiceError, "identity");
    expect([back.kind, back.codigo, back.retryAfterS, back.message]).toEqual([err.kind, err.codigo, 125, err.message]);
  });

  it("an error without a wait crosses without one", () => {
    const wire = toGrpcError(errors.conflict("x", "ESTADO_INCOMPATIVEL"));
    expect(fromGrpcError({ ...wire, metadata: wire.metadata as Metadata } as ServiceError, "identity").retryAfterS).toBeUndefined();
  });

  it.each([[0.2, "1 segundo"], [1, "1 segundo"], [59, "59 segundos"], [60, "1 minuto"], [61, "2 minutos"], [3600, "1 hora"], [3601, "2 horas"], [86_400, "24 horas"]])(
    "waitText(%p) = %p (rounded up)", (s, text) => expect(waitText(s)).toBe(text),
  );
});

import { Metadata, status as GrpcStatus, ServiceError } from "@grpc/grpc-js";
import { AppError, ERROR_KINDS, ErrorKind } from "./app-error";

const GRPC_CODE: Record<ErrorKind, GrpcStatus> = {
  validation: GrpcStatus.INVALID_ARGUMENT,
  unauthenticated: GrpcStatus.UNAUTHENTICATED,
  forbidden: GrpcStatus.PERMISSION_DENIED,
  not_found: GrpcStatus.NOT_FOUND,
  conflict: GrpcStatus.FAILED_PRECONDITION,
  payload_too_large: GrpcStatus.INVALID_ARGUMENT,
  unsupported_media_type: GrpcStatus.INVALID_ARGUMENT,
  rate_limited: GrpcStatus.RESOURCE_EXHAUSTED,
  bad_gateway: GrpcStatus.UNIMPLEMENTED,
  unavailable: GrpcStatus.UNAVAILABLE,
  internal: GrpcStatus.INTERNAL,
};

const ERROR_KEY = "x-app-error-bin";

/** Server side: an AppError becomes a gRPC status whose metadata carries the whole error. */
export function toGrpcError(err: AppError): Partial<ServiceError> {
  const metadata = new Metadata();
  const payload = { kind: err.kind, message: err.message, codigo: err.codigo, extra: err.extra, retryAfterS: err.retryAfterS };
  metadata.set(ERROR_KEY, Buffer.from(JSON.stringify(payload)));
  return { code: GRPC_CODE[err.kind], details: err.message, metadata };
}

/** Client side: restores the AppError; a status without our metadata is a transport failure. */
export function fromGrpcError(err: ServiceError, service: string): AppError {
  const raw = err.metadata?.get(ERROR_KEY)?.[0];
  if (raw) {
    const parsed = JSON.parse(Buffer.isBuffer(raw) ? raw.toString("utf8") : String(raw));
    if ((ERROR_KINDS as readonly string[]).includes(parsed.kind)) {
      const retryAfterS = Number.isInteger(parsed.retryAfterS) && parsed.retryAfterS > 0 ? parsed.retryAfterS : undefined;
      return new AppError(parsed.kind, parsed.message, parsed.codigo ?? undefined, parsed.extra ?? undefined, retryAfterS);
    }
  }
  if (err.code === GrpcStatus.UNAVAILABLE || err.code === GrpcStatus.DEADLINE_EXCEEDED) {
    return new AppError("unavailable", `Serviço ${service} indisponível; tente novamente`);
  }
  return new AppError("internal", `${service}: ${err.code} ${err.details}`);
}

import { Metadata, status as GrpcStatus, ServiceError } from "@grpc/grpc-js";
import { AppError, ERROR_KINDS, ErrorKind } from "./app-error";
import { errors } from "./catalogue";
import { Codigo } from "./codigos";

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

/**
 * A service of another version (mid-deploy) may send an error without a code this one knows: it still
 * reaches the caller with one, by its kind. Every error built in this version names its own.
 */
const FALLBACK_CODIGO: Record<ErrorKind, Codigo> = {
  validation: Codigo.REQUISICAO_INVALIDA,
  unauthenticated: Codigo.CREDENCIAL_INVALIDA,
  forbidden: Codigo.ACESSO_NEGADO,
  not_found: Codigo.RECURSO_NAO_ENCONTRADO,
  conflict: Codigo.ESTADO_INCOMPATIVEL,
  payload_too_large: Codigo.REQUISICAO_GRANDE_DEMAIS,
  unsupported_media_type: Codigo.TIPO_NAO_SUPORTADO,
  rate_limited: Codigo.MUITAS_REQUISICOES,
  bad_gateway: Codigo.PROVEDOR_RECUSOU,
  unavailable: Codigo.SERVICO_INDISPONIVEL,
  internal: Codigo.ERRO_INTERNO,
};

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
      const codigo = typeof parsed.codigo === "string" && Object.hasOwn(Codigo, parsed.codigo) ? (parsed.codigo as Codigo) : FALLBACK_CODIGO[parsed.kind as ErrorKind];
      return new AppError(parsed.kind, parsed.message, codigo, parsed.extra ?? undefined, retryAfterS);
    }
  }
  if (err.code === GrpcStatus.UNAVAILABLE) return errors.servicoIndisponivel(`O serviço ${service}`);
  if (err.code === GrpcStatus.DEADLINE_EXCEEDED) return errors.servicoSemResposta(`O serviço ${service}`);
  return new AppError("internal", `${service}: ${err.code} ${err.details}`, Codigo.ERRO_INTERNO);
}

import { randomUUID } from "node:crypto";
import { once } from "node:events";
import * as grpc from "@grpc/grpc-js";
import { HealthImplementation } from "grpc-health-check";
import { AppError, Codigo, isAppError, toGrpcError, unavailableDependencyError } from "@pix/errors";
import type { Logger } from "@pix/logger";
import { metrics, secondsSince } from "@pix/observability";
import { extractContext, inSpan, SpanKind } from "@pix/tracing";
import type { HandlerRequestOf, HandlerResponseOf, KindOf, MethodOf, ServiceName, TypedService } from "./contract";
import { Principal, readPrincipal } from "./principal";
import { readRequestId, withRequestId } from "./request-id";

export interface CallContext {
  /** Null only for RPCs the gateway calls before anyone is authenticated (login, notices…). */
  principal: Principal | null;
  metadata: grpc.Metadata;
  /** The gateway's request id (`x-request-id` metadata), or null for calls outside an HTTP request. */
  requestId: string | null;
}

export type UnaryHandler<Req, Res> = (request: Req, ctx: CallContext) => Promise<Res>;
/** A client-streaming RPC: the request messages as they arrive (backpressure: read them in a loop). */
export type ClientStreamHandler<Req, Res> = (messages: AsyncIterable<Req>, ctx: CallContext) => Promise<Res>;
/** A server-streaming RPC: `send` resolves once the message may be followed by another (backpressure). */
export type ServerStreamHandler<Req, Res> = (request: Req, ctx: CallContext, send: (message: Res) => Promise<void>) => Promise<void>;
export type AnyHandler = UnaryHandler<unknown, unknown> | ClientStreamHandler<unknown, unknown> | ServerStreamHandler<unknown, unknown>;

/** The handler of one RPC: the request as decoded (defaults filled), the answer as the generated type accepts it. */
export type HandlerOf<S, M extends MethodOf<S>> = {
  unary: UnaryHandler<HandlerRequestOf<S, M>, HandlerResponseOf<S, M>>;
  clientStream: ClientStreamHandler<HandlerRequestOf<S, M>, HandlerResponseOf<S, M>>;
  serverStream: ServerStreamHandler<HandlerRequestOf<S, M>, HandlerResponseOf<S, M>>;
  bidi: never;
}[KindOf<S, M>];
/** Every RPC of a service, typed by its generated definition; `Pick` it for a factory that serves some of them. */
export type ServiceHandlers<S> = { [M in MethodOf<S>]: HandlerOf<S, M> };
/** The handlers of a service by its full proto name, e.g. `HandlersOf<"pix.checkout.v1.CheckoutService">`. */
export type HandlersOf<N extends ServiceName> = ServiceHandlers<TypedService<N>>;

export interface ServiceServer {
  server: grpc.Server;
  health: HealthImplementation;
  add<S extends TypedService>(service: S, handlers: ServiceHandlers<S>): void;
  listen(address: string): Promise<number>;
  /** Graceful: no new calls, the ones in flight finish (at most graceMs, default 3 s). */
  close(graceMs?: number): Promise<void>;
}

/** Requires an authenticated principal; use at the top of every store-scoped handler. */
export function requirePrincipal(ctx: CallContext): Principal {
  if (!ctx.principal) throw new AppError("unauthenticated", "Credencial ausente ou inválida", Codigo.CREDENCIAL_AUSENTE);
  return ctx.principal;
}

export function createServiceServer(opts: { logger: Logger; principalSecret: string; name?: string }): ServiceServer {
  const server = new grpc.Server({ "grpc.max_receive_message_length": 4 * 1024 * 1024 });
  const health = new HealthImplementation({ "": "NOT_SERVING" });
  health.addToServer(server);

  const context = (metadata: grpc.Metadata): CallContext => ({
    principal: readPrincipal(metadata, opts.principalSecret), metadata, requestId: readRequestId(metadata),
  });
  /** The handler runs under the caller's request id and in a server span whose parent is the caller's (metadata `traceparent`). */
  const serve = <T>(rpc: string, ctx: CallContext, fn: () => Promise<T>): Promise<T> =>
    withRequestId(ctx.requestId, () => inSpan(rpc, {
      service: opts.name ?? "service", kind: SpanKind.SERVER, parent: extractContext(ctx.metadata.getMap()),
      attributes: { "rpc.system": "grpc", "rpc.method": rpc, ...(ctx.requestId ? { "pix.request_id": ctx.requestId } : {}) },
    }, fn));
  /**
   * AppErrors travel as they are; a database or socket that cannot serve now is UNAVAILABLE (503, retry);
   * anything else is logged here and leaves as an opaque internal error.
   */
  const toStatus = (name: string, err: unknown) => {
    if (isAppError(err) && err.kind !== "internal") return toGrpcError(err) as grpc.ServiceError;
    const unavailable = unavailableDependencyError(err);
    if (unavailable) {
      opts.logger.warn({ err, rpc: name }, "dependency unavailable in RPC");
      return toGrpcError(unavailable) as grpc.ServiceError;
    }
    const id = randomUUID();
    opts.logger.error({ err, rpc: name, errorId: id }, "unexpected error in RPC");
    return toGrpcError(new AppError("internal", `erro interno ${id}`, Codigo.ERRO_INTERNO, { id })) as grpc.ServiceError;
  };
  /** grpc_server_handling_seconds{route, code}: the RPC's name and the gRPC status it ended with. */
  const observe = (name: string, start: number, err: unknown) => {
    const code = err ? grpc.status[(err as grpc.ServiceError).code] ?? "UNKNOWN" : "OK";
    metrics.grpcDuration.observe({ route: name, code }, secondsSince(start));
  };
  const wrap = (name: string, handler: UnaryHandler<unknown, unknown>): grpc.handleUnaryCall<unknown, unknown> => (call, callback) => {
    const start = performance.now();
    callback = timed(callback, (err) => observe(name, start, err));
    Promise.resolve()
      .then(() => context(call.metadata))
      .then((ctx) => serve(name, ctx, () => handler(call.request, ctx)))
      .then((res) => callback(null, res))
      .catch((err: unknown) => callback(toStatus(name, err)));
  };
  const wrapClientStream = (name: string, handler: ClientStreamHandler<unknown, unknown>): grpc.handleClientStreamingCall<unknown, unknown> => (call, callback) => {
    const start = performance.now();
    callback = timed(callback, (err) => observe(name, start, err));
    Promise.resolve()
      .then(() => context(call.metadata))
      .then((ctx) => serve(name, ctx, () => handler(call, ctx)))
      .then((res) => callback(null, res))
      .catch((err: unknown) => callback(toStatus(name, err)));
  };
  const wrapServerStream = (name: string, handler: ServerStreamHandler<unknown, unknown>): grpc.handleServerStreamingCall<unknown, unknown> => (call) => {
    const start = performance.now();
    const send = async (message: unknown) => {
      if (call.cancelled) throw new AppError("unavailable", "O cliente desistiu da chamada", Codigo.SERVICO_INDISPONIVEL);
      if (!call.write(message)) await once(call, "drain");
    };
    Promise.resolve()
      .then(() => context(call.metadata))
      .then((ctx) => serve(name, ctx, () => handler(call.request, ctx, send)))
      .then(() => {
        observe(name, start, null);
        call.end();
      })
      .catch((err: unknown) => {
        const status = toStatus(name, err);
        observe(name, start, status);
        call.emit("error", status);
      });
  };

  return {
    server,
    health,
    add(service, handlers) {
      const impl: grpc.UntypedServiceImplementation = {};
      const byName = handlers as unknown as Record<string, AnyHandler | undefined>; // typed by S at the call site
      for (const [method, def] of Object.entries(service.service as grpc.ServiceDefinition)) {
        const handler = byName[method];
        if (!handler) throw new Error(`no handler for RPC ${method}`);
        if (def.requestStream && !def.responseStream) impl[method] = wrapClientStream(method, handler as ClientStreamHandler<unknown, unknown>);
        else if (def.responseStream && !def.requestStream) impl[method] = wrapServerStream(method, handler as ServerStreamHandler<unknown, unknown>);
        else if (!def.requestStream) impl[method] = wrap(method, handler as UnaryHandler<unknown, unknown>);
        else throw new Error(`bidirectional RPC ${method} is not supported`);
      }
      server.addService(service.service, impl);
    },
    listen(address) {
      return new Promise((resolve, reject) =>
        server.bindAsync(address, grpc.ServerCredentials.createInsecure(), (err, port) => (err ? reject(err) : resolve(port))),
      );
    },
    close(graceMs = 3000) {
      return new Promise((resolve) => {
        // tryShutdown refuses new calls and waits for those in flight; past graceMs they are cancelled.
        const timer = setTimeout(() => server.forceShutdown(), graceMs);
        server.tryShutdown(() => { clearTimeout(timer); resolve(); });
      });
    },
  };
}

/** Runs `after` once with the call's outcome, then answers. */
function timed<T>(callback: grpc.sendUnaryData<T>, after: (err: unknown) => void): grpc.sendUnaryData<T> {
  return ((err: grpc.ServiceError | null, value?: T) => {
    after(err);
    callback(err, value);
  }) as grpc.sendUnaryData<T>;
}

import { randomUUID } from "node:crypto";
import { once } from "node:events";
import * as grpc from "@grpc/grpc-js";
import { HealthImplementation } from "grpc-health-check";
import { AppError, isAppError, toGrpcError } from "@pix/errors";
import type { Logger } from "@pix/logger";
import { Principal, readPrincipal } from "./principal";

export interface CallContext {
  /** Null only for RPCs the gateway calls before anyone is authenticated (login, notices…). */
  principal: Principal | null;
  metadata: grpc.Metadata;
}

export type UnaryHandler<Req = any, Res = any> = (request: Req, ctx: CallContext) => Promise<Res>;
/** A client-streaming RPC: the request messages as they arrive (backpressure: read them in a loop). */
export type ClientStreamHandler<Req = any, Res = any> = (messages: AsyncIterable<Req>, ctx: CallContext) => Promise<Res>;
/** A server-streaming RPC: `send` resolves once the message may be followed by another (backpressure). */
export type ServerStreamHandler<Req = any, Res = any> = (request: Req, ctx: CallContext, send: (message: Res) => Promise<void>) => Promise<void>;
export type AnyHandler = UnaryHandler | ClientStreamHandler | ServerStreamHandler;

export interface ServiceServer {
  server: grpc.Server;
  health: HealthImplementation;
  add(service: grpc.ServiceClientConstructor, handlers: Record<string, AnyHandler>): void;
  listen(address: string): Promise<number>;
  close(): Promise<void>;
}

/** Requires an authenticated principal; use at the top of every store-scoped handler. */
export function requirePrincipal(ctx: CallContext): Principal {
  if (!ctx.principal) throw new AppError("unauthenticated", "Credencial ausente ou inválida");
  return ctx.principal;
}

export function createServiceServer(opts: { logger: Logger; principalSecret: string }): ServiceServer {
  const server = new grpc.Server({ "grpc.max_receive_message_length": 4 * 1024 * 1024 });
  const health = new HealthImplementation({ "": "NOT_SERVING" });
  health.addToServer(server);

  const context = (metadata: grpc.Metadata): CallContext => ({ principal: readPrincipal(metadata, opts.principalSecret), metadata });
  /** AppErrors travel as they are; anything else is logged here and leaves as an opaque internal error. */
  const toStatus = (name: string, err: unknown) => {
    if (isAppError(err) && err.kind !== "internal") return toGrpcError(err) as grpc.ServiceError;
    const id = randomUUID();
    opts.logger.error({ err, rpc: name, errorId: id }, "unexpected error in RPC");
    return toGrpcError(new AppError("internal", `erro interno ${id}`, undefined, { id })) as grpc.ServiceError;
  };
  const wrap = (name: string, handler: UnaryHandler): grpc.handleUnaryCall<any, any> => (call, callback) => {
    Promise.resolve()
      .then(() => handler(call.request, context(call.metadata)))
      .then((res) => callback(null, res))
      .catch((err: unknown) => callback(toStatus(name, err)));
  };
  const wrapClientStream = (name: string, handler: ClientStreamHandler): grpc.handleClientStreamingCall<any, any> => (call, callback) => {
    Promise.resolve()
      .then(() => handler(call, context(call.metadata)))
      .then((res) => callback(null, res))
      .catch((err: unknown) => callback(toStatus(name, err)));
  };
  const wrapServerStream = (name: string, handler: ServerStreamHandler): grpc.handleServerStreamingCall<any, any> => (call) => {
    const send = async (message: unknown) => {
      if (call.cancelled) throw new AppError("unavailable", "O cliente desistiu da chamada");
      if (!call.write(message)) await once(call, "drain");
    };
    Promise.resolve()
      .then(() => handler(call.request, context(call.metadata), send))
      .then(() => call.end())
      .catch((err: unknown) => call.emit("error", toStatus(name, err)));
  };

  return {
    server,
    health,
    add(service, handlers) {
      const impl: grpc.UntypedServiceImplementation = {};
      for (const [method, def] of Object.entries(service.service)) {
        const handler = handlers[method] ?? handlers[def.originalName ?? method];
        if (!handler) throw new Error(`no handler for RPC ${method}`);
        if (def.requestStream && !def.responseStream) impl[method] = wrapClientStream(method, handler as ClientStreamHandler);
        else if (def.responseStream && !def.requestStream) impl[method] = wrapServerStream(method, handler as ServerStreamHandler);
        else if (!def.requestStream) impl[method] = wrap(method, handler as UnaryHandler);
        else throw new Error(`bidirectional RPC ${method} is not supported`);
      }
      server.addService(service.service, impl);
    },
    listen(address) {
      return new Promise((resolve, reject) =>
        server.bindAsync(address, grpc.ServerCredentials.createInsecure(), (err, port) => (err ? reject(err) : resolve(port))),
      );
    },
    close() {
      return new Promise((resolve) => {
        const timer = setTimeout(() => server.forceShutdown(), 3000);
        server.tryShutdown(() => { clearTimeout(timer); resolve(); });
      });
    },
  };
}

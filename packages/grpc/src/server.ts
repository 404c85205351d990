import { randomUUID } from "node:crypto";
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

export interface ServiceServer {
  server: grpc.Server;
  health: HealthImplementation;
  add(service: grpc.ServiceClientConstructor, handlers: Record<string, UnaryHandler>): void;
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

  const wrap = (name: string, handler: UnaryHandler): grpc.handleUnaryCall<any, any> => (call, callback) => {
    Promise.resolve()
      .then(() => handler(call.request, { principal: readPrincipal(call.metadata, opts.principalSecret), metadata: call.metadata }))
      .then((res) => callback(null, res))
      .catch((err: unknown) => {
        if (isAppError(err) && err.kind !== "internal") return callback(toGrpcError(err) as grpc.ServiceError);
        const id = randomUUID();
        opts.logger.error({ err, rpc: name, errorId: id }, "unexpected error in RPC");
        callback(toGrpcError(new AppError("internal", `erro interno ${id}`, undefined, { id })) as grpc.ServiceError);
      });
  };

  return {
    server,
    health,
    add(service, handlers) {
      const impl: grpc.UntypedServiceImplementation = {};
      for (const [method, def] of Object.entries(service.service)) {
        const handler = handlers[method] ?? handlers[def.originalName ?? method];
        if (!handler) throw new Error(`no handler for RPC ${method}`);
        impl[method] = wrap(method, handler);
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

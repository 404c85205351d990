import { once } from "node:events";
import * as grpc from "@grpc/grpc-js";
import { AppError, Codigo, fromGrpcError } from "@pix/errors";
import type { MethodsOfKind, RequestOf, ResponseOf, ServiceName, TypedService } from "./contract";
import { Principal, principalMetadata } from "./principal";
import { currentRequestId, REQUEST_ID_METADATA } from "./request-id";
import { channelTarget, RECONNECT_OPTIONS, ROUND_ROBIN_OPTIONS } from "./target";
import { injectContext, inSpan, SpanKind } from "@pix/tracing";

export interface CallOptions {
  principal?: Principal | null;
  deadlineMs?: number;
}

/** grpc-js's generated methods, looked up by the RPC's name (which the type parameter has checked). */
type RawMethod = (this: grpc.Client, ...args: unknown[]) => unknown;

/**
 * A promise-returning client, typed by the service's generated definition: `call("GetCharge", req)`
 * checks the method name, the request and the answer against proto/. Every call has a deadline, so a
 * dead or slow service turns into an `unavailable` AppError (503 at the edge) instead of a hang.
 */
export class ServiceClient<S extends TypedService> {
  private readonly client: grpc.Client;

  constructor(
    private readonly serviceName: string,
    ctor: S,
    address: string,
    private readonly principalSecret: string,
    private readonly defaultDeadlineMs = 5000,
  ) {
    // 64 MiB instead of grpc-js's 4 MiB: a full listing (5000 charges with their QR PNGs) is ~10 MiB.
    // `address` may list several replicas (or name a DNS record set): calls go round robin over them.
    this.client = new ctor(channelTarget(address), grpc.credentials.createInsecure(), {
      ...ROUND_ROBIN_OPTIONS, ...RECONNECT_OPTIONS, "grpc.max_receive_message_length": 64 * 1024 * 1024,
    });
  }

  call<M extends MethodsOfKind<S, "unary">>(method: M, request: RequestOf<S, M>, opts: CallOptions = {}): Promise<ResponseOf<S, M>> {
    type Res = ResponseOf<S, M>;
    const fn = this.method(method);
    if (!fn) return Promise.reject(new Error(`unknown RPC ${this.serviceName}.${method}`));
    // A client span; the metadata (built inside it) carries its context to the service's server span.
    return inSpan(`${this.serviceName}/${method}`, {
      kind: SpanKind.CLIENT, attributes: { "rpc.system": "grpc", "rpc.service": this.serviceName, "rpc.method": method },
    }, () => {
      const metadata = this.metadata(opts);
      const deadline = new Date(Date.now() + (opts.deadlineMs ?? this.defaultDeadlineMs));
      return new Promise<Res>((resolve, reject) => {
        fn.call(this.client, request, metadata, { deadline }, (err: grpc.ServiceError | null, res: Res) => {
          if (err) reject(err.metadata || err.code !== undefined ? fromGrpcError(err, this.serviceName) : err);
          else resolve(res);
        });
      });
    });
  }

  /**
   * A client-streaming call: `send` waits while the stream's buffer is full (backpressure), `result`
   * settles with the answer, or with the service's error as soon as the service gives up early.
   */
  clientStream<M extends MethodsOfKind<S, "clientStream">>(method: M, opts: CallOptions = {}): ClientStreamCall<RequestOf<S, M>, ResponseOf<S, M>> {
    type Res = ResponseOf<S, M>;
    const fn = this.method(method);
    if (!fn) throw new Error(`unknown RPC ${this.serviceName}.${method}`);
    let stream!: grpc.ClientWritableStream<RequestOf<S, M>>;
    const result = new Promise<Res>((resolve, reject) => {
      stream = fn.call(this.client, this.metadata(opts), { deadline: this.deadline(opts) }, (err: grpc.ServiceError | null, res: Res) => {
        if (err) reject(this.mapError(err));
        else resolve(res);
      }) as grpc.ClientWritableStream<RequestOf<S, M>>;
    });
    result.catch(() => undefined); // observed by the caller; never an unhandled rejection meanwhile
    let settled = false;
    result.finally(() => { settled = true; }).catch(() => undefined);
    return {
      result,
      send: async (message) => {
        if (settled) return;
        if (!stream.write(message)) await Promise.race([once(stream, "drain"), result.then(() => undefined, () => undefined)]);
      },
      end: () => stream.end(),
      cancel: () => stream.cancel(),
    };
  }

  /** A server-streaming call as an async iterable of messages; errors arrive mapped like `call`'s. */
  async *serverStream<M extends MethodsOfKind<S, "serverStream">>(method: M, request: RequestOf<S, M>, opts: CallOptions = {}): AsyncGenerator<ResponseOf<S, M>> {
    const fn = this.method(method);
    if (!fn) throw new Error(`unknown RPC ${this.serviceName}.${method}`);
    const stream = fn.call(this.client, request, this.metadata(opts), { deadline: this.deadline(opts) }) as grpc.ClientReadableStream<ResponseOf<S, M>>;
    try {
      for await (const message of stream) yield message as ResponseOf<S, M>;
    } catch (err) {
      throw this.mapError(err as grpc.ServiceError);
    } finally {
      stream.cancel();
    }
  }

  private method(name: string): RawMethod | undefined {
    const fn = (this.client as unknown as Record<string, unknown>)[name];
    return typeof fn === "function" ? (fn as RawMethod) : undefined;
  }

  private metadata(opts: CallOptions) {
    const metadata = opts.principal ? principalMetadata(opts.principal, this.principalSecret) : new grpc.Metadata();
    const requestId = currentRequestId();
    if (requestId) metadata.set(REQUEST_ID_METADATA, requestId);
    for (const [key, value] of Object.entries(injectContext())) metadata.set(key, value); // traceparent, tracestate
    return metadata;
  }

  private deadline(opts: CallOptions) {
    return new Date(Date.now() + (opts.deadlineMs ?? this.defaultDeadlineMs));
  }

  private mapError(err: grpc.ServiceError) {
    return err.metadata || err.code !== undefined ? fromGrpcError(err, this.serviceName) : err;
  }

  close(): void {
    this.client.close();
  }
}

export interface ClientStreamCall<Req, Res> {
  result: Promise<Res>;
  send(message: Req): Promise<void>;
  end(): void;
  cancel(): void;
}

/** The client of a service by its full proto name, e.g. `ClientOf<"pix.identity.v1.IdentityService">`. */
export type ClientOf<N extends ServiceName> = ServiceClient<TypedService<N>>;

/**
 * A message field of an answer: proto3 makes every one nullable, but a service that answered without
 * the one its RPC is about broke the contract (an internal error, not a silent `undefined` downstream).
 */
export function present<T>(message: T | null | undefined, what = "mensagem"): T {
  if (message == null) throw new AppError("internal", `resposta de serviço sem ${what}`, Codigo.ERRO_INTERNO);
  return message;
}

export function isUnavailable(err: unknown): boolean {
  return err instanceof AppError && err.kind === "unavailable";
}

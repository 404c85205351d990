import createClient, { type Client } from "openapi-fetch";
import type { components, paths } from "./generated/api";
import { PixApiError } from "./errors";
import { streamEvents, type StreamOptions } from "./event-stream";
import { answeringFetch, DEFAULT_RETRY, idempotencyKeys, retryingFetch, type RetryPolicy } from "./transport";

export const DEFAULT_GATEWAY_URL = "http://127.0.0.1:8080";

export interface PixClientOptions {
  /**
   * `service_test_…` or `service_live_…` (the prefix picks the environment); or a session's access
   * token, for the routes an API key may not use (members).
   */
  apiKey: string;
  /** The gateway's address (default http://127.0.0.1:8080). */
  baseUrl?: string;
  /** A member operating another store (contract 5.6): that store's owner id, sent as `x-store`. */
  store?: string;
  retry?: Partial<RetryPolicy>;
  /** Another fetch (tests, proxies). */
  fetch?: typeof fetch;
}

export type Schemas = components["schemas"];
type Method = "get" | "post" | "put" | "delete";
/** The JSON body an operation takes, as the OpenAPI document describes it. */
export type BodyOf<P extends keyof paths, M extends Method> = paths[P][M] extends { requestBody?: { content: { "application/json": infer B } } } ? B : never;
/** The query an operation takes. */
export type QueryOf<P extends keyof paths, M extends Method> = paths[P][M] extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;

/** Per call: the `Idempotency-Key` to send (POST only; a random UUID otherwise). */
export interface CallOptions { idempotencyKey?: string }

type Answer<T> = Promise<{ data?: T; error?: unknown; response: Response }>;
type DataOf<T> = T extends { data: infer D } ? D : T;

/** The success body, or a PixApiError. */
async function body<T>(call: Answer<T>): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok) throw PixApiError.from(response, error);
  return data as T;
}
/** The success body's `data` (one resource). */
const one = async <T>(call: Answer<T>): Promise<DataOf<T>> => (await body(call) as { data: DataOf<T> }).data;
const idem = (o?: CallOptions) => (o?.idempotencyKey ? { "Idempotency-Key": o.idempotencyKey } : {});
const id = (value: string) => ({ path: { id: value } });

/**
 * The typed client. Single resources come back as the resource (`data` of the answer); lists as the
 * whole page (`{data, aviso?}` or `{data, next_cursor}`). Any answer other than 2xx throws PixApiError.
 * `http` is the underlying openapi-fetch client, for routes without a method here.
 */
export function createPixClient(options: PixClientOptions) {
  const baseUrl = (options.baseUrl ?? DEFAULT_GATEWAY_URL).replace(/\/+$/, "");
  const headers = { authorization: `Bearer ${options.apiKey}`, ...(options.store ? { "x-store": options.store } : {}) };
  const rawFetch = options.fetch ?? globalThis.fetch;
  const http: Client<paths> = createClient<paths>({ baseUrl, headers, fetch: retryingFetch(answeringFetch(rawFetch), { ...DEFAULT_RETRY, ...options.retry }) });
  http.use(idempotencyKeys);

  return {
    http,
    charges: {
      /** POST /pix: a charge (manual, product or customer mode). */
      create: (b: BodyOf<"/pix", "post">, o?: CallOptions) => one(http.POST("/pix", { body: b, headers: idem(o) })),
      status: (txid: string) => one(http.GET("/pix/status", { params: { query: { txid } } })),
      list: (q?: QueryOf<"/pix/list", "get">) => body(http.GET("/pix/list", { params: { query: q } })),
      /** Test environment: pays the charge as a payer would (charge.paid follows). */
      simulatePayment: (txid: string, o?: CallOptions) => one(http.POST("/pix/simulate-payment", { body: { txid }, headers: idem(o) })),
      refund: (b: BodyOf<"/pix/refund", "post">, o?: CallOptions) => one(http.POST("/pix/refund", { body: b, headers: idem(o) })),
      refunds: (q: QueryOf<"/pix/refunds", "get">) => body(http.GET("/pix/refunds", { params: { query: q } })),
    },
    links: {
      create: (b: BodyOf<"/payment-links", "post">, o?: CallOptions) => one(http.POST("/payment-links", { body: b, headers: idem(o) })),
      list: () => body(http.GET("/payment-links")),
      update: (linkId: string, b: BodyOf<"/payment-links/{id}", "put">) => one(http.PUT("/payment-links/{id}", { params: id(linkId), body: b })),
      delete: (linkId: string) => body(http.DELETE("/payment-links/{id}", { params: id(linkId) })),
    },
    customers: {
      create: (b: BodyOf<"/customers", "post">, o?: CallOptions) => one(http.POST("/customers", { body: b, headers: idem(o) })),
      list: () => body(http.GET("/customers")),
      get: (customerId: string) => one(http.GET("/customers/{id}", { params: id(customerId) })),
      update: (customerId: string, b: BodyOf<"/customers/{id}", "put">) => one(http.PUT("/customers/{id}", { params: id(customerId), body: b })),
      delete: (customerId: string) => body(http.DELETE("/customers/{id}", { params: id(customerId) })),
    },
    products: {
      create: (b: BodyOf<"/products", "post">, o?: CallOptions) => one(http.POST("/products", { body: b, headers: idem(o) })),
      list: () => body(http.GET("/products")),
      get: (productId: string) => one(http.GET("/products/{id}", { params: id(productId) })),
      update: (productId: string, b: BodyOf<"/products/{id}", "put">) => one(http.PUT("/products/{id}", { params: id(productId), body: b })),
      delete: (productId: string) => body(http.DELETE("/products/{id}", { params: id(productId) })),
    },
    coupons: {
      create: (b: BodyOf<"/coupons", "post">, o?: CallOptions) => one(http.POST("/coupons", { body: b, headers: idem(o) })),
      list: () => body(http.GET("/coupons")),
      get: (couponId: string) => one(http.GET("/coupons/{id}", { params: id(couponId) })),
      validate: (q: QueryOf<"/coupons/validate", "get">) => one(http.GET("/coupons/validate", { params: { query: q } })),
      update: (couponId: string, b: BodyOf<"/coupons/{id}", "put">) => one(http.PUT("/coupons/{id}", { params: id(couponId), body: b })),
      delete: (couponId: string) => body(http.DELETE("/coupons/{id}", { params: id(couponId) })),
    },
    subscriptions: {
      create: (b: BodyOf<"/subscriptions", "post">, o?: CallOptions) => one(http.POST("/subscriptions", { body: b, headers: idem(o) })),
      list: () => body(http.GET("/subscriptions")),
      get: (subscriptionId: string) => one(http.GET("/subscriptions/{id}", { params: id(subscriptionId) })),
      update: (subscriptionId: string, b: BodyOf<"/subscriptions/{id}", "put">) => one(http.PUT("/subscriptions/{id}", { params: id(subscriptionId), body: b })),
      cancel: (subscriptionId: string) => one(http.DELETE("/subscriptions/{id}", { params: id(subscriptionId) })),
      /** Issues the subscription's charge now. */
      chargeNow: (subscriptionId: string, o?: CallOptions) => one(http.POST("/subscriptions/{id}/charge", { params: id(subscriptionId), headers: idem(o) })),
    },
    webhooks: {
      /** The event names an endpoint may subscribe to. */
      eventNames: () => one(http.GET("/webhook-endpoints/eventos")),
      /** The answer carries `secret`, shown this once. */
      create: (b: BodyOf<"/webhook-endpoints", "post">, o?: CallOptions) => one(http.POST("/webhook-endpoints", { body: b, headers: idem(o) })),
      list: () => body(http.GET("/webhook-endpoints")),
      get: (endpointId: string) => one(http.GET("/webhook-endpoints/{id}", { params: id(endpointId) })),
      update: (endpointId: string, b: BodyOf<"/webhook-endpoints/{id}", "put">) => one(http.PUT("/webhook-endpoints/{id}", { params: id(endpointId), body: b })),
      delete: (endpointId: string) => one(http.DELETE("/webhook-endpoints/{id}", { params: id(endpointId) })),
      /** A new signing secret (or `{secret}` of your own), shown only in this answer; the old one stops signing at once. */
      rotateSecret: (endpointId: string, b: BodyOf<"/webhook-endpoints/{id}/rotate-secret", "post"> = {}, o?: CallOptions) =>
        one(http.POST("/webhook-endpoints/{id}/rotate-secret", { params: id(endpointId), body: b, headers: idem(o) })),
      test: (endpointId: string, o?: CallOptions) => one(http.POST("/webhook-endpoints/{id}/test", { params: id(endpointId), headers: idem(o) })),
      deliveries: (endpointId: string, q?: QueryOf<"/webhook-endpoints/{id}/deliveries", "get">) =>
        body(http.GET("/webhook-endpoints/{id}/deliveries", { params: { path: { id: endpointId }, query: q } })),
      redeliver: (endpointId: string, deliveryId: string, o?: CallOptions) =>
        one(http.POST("/webhook-endpoints/{id}/deliveries/{deliveryId}/redeliver", { params: { path: { id: endpointId, deliveryId } }, headers: idem(o) })),
      /** The store's test events as they happen (GET /events/stream), resuming after drops; see streamEvents. */
      stream: (o: Omit<StreamOptions, "baseUrl" | "apiKey" | "fetch"> = {}) => streamEvents({ ...o, baseUrl, apiKey: options.apiKey, fetch: rawFetch }),
    },
    members: {
      invite: (b: BodyOf<"/members", "post">, o?: CallOptions) => body(http.POST("/members", { body: b, headers: idem(o) })),
      list: () => body(http.GET("/members")),
      update: (memberId: string, b: BodyOf<"/members/{id}", "put">) => one(http.PUT("/members/{id}", { params: id(memberId), body: b })),
      remove: (memberId: string) => body(http.DELETE("/members/{id}", { params: id(memberId) })),
    },
    withdrawals: {
      create: (b: BodyOf<"/withdrawals", "post">, o?: CallOptions) => one(http.POST("/withdrawals", { body: b, headers: idem(o) })),
      list: () => body(http.GET("/withdrawals")),
      summary: () => one(http.GET("/withdrawals/summary")),
    },
    statement: {
      /** One page of the ledger's entries (newest first); pass `next_cursor` back as `cursor`. */
      list: async (q?: QueryOf<"/statement", "get">) => {
        const page = await body(http.GET("/statement", { params: { query: q }, headers: { accept: "application/json" } }));
        return page as Exclude<typeof page, string>; // JSON asked for; the CSV form is the same route's other answer
      },
      totals: (q?: QueryOf<"/statement/totals", "get">) => one(http.GET("/statement/totals", { params: { query: q } })),
    },
  };
}

export type PixClient = ReturnType<typeof createPixClient>;

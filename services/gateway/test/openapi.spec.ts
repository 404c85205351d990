import type { Express } from "express";
import { z } from "zod";
import { loadConfig } from "@pix/config";
import { createLogger } from "@pix/logger";
import { EVENT_CATALOG, PUBLIC_EVENT_NAMES } from "@pix/messaging";
import { createPublicApp } from "@pix/checkout/src/http/app";
import { payBody } from "@pix/checkout/src/http/public-routes";
import { createGatewayApp } from "../src/app";
import { gatewayEnv } from "../src/config";
import { API_VERSION, buildOpenApiDocument, openApiPath, WEBHOOK_NAMES } from "../src/openapi/document";
import { WEBHOOK_EVENT_SCHEMAS, webhookSchemaName } from "../src/openapi/schemas";
import { checkoutPayBody } from "../src/openapi/checkout-schemas";
import { webhookEvents } from "../src/openapi/examples";
import { OPERATIONS } from "../src/openapi/operations";
import { NO_CLIENTS, routesOf, type RouteRef } from "./fuzz/routes";

/**
 * The API document against the apps themselves: the route table is read from the built express
 * apps (the gateway's createGatewayApp, the checkout's createPublicApp), so a route added to either
 * without its entry in src/openapi/operations.ts fails here, and so does an entry whose route is gone.
 */

const logger = createLogger("openapi-spec", "silent");
const config = loadConfig(gatewayEnv, { PRINCIPAL_SECRET: "x".repeat(32) });

/** Express 5 keeps the app's own router at `app.router`. */
const tableOf = (app: Express): RouteRef[] => routesOf((app as unknown as { router: any }).router);

const gatewayApp = createGatewayApp(config, logger, NO_CLIENTS, {} as any);
const checkoutApp = createPublicApp({
  logger, deps: NO_CLIENTS, limits: { read: NO_CLIENTS, write: NO_CLIENTS }, trustProxy: false, healthTargets: () => ({}),
});

const key = (method: string, path: string) => `${method.toUpperCase()} ${path}`;
const documented = (server: "gateway" | "checkout") =>
  OPERATIONS.filter((op) => op.server === server || op.server === "both").map((op) => key(op.method, op.path)).sort();
const table = (app: Express) => [...new Set(tableOf(app).map((r) => key(r.method, r.path)))].sort();

const doc = buildOpenApiDocument();

describe("the API document and the route tables", () => {
  it("reads a real route table (guards the walk itself)", () => {
    const gateway = table(gatewayApp);
    expect(gateway).toEqual(expect.arrayContaining(["POST /pix", "GET /pix/status", "GET /openapi.json", "GET /docs", "POST /notices/payment-engine"]));
    expect(gateway.length).toBeGreaterThan(80);
    expect(table(checkoutApp)).toEqual(expect.arrayContaining(["POST /checkout/link/:slug/pay", "GET /health"]));
  });

  it("documents every gateway route, and no gateway route that does not exist", () => {
    expect(documented("gateway")).toEqual(table(gatewayApp));
  });

  it("documents every public checkout route, and no checkout route that does not exist", () => {
    expect(documented("checkout")).toEqual(table(checkoutApp));
  });

  it("states for each gateway route the permission its route checks", () => {
    const permissionOf = new Map(tableOf(gatewayApp).map((r) => [key(r.method, r.path), r.permission ?? "public"]));
    const mismatches = OPERATIONS.filter((op) => op.server !== "checkout")
      .map((op) => ({ route: key(op.method, op.path), documented: op.access, checked: permissionOf.get(key(op.method, op.path)) }))
      // The engine's notice route checks its own token, not a merchant permission.
      .filter((m) => !(m.documented === "engine" && m.checked === "public"))
      .filter((m) => m.documented !== m.checked);
    expect(mismatches).toEqual([]);
  });

  it("has one operation per documented route, under the OpenAPI path", () => {
    for (const op of OPERATIONS) expect(doc.paths[openApiPath(op.path)]?.[op.method]).toBeDefined();
    const count = Object.values(doc.paths).reduce((n: number, item: any) => n + ["get", "post", "put", "delete", "patch"].filter((m) => item[m]).length, 0);
    expect(count).toBe(OPERATIONS.length);
  });

  it("restates the checkout's payer form exactly (the gateway does not import the checkout service)", () => {
    const asJson = (s: z.ZodType) => {
      const { $schema: _s, ...rest } = z.toJSONSchema(s, { io: "input", target: "draft-2020-12", unrepresentable: "any" }) as Record<string, any>;
      for (const p of Object.values<any>(rest.properties)) delete p.description;
      return rest;
    };
    expect(asJson(checkoutPayBody)).toEqual(asJson(payBody));
  });
});

describe("the API document's shape", () => {
  it("is OpenAPI 3.1 of the contract's version 2.0.0, naming the gateway and the checkout as servers", () => {
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.info.version).toBe("2.0.0");
    expect(API_VERSION).toBe("2.0.0");
    expect(doc.servers.map((s: any) => s.url)).toEqual(["{base_url}", "{checkout_base_url}"]);
    expect(doc.paths["/checkout/link/{slug}/pay"].servers.map((s: any) => s.url)).toEqual(["{checkout_base_url}"]);
    expect(doc.paths["/pix"].servers.map((s: any) => s.url)).toEqual(["{base_url}"]);
  });

  it("describes requests with the routes' own zod schemas (a field added to a route schema appears)", () => {
    const pix = doc.components.schemas.PixRequest;
    expect(Object.keys(pix.properties)).toEqual(expect.arrayContaining(["amount", "product_id", "coupon_code", "novo_cliente", "customer_cpf"]));
    expect(pix.additionalProperties).toBe(false); // strict bodies: unknown fields are a 400
    // The one reais parser takes a number or a decimal string.
    expect(pix.properties.amount.anyOf.map((s: any) => s.type).sort()).toEqual(["number", "string"]);
    expect(doc.components.schemas.WebhookEndpointRequest.properties.secret.pattern).toBe("^whsec_[0-9a-fA-F]{32}$");
  });

  it("lists subscriptions without the authorization's QR PNG, which create and GET by id still carry", () => {
    const { Subscription, SubscriptionListItem } = doc.components.schemas;
    const schemaOf = (path: string, method: string, status: string) => doc.paths[path][method].responses[status].content["application/json"].schema;
    expect(JSON.stringify(schemaOf("/subscriptions", "get", "200"))).toContain("#/components/schemas/SubscriptionListItem");
    for (const [path, method, status] of [["/subscriptions", "post", "201"], ["/subscriptions/{id}", "get", "200"]]) {
      expect(JSON.stringify(schemaOf(path, method, status))).toContain("#/components/schemas/Subscription\"");
    }
    expect(Object.keys(Subscription.properties.authorization.properties)).toEqual(expect.arrayContaining(["pix_code", "qr_code_url"]));
    expect(Object.keys(SubscriptionListItem.properties.authorization.properties)).toContain("pix_code");
    expect(Object.keys(SubscriptionListItem.properties.authorization.properties)).not.toContain("qr_code_url");
  });

  it("answers errors in the contract's shapes: route errors, credential failures, 500 with an id, each with its codigo", () => {
    const { RouteError, CredentialError, InternalError } = doc.components.schemas;
    expect(RouteError.properties.error.required).toEqual(["message", "codigo"]);
    expect(RouteError.properties.error.properties.codigo.enum).toEqual(expect.arrayContaining(["VALOR_MINIMO", "SOMENTE_ADMIN", "LINK_INDISPONIVEL"]));
    expect(CredentialError.properties.error.type).toBe("string");
    expect(InternalError.properties.error.required).toEqual(["id", "codigo"]);
    // Public routes that still answer 401: failed login, a stale refresh token, an IdP token refused.
    for (const path of ["/auth/login", "/auth/refresh", "/auth/social"]) expect(doc.paths[path].post.responses["401"]).toBeDefined();
    for (const [path, item] of Object.entries<any>(doc.paths)) {
      for (const method of ["get", "post", "put", "delete"]) {
        const op = item[method];
        if (!op) continue;
        expect([path, method, op.responses["500"]]).toEqual([path, method, { $ref: "#/components/responses/InternalError" }]);
        if (op.security.length) expect([path, method, op.responses["401"]]).toEqual([path, method, { $ref: "#/components/responses/Unauthorized" }]);
      }
    }
  });

  it("declares both credentials, requires a session where an API key is refused, and the x-store header", () => {
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: "http", scheme: "bearer" });
    expect(doc.components.securitySchemes.session).toMatchObject({ type: "http", scheme: "bearer", bearerFormat: "JWT" });
    expect(doc.paths["/pix"].post.security).toEqual([{ apiKey: [] }, { session: [] }]);
    expect(doc.paths["/api-keys"].post.security).toEqual([{ session: [] }]);
    expect(doc.paths["/admin/lojistas"].get.security).toEqual([{ session: [] }]);
    expect(doc.paths["/checkout/{key}"].get.security).toEqual([]);
    expect(doc.paths["/pix"].post.parameters).toEqual(expect.arrayContaining([{ $ref: "#/components/parameters/XStore" }]));
    expect(doc.components.parameters.XStore).toMatchObject({ name: "x-store", in: "header" });
  });

  it("carries examples of the main flows", () => {
    expect(doc.paths["/pix"].post.requestBody.content["application/json"].examples.manual.value.amount).toBe(49.9);
    expect(doc.paths["/pix"].post.responses["201"].content["application/json"].examples.pending.value.data.status).toBe("pending");
    expect(doc.paths["/pix/status"].get.responses["200"].content["application/json"].examples.paid.value.data.status).toBe("paid");
    expect(doc.paths["/webhook-endpoints"].post.responses["201"].content["application/json"].examples.created.value.data.secret).toMatch(/^whsec_/);
    expect(doc.paths["/checkout/link/{slug}/pay"].post.responses["201"].content["application/json"].examples.created).toBeDefined();
    // Every public event (contract 6, plus what the product adds) is described with an example delivery.
    expect(Object.keys(doc.webhooks)).toEqual([...PUBLIC_EVENT_NAMES, "test"]);
    for (const event of WEBHOOK_NAMES) expect([event, webhookEvents[event]]).toEqual([event, expect.objectContaining({ data: expect.any(Object) })]);
  });

  it("describes each webhook's body from the event catalogue, and every example is a valid body of its event", () => {
    for (const event of WEBHOOK_NAMES) {
      const name = webhookSchemaName(event);
      expect(doc.webhooks[event].post.requestBody.content["application/json"].schema).toEqual({ $ref: `#/components/schemas/${name}` });
      expect(doc.components.schemas[name].properties.event).toEqual(expect.objectContaining({ const: event }));
      for (const [key, example] of Object.entries<{ value: unknown }>(doc.webhooks[event].post.requestBody.content["application/json"].examples)) {
        const parsed = WEBHOOK_EVENT_SCHEMAS[name].safeParse(example.value);
        expect([event, key, parsed.success ? "ok" : parsed.error.issues]).toEqual([event, key, "ok"]);
      }
    }
    // The catalogue's fields, not hand-written ones: charge.paid's optional flags and charge.created's QR image.
    expect(Object.keys(doc.components.schemas.WebhookChargePaid.properties.data.properties)).toEqual(Object.keys(EVENT_CATALOG["charge.paid"].data.shape));
    expect(doc.components.schemas.WebhookChargeCreated.properties.data.required).toContain("qr_code_url");
  });
});

/**
 * The conformance oracle of the BCB API (issue 39): every response of /bcb/v2 and every webhook body
 * validated against the patched spec (spec.ts) by openapi-backend (ajv, with ajv-formats for
 * date-time and uri), and the generated client (api-pix.ts, openapi-fetch) checking each answer as
 * it arrives: a body that drifts from the spec, or a status the operation does not document, fails
 * the call that received it.
 */
import addFormats from "ajv-formats";
import createClient, { type Client, type Middleware } from "openapi-fetch";
import OpenAPIBackend from "openapi-backend";
import type { paths } from "./api-pix";
import { loadSpec } from "./spec";

const METHODS = ["get", "put", "post", "patch", "delete"] as const;
/** The callback's body (PUT /webhook/{chave} → POST {webhookUrl}/pix) as a pseudo-operation the validator can check. */
const WEBHOOK_PIX = "callback listaPix";
/** The callback of PUT /webhookrec (POST {webhookUrl}/rec), likewise. */
const WEBHOOK_REC = "callback rec";
/** The same for PUT /webhookcobr's callback (POST {webhookUrl}/cobr, WebhookCobRBody). */
const WEBHOOK_COBR = "callback cobr";
/**
 * The spec's general errors ("Tratamento de erros": RequisicaoInvalida 400, AcessoNegado 403, NaoEncontrado
 * 404, …, each a Problema) may answer any operation, though many operations list only some (GET /cob
 * lists no 400 while its text names CobConsultaInvalida, a 400), and 401 is the OAuth layer's: such an
 * answer must still be a Problema. Any other undocumented status fails.
 */
const PROBLEM = "problem";
const GENERAL_STATUSES = new Set([400, 401, 403, 404, 410, 500, 503, 504]);

function definition() {
  const spec = loadSpec();
  for (const [path, item] of Object.entries<any>(spec.paths)) {
    for (const method of METHODS) if (item[method]) item[method].operationId = `${method.toUpperCase()} ${path}`;
  }
  const asResponse = (schema: unknown) => ({ responses: { 200: { description: "", content: { "application/json": { schema } } } } });
  spec.paths["/__conformance/webhook-pix"] = { post: { operationId: WEBHOOK_PIX, ...asResponse(spec.components.requestBodies.WebhookPixBody.content["application/json"].schema) } };
  spec.paths["/__conformance/webhook-rec"] = { post: { operationId: WEBHOOK_REC, ...asResponse(spec.components.requestBodies.WebhookRecBody.content["application/json"].schema) } };
  spec.paths["/__conformance/webhook-cobr"] = { post: { operationId: WEBHOOK_COBR, ...asResponse(spec.components.requestBodies.WebhookCobRBody.content["application/json"].schema) } };
  spec.paths["/__conformance/problem"] = { post: { operationId: PROBLEM, ...asResponse({ $ref: "#/components/schemas/Problema" }) } };
  return spec;
}

export interface Oracle {
  /** Throws unless `body` is what the operation documents for `status`. */
  check(method: string, path: string, status: number, body: unknown): void;
  checkWebhookPix(body: unknown): void;
  checkWebhookRec(body: unknown): void;
  checkWebhookCobr(body: unknown): void;
}

export async function startOracle(): Promise<Oracle> {
  const api = new OpenAPIBackend({
    definition: definition() as any, strict: false, quick: false, validate: true,
    customizeAjv: (ajv) => { addFormats(ajv as any); return ajv; },
  });
  await api.init();
  const fail = (what: string, errors: unknown, body: unknown) => {
    throw new Error(`${what} does not conform to the BCB's API Pix: ${JSON.stringify(errors)}\nbody: ${JSON.stringify(body)}`);
  };
  const validate = (operationId: string, status: number, body: unknown, what: string) => {
    const result = api.validateResponse(body, operationId, status);
    if (!result.valid) fail(what, result.errors, body);
  };
  return {
    check(method, path, status, body) {
      const operationId = `${method.toUpperCase()} ${path}`;
      const op = api.getOperation(operationId);
      if (!op) throw new Error(`${operationId} is no operation of the spec`);
      if (op.responses?.[String(status)]) return validate(operationId, status, body, `${operationId} ${status}`);
      if (!GENERAL_STATUSES.has(status)) throw new Error(`${operationId} answered ${status}, which the spec does not document: ${JSON.stringify(body)}`);
      validate(PROBLEM, 200, body, `${operationId} ${status}`);
    },
    checkWebhookPix(body) {
      validate(WEBHOOK_PIX, 200, body, "the webhook's POST {webhookUrl}/pix body");
    },
    checkWebhookRec(body) {
      validate(WEBHOOK_REC, 200, body, "the webhookrec's POST {webhookUrl}/rec body");
    },
    checkWebhookCobr(body) {
      validate(WEBHOOK_COBR, 200, body, "the webhookcobr's POST {webhookUrl}/cobr body");
    },
  };
}

/** The generated client on `baseUrl` with `token`, every answer checked by the oracle. */
export function bcbClient(baseUrl: string, oracle: Oracle, token: () => string): Client<paths> {
  const client = createClient<paths>({ baseUrl });
  const checking: Middleware = {
    onRequest({ request }) {
      request.headers.set("authorization", `Bearer ${token()}`);
      return request;
    },
    async onResponse({ request, response, schemaPath }) {
      const text = await response.clone().text();
      const body = text === "" ? null : JSON.parse(text); // no body: what the validator takes for "no content"
      oracle.check(request.method, schemaPath, response.status, body);
      return response;
    },
  };
  client.use(checking);
  return client;
}

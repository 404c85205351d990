import { z } from "zod";
import { CODIGO_HEADER } from "@pix/errors";
import { PUBLIC_EVENT_NAMES, type PublicEventName } from "@pix/messaging";
import { PERMISSIONS } from "../http/permissions";
import { codigosOfStatus, codigoTable } from "./error-codes";
import { describeFields } from "./fields";
import { webhookEvents, webhookExtraExamples } from "./examples";
import { OPERATIONS, type Operation, type Payload, type SchemaName, type Server } from "./operations";
import { RESPONSE_SCHEMAS, WEBHOOK_EVENT_SCHEMAS, webhookSchemaName } from "./schemas";

/** The contract's version (spec section 9); the document describes it plus what the product adds. */
export const API_VERSION = "2.0.0";

export interface DocumentOptions {
  /** `{base_url}`'s default: the gateway's public address. */
  gatewayUrl?: string;
  /** `{checkout_base_url}`'s default: the checkout service's public address. */
  checkoutUrl?: string;
}

// any: a JSON Schema / OpenAPI object built and walked by key at any depth (z.toJSONSchema's output has no static shape).
type Json = Record<string, any>;

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const response = (name: string) => ({ $ref: `#/components/responses/${name}` });

/** zod → JSON Schema 2020-12 (OpenAPI 3.1's dialect). Requests are described as they arrive (`input`), responses as sent. */
function registryToSchemas(entries: [string, z.ZodType][], io: "input" | "output"): Json {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of entries) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, {
    target: "draft-2020-12", io, unrepresentable: "any", uri: (id) => `#/components/schemas/${id}`,
  }) as { schemas: Json };
  return Object.fromEntries(Object.entries(schemas).map(([id, s]) => [id, strip(s)]));
}

function toSchema(schema: z.ZodType, io: "input" | "output"): Json {
  return strip(z.toJSONSchema(schema, { target: "draft-2020-12", io, unrepresentable: "any" }) as Json);
}

function strip(schema: Json): Json {
  const { $schema: _s, $id: _i, ...rest } = schema;
  return rest;
}

/** `/payment-links/:id` → `/payment-links/{id}`. */
export const openApiPath = (expressPath: string) => expressPath.replace(/:([A-Za-z_]\w*)/g, "{$1}");

function operationId(op: Operation): string {
  const words = op.path.split("/").filter(Boolean).flatMap((seg) => {
    const param = /^:(\w+)$/.exec(seg);
    const parts = (param ? `by-${param[1]}` : seg).replace(/\.json$/, "-json").split(/[-_.]/).filter(Boolean);
    return parts;
  });
  return op.method + words.map((w) => w[0].toUpperCase() + w.slice(1)).join("");
}

function securityOf(op: Operation): Json[] {
  if (op.access === "public") return [];
  if (op.access === "engine") return [{ engineToken: [] }];
  return PERMISSIONS[op.access].sessionOnly ? [{ session: [] }] : [{ apiKey: [] }, { session: [] }];
}

function accessNote(op: Operation): string {
  if (op.access === "public") return "Público: sem credencial.";
  if (op.access === "engine") return "Só o motor de pagamento (token compartilhado).";
  const rule = PERMISSIONS[op.access];
  if (rule.holders === "team") return "Só a equipe do serviço (sessão de uma conta com concessão de equipe); os demais recebem 403 `SOMENTE_ADMIN`; chaves de API nunca.";
  const who = [...rule.holders].join(", ");
  return `Permissão \`${op.access}\`: ${who}${rule.sessionOnly ? "; exige sessão (uma chave de API recebe 403)" : "; chave de API ou sessão"}. Membros escolhem a loja com \`x-store\`.`;
}

function successBody(payload: Payload): Json | undefined {
  const envelope = (data: Json, extra: Json = {}, required = ["data"]) => ({ type: "object", required, properties: { data, ...extra } });
  const aviso = { aviso: { type: "string", description: "Presente só quando a lista foi cortada no limite de 5000 (ou algo ficou pendente)" } };
  switch (payload.kind) {
    case "one": return envelope(ref(payload.schema));
    case "raw": return envelope(ref(payload.schema), aviso);
    case "list": return envelope({ type: "array", items: ref(payload.schema) },
      payload.cursor ? { next_cursor: { type: ["string", "null"], description: "Cursor da próxima página; null no fim" } } : aviso,
      payload.cursor ? ["data", "next_cursor"] : ["data"]);
    case "deleted": return envelope(ref(payload.schema), { desvinculados: ref("Desvinculados"), ...aviso }, ["data", "desvinculados"]);
    case "inline": return envelope(toSchema(payload.schema, "output"));
    default: return undefined;
  }
}

function errorStatuses(op: Operation): number[] {
  const statuses = new Set<number>([400, 500, ...(op.errors ?? [])]);
  if (op.access !== "public") statuses.add(401);
  if (op.access !== "public" && op.access !== "engine") statuses.add(403);
  if (op.path.includes(":")) statuses.add(404);
  if (op.body && op.server !== "checkout" && op.access !== "engine") { statuses.add(413); statuses.add(415); }
  if (!STATIC.has(op.path)) statuses.add(503);
  return [...statuses].sort((a, b) => a - b);
}
/** Routes answered by the gateway alone: no service behind them, so never a 503. */
const STATIC = new Set(["/openapi.json", "/docs", "/auth/email-verified"]);

/** What a 401's `Pix-Codigo` header may say. */
const UNAUTHENTICATED_CODIGOS = codigosOfStatus("401");

const ERROR_RESPONSES: Record<number, [string, string, Json]> = {
  400: ["BadRequest", "Entrada inválida (validação, JSON malformado, tipos errados; `VALOR_MINIMO` traz `valor_minimo`)", ref("RouteError")],
  401: ["Unauthorized", "Credencial ausente ou inválida: `{error: string}` (em `/auth/social`, `{error:{message, codigo}}`); o código (`CREDENCIAL_AUSENTE`, `CREDENCIAL_INVALIDA`, `API_KEY_REVOGADA`…) vem no cabeçalho `Pix-Codigo`", { anyOf: [ref("CredentialError"), ref("RouteError")] }],
  403: ["Forbidden", "Sem permissão: `SOMENTE_ADMIN`, `PRODUCAO_NAO_LIBERADA` (chave live antes da aprovação, com `producao`), `EMAIL_NAO_VERIFICADO`, papel ou sessão exigida", ref("RouteError")],
  404: ["NotFound", "Rota ou id desconhecido (o id de outra loja é indistinguível de um desconhecido)", ref("RouteError")],
  409: ["Conflict", "Conflito de regra de negócio (`codigo` diz qual). `IDEMPOTENCIA_EM_ANDAMENTO` traz `retry_after` e o cabeçalho `Retry-After`", ref("RouteError")],
  413: ["PayloadTooLarge", "Corpo maior que o limite (100 kB no gateway)", ref("RouteError")],
  415: ["UnsupportedMediaType", "Corpo que não é JSON", ref("RouteError")],
  429: ["TooManyRequests", "Limite de requisições; veja `Retry-After`", ref("RouteError")],
  500: ["InternalError", "Erro inesperado: só o id de correlação", ref("InternalError")],
  502: ["BadGateway", "Operação não executada (estorno, cancelamento) ou recusa do motor de pagamento", ref("RouteError")],
  503: ["Unavailable", "Um serviço, o banco de dados ou o broker não pode atender agora (`SERVICO_INDISPONIVEL`, com `Retry-After`: repita a mesma requisição), ou o recurso não está configurado no servidor", ref("RouteError")],
};

function componentsResponses(): Json {
  return Object.fromEntries(Object.values(ERROR_RESPONSES).map(([name, description, schema]) => [
    name,
    {
      description,
      ...(name === "Unavailable" && { headers: { "Retry-After": { description: "Em `SERVICO_INDISPONIVEL` e `MOTOR_DE_TESTE_INDISPONIVEL`: segundos até tentar de novo", schema: { type: "integer" } } } }),
      ...(name === "Unauthorized" && { headers: { [CODIGO_HEADER]: { description: "O `codigo` do 401 (o corpo é o texto do contrato)", required: true, schema: { type: "string", enum: UNAUTHENTICATED_CODIGOS } } } }),
      ...(name === "TooManyRequests" && { headers: { "Retry-After": { description: "Segundos até tentar de novo", schema: { type: "integer" } } } }),
      ...(name === "Conflict" && {
        headers: { "Retry-After": { description: "Só em `IDEMPOTENCIA_EM_ANDAMENTO`: segundos até a resposta para a mesma chave ser certa (igual a `retry_after`)", schema: { type: "integer", minimum: 1, maximum: 60 } } },
      }),
      content: { "application/json": { schema } },
    },
  ]));
}

function parametersOf(op: Operation): Json[] {
  const params: Json[] = [];
  for (const [, name] of op.path.matchAll(/:([A-Za-z_]\w*)/g)) {
    params.push({
      name, in: "path", required: true,
      schema: op.server === "checkout" ? { type: "string", maxLength: 255 } : { type: "string", format: "uuid" },
    });
  }
  if (op.query) {
    const schema = toSchema(op.query, "input");
    const required = new Set<string>(schema.required ?? []);
    for (const [name, s] of Object.entries<Json>(schema.properties ?? {})) {
      params.push({ name, in: "query", required: required.has(name), schema: s, ...(s.description && { description: s.description }) });
    }
  }
  for (const q of op.queryParams ?? []) params.push({ name: q.name, in: "query", required: q.required, description: q.description, schema: q.schema });
  if (op.access !== "public" && op.access !== "engine") params.push({ $ref: "#/components/parameters/XStore" });
  if (op.idempotencyKey) params.push({ $ref: "#/components/parameters/IdempotencyKey" });
  if (op.access === "engine") params.push({ $ref: "#/components/parameters/EngineToken" });
  return params;
}

function operationObject(op: Operation): Json {
  const out: Json = {
    operationId: operationId(op),
    summary: op.summary,
    description: [op.description, accessNote(op), op.contract ? `Contrato: seção ${op.contract}.` : "Além do contrato (o produto acrescenta)."].filter(Boolean).join("\n\n"),
    tags: [op.tag],
    security: securityOf(op),
  };
  const parameters = parametersOf(op);
  if (parameters.length) out.parameters = parameters;
  if (op.body) {
    const content: Json = { "application/json": { schema: ref(op.body.name), ...(op.body.examples && { examples: op.body.examples }) } };
    if (op.form) content["application/x-www-form-urlencoded"] = { schema: ref(op.body.name) };
    out.requestBody = { required: op.body.name !== "EmptyRequest" && !op.body.optional, content };
  }
  if (op.multipart) out.requestBody = { required: true, content: { "multipart/form-data": { schema: op.multipart } } };

  const responses: Json = {};
  const body = successBody(op.ok.payload);
  const ok: Json = { description: op.ok.description };
  if (op.ok.headers) ok.headers = Object.fromEntries(Object.entries(op.ok.headers).map(([h, v]) => [h, { schema: { type: "string" }, description: v }]));
  if (body) ok.content = { "application/json": { schema: body, ...(op.ok.examples && { examples: op.ok.examples }) } };
  if (op.ok.csv) ok.content["text/csv"] = { schema: { type: "string", description: op.ok.csv } };
  if (op.ok.payload.kind === "binary") ok.content = { "application/octet-stream": { schema: { type: "string", contentMediaType: "application/octet-stream" } } };
  if (op.ok.payload.kind === "html") ok.content = { "text/html": { schema: { type: "string" } } };
  if (op.ok.payload.kind === "markdown") ok.content = { "text/markdown": { schema: { type: "string" } } };
  if (op.ok.payload.kind === "events") ok.content = { "text/event-stream": { schema: { type: "string", description: "Eventos SSE: `id`, `event`, `data`" } } };
  if (op.server === "checkout" && body) ok.content["text/html"] = { schema: { type: "string", description: "A página, para navegadores (`Accept: text/html`)" } };
  responses[String(op.ok.status)] = ok;
  for (const status of op.ok.also ?? []) responses[String(status)] = { ...ok, description: `${op.ok.description} (${status})` };
  for (const status of errorStatuses(op)) responses[String(status)] = response(ERROR_RESPONSES[status][0]);
  out.responses = responses;
  return out;
}

function serverList(server: Server, servers: { gateway: Json; checkout: Json }): Json[] {
  if (server === "both") return [servers.gateway, servers.checkout];
  return [servers[server]];
}

function webhooksOf(): Json {
  const headers = [
    { name: "X-Service-Event", in: "header", required: true, description: "Nome do evento, igual a `event`", schema: { type: "string" } },
    {
      name: "X-Service-Signature", in: "header", required: true, schema: { type: "string", pattern: "^[0-9a-f]{64}$" },
      description: "Assinatura do contrato (seção 6): HMAC-SHA256 do corpo cru (os bytes recebidos, antes de interpretar o JSON), em hexadecimal minúsculo. "
        + "Chave: o `secret` do endpoint exatamente como foi mostrado (`whsec_…`, o texto inteiro em UTF-8). Compare em tempo constante. Não protege contra reenvio: use também `webhook-timestamp`.",
    },
    { name: "webhook-id", in: "header", required: true, description: "Standard Webhooks: id do evento, igual em toda nova tentativa e reenvio manual; use como chave de idempotência", schema: { type: "string" } },
    { name: "webhook-timestamp", in: "header", required: true, description: "Standard Webhooks: segundos Unix desta tentativa; recuse se estiver a mais de 5 minutos do seu relógio (proteção contra reenvio)", schema: { type: "string", pattern: "^[0-9]+$" } },
    {
      name: "webhook-signature", in: "header", required: true, schema: { type: "string", pattern: "^v1,[A-Za-z0-9+/=]+( v1,[A-Za-z0-9+/=]+)*$" },
      description: "Standard Webhooks: `v1,<base64 do HMAC-SHA256 de \"<webhook-id>.<webhook-timestamp>.<corpo cru>\">`; pode listar várias, separadas por espaço. "
        + "Chave: os caracteres depois de `whsec_` decodificados de base64 (24 bytes), não o texto. O pacote `standardwebhooks` (`new Webhook(secret).verify(corpo, cabeçalhos)`) faz tudo isso, inclusive a janela de 5 minutos.",
    },
  ];
  return Object.fromEntries(WEBHOOK_NAMES.map((event) => {
    const ex = webhookEvents[event];
    return [event, {
      post: {
        operationId: `webhook${event.split(/[._]/).map((w) => w[0].toUpperCase() + w.slice(1)).join("")}`,
        summary: ex?.summary ?? event,
        description: "Entregue por POST a cada endpoint ativo cujo `events` contém o evento (ou está vazio). Uma tentativa, prazo de 8 s, espera-se 2xx; `retry_policy: exponential` reenvia. Idempotência: `event` + `data.txid`, ou `webhook-id`.\n\n" + SIGNATURES,
        tags: ["Webhooks (eventos)"],
        security: [],
        parameters: headers,
        requestBody: {
          required: true,
          content: { "application/json": { schema: ref(webhookSchemaName(event)), examples: webhookExamples(event, ex) } },
        },
        responses: {
          "2XX": { description: "Recebido" },
          "4XX": { description: "Entrega registrada como `failed` (reenvio manual ou pela política)" },
        },
      },
    }];
  }));
}

/** Every webhook the document describes: the catalogue's public events and the endpoint test. */
export const WEBHOOK_NAMES: readonly (PublicEventName | "test")[] = [...PUBLIC_EVENT_NAMES, "test"];

/** The event's example, plus any other shape of it (a simulated `charge.paid`). */
function webhookExamples(event: PublicEventName | "test", ex: { summary: string; data: object } | undefined): Json {
  const value = (data: object) => ({ event, created_at: "2026-11-22T22:03:11.000Z", data });
  const out: Json = { [event.replace(/\W/g, "_")]: { summary: ex?.summary ?? event, value: value(ex?.data ?? {}) } };
  const extras: Record<string, { summary: string; data: object }> = (event === "test" ? undefined : webhookExtraExamples[event]) ?? {};
  for (const [name, more] of Object.entries(extras)) out[name] = { summary: more.summary, value: value(more.data) };
  return out;
}

/** How a merchant checks a delivery: both signatures and their keys (info.description and the webhooks). */
const SIGNATURES = [
  "**Assinaturas dos webhooks.** Toda entrega traz duas assinaturas do mesmo corpo, com o mesmo `secret` do endpoint (mostrado uma vez, em `POST /webhook-endpoints`):",
  "- `X-Service-Signature` (contrato, seção 6): HMAC-SHA256 hexadecimal do corpo cru, com o `secret` inteiro (`whsec_…`) como chave, em UTF-8.",
  "- Standard Webhooks (`webhook-id`, `webhook-timestamp`, `webhook-signature`): `v1,` + base64 do HMAC-SHA256 de `<webhook-id>.<webhook-timestamp>.<corpo cru>`, com a chave = o que vem depois de `whsec_` decodificado de base64. Recuse timestamps a mais de 5 minutos; `webhook-id` é a chave de idempotência. O pacote `standardwebhooks` verifica tudo com o `secret` como foi mostrado.",
].join("\n");

const TAGS: Record<string, string> = {
  "Saúde": "Estado do serviço e de suas dependências (público).",
  Documento: "Este documento e sua referência navegável.",
  Conta: "Cadastro, sessão, perfil, ambiente e verificação de e-mail (contrato 4.1, 4.13, 5).",
  Produção: "Onboarding e pedido de liberação para produção (contrato 3.2).",
  "Chaves de API": "Chaves de API da loja; só com sessão (contrato 4.13, 5.1).",
  Pix: "Emissão, consulta e ações sobre cobranças Pix (contrato 3.1, 4.2, 4.3, 4.9, 4.13).",
  "Infrações MED": "Além do contrato (MED 2.0): contestações de Pix pelo banco do pagador, o bloqueio do valor, a defesa da loja e a decisão (dono e gerentes).",
  "Motor de pagamento": "Avisos recebidos do motor de pagamento (contrato 3.1, 3.3).",
  "Links de pagamento": "Links de pagamento da loja (contrato 2.4, 4.11).",
  Webhooks: "Endpoints de webhook, teste e registro de entregas (contrato 2.6, 4.12).",
  "Webhooks (eventos)": "O que a loja recebe em cada endpoint (contrato 6): envelope, cabeçalhos e assinatura.",
  "Equipe (interno)": "Rotas da equipe do serviço: lojistas, aprovação, cobrança diária (interno, pode mudar sem aviso).",
  "Conta de recebimento": "Subconta no motor de pagamento e modo de conta única (contrato 2.5, 4.10).",
  Saques: "Saques e resumo do saldo (contrato 1, 4.13).",
  Clientes: "Clientes da loja (contrato 4.7, 4.13).",
  Produtos: "Produtos da loja (contrato 4.7, 4.13).",
  Cupons: "Cupons de desconto (contrato 4.7, 4.13).",
  Membros: "Membros da loja e convites; só o dono (contrato 2.7, 3.4, 4.5, 4.6).",
  Assinaturas: "Assinaturas e cobrança recorrente (contrato 2.3, 3.5, 4.7, 4.8).",
  Extrato: "Extrato da loja a partir do livro-razão, em JSON paginado ou CSV (issue 24).",
  Auditoria: "Trilha de auditoria da loja.",
  "Roadmap (interno)": "Roadmap do painel (interno, pode mudar sem aviso).",
  "Checkout (público)": "Rotas do pagador no serviço de checkout, sem credencial (contrato 4.13, 8).",
};

/** The whole document. Pure: the same options give the same document. */
export function buildOpenApiDocument(options: DocumentOptions = {}): Json {
  const servers = {
    gateway: { url: "{base_url}", description: "Gateway: a API dos lojistas", variables: { base_url: { default: options.gatewayUrl ?? "http://127.0.0.1:8080" } } },
    checkout: { url: "{checkout_base_url}", description: "Checkout: rotas públicas do pagador", variables: { checkout_base_url: { default: options.checkoutUrl ?? "http://127.0.0.1:8081" } } },
  };

  const bodyEntries = new Map<string, z.ZodType>();
  for (const op of OPERATIONS) {
    if (!op.body) continue;
    const seen = bodyEntries.get(op.body.name);
    if (seen && seen !== op.body.schema) throw new Error(`two request schemas named ${op.body.name}`);
    bodyEntries.set(op.body.name, op.body.schema);
  }
  const responseSchemas = registryToSchemas(Object.entries(RESPONSE_SCHEMAS) as [SchemaName, z.ZodType][], "output");
  const requestSchemas = registryToSchemas([...bodyEntries], "input");
  const webhookSchemas = registryToSchemas(Object.entries(WEBHOOK_EVENT_SCHEMAS), "output");
  describeFields(webhookSchemas);
  describeFields(responseSchemas);
  describeFields(requestSchemas);

  const paths: Json = {};
  for (const op of OPERATIONS) {
    const key = openApiPath(op.path);
    paths[key] ??= { servers: serverList(op.server, servers) };
    paths[key][op.method] = operationObject(op);
  }

  const tags = [...new Set(OPERATIONS.map((op) => op.tag)), "Webhooks (eventos)"].map((name) => {
    const description = TAGS[name];
    if (!description) throw new Error(`tag without a description: ${name}`);
    return { name, description };
  });

  return {
    openapi: "3.1.0",
    info: {
      title: "Pix gateway",
      version: API_VERSION,
      summary: "Cobranças Pix para lojistas: emissão, checkout, assinaturas, webhooks",
      description: [
        "Interface do contrato v2.0.0 (`pix-gateway-interface.md`) e o que o produto acrescenta (marcado em cada rota).",
        "Corpos de sucesso são `{data: …}`. Valores em reais (número com até 2 casas); datas ISO 8601 em UTC.",
        "Erros: `{error:{message, codigo}}` das rotas (um 400 de validação traz `erros`, um item por campo), `{error: string}` para falha de credencial (401, com o código no cabeçalho `Pix-Codigo`), `{error:{id, codigo}}` com 500. Todo erro traz um `codigo` estável: decida por ele, nunca pelo texto.",
        "Credencial: `Authorization: Bearer <token>`, com sessão JWT (1 h) ou chave de API (`service_test_…` / `service_live_…`, o prefixo escolhe o ambiente). Membros operam outra loja com `x-store`.",
        "Toda resposta traz `x-request-id`.",
        SIGNATURES,
        "**Códigos de erro** (`error.codigo`, ou o cabeçalho `Pix-Codigo` num 401; a lista completa, gerada do catálogo `packages/errors`):",
        codigoTable(),
      ].join("\n\n"),
      license: { name: "Proprietary", identifier: "LicenseRef-Proprietary" },
    },
    servers: [servers.gateway, servers.checkout],
    security: [{ apiKey: [] }, { session: [] }],
    tags,
    paths,
    webhooks: webhooksOf(),
    components: {
      schemas: { ...responseSchemas, ...requestSchemas, ...webhookSchemas },
      responses: componentsResponses(),
      parameters: {
        XStore: {
          name: "x-store", in: "header", required: false, schema: { type: "string", format: "uuid" },
          description: "Id do dono da loja em que um membro opera (contrato 5.6); sem ele, a própria loja da credencial.",
        },
        IdempotencyKey: {
          name: "Idempotency-Key", in: "header", required: false, schema: { type: "string", minLength: 1, maxLength: 255, pattern: "^[\\x21-\\x7E]+$" },
          description: "Repetir a mesma requisição com a mesma chave devolve a primeira resposta (a mesma cobrança, estorno, saque, link, endpoint ou defesa; `Idempotent-Replayed: true`) e não faz nada de novo; "
            + "a chave vale por loja, ambiente e rota, por 24 h. Corpo diferente com a mesma chave: 409 `IDEMPOTENCIA_CONFLITO`. Um erro não é repetido: a requisição corrigida com a mesma chave é feita. "
            + "Enquanto a primeira requisição com a chave ainda está em andamento (ou caiu no meio e a chave ainda não foi liberada, até 60 s): 409 `IDEMPOTENCIA_EM_ANDAMENTO` com `retry_after` e `Retry-After` (segundos); repita com a mesma chave e o mesmo corpo, nunca com uma chave nova.",
        },
        EngineToken: {
          name: "asaas-access-token", in: "header", required: true, schema: { type: "string" },
          description: "Token compartilhado com o motor de pagamento (test ou live).",
        },
      },
      securitySchemes: {
        apiKey: { type: "http", scheme: "bearer", bearerFormat: "service_test_… | service_live_…", description: "Chave de API; revogável; o prefixo diz o ambiente. Nunca vale como equipe nem em rotas de conta." },
        session: { type: "http", scheme: "bearer", bearerFormat: "JWT", description: "Sessão: JWT EdDSA (Ed25519) assinado pelo serviço de identidade, válido 1 h, de `/auth/register`, `/auth/login`, `/auth/refresh`, `/auth/social` ou `/auth/verify-email`; carrega o ambiente da sessão. Renove com o refresh token (rotativo, 30 dias)." },
        engineToken: { type: "apiKey", in: "header", name: "asaas-access-token", description: "Avisos do motor de pagamento." },
      },
    },
  };
}

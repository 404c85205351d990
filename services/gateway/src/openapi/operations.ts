import { z } from "zod";
import type { Permission } from "../http/permissions";
import { registerBody, loginBody, refreshBody, socialBody, environmentBody, profileBody } from "../http/routes/auth";
import { apiKeyCreateBody } from "../http/routes/api-keys";
import { paymentLinkCreateBody, paymentLinkUpdateBody } from "../http/routes/payment-links";
import { createEndpointBody, deliveriesQuery, rotateSecretBody, updateEndpointBody } from "../http/routes/webhook-schemas";
import { advanceDueDateBody, amountOfDayQuery, batchBody, chargeBody, simulationBody, expiryRunBody, listQuery, pixBody, refundBody, statusQuery, txidBody } from "../http/routes/charges-schemas";
import { merchantListQuery } from "../http/routes/admin";
import { rejectBody } from "../http/routes/admin-production";
import { refundSettingsBody } from "../http/routes/refunds";
import { infractionsQuery, simulateInfractionBody, testDecisionBody } from "../http/routes/infractions";
import { verificationConfirmBody, verificationRequestBody } from "../http/routes/email-verification";
import { onboardingBody } from "../http/routes/production";
import { emptyBody } from "../http/routes/receiving-account";
import { withdrawalCreateBody } from "../http/routes/withdrawals";
import { statementQuery, totalsQuery } from "../http/routes/statement";
import { customerBody } from "../http/routes/customers";
import { productCreateBody, productUpdateBody } from "../http/routes/products";
import { couponCreateBody, couponUpdateBody, couponValidateQuery } from "../http/routes/coupons";
import { inviteBody, memberUpdateBody } from "../http/routes/members";
import { subscriptionCreateBody, subscriptionCycleFailBody, subscriptionUpdateBody } from "../http/routes/subscriptions";
import { cronBody, testClockBody } from "../http/routes/subscription-billing";
import { auditQuery } from "../http/routes/audit";
import { eventStreamQuery } from "../http/routes/event-stream";
import { STREAMS_PER_CREDENTIAL } from "../http/stream-guard";
import { commentBody, roadmapCreateBody, roadmapUpdateBody } from "../http/routes/roadmap";
import * as ex from "./examples";
import { checkoutPayBody } from "./checkout-schemas";
import type { RESPONSE_SCHEMAS } from "./schemas";

export type SchemaName = keyof typeof RESPONSE_SCHEMAS;
export type Server = "gateway" | "checkout" | "both";
/** A gateway permission (the one table, src/http/permissions.ts), or a route without a merchant credential. */
export type Access = Permission | "public" | "engine";

/** The `data` of a success body: a named schema, a list of one (`{data:[…], aviso?}`), or none. */
export type Payload =
  | { kind: "one"; schema: SchemaName }
  | { kind: "list"; schema: SchemaName; cursor?: boolean }
  | { kind: "deleted"; schema: SchemaName }
  | { kind: "raw"; schema: SchemaName }
  | { kind: "inline"; schema: z.ZodType }
  | { kind: "binary" }
  | { kind: "html" }
  | { kind: "markdown" }
  | { kind: "events" }
  | { kind: "none" };

export interface Example { summary: string; value: unknown }

export interface Operation {
  method: "get" | "post" | "put" | "delete";
  /** Express path template (`/payment-links/:id`), as in the route table. */
  path: string;
  server: Server;
  access: Access;
  tag: string;
  summary: string;
  description?: string;
  /** The contract section, when the contract names the route. */
  contract?: string;
  /** `optional`: the request may have no body at all (every field of the schema is optional). */
  body?: { name: string; schema: z.ZodType; examples?: Record<string, Example>; optional?: boolean };
  /** multipart/form-data body, described by hand (it is streamed, never parsed by zod). */
  multipart?: Record<string, unknown>;
  /** application/x-www-form-urlencoded is accepted beside JSON (the hosted form). */
  form?: boolean;
  query?: z.ZodObject;
  /** Query parameters the handler reads without a zod schema. */
  queryParams?: { name: string; required: boolean; schema: Record<string, unknown>; description: string }[];
  idempotencyKey?: boolean;
  ok: {
    status: number; description: string; payload: Payload; examples?: Record<string, Example>; headers?: Record<string, string>; also?: number[];
    /** The same answer as CSV when asked for with `Accept: text/csv` (the description of the file). */
    csv?: string;
  };
  /** Error statuses beyond the ones every route of its kind can answer (400 with input, 401/403 with a credential, 404 with an id, 500, 503). */
  errors?: number[];
}

const one = (schema: SchemaName): Payload => ({ kind: "one", schema });
const list = (schema: SchemaName, cursor = false): Payload => ({ kind: "list", schema, cursor });
const deleted = (schema: SchemaName): Payload => ({ kind: "deleted", schema });

/**
 * Every route of the gateway and every public route of the checkout service. The route-table spec
 * (`document.spec.ts`) fails when a route exists in either app but not here, or the reverse, and
 * when an entry's `access` differs from the permission its route checks.
 */
export const OPERATIONS: Operation[] = [
  // ── health, document ──────────────────────────────────────────────────────────────────────────────
  { method: "get", path: "/health", server: "both", access: "public", tag: "Saúde", summary: "Saúde do serviço e de suas dependências",
    description: "Público. 200 quando todos os serviços respondem SERVING (e, no gateway, o broker aceita conexão); 503 `{error:{message}, data}` nomeando o que caiu.",
    ok: { status: 200, description: "Tudo de pé", payload: one("Health") }, errors: [503] },
  { method: "get", path: "/openapi.json", server: "gateway", access: "public", tag: "Documento", summary: "Este documento OpenAPI 3.1",
    ok: { status: 200, description: "O documento", payload: { kind: "inline", schema: z.looseObject({ openapi: z.string() }) } } },
  { method: "get", path: "/docs", server: "gateway", access: "public", tag: "Documento", summary: "Referência navegável deste documento (HTML)",
    ok: { status: 200, description: "Página da referência", payload: { kind: "html" } } },
  { method: "get", path: "/llms.txt", server: "gateway", access: "public", tag: "Documento", summary: "llms.txt: a API e as páginas da documentação, para agentes",
    description: "Formato llmstxt.org: o documento OpenAPI e um link para o Markdown de cada página de `docs/`.",
    ok: { status: 200, description: "Texto (Markdown)", payload: { kind: "markdown" } } },
  { method: "get", path: "/docs/:page.md", server: "gateway", access: "public", tag: "Documento", summary: "Uma página da documentação em Markdown",
    description: "As páginas listadas em `/llms.txt`; outro nome: 404.",
    ok: { status: 200, description: "A página (text/markdown)", payload: { kind: "markdown" } } },

  // ── auth (4.1, 4.13) ─────────────────────────────────────────────────────────────────────────────
  { method: "post", path: "/auth/register", server: "gateway", access: "public", tag: "Conta", summary: "Criar conta (e-mail e senha)",
    description: "Senha de 10 a 256 caracteres, fora da lista de senhas comuns. Envia o link de verificação de e-mail.",
    body: { name: "RegisterRequest", schema: registerBody }, ok: { status: 201, description: "Conta criada", payload: one("Session") }, errors: [409, 429] },
  { method: "post", path: "/auth/login", server: "gateway", access: "public", tag: "Conta", summary: "Entrar (sessão JWT de 1 h e refresh token)", contract: "4.13",
    description: "Falhas: 401 `{error: string}`. Depois de 10 falhas de um endereço numa conta, ou 50 de um endereço em várias contas, em 15 minutos, 429 com `Retry-After` para esse endereço. Uma conta atacada de muitos endereços nunca é fechada: o login de um endereço novo espera cerca de 1 s, e o de um endereço que já entrou nela passa sem espera.",
    body: { name: "LoginRequest", schema: loginBody }, ok: { status: 200, description: "Sessão aberta", payload: one("Session") }, errors: [401, 429] },
  { method: "post", path: "/auth/refresh", server: "gateway", access: "public", tag: "Conta", summary: "Trocar o refresh token (rotativo)", contract: "4.13",
    description: "O refresh token antigo deixa de valer; reusar um já trocado revoga a sessão. Preserva o ambiente da sessão.",
    body: { name: "RefreshRequest", schema: refreshBody },
    ok: { status: 200, description: "Tokens novos", payload: { kind: "inline", schema: z.object({ accessToken: z.string(), refreshToken: z.string() }) } }, errors: [401] },
  { method: "post", path: "/auth/logout", server: "gateway", access: "public", tag: "Conta", summary: "Sair: revogar a sessão do refresh token",
    description: "Além do contrato. A sessão deixa de valer: o refresh token e os tokens de acesso dela passam a receber 401. 204 também para um token desconhecido, já trocado ou já revogado (a resposta não revela se o token valia).",
    body: { name: "LogoutRequest", schema: refreshBody }, ok: { status: 204, description: "Sessão encerrada", payload: { kind: "none" } } },
  { method: "post", path: "/auth/social", server: "gateway", access: "public", tag: "Conta", summary: "Entrar com identidade social (interno)", contract: "4.1",
    description: "200 conta existente, 201 conta criada. Erros, 401 inclusive, são `{error:{message}}`; 503 quando o login social não está configurado.",
    body: { name: "SocialSignInRequest", schema: socialBody }, ok: { status: 200, description: "Conta existente", payload: one("Session"), also: [201] }, errors: [401, 503] },
  { method: "post", path: "/auth/social/link", server: "gateway", access: "account:read", tag: "Conta", summary: "Vincular a própria conta ao login social",
    description: "Além do contrato. A pessoa da sessão (não a loja do `x-store`) vincula a identidade do provedor com o mesmo e-mail, confirmado pelo provedor; a senha e as credenciais continuam valendo. É o único vínculo de uma conta da equipe, que o login social não vincula sozinho. 400 token do provedor inválido ou de outro e-mail; 403 `EMAIL_NAO_VERIFICADO`; 409 conta já vinculada a outra identidade, ou identidade de outra conta; 503 sem login social configurado.",
    body: { name: "SocialLinkRequest", schema: socialBody }, ok: { status: 200, description: "Conta vinculada", payload: one("User") }, errors: [409] },
  { method: "get", path: "/auth/me", server: "gateway", access: "conta:ler", tag: "Conta", summary: "O usuário da credencial e o ambiente", contract: "4.13",
    ok: { status: 200, description: "Usuário e ambiente", payload: one("Me") } },
  { method: "put", path: "/auth/profile", server: "gateway", access: "account:write", tag: "Conta", summary: "Editar o perfil da loja", contract: "4.13",
    description: "Qualquer campo editável do User; `null` limpa; documentos e telefone são guardados só com dígitos. Em análise ou aprovado, os dados revisados pela equipe (`cnpj`, `company`, `company_type`, `cpf` e o endereço) não mudam: 409 `DADOS_APROVADOS` com `campos` (alteração: `POST /production-request` com `answers`).",
    body: { name: "ProfileRequest", schema: profileBody }, ok: { status: 200, description: "Usuário atualizado e ambiente", payload: one("Me") }, errors: [409] },
  { method: "post", path: "/auth/environment", server: "gateway", access: "account:read", tag: "Conta", summary: "Trocar o ambiente da sessão (test/live)", contract: "3.2, 5.4",
    description: "`live` antes da aprovação: 409 `PRODUCAO_NAO_LIBERADA` com o bloco `producao`. Use o novo access token da resposta.",
    body: { name: "EnvironmentRequest", schema: environmentBody },
    ok: { status: 200, description: "Ambiente trocado", payload: { kind: "inline", schema: z.object({ environment: z.enum(["test", "live"]), accessToken: z.string(), user: z.looseObject({ id: z.string() }) }) } }, errors: [409] },
  { method: "post", path: "/auth/onboarding", server: "gateway", access: "account:write", tag: "Produção", summary: "Enviar as respostas de onboarding", contract: "2.1, 4.13",
    description: "Em análise ou aprovado, as respostas revisadas (empresa, CNPJ, responsável, endereço) não mudam: 409 `DADOS_APROVADOS` com `campos`; origem, segmento, faturamento, telefone e e-mail de contato seguem editáveis.",
    body: { name: "OnboardingRequest", schema: onboardingBody }, ok: { status: 200, description: "Usuário com `onboarding_completed_at`", payload: one("User") }, errors: [409] },
  { method: "get", path: "/auth/verify-email", server: "gateway", access: "public", tag: "Conta", summary: "Consultar o token de verificação de e-mail (não confirma)",
    description: "O e-mail de confirmação leva à página `/confirmar-email` do painel, que consulta o token aqui e confirma com `POST /auth/verify-email`; esta rota também atende links enviados antes dessa página. Não muda nada. Navegadores recebem a página com o formulário de confirmação (nova senha); os demais, o e-mail que o link confirmaria. Token inválido, usado ou vencido: 400 (página HTML para navegadores, `{error:{message}}` para os demais).",
    queryParams: [{ name: "token", required: true, schema: { type: "string", pattern: "^[A-Za-z0-9_-]{43}$" }, description: "O token do e-mail (256 bits, base64url)" }],
    ok: { status: 200, description: "O e-mail que o link confirmaria", payload: { kind: "inline", schema: z.object({ email: z.string() }) } } },
  { method: "post", path: "/auth/verify-email", server: "gateway", access: "public", tag: "Conta", summary: "Confirmar o e-mail (pela sessão da conta, ou definindo a senha)",
    description: "Usa o token uma vez. Com `Authorization` de uma sessão da própria conta que o link confirma: sem `password` (400 `SENHA_MANTIDA` se enviada), o e-mail fica confirmado e a senha, as sessões e as chaves continuam valendo (`kept: true`). Sem ela (outra conta, chave de API ou nenhuma credencial): a nova senha (400 `SENHA_OBRIGATORIA` sem ela) substitui a anterior, todas as sessões e chaves de API criadas antes são revogadas (também as que a conta criou para outra loja como membro, com `x-store`), e só então o e-mail fica confirmado; responde a única sessão da conta (`kept: false`). Credencial enviada mas inválida ou revogada: 401. Também aceita o formulário da página (application/x-www-form-urlencoded), que responde 303 para `/auth/email-verified`. Token inválido, usado ou vencido, ou senha recusada: 400.",
    body: { name: "VerificationConfirmRequest", schema: verificationConfirmBody }, form: true,
    ok: { status: 200, description: "E-mail confirmado; uma sessão nova e o que foi mantido", payload: one("EmailConfirmation") }, errors: [401] },
  { method: "get", path: "/auth/email-verified", server: "gateway", access: "public", tag: "Conta", summary: "Página de e-mail confirmado",
    ok: { status: 200, description: "Página HTML", payload: { kind: "html" } } },
  { method: "post", path: "/auth/verify-email/resend", server: "gateway", access: "account:read", tag: "Conta", summary: "Reenviar o link de verificação (sessão)",
    description: "409 se já verificado; 429 `LIMITE_DE_EMAILS` com `Retry-After` dentro de um minuto do último e-mail ou depois de 10 e-mails de confirmação ao endereço em 24 horas; 503 sem e-mail configurado.",
    ok: { status: 202, description: "E-mail enviado", payload: { kind: "inline", schema: z.object({ sent: z.literal(true) }) } }, errors: [409, 429] },
  { method: "post", path: "/auth/verify-email/request", server: "gateway", access: "public", tag: "Conta", summary: "Pedir um link de verificação por e-mail (público)",
    description: "Sempre 202 para um endereço bem formado, tenha ou não conta não verificada.",
    body: { name: "VerificationRequest", schema: verificationRequestBody },
    ok: { status: 202, description: "Pedido aceito", payload: { kind: "inline", schema: z.object({ sent: z.literal(true) }) } } },

  // ── API keys (4.13) ──────────────────────────────────────────────────────────────────────────────
  { method: "post", path: "/api-keys", server: "gateway", access: "account:keys", tag: "Chaves de API", summary: "Criar uma chave de API", contract: "4.13, 5.1",
    description: "A chave (`service_test_…` ou `service_live_…`) aparece só nesta resposta. Antes de o e-mail da loja ser confirmado: 403 `EMAIL_NAO_VERIFICADO` (nenhuma chave existe antes da confirmação, que assim nunca a encerra). `live` antes da aprovação: 409 `PRODUCAO_NAO_LIBERADA`; 100 chaves ativas por loja e ambiente (409 `LIMITE_ATINGIDO`). `permissoes` (issue 40) cria uma chave restrita a esses escopos `recurso:acao`; sem o campo, a chave tem todos os direitos da loja. Uma chave nunca passa do papel de quem a cria: 403 `PERMISSAO_ACIMA_DO_PAPEL`. Uma chave restrita fora do escopo de uma rota recebe 403 `CHAVE_SEM_PERMISSAO` com `permissao`.",
    body: { name: "ApiKeyRequest", schema: apiKeyCreateBody }, ok: { status: 201, description: "Chave criada", payload: one("CreatedApiKey") }, errors: [409] },
  { method: "get", path: "/api-keys/current", server: "gateway", access: "credencial", tag: "Chaves de API", summary: "A chave desta requisição: ambiente e escopos",
    description: "Só com uma chave de API (uma sessão recebe 403). `permissoes` é `null` numa chave com todos os direitos; `escopos` lista sempre o que ela pode (o servidor MCP oferece só essas ferramentas).",
    ok: { status: 200, description: "A chave", payload: one("CurrentApiKey") } },
  { method: "get", path: "/api-keys", server: "gateway", access: "account:read", tag: "Chaves de API", summary: "Listar as chaves ativas (nunca a chave em si)",
    ok: { status: 200, description: "Chaves", payload: list("ApiKey") } },
  { method: "delete", path: "/api-keys/:id", server: "gateway", access: "account:delete", tag: "Chaves de API", summary: "Revogar uma chave",
    ok: { status: 200, description: "Chave com `revoked_at`", payload: one("ApiKey") } },

  // ── Pix and charges (3.1, 4.2, 4.3, 4.9, 4.13) ──────────────────────────────────────────────────
  { method: "post", path: "/pix", server: "gateway", access: "cobrancas:escrever", tag: "Pix", summary: "Emitir uma cobrança Pix", contract: "4.13, 3.1",
    description: "Modo manual (`amount`) ou modo produto (`product_id`, `coupon_code` opcional: o valor é calculado no servidor, validade padrão 24 h). "
      + "Mínimo R$ 5,00 (400 `VALOR_MINIMO` com `valor_minimo`). 409 `SUBCONTA_NAO_APROVADA` / `SUBCONTA_INEXISTENTE`; em live antes da aprovação, 409 `PRODUCAO_NAO_LIBERADA`. Emite `charge.created`.",
    body: { name: "PixRequest", schema: pixBody, examples: ex.pixRequest }, idempotencyKey: true,
    ok: { status: 201, description: "Cobrança emitida (`Idempotent-Replayed: true` quando repetida pela mesma Idempotency-Key)", payload: one("Charge"), examples: ex.chargeCreated }, errors: [409, 502] },
  { method: "get", path: "/pix/:txid/valor", server: "gateway", access: "cobrancas:ler", tag: "Pix", summary: "Valor do dia de uma cobrança com vencimento",
    description: "Além do contrato (cobrança com vencimento, o `cobv` do BCB): o valor a pagar em `data` (AAAA-MM-DD; hoje em Brasília quando omitida) e seus componentes. "
      + "400 `DATA_APOS_VALIDADE` depois do último dia de pagamento; 409 `COBRANCA_SEM_VENCIMENTO` numa cobrança imediata. Ver docs/due-date-charges.md.",
    query: amountOfDayQuery, ok: { status: 200, description: "O valor do dia", payload: one("AmountOfDay") }, errors: [409] },
  { method: "post", path: "/pix/valor/simulacao", server: "gateway", access: "cobrancas:ler", tag: "Pix", summary: "Simular o valor do dia de termos de vencimento",
    description: "Além do contrato (issue 37): `amount`, os termos de uma cobrança com vencimento (como em `POST /pix`) e até 10 `datas` (AAAA-MM-DD) → o valor de cada data e seus componentes, "
      + "sem criar cobrança (a prévia do painel). Os termos são conferidos como em `POST /pix`; 400 `DATA_APOS_VALIDADE` para uma data depois do último dia de pagamento.",
    body: { name: "AmountSimulationRequest", schema: simulationBody }, ok: { status: 200, description: "O valor de cada data", payload: list("AmountOfDay") } },
  { method: "post", path: "/pix/lotes", server: "gateway", access: "cobrancas:escrever", tag: "Pix", summary: "Criar um lote de cobranças com vencimento",
    description: "Além do contrato (o `lotecobv` do BCB): `descricao` e `cobrancas`, de 1 a 1.000 corpos de `POST /pix` com `due_date`. Cada cobrança é criada (`CRIADA`, com `txid`) "
      + "ou negada (`NEGADA`, com `problema`: `codigo`, `mensagem` e `erros` com o caminho de cada campo dentro da cobrança) por conta própria: uma negada não desfaz as outras. "
      + "`EM_PROCESSAMENTO` (raro): o provedor não respondeu; a cobrança segue sendo emitida (consulte `GET /pix/status?txid=`). Mais de 1.000: 400 `LOTE_TAMANHO_INVALIDO`. "
      + "Responde quando todas terminaram. Ver docs/due-date-charges.md.",
    body: { name: "ChargeBatchRequest", schema: batchBody }, idempotencyKey: true,
    ok: { status: 201, description: "O lote e o resultado de cada cobrança (`Idempotent-Replayed: true` quando repetido pela mesma Idempotency-Key)", payload: one("ChargeBatch") } },
  { method: "get", path: "/pix/lotes", server: "gateway", access: "cobrancas:ler", tag: "Pix", summary: "Lotes de cobranças da loja",
    description: "Os 100 mais recentes primeiro, sem os itens (`itens` vem vazio): leia cada um em `GET /pix/lotes/{id}`.", ok: { status: 200, description: "Lotes", payload: list("ChargeBatch") } },
  { method: "get", path: "/pix/lotes/:id", server: "gateway", access: "cobrancas:ler", tag: "Pix", summary: "Um lote de cobranças e o resultado de cada uma",
    ok: { status: 200, description: "O lote", payload: one("ChargeBatch") } },
  { method: "post", path: "/charges", server: "gateway", access: "cobrancas:escrever", tag: "Pix", summary: "Registrar uma cobrança sem emitir Pix", contract: "4.2",
    description: "`due_date` aqui é só registro. Multa, juros, desconto, abatimento e `validade_apos_vencimento` são recusados (400 `VENCIMENTO_SOMENTE_EM_PIX`): "
      + "uma cobrança com esses termos é criada em `POST /pix`, cujo código Pix o pagador paga pelo valor do dia. Ver docs/due-date-charges.md.",
    body: { name: "ChargeRequest", schema: chargeBody }, idempotencyKey: true, ok: { status: 201, description: "Cobrança registrada", payload: one("Charge") }, errors: [409] },
  { method: "get", path: "/pix/status", server: "gateway", access: "cobrancas:ler", tag: "Pix", summary: "Estado de uma cobrança pelo txid (reconciliação)", contract: "4.13, 6",
    query: statusQuery, ok: { status: 200, description: "A cobrança", payload: one("Charge"), examples: ex.chargePaid } },
  { method: "get", path: "/pix/list", server: "gateway", access: "cobrancas:ler", tag: "Pix", summary: "Listar as cobranças com código Pix", contract: "4.9",
    description: "Mais recentes primeiro; até 5000, com `aviso` quando há mais.", query: listQuery, ok: { status: 200, description: "Cobranças", payload: list("Charge") } },
  { method: "post", path: "/pix/cancel", server: "gateway", access: "cobrancas:excluir", tag: "Pix", summary: "Cancelar (não executado: 502)", contract: "3.1",
    body: { name: "TxidRequest", schema: txidBody }, ok: { status: 204, description: "Não alcançado hoje", payload: { kind: "none" } }, errors: [502] },
  { method: "post", path: "/pix/refund", server: "gateway", access: "estornos:escrever", tag: "Pix", summary: "Estornar (devolução; 502 sem a habilitação da equipe)", contract: "4.3",
    description: "Sem a habilitação da loja pela equipe (`POST /admin/lojistas/{id}/estornos`) responde 502 como o contrato. Habilitada: devolve `amount` "
      + "(omitido = o que resta) de uma cobrança `paid`, em até 90 dias de `paid_at`, várias parciais até o valor pago; 201 com o estorno `EM_PROCESSAMENTO`, "
      + "que termina `DEVOLVIDO` ou `NAO_REALIZADO` (eventos `refund.completed` / `refund.failed`). 409 `SALDO_INSUFICIENTE`, `ESTORNO_ACIMA_DO_PAGO`, "
      + "`PRAZO_DE_ESTORNO_ENCERRADO`, `ESTORNO_DE_SIMULACAO`, `DEBITO_MED` (um bloqueio MED maior que o saldo deixou débito).",
    body: { name: "RefundRequest", schema: refundBody }, idempotencyKey: true,
    ok: { status: 201, description: "Estorno pedido (`Idempotent-Replayed: true` quando repetido pela mesma Idempotency-Key)", payload: one("Refund") }, errors: [409, 502] },
  { method: "get", path: "/pix/refunds", server: "gateway", access: "estornos:ler", tag: "Pix", summary: "Estornos de uma cobrança",
    description: "Mais antigos primeiro.", query: statusQuery, ok: { status: 200, description: "Estornos", payload: list("Refund") } },
  { method: "get", path: "/infractions", server: "gateway", access: "infracoes:ler", tag: "Infrações MED", summary: "Infrações MED da loja",
    description: "Além do contrato (MED 2.0): o banco do pagador contestou um Pix; o valor fica bloqueado até a decisão. Mais recentes primeiro; "
      + "`status` (open, defended, closed), `limit` (até 100) e `cursor` (o `next_cursor` da página anterior). Dono e gerentes.",
    query: infractionsQuery, ok: { status: 200, description: "Infrações", payload: list("Infraction", true) } },
  { method: "get", path: "/infractions/:id", server: "gateway", access: "infracoes:ler", tag: "Infrações MED", summary: "Uma infração MED",
    ok: { status: 200, description: "A infração", payload: one("Infraction") } },
  { method: "post", path: "/infractions/:id/defense", server: "gateway", access: "infracoes:escrever", tag: "Infrações MED", summary: "Enviar a defesa (texto e até 5 arquivos)",
    description: "multipart/form-data: `text` (até 5000 caracteres) e até 5 `files` (PDF, PNG ou JPEG pelo conteúdo, até 10 MB cada, as regras dos documentos de produção). "
      + "Uma defesa por infração, enquanto aberta e antes de `defense_due_at`; enviada ao provedor de pagamentos. 409 `DEFESA_JA_ENVIADA`, `INFRACAO_ENCERRADA`.",
    multipart: {
      type: "object", required: ["text"],
      properties: {
        text: { type: "string", maxLength: 5000 },
        files: { type: "array", maxItems: 5, items: { type: "string", contentMediaType: "application/octet-stream" } },
      },
    },
    idempotencyKey: true,
    ok: { status: 200, description: "A infração com a defesa (`defended`; `Idempotent-Replayed: true` quando repetida pela mesma Idempotency-Key)", payload: one("Infraction") }, errors: [409, 413, 415] },
  { method: "get", path: "/pix/refund-settings", server: "gateway", access: "estornos:ler", tag: "Pix", summary: "Estornos habilitados para esta loja?",
    ok: { status: 200, description: "A habilitação", payload: one("RefundSettings") } },
  { method: "post", path: "/pix/simulate-payment", server: "gateway", access: "cobrancas:escrever", tag: "Pix", summary: "Simular o pagamento de uma cobrança de teste", contract: "3.1",
    description: "Só cobranças `test` (409 `SOMENTE_EM_TESTE` em live); `pending` (ou `expired`) → `paid`, `charge.paid` com `simulado: true` (e `late: true` quando a cobrança já tinha expirado). "
      + "O provedor de pagamentos de teste paga a cobrança como um pagador: o pagamento tem `end_to_end_id`, aparece no extrato e pode ser estornado (`POST /pix/refund`) "
      + "ou contestado (`POST /pix/simulate-infraction`). Repetir numa cobrança já paga responde o estado dela, sem segundo pagamento. "
      + "503 `MOTOR_DE_TESTE_INDISPONIVEL` quando o provedor de teste não responde (a cobrança segue pendente; repita).",
    body: { name: "TxidRequest", schema: txidBody }, idempotencyKey: true, ok: { status: 200, description: "Cobrança paga", payload: one("Charge"), examples: { simulated: ex.chargePaid.simulated } }, errors: [409] },
  { method: "post", path: "/pix/simulate-infraction", server: "gateway", access: "infracoes:escrever", tag: "Infrações MED", summary: "Simular uma infração MED numa cobrança de teste paga",
    description: "Além do contrato (modo de teste). O provedor de teste abre a infração como o banco do pagador: o valor fica bloqueado, `infraction.opened` e o e-mail seguem, "
      + "como numa infração real; defenda-a (`POST /infractions/{id}/defense`) e decida-a (`POST /infractions/{id}/simulate-decision`). `amount` (reais) omitido = o que resta do pagamento; "
      + "`reason` `fraude` (padrão) ou `falha_operacional`. Só no ambiente de teste (409 `SOMENTE_EM_TESTE`); 409 `MED_SEM_PIX` numa cobrança não paga, paga por uma simulação antiga "
      + "ou com `amount` acima do que resta; 503 `MOTOR_DE_TESTE_INDISPONIVEL`. Com `Idempotency-Key`, repetir a mesma chave na mesma cobrança responde a infração que ela abriu "
      + "(a repetição depois de uma resposta perdida não abre outra). Dono e gerentes.", idempotencyKey: true,
    body: { name: "SimulateInfractionRequest", schema: simulateInfractionBody },
    ok: { status: 201, description: "A infração aberta (`open`)", payload: one("Infraction") }, errors: [409] },
  { method: "post", path: "/infractions/:id/simulate-decision", server: "gateway", access: "infracoes:escrever", tag: "Infrações MED", summary: "Decidir uma infração MED de teste",
    description: "Além do contrato (modo de teste): a análise termina como o banco decidiria. `upheld` (procedente): o valor bloqueado volta ao pagador por uma devolução MED "
      + "(`refund_id`, `refund.completed`); `rejected` (improcedente): o bloqueio é liberado para o saldo disponível. `infraction.closed` e o e-mail seguem. "
      + "Só no ambiente de teste (409 `SOMENTE_EM_TESTE`); 409 `INFRACAO_ENCERRADA` numa infração já encerrada; 503 `MOTOR_DE_TESTE_INDISPONIVEL`. Dono e gerentes.",
    body: { name: "TestDecisionRequest", schema: testDecisionBody },
    ok: { status: 200, description: "A infração encerrada (`closed`, com `outcome`)", payload: one("Infraction") }, errors: [409] },
  { method: "post", path: "/pix/expiry-runs", server: "gateway", access: "cobrancas:escrever", tag: "Pix", summary: "Relógio de teste: expirar (e pôr em atraso) as cobranças de teste como em `as_of`",
    description: "Além do contrato (expiração). Só no ambiente de teste (409 em live): as cobranças `pending` de teste da loja com `expires_at` até `as_of` "
      + "passam a `expired` agora, cada uma com `charge.expired`, como o trabalhador de expiração faria até lá. Antes, as cobranças com vencimento "
      + "ainda pendentes que em `as_of` já passaram do vencimento (ajustado ao dia útil) recebem `charge.overdue`, uma vez cada.",
    body: { name: "ExpiryRunRequest", schema: expiryRunBody },
    ok: { status: 200, description: "Quantas expiraram e quantas entraram em atraso", payload: { kind: "inline", schema: z.object({ data: z.object({ expired: z.number().int(), overdue: z.number().int() }) }) } }, errors: [409] },
  { method: "post", path: "/pix/advance-due-date", server: "gateway", access: "cobrancas:escrever", tag: "Pix", summary: "Relógio de teste do vencimento: avançar uma cobrança de teste `days` dias",
    description: "Além do contrato (issue 37). Só no ambiente de teste (409 `SOMENTE_EM_TESTE` em live): uma cobrança com vencimento `pending` passa a viver `days` dias adiante "
      + "(o vencimento e as datas dos descontos recuam `days` dias; `expires_at` acompanha). O valor de hoje (`GET /pix/{txid}/valor`), o pagamento simulado e seus "
      + "`componentes_valor` seguem os novos termos; `charge.overdue` (passado o vencimento) e `charge.expired` (passada a validade) saem como sairiam. "
      + "409 `COBRANCA_SEM_VENCIMENTO` numa cobrança imediata; 409 `ESTADO_INCOMPATIVEL` numa cobrança que não está pendente.",
    body: { name: "AdvanceDueDateRequest", schema: advanceDueDateBody },
    ok: { status: 200, description: "A cobrança com os novos termos, e quantas cobranças da loja entraram em atraso ou expiraram",
      payload: { kind: "inline", schema: z.object({ data: z.object({ charge: z.looseObject({ txid: z.string() }), overdue: z.number().int(), expired: z.number().int() }) }) } }, errors: [404, 409] },
  { method: "post", path: "/notices/payment-engine", server: "gateway", access: "engine", tag: "Motor de pagamento", summary: "Aviso do motor de pagamento",
    description: "Público para o motor: o token do cabeçalho `asaas-access-token` é conferido antes de ler o corpo (401). Corpo de até 64 KiB, repassado sem alteração; "
      + "avisos de status de conta vão ao onboarding, os de Pix Automático (`RECURRENCE_UPDATED`, `RECURRING_CHARGE_UPDATED`) às assinaturas "
      + "(autorização ou ciclo desconhecido no ambiente do token: 404, nada gravado), os demais ao charges (pagamentos e devoluções `PIX_REFUND_UPDATED`). Idempotente.",
    body: { name: "EngineNotice", schema: z.looseObject({ event: z.string() }) },
    ok: { status: 200, description: "Aviso tratado", payload: { kind: "inline", schema: z.object({ outcome: z.string() }) } }, errors: [404, 413] },

  // ── payment links (2.4, 4.11) ────────────────────────────────────────────────────────────────────
  { method: "post", path: "/payment-links", server: "gateway", access: "links:escrever", tag: "Links de pagamento", summary: "Criar um link de pagamento", contract: "2.4, 4.13",
    description: "Com `product_id` o link vende o produto pelo preço dele (`amount` é recusado). 1000 links ativos por loja e ambiente (409 `LIMITE_ATINGIDO`). "
      + "Além do contrato (issue 37): com `due_date` e os termos de `POST /pix` (`multa`, `juros`, `desconto`, `abatimento`, `validade_apos_vencimento`, conferidos como lá) "
      + "cada pagador recebe uma cobrança com vencimento, paga pelo valor do dia. Ver docs/due-date-charges.md.",
    body: { name: "PaymentLinkRequest", schema: paymentLinkCreateBody, examples: ex.paymentLinkRequest }, idempotencyKey: true,
    ok: { status: 201, description: "Link criado (`Idempotent-Replayed: true` quando repetido pela mesma Idempotency-Key)", payload: one("PaymentLink"), examples: ex.paymentLinkCreated }, errors: [409] },
  { method: "get", path: "/payment-links", server: "gateway", access: "links:ler", tag: "Links de pagamento", summary: "Listar os links, mais recentes primeiro", contract: "4.11",
    ok: { status: 200, description: "Links", payload: list("PaymentLink") } },
  { method: "put", path: "/payment-links/:id", server: "gateway", access: "links:escrever", tag: "Links de pagamento", summary: "Editar um link",
    description: "`product_id` vazio ou null desvincula o produto. Termos de vencimento (issue 37): qualquer um enviado substitui todos (com `due_date`); `due_date: null` sozinho remove o vencimento.",
    body: { name: "PaymentLinkUpdate", schema: paymentLinkUpdateBody },
    ok: { status: 200, description: "Link editado", payload: one("PaymentLink") }, errors: [409] },
  { method: "delete", path: "/payment-links/:id", server: "gateway", access: "links:excluir", tag: "Links de pagamento", summary: "Excluir um link",
    ok: { status: 200, description: "Link excluído", payload: one("PaymentLink") } },

  // ── webhook endpoints (2.6, 4.12) ────────────────────────────────────────────────────────────────
  { method: "get", path: "/webhook-endpoints/eventos", server: "gateway", access: "webhooks:ler", tag: "Webhooks", summary: "Eventos que podem ser assinados", contract: "4.12",
    ok: { status: 200, description: "Nomes de eventos", payload: { kind: "inline", schema: z.array(z.string()) } } },
  { method: "post", path: "/webhook-endpoints", server: "gateway", access: "webhooks:escrever", tag: "Webhooks", summary: "Registrar um endpoint de webhook", contract: "4.12, 8",
    description: "`secret` opcional: exatamente `whsec_` + 32 hexadecimais (400), gerado quando omitido e devolvido só aqui. `events` vazio = todos. "
      + "`retry_policy` (além do contrato): `none` (uma tentativa, o padrão) ou `exponential`. 50 endpoints por loja e ambiente.",
    body: { name: "WebhookEndpointRequest", schema: createEndpointBody, examples: ex.webhookEndpointRequest }, idempotencyKey: true,
    ok: { status: 201, description: "Endpoint criado, com `secret` e `version` `v1` (`Idempotent-Replayed: true`, o mesmo `secret`, quando repetido pela mesma Idempotency-Key)", payload: one("CreatedWebhookEndpoint"), examples: ex.webhookEndpointCreated }, errors: [409] },
  { method: "get", path: "/webhook-endpoints", server: "gateway", access: "webhooks:ler", tag: "Webhooks", summary: "Listar os endpoints", contract: "4.12",
    ok: { status: 200, description: "Endpoints", payload: list("WebhookEndpoint") } },
  { method: "get", path: "/webhook-endpoints/:id", server: "gateway", access: "webhooks:ler", tag: "Webhooks", summary: "Um endpoint",
    ok: { status: 200, description: "Endpoint", payload: one("WebhookEndpoint") } },
  { method: "put", path: "/webhook-endpoints/:id", server: "gateway", access: "webhooks:escrever", tag: "Webhooks", summary: "Editar URL, nome, eventos, ativo ou política de reenvio", contract: "4.12",
    body: { name: "WebhookEndpointUpdate", schema: updateEndpointBody }, ok: { status: 200, description: "Endpoint editado", payload: one("WebhookEndpoint") } },
  { method: "delete", path: "/webhook-endpoints/:id", server: "gateway", access: "webhooks:excluir", tag: "Webhooks", summary: "Remover um endpoint", contract: "4.12",
    ok: { status: 200, description: "Endpoint removido", payload: one("WebhookEndpoint") } },
  { method: "post", path: "/webhook-endpoints/:id/test", server: "gateway", access: "webhooks:escrever", tag: "Webhooks", summary: "Enviar um evento `test`", contract: "4.12",
    description: "Sempre entregue, qualquer que seja `events`; até 10 por minuto por endpoint (429).",
    ok: { status: 202, description: "Entrega registrada", payload: one("WebhookDelivery") }, errors: [429] },
  { method: "post", path: "/webhook-endpoints/:id/rotate-secret", server: "gateway", access: "webhooks:escrever", tag: "Webhooks", summary: "Trocar o segredo de assinatura",
    description: "Além do contrato. Gera um novo `secret` (ou usa o enviado, exatamente `whsec_` + 32 hexadecimais, 400 fora disso) para um endpoint de qualquer formato, "
      + "inclusive os criados pela API Pix do BCB (`PUT /bcb/v2/webhook/{chave}`, `/webhookrec`, `/webhookcobr`), e o devolve só nesta resposta. "
      + "O segredo anterior deixa de assinar na hora: toda entrega, retentativa e reenvio posterior é assinado com o novo.",
    body: { name: "WebhookSecretRotation", schema: rotateSecretBody, optional: true }, idempotencyKey: true,
    ok: { status: 200, description: "Endpoint com o novo `secret` (`Idempotent-Replayed: true`, o mesmo `secret`, quando repetido pela mesma Idempotency-Key)", payload: one("CreatedWebhookEndpoint"), examples: ex.webhookSecretRotated } },
  { method: "get", path: "/webhook-endpoints/:id/deliveries", server: "gateway", access: "webhooks:ler", tag: "Webhooks", summary: "Registro de entregas (paginado por cursor)",
    description: "`txid` (além do contrato) filtra as entregas de uma cobrança: as de eventos cujo corpo traz `data.txid` igual a ele.",
    query: deliveriesQuery, ok: { status: 200, description: "Entregas, mais recentes primeiro", payload: list("WebhookDelivery", true) } },
  { method: "post", path: "/webhook-endpoints/:id/deliveries/:deliveryId/redeliver", server: "gateway", access: "webhooks:escrever", tag: "Webhooks", summary: "Reenviar uma entrega",
    ok: { status: 202, description: "Nova entrega registrada", payload: one("WebhookDelivery") } },
  { method: "get", path: "/events/stream", server: "gateway", access: "eventos:ler", tag: "Webhooks", summary: "Stream dos eventos da loja (ambiente de teste; `pix listen`)",
    description: "Server-sent events (`text/event-stream`) com cada evento público da loja no ambiente de teste, com ou sem endpoint cadastrado, na ordem em que foram registrados (a partir do primeiro acesso da loja ao stream, enquanto ela o ler ao menos uma vez por dia; guardados 7 dias). "
      + "Cada evento: `id:` é a posição no registro (número), `event:` o nome, `data:` um JSON `{id, event, created_at, body}` em que `body` é o corpo exato que um endpoint receberia (texto JSON) e `id` o `webhook-id`. "
      + "Primeiro vem `event: ready` com `{desde}`. Reconecte com `Last-Event-ID` (ou `?after=`) igual ao último `id:` recebido para receber tudo o que veio depois, sem perdas; sem ele, o stream começa agora. "
      + "`after` na query é a alternativa ao cabeçalho para clientes que não o enviam; um valor além do último evento registrado da loja é 400 (`erros[].codigo` `VALOR_MAXIMO`, no campo `after` ou `Last-Event-ID`). "
      + `Até ${STREAMS_PER_CREDENTIAL} streams abertos ao mesmo tempo por chave (ou sessão) em cada gateway; além disso, 429 \`LIMITE_DE_STREAMS\` com \`Retry-After\`. `
      + "O stream termina em até 1 s quando a chave é revogada, a sessão é encerrada (logout) ou o membro é removido da loja; ao reconectar, a credencial recebe 401 (ou 403). "
      + "Também termina sozinho a cada 10 minutos (reconecte). Com chave live: 403.",
    query: eventStreamQuery,
    ok: { status: 200, description: "O stream (não termina enquanto o cliente estiver conectado e a credencial valer, até 10 minutos)", payload: { kind: "events" } }, errors: [429] },

  // ── team (4.4, 4.13 internal) ────────────────────────────────────────────────────────────────────
  { method: "get", path: "/admin/lojistas", server: "gateway", access: "admin", tag: "Equipe (interno)", summary: "Listar lojistas", contract: "4.13",
    query: merchantListQuery, ok: { status: 200, description: "Lojistas, mais recentes primeiro", payload: list("User") } },
  { method: "get", path: "/admin/lojistas/:id", server: "gateway", access: "admin", tag: "Equipe (interno)", summary: "Um lojista, respostas de onboarding e documentos",
    description: "`onboarding` e `documents`: os em vigor. `alteracao`: a solicitação de alteração aberta (pendente ou recusada), à parte. `aprovacoes`: cada aprovação como foi feita (respostas e documentos revisados, quem aprovou e quando), mais recente primeiro; seus documentos seguem baixáveis.",
    ok: { status: 200, description: "Lojista", payload: one("MerchantDetail") } },
  { method: "post", path: "/admin/lojistas/:id/aprovar", server: "gateway", access: "admin", tag: "Equipe (interno)", summary: "Aprovar para produção", contract: "3.2",
    description: "Aprova o pedido pendente: o primeiro pedido (`pending` → `approved`) ou a solicitação de alteração de uma loja aprovada (os novos dados passam a valer). Guarda o que foi aprovado em `aprovacoes`.",
    ok: { status: 200, description: "Lojista `approved`", payload: one("User") }, errors: [409] },
  { method: "post", path: "/admin/lojistas/:id/recusar", server: "gateway", access: "admin", tag: "Equipe (interno)", summary: "Recusar o pedido de produção", contract: "4.4",
    description: "`motivo` de 10 a 1000 caracteres; só para lojista `pending`.", body: { name: "RejectRequest", schema: rejectBody },
    ok: { status: 200, description: "Lojista `rejected`", payload: one("User") }, errors: [409] },
  { method: "get", path: "/admin/conciliacao", server: "gateway", access: "admin", tag: "Equipe (interno)", summary: "Diferenças abertas da conciliação do livro-razão",
    description: "Além do contrato (issue 24): o que a conciliação diária (ou `pnpm --filter @pix/charges reconcile`) encontrou entre o livro-razão, os pagamentos e tarifas, os saques e o motor de pagamento; até 500, mais antigas primeiro, com `aviso` quando há mais.",
    ok: { status: 200, description: "Diferenças abertas e a última execução", payload: one("LedgerReconciliation") } },
  { method: "get", path: "/admin/lojistas/:id/estornos", server: "gateway", access: "admin", tag: "Equipe (interno)", summary: "Habilitação de estornos de um lojista",
    ok: { status: 200, description: "A habilitação", payload: one("RefundSettings") } },
  { method: "post", path: "/admin/lojistas/:id/estornos", server: "gateway", access: "admin", tag: "Equipe (interno)", summary: "Habilitar ou desabilitar estornos de um lojista",
    description: "`habilitado: false` volta ao 502 do contrato. `taxa_paga_por` (modo subconta): `lojista` (padrão; o serviço fica com a taxa, como o Asaas) "
      + "ou `servico` (a parte do split do serviço volta na proporção do estorno). Auditado (`store.refunds_updated`).",
    body: { name: "RefundSettingsRequest", schema: refundSettingsBody }, ok: { status: 200, description: "A habilitação", payload: one("RefundSettings") } },
  { method: "get", path: "/admin/lojistas/:id/documentos/:docId", server: "gateway", access: "admin", tag: "Equipe (interno)", summary: "Baixar um documento (stream)",
    ok: { status: 200, description: "O arquivo, como anexo", payload: { kind: "binary" } } },

  // ── going live (3.2) ─────────────────────────────────────────────────────────────────────────────
  { method: "post", path: "/production-request", server: "gateway", access: "account:write", tag: "Produção", summary: "Pedir produção (3 documentos)", contract: "3.2",
    description: "multipart/form-data: `company_document`, `responsible_document`, `proof_of_address` (até 10 MB cada) e `terms_accepted=true`. De uma loja aprovada é uma solicitação de alteração: `answers` (o corpo de `POST /auth/onboarding` em JSON; sem ele, os dados em vigor) e os três documentos aguardam a equipe em `alteracao`; os dados aprovados seguem em vigor e a emissão live continua. 409 com uma alteração já em análise.",
    multipart: {
      type: "object", required: ["company_document", "responsible_document", "proof_of_address", "terms_accepted"],
      properties: {
        company_document: { type: "string", contentMediaType: "application/octet-stream", description: "CNPJ ou contrato social" },
        responsible_document: { type: "string", contentMediaType: "application/octet-stream", description: "Documento do responsável" },
        proof_of_address: { type: "string", contentMediaType: "application/octet-stream", description: "Comprovante de endereço" },
        terms_accepted: { type: "string", enum: ["true"] },
        answers: { type: "string", description: "Só numa solicitação de alteração (loja aprovada): os novos dados, o corpo de `POST /auth/onboarding` em JSON (até 8 KB)" },
      },
    },
    ok: { status: 201, description: "Pedido registrado (`pending`)", payload: one("ProductionRequest") }, errors: [409, 413, 415] },
  { method: "get", path: "/production-request", server: "gateway", access: "conta:ler", tag: "Produção", summary: "O pedido de produção e seus documentos",
    ok: { status: 200, description: "Pedido", payload: one("ProductionRequest") } },

  // ── receiving account (2.5, 4.10) ────────────────────────────────────────────────────────────────
  { method: "get", path: "/receiving-account", server: "gateway", access: "conta:ler", tag: "Conta de recebimento", summary: "A conta de recebimento no ambiente da requisição", contract: "4.10",
    ok: { status: 200, description: "Status", payload: one("ReceivingAccount") } },
  { method: "post", path: "/receiving-account", server: "gateway", access: "account:write", tag: "Conta de recebimento", summary: "Abrir a subconta no motor", contract: "4.13",
    body: { name: "EmptyRequest", schema: emptyBody }, ok: { status: 201, description: "Subconta criada", payload: one("ReceivingAccount"), also: [200] }, errors: [409, 502] },
  { method: "post", path: "/receiving-account/approval", server: "gateway", access: "conta:ler", tag: "Conta de recebimento", summary: "Conferir a aprovação com o motor agora", contract: "4.13",
    body: { name: "EmptyRequest", schema: emptyBody }, ok: { status: 200, description: "Status", payload: one("ReceivingAccount") }, errors: [502] },
  { method: "post", path: "/receiving-account/simulate-approval", server: "gateway", access: "account:write", tag: "Conta de recebimento", summary: "Simular a aprovação da conta de teste",
    description: "Só no ambiente de teste (409 `SOMENTE_EM_TESTE` em live): faz o que, em produção, o provedor de pagamentos faz ao conferir os documentos — aprova a subconta no provedor de teste — "
      + "e confere o status com ele como `POST /receiving-account/approval`, respondendo a conta aprovada (`status: approved`, frentes e chave Pix como numa aprovação real); a partir daí `POST /pix` emite cobranças de teste pela subconta. "
      + "Conta já aprovada: responde o estado dela, sem mudar nada. Sem conta de recebimento: 404 `RECURSO_NAO_ENCONTRADO` (crie com `POST /receiving-account`). "
      + "No modo de conta única: 409 `CONTA_UNICA_SEM_SUBCONTA` (não há subconta a aprovar). 503 `MOTOR_DE_TESTE_INDISPONIVEL` quando o provedor de teste não responde. Ação de conta: só com sessão, não com chave de API.",
    body: { name: "EmptyRequest", schema: emptyBody }, ok: { status: 200, description: "A conta de recebimento de teste, aprovada", payload: one("ReceivingAccount"), examples: ex.receivingAccountApproved }, errors: [404, 409, 503] },

  // ── withdrawals (1, 4.13) ────────────────────────────────────────────────────────────────────────
  { method: "post", path: "/withdrawals", server: "gateway", access: "saques:escrever", tag: "Saques", summary: "Pedir um saque", contract: "1, 4.13",
    description: "No modo de conta única: 409 `REPASSE_MANUAL`. Com débito de infrações MED (bloqueio maior que o saldo): 409 `DEBITO_MED` com `debito`, até novos recebimentos o cobrirem.", body: { name: "WithdrawalRequest", schema: withdrawalCreateBody },
    idempotencyKey: true, ok: { status: 201, description: "Saque registrado (`Idempotent-Replayed: true` quando repetido pela mesma Idempotency-Key: o mesmo saque, no estado de agora)", payload: one("Withdrawal") }, errors: [409] },
  { method: "get", path: "/withdrawals", server: "gateway", access: "saques:ler", tag: "Saques", summary: "Listar os saques", ok: { status: 200, description: "Saques", payload: list("Withdrawal") } },
  { method: "get", path: "/withdrawals/summary", server: "gateway", access: "saques:ler", tag: "Saques", summary: "Resumo do saldo", contract: "8",
    ok: { status: 200, description: "Resumo", payload: one("WithdrawalSummary") } },

  // ── statement (issue 24) ─────────────────────────────────────────────────────────────────────────
  { method: "get", path: "/statement", server: "gateway", access: "extrato:ler", tag: "Extrato", summary: "Extrato da loja no período",
    description: "Uma linha por transação do livro-razão da loja, mais recentes primeiro: `amount` é o efeito no saldo disponível e `balance_after` o saldo disponível depois; `blocked_amount`, `in_withdrawal_amount` e `refunding_amount` são os efeitos nos saldos bloqueado, em saque e em devolução. `from` (inclusivo) e `to` (exclusivo) são instantes ISO 8601 com fuso ou dias de Brasília (`AAAA-MM-DD`, `to` inclui o dia); sem eles, os últimos 30 dias. Com `Accept: text/csv`: o período inteiro em CSV (UTF-8 com BOM, `;`, valores `1234,56`, horários de Brasília), transmitido aos poucos; sem `cursor` nem `limit`. `next_cursor` é opaco e vale só para a loja e o ambiente que o receberam: outro cursor é 400.",
    query: statementQuery,
    ok: { status: 200, description: "Lançamentos, mais recentes primeiro", payload: list("StatementEntry", true),
      csv: "O extrato do período em CSV (UTF-8 com BOM, separado por `;`), como anexo" } },
  { method: "get", path: "/statement/totals", server: "gateway", access: "extrato:ler", tag: "Extrato", summary: "Totais do extrato no período",
    description: "Saldo disponível de abertura (antes de `from`) e de fechamento, créditos e débitos do período e somas por tipo; mesmas regras de período de `GET /statement`.",
    query: totalsQuery, ok: { status: 200, description: "Totais", payload: one("StatementTotals") } },

  // ── customers, products, coupons (4.7, 4.13) ─────────────────────────────────────────────────────
  { method: "post", path: "/customers", server: "gateway", access: "clientes:escrever", tag: "Clientes", summary: "Cadastrar um cliente", description: "Um por documento: 409 se repetido.",
    body: { name: "CustomerRequest", schema: customerBody }, ok: { status: 201, description: "Cliente", payload: one("Customer") }, errors: [409] },
  { method: "get", path: "/customers", server: "gateway", access: "clientes:ler", tag: "Clientes", summary: "Listar os clientes", ok: { status: 200, description: "Clientes", payload: list("Customer") } },
  { method: "get", path: "/customers/:id", server: "gateway", access: "clientes:ler", tag: "Clientes", summary: "Um cliente", ok: { status: 200, description: "Cliente", payload: one("Customer") } },
  { method: "put", path: "/customers/:id", server: "gateway", access: "clientes:escrever", tag: "Clientes", summary: "Editar um cliente",
    body: { name: "CustomerRequest", schema: customerBody }, ok: { status: 200, description: "Cliente", payload: one("Customer") }, errors: [409] },
  { method: "delete", path: "/customers/:id", server: "gateway", access: "clientes:excluir", tag: "Clientes", summary: "Excluir e desvincular", contract: "4.7",
    ok: { status: 200, description: "Cliente excluído, com `desvinculados` e `aviso`", payload: deleted("Customer") }, errors: [409] },
  { method: "post", path: "/products", server: "gateway", access: "produtos:escrever", tag: "Produtos", summary: "Cadastrar um produto", contract: "4.13",
    description: "Preço ≥ 5,00 (`VALOR_MINIMO`); SKU repetido: 409 `SKU_DUPLICADO`.",
    body: { name: "ProductRequest", schema: productCreateBody }, ok: { status: 201, description: "Produto", payload: one("Product") }, errors: [409] },
  { method: "get", path: "/products", server: "gateway", access: "produtos:ler", tag: "Produtos", summary: "Listar os produtos", ok: { status: 200, description: "Produtos", payload: list("Product") } },
  { method: "get", path: "/products/:id", server: "gateway", access: "produtos:ler", tag: "Produtos", summary: "Um produto", ok: { status: 200, description: "Produto", payload: one("Product") } },
  { method: "put", path: "/products/:id", server: "gateway", access: "produtos:escrever", tag: "Produtos", summary: "Editar um produto",
    body: { name: "ProductUpdate", schema: productUpdateBody }, ok: { status: 200, description: "Produto", payload: one("Product") }, errors: [409] },
  { method: "delete", path: "/products/:id", server: "gateway", access: "produtos:excluir", tag: "Produtos", summary: "Excluir e desvincular", contract: "4.7",
    ok: { status: 200, description: "Produto excluído", payload: deleted("Product") }, errors: [409] },
  { method: "post", path: "/coupons", server: "gateway", access: "cupons:escrever", tag: "Cupons", summary: "Criar um cupom", contract: "4.13",
    body: { name: "CouponRequest", schema: couponCreateBody }, ok: { status: 201, description: "Cupom", payload: one("Coupon") }, errors: [409] },
  { method: "get", path: "/coupons", server: "gateway", access: "cupons:ler", tag: "Cupons", summary: "Listar os cupons", ok: { status: 200, description: "Cupons", payload: list("Coupon") } },
  { method: "get", path: "/coupons/validate", server: "gateway", access: "cupons:ler", tag: "Cupons", summary: "Validar um cupom", contract: "4.13",
    query: couponValidateQuery, ok: { status: 200, description: "Resultado", payload: one("CouponValidation") } },
  { method: "get", path: "/coupons/:id", server: "gateway", access: "cupons:ler", tag: "Cupons", summary: "Um cupom", ok: { status: 200, description: "Cupom", payload: one("Coupon") } },
  { method: "put", path: "/coupons/:id", server: "gateway", access: "cupons:escrever", tag: "Cupons", summary: "Editar um cupom (inclusive `is_active`)",
    body: { name: "CouponUpdate", schema: couponUpdateBody }, ok: { status: 200, description: "Cupom", payload: one("Coupon") }, errors: [409] },
  { method: "delete", path: "/coupons/:id", server: "gateway", access: "cupons:excluir", tag: "Cupons", summary: "Excluir e desvincular", contract: "4.7",
    ok: { status: 200, description: "Cupom excluído", payload: deleted("Coupon") }, errors: [409] },

  // ── members (2.7, 3.4, 4.5, 4.6) ─────────────────────────────────────────────────────────────────
  { method: "post", path: "/members", server: "gateway", access: "members", tag: "Membros", summary: "Convidar membros", contract: "4.5",
    description: "Quem já tem conta vira membro ativo; os demais ficam pendentes até o cadastro. Membros operam a loja com o cabeçalho `x-store`. "
      + "Cada endereço recebe um e-mail de convite: até 50 por loja por hora, 2 da mesma loja ao mesmo endereço e 5 por endereço (quaisquer lojas) em 24 horas; além disso, 429 `LIMITE_DE_EMAILS` com `Retry-After` e nada é gravado.",
    body: { name: "InviteRequest", schema: inviteBody }, ok: { status: 201, description: "Convites criados ou atualizados", payload: list("Member") }, errors: [409, 429] },
  { method: "get", path: "/members", server: "gateway", access: "members", tag: "Membros", summary: "Listar membros e convites", ok: { status: 200, description: "Membros", payload: list("Member") } },
  { method: "put", path: "/members/:id", server: "gateway", access: "members", tag: "Membros", summary: "Mudar o papel de um membro",
    body: { name: "MemberUpdate", schema: memberUpdateBody }, ok: { status: 200, description: "Membro", payload: one("Member") } },
  { method: "delete", path: "/members/:id", server: "gateway", access: "members", tag: "Membros", summary: "Remover um membro ou cancelar um convite", contract: "4.6",
    ok: { status: 200, description: "Membro removido", payload: one("Member") } },

  // ── subscriptions (2.3, 3.5, 4.7, 4.8) ───────────────────────────────────────────────────────────
  { method: "post", path: "/subscriptions", server: "gateway", access: "assinaturas:escrever", tag: "Assinaturas", summary: "Criar uma assinatura", contract: "2.3",
    body: { name: "SubscriptionRequest", schema: subscriptionCreateBody }, ok: { status: 201, description: "Assinatura", payload: one("Subscription") }, errors: [409] },
  { method: "get", path: "/subscriptions", server: "gateway", access: "assinaturas:ler", tag: "Assinaturas", summary: "Listar as assinaturas",
    description: "Assinaturas `pix_automatico` vêm sem `authorization.qr_code_url` (o PNG está em `GET /subscriptions/{id}`); `pix_code` fica.",
    ok: { status: 200, description: "Assinaturas", payload: list("SubscriptionListItem") } },
  { method: "get", path: "/subscriptions/:id", server: "gateway", access: "assinaturas:ler", tag: "Assinaturas", summary: "Uma assinatura", ok: { status: 200, description: "Assinatura", payload: one("Subscription") } },
  { method: "get", path: "/subscriptions/:id/cycles", server: "gateway", access: "assinaturas:ler", tag: "Assinaturas", summary: "Pix Automático: o histórico de cada ciclo",
    description: "Além do contrato (Pix Automático). Do mais antigo ao mais recente, até 1000: enviado, debitado, recusado (com o código), nova tentativa agendada, encerrado, reenviado, cancelado. Uma assinatura `pix` não tem ciclos (lista vazia).",
    ok: { status: 200, description: "Histórico dos ciclos", payload: list("CycleEvent") } },
  { method: "put", path: "/subscriptions/:id", server: "gateway", access: "assinaturas:escrever", tag: "Assinaturas", summary: "Editar uma assinatura", contract: "2.3",
    description: "`next_billing_at` nulo ou inválido: 400. Reativar sem data recalcula a partir de agora. Cancelada é final (409 `ASSINATURA_CANCELADA`). Pix Automático com autorização CRIADA ou APROVADA: `amount` ou `interval` novos → 409 `ALTERACAO_EXIGE_NOVA_AUTORIZACAO`.",
    body: { name: "SubscriptionUpdate", schema: subscriptionUpdateBody }, ok: { status: 200, description: "Assinatura", payload: one("Subscription") }, errors: [409] },
  { method: "delete", path: "/subscriptions/:id", server: "gateway", access: "assinaturas:excluir", tag: "Assinaturas", summary: "Excluir e desvincular", contract: "4.7",
    ok: { status: 200, description: "Assinatura excluída", payload: deleted("Subscription") }, errors: [409] },
  { method: "post", path: "/subscriptions/:id/charge", server: "gateway", access: "assinaturas:escrever", tag: "Assinaturas", summary: "Cobrar agora", contract: "4.8",
    description: "409 `ASSINATURA_INATIVA`, `CLIENTE_SEM_DOCUMENTO` ou `COBRANCA_PENDENTE` (com o `txid` da cobrança pendente, ou da que outra requisição está emitindo agora). "
      + "Requisições simultâneas cobram um período só: uma recebe 201, as outras 409 `COBRANCA_PENDENTE` com o mesmo `txid`.",
    ok: { status: 201, description: "Cobrança emitida", payload: one("Charge") }, errors: [409, 502] },
  { method: "post", path: "/subscriptions/billing-runs", server: "gateway", access: "assinaturas:escrever", tag: "Assinaturas", summary: "Relógio de teste: rodar a cobrança como em `as_of`",
    description: "Só as assinaturas de teste da loja; 409 em live.", body: { name: "TestClockRequest", schema: testClockBody },
    ok: { status: 200, description: "Resumo da execução", payload: { kind: "raw", schema: "BillingSummary" } }, errors: [409] },
  { method: "post", path: "/subscriptions/:id/test/authorization/:action", server: "gateway", access: "assinaturas:escrever", tag: "Assinaturas",
    summary: "Pix Automático em teste: aprovar, recusar ou cancelar a autorização como o pagador (`action`: approve | reject | cancel)",
    description: "Além do contrato (Pix Automático). Só no ambiente de teste (409 em live); corpo vazio.",
    ok: { status: 200, description: "Assinatura", payload: one("Subscription") }, errors: [409] },
  { method: "post", path: "/subscriptions/:id/test/cycles/:txid/fail", server: "gateway", access: "assinaturas:escrever", tag: "Assinaturas",
    summary: "Pix Automático em teste: falhar o débito de um ciclo",
    description: "Além do contrato (Pix Automático). Só no ambiente de teste (409 em live). `codigo` (opcional, AM02 por padrão): o código de rejeição; AM02 e afins falham só a tentativa (com `PERMITE_3R_7D`, nova tentativa num dia futuro, até 3 em 7 dias); AC05, AM09, DENC, DS27, DTED, MIDI, MSUC, NITX, RC09 rejeitam a instrução (reenviada com novo txid enquanto faltarem 2 dias).",
    body: { name: "CycleFailRequest", schema: subscriptionCycleFailBody },
    ok: { status: 200, description: "Assinatura", payload: one("Subscription") }, errors: [409] },
  { method: "post", path: "/internal/cron/run", server: "gateway", access: "admin", tag: "Equipe (interno)", summary: "Rodar a cobrança diária agora", contract: "3.5, 4.13",
    description: "`as_of` só com `TEST_CLOCKS` no serviço de assinaturas.", body: { name: "CronRequest", schema: cronBody },
    ok: { status: 200, description: "Resumo `{charged, skipped, failed, sem_data}`", payload: { kind: "raw", schema: "BillingSummary" } } },

  // ── audit, roadmap ───────────────────────────────────────────────────────────────────────────────
  { method: "get", path: "/audit", server: "gateway", access: "auditoria:ler", tag: "Auditoria", summary: "Trilha de auditoria da loja", contract: "4.13",
    query: auditQuery, ok: { status: 200, description: "Entradas, mais recentes primeiro", payload: list("AuditEntry", true) } },
  { method: "get", path: "/roadmap", server: "gateway", access: "roadmap", tag: "Roadmap (interno)", summary: "Cards do roadmap", ok: { status: 200, description: "Cards", payload: list("RoadmapCard") } },
  { method: "post", path: "/roadmap", server: "gateway", access: "admin", tag: "Roadmap (interno)", summary: "Criar um card",
    body: { name: "RoadmapCardRequest", schema: roadmapCreateBody }, ok: { status: 201, description: "Card", payload: one("RoadmapCard") } },
  { method: "put", path: "/roadmap/:id", server: "gateway", access: "admin", tag: "Roadmap (interno)", summary: "Editar um card",
    body: { name: "RoadmapCardUpdate", schema: roadmapUpdateBody }, ok: { status: 200, description: "Card", payload: one("RoadmapCard") } },
  { method: "delete", path: "/roadmap/:id", server: "gateway", access: "admin", tag: "Roadmap (interno)", summary: "Excluir um card", ok: { status: 200, description: "Card", payload: one("RoadmapCard") } },
  { method: "post", path: "/roadmap/:id/vote", server: "gateway", access: "roadmap", tag: "Roadmap (interno)", summary: "Votar (alterna)", ok: { status: 200, description: "Card", payload: one("RoadmapCard") } },
  { method: "get", path: "/roadmap/:id/comments", server: "gateway", access: "roadmap", tag: "Roadmap (interno)", summary: "Comentários de um card",
    ok: { status: 200, description: "Comentários", payload: list("RoadmapComment") } },
  { method: "post", path: "/roadmap/:id/comments", server: "gateway", access: "roadmap", tag: "Roadmap (interno)", summary: "Comentar",
    body: { name: "CommentRequest", schema: commentBody }, ok: { status: 201, description: "Comentário", payload: one("RoadmapComment") } },

  // ── checkout, public (4.13, 8) ───────────────────────────────────────────────────────────────────
  { method: "get", path: "/checkout/link/:slug", server: "checkout", access: "public", tag: "Checkout (público)", summary: "Um link de pagamento, para o pagador", contract: "2.4, 4.13",
    description: "JSON para clientes de API, a página para navegadores (`Accept: text/html`). Link indisponível: 404 `LINK_INDISPONIVEL`, mensagem neutra.",
    ok: { status: 200, description: "O link", payload: one("PublicLink"), examples: ex.publicLink } },
  { method: "post", path: "/checkout/link/:slug/pay", server: "checkout", access: "public", tag: "Checkout (público)", summary: "Pagar um link: emite a cobrança", contract: "4.13",
    description: "Emite a cobrança no ambiente do link (mínimo R$ 5,00; `coupon_code` opcional). JSON ou formulário; navegadores recebem 303 para a página da cobrança.",
    body: { name: "CheckoutPayRequest", schema: checkoutPayBody, examples: ex.checkoutPayRequest }, form: true, idempotencyKey: true,
    ok: { status: 201, description: "Cobrança emitida", payload: one("PublicCharge"), examples: ex.publicChargeCreated }, errors: [409, 429] },
  { method: "get", path: "/checkout/autorizacao/:key", server: "checkout", access: "public", tag: "Checkout (público)", summary: "Autorização do Pix Automático, para o pagador",
    description: "Além do contrato (Pix Automático). JSON para clientes de API, a página em pt-BR para navegadores (`Accept: text/html`): valor, periodicidade, primeira data, como cancelar no banco, e o QR enquanto não respondida.",
    ok: { status: 200, description: "A autorização", payload: one("PublicAuthorization") }, errors: [429] },
  { method: "get", path: "/checkout/:key", server: "checkout", access: "public", tag: "Checkout (público)", summary: "A cobrança, para o pagador", contract: "4.13, 8",
    description: "`key` é a chave pública de checkout da cobrança. 300 requisições por 10 minutos por IP, depois 429.",
    ok: { status: 200, description: "A cobrança", payload: one("PublicCharge") }, errors: [429] },
  { method: "post", path: "/checkout/:key/simular-pagamento", server: "checkout", access: "public", tag: "Checkout (público)", summary: "Simular o pagamento (só cobranças de teste)", contract: "3.1",
    ok: { status: 200, description: "Cobrança paga", payload: one("PublicCharge") }, errors: [409, 429] },
];

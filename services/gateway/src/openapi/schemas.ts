import { z } from "zod";
import { chargeJson, dueTermsJson, type ChargeMessage } from "@pix/charge-view";
import { Codigo, CodigoCampo } from "@pix/errors";
import { PUBLIC_EVENT_NAMES, WEBHOOK_DATA } from "@pix/messaging";
import { ROLES } from "@pix/grpc";
import { SCOPES } from "../http/permissions";

/**
 * Response shapes of the API document. Request shapes are the route files' own zod schemas (the
 * ones that validate every request); responses are built by view functions (`chargeJson`,
 * `userJson`…), so their shapes are written here, next to the contract's words. Objects are open
 * (`looseObject`): a field added by a later issue does not make the document lie.
 */

const uuid = z.uuid();
const instant = z.iso.datetime({ offset: true });
const nullable = <T extends z.ZodType>(s: T) => s.nullable();
/** Money in the contract's unit: reais as a JSON number with at most two decimals (integer centavos inside). */
const reais = z.number().multipleOf(0.01).describe("Valor em reais (BRL), até 2 casas decimais");
const environment = z.enum(["test", "live"]);

// ── errors (contract 7) ────────────────────────────────────────────────────────────────────────────

export const RouteError = z.looseObject({
  error: z.looseObject({
    message: z.string().describe("Em português: o que está errado e o que fazer; num 400 de validação, cita cada problema e onde está"),
    codigo: z.enum(Object.values(Codigo) as [Codigo, ...Codigo[]]).describe("Código estável do erro, do catálogo `packages/errors` (a tabela da descrição da API diz quando cada um vem e o que fazer)"),
    erros: z.array(z.object({
      campo: z.string().describe("Caminho do campo, por exemplo `customer_email`, `items[0].sku`; vazio quando o problema é o corpo inteiro"),
      local: z.enum(["corpo", "consulta", "caminho", "cabecalho"]).describe("Onde está o campo: corpo JSON, parâmetro de consulta, parâmetro de caminho ou cabeçalho"),
      codigo: z.enum(Object.values(CodigoCampo) as [CodigoCampo, ...CodigoCampo[]]).describe(
        "Código estável do problema: CAMPO_OBRIGATORIO (faltou), TIPO_INVALIDO (tipo JSON errado), FORMATO_INVALIDO (data, e-mail, URL, UUID…), "
          + "VALOR_MINIMO/VALOR_MAXIMO (número ou data fora do limite), TAMANHO_MINIMO/TAMANHO_MAXIMO (texto ou lista), CAMPO_DESCONHECIDO (campo que a rota não aceita), "
          + "OPCAO_INVALIDA (fora da lista de valores), VALOR_INVALIDO (outra regra do campo), JSON_MALFORMADO (corpo que não é JSON)",
      ),
      mensagem: z.string().describe("O problema em português, com o formato esperado e um exemplo"),
    })).max(20).optional().describe("Só em 400 de validação: cada problema da requisição (até 20), para mostrar ao lado de cada campo"),
  }),
}).describe("Erro de rota: `{error:{message, codigo}}`; um 400 de validação traz também `erros` (um item por problema); alguns códigos trazem campos ao lado (`valor_minimo`, `producao`, `limite`, `txid`, `retry_after`).");

export const CredentialError = z.object({ error: z.string() })
  .describe("Falha de credencial (401): `{error: string}` — trate os dois formatos; o `codigo` vem no cabeçalho `Pix-Codigo`.");

export const InternalError = z.object({ error: z.object({ id: z.string(), codigo: z.literal(Codigo.ERRO_INTERNO) }) })
  .describe("Erro inesperado (500): só o id de correlação e `ERRO_INTERNO`; a causa fica no log.");

// ── resources (contract 2) ─────────────────────────────────────────────────────────────────────────

export const User = z.looseObject({
  id: uuid,
  name: z.string(),
  email: z.email(),
  cnpj: nullable(z.string()),
  company: nullable(z.string()),
  cpf: nullable(z.string()),
  phone: nullable(z.string()),
  notify_payment_email: z.boolean(),
  receipt_email: z.boolean(),
  created_at: instant,
  is_admin: z.boolean(),
  production_status: z.enum(["sandbox", "pending", "approved", "rejected"]),
  production_requested_at: nullable(instant),
  production_reviewed_at: nullable(instant),
  production_reject_reason: nullable(z.string()),
  onboarding_completed_at: nullable(instant),
  production_terms_accepted_at: nullable(instant),
  address: nullable(z.string()),
  address_number: nullable(z.string()),
  complement: nullable(z.string()),
  province: nullable(z.string()),
  postal_code: nullable(z.string()),
  company_type: nullable(z.string()),
  email_verified: z.boolean().describe("Além do contrato: o dono seguiu o link de verificação"),
});

/** `GET /auth/me`, `PUT /auth/profile`: the User and the credential's environment (contract 5.4). */
export const Me = z.looseObject({
  ...User.shape,
  environment,
  role: z.enum(ROLES).optional().describe("Além do contrato (GET /auth/me): o papel de quem chama na loja em que age (owner sem x-store)"),
});

export const Session = z.object({ user: User, accessToken: z.string(), refreshToken: z.string() });

/** POST /auth/verify-email (issue 33): which confirmation happened. */
export const EmailConfirmation = Session.extend({
  kept: z.boolean().describe("true: confirmado pela sessão da própria conta, senha, sessões e chaves mantidas; false: nova senha, sessões e chaves anteriores revogadas (a sessão devolvida é a única da conta)"),
});

export const ExtraPayment = z.object({ end_to_end_id: z.string(), amount: reais, paid_at: instant });

const DueModalidade = z.object({ modalidade: z.number().int(), valor_perc: z.number().describe("Reais ou percentual, conforme a modalidade") });
const Desconto = z.object({
  modalidade: z.number().int(),
  valor_perc: z.number().optional(),
  descontos_data_fixa: z.array(z.object({ data: z.string(), valor_perc: z.number() })).optional(),
});

/** Issue 37: present only on a charge with a due date (cobv), as the request gave them. */
const DueTerms = z.object({
  validade_apos_vencimento: nullable(z.number().int()).describe("Além do contrato (cobrança com vencimento): dias em que ainda se paga depois do vencimento"),
  multa: nullable(DueModalidade).describe("Além do contrato (cobrança com vencimento): modalidade 1 valor fixo, 2 percentual"),
  juros: nullable(DueModalidade).describe("Além do contrato (cobrança com vencimento): modalidades 1–8 do BCB (valor ou % ao dia, mês, ano; dias corridos 1–4, úteis 5–8)"),
  abatimento: nullable(DueModalidade).describe("Além do contrato (cobrança com vencimento): modalidade 1 valor fixo, 2 percentual"),
  desconto: nullable(Desconto).describe("Além do contrato (cobrança com vencimento): 1–2 até datas fixas (até 3), 3–6 por dia de antecipação"),
});

const ChargeBase = z.looseObject({
  id: uuid,
  user_id: uuid,
  customer_id: nullable(uuid),
  txid: z.string(),
  description: z.string(),
  amount: reais,
  customer_name: nullable(z.string()),
  customer_email: nullable(z.string()),
  customer_cpf: nullable(z.string()),
  customer_phone: nullable(z.string()),
  product_id: nullable(z.string()),
  success_url: nullable(z.string()),
  cancel_url: nullable(z.string()),
  expires_at: nullable(instant),
  due_date: nullable(z.union([z.iso.date(), instant])).describe("Numa cobrança com vencimento (`POST /pix` com `due_date`), o dia do vencimento como enviado (AAAA-MM-DD, Brasília); nas demais (`POST /charges`), data e hora ISO 8601 (UTC), como no contrato"),
  pix_code: nullable(z.string()).describe("Pix copia e cola (BR Code)"),
  qr_code_url: nullable(z.string()).describe("data URL de um PNG; só enquanto `pending`"),
  status: z.enum(["pending", "paid", "refunded", "expired"]).describe("`expired`: além do contrato, uma cobrança `pending` que passou de `expires_at` (um pagamento atrasado ainda a torna `paid`)"),
  end_to_end_id: nullable(z.string()),
  paid_at: nullable(instant),
  created_at: instant,
  store_name: nullable(z.string()),
  store_document: nullable(z.string()),
  fee_amount: nullable(reais),
  subscription_id: nullable(uuid),
  coupon_id: nullable(uuid),
  environment,
  checkout_url: z.string().describe("{checkout_base_url}/checkout/<chave pública>"),
  extra_payments: z.array(ExtraPayment).describe("Além do contrato: pagamentos a mais recebidos pelo mesmo código"),
  refunded_amount: reais.describe("Além do contrato (estornos): soma dos estornos DEVOLVIDO"),
});

export const Charge = ChargeBase.extend(DueTerms.partial().shape);

/** GET /pix/{txid}/valor (issue 37): the amount of a payment date and its components (the BCB's componentesValor). */
export const AmountOfDay = z.object({
  data: z.string().describe("A data de pagamento (AAAA-MM-DD)"),
  original: reais, multa: reais, juros: reais, abatimento: reais, desconto: reais,
  final: reais.describe("original + multa + juros − abatimento − desconto"),
});

/** POST /pix/lotes, GET /pix/lotes/{id} (issue 37): a batch of due-date charges and each item's outcome. */
const BatchProblem = z.object({
  codigo: z.string().describe("O `codigo` do catálogo, como `POST /pix` responderia a esta cobrança sozinha"),
  mensagem: z.string(),
  erros: z.array(z.object({ campo: z.string().describe("Caminho do campo dentro da cobrança, ex.: `multa.modalidade`"), local: z.string(), codigo: z.string(), mensagem: z.string() })),
});
export const ChargeBatch = z.object({
  id: z.string(),
  descricao: z.string(),
  status: z.enum(["EM_PROCESSAMENTO", "CONCLUIDO"]),
  total: z.number().int(), criadas: z.number().int().describe("CRIADA e EM_PROCESSAMENTO"), negadas: z.number().int(),
  created_at: instant,
  itens: z.array(z.object({
    indice: z.number().int().describe("Posição em `cobrancas`, a partir de 0"),
    txid: nullable(z.string()),
    status: z.enum(["CRIADA", "NEGADA", "EM_PROCESSAMENTO"]),
    problema: nullable(BatchProblem),
  })).optional().describe("Ausente na listagem"),
});

/**
 * The view (`chargeJson`) and this schema name the same fields: a field renamed or dropped on either
 * side fails typecheck here (types of values are checked by openapi-responses.int.spec.ts at run time).
 */
type FieldsOf<T> = { [K in keyof T]-?: unknown };
export const chargeViewHasEveryField = (c: ChargeMessage): FieldsOf<z.output<typeof ChargeBase>> => chargeJson(c);
export const dueTermsViewHasEveryField = (t: Parameters<typeof dueTermsJson>[0]): FieldsOf<z.output<typeof DueTerms>> => dueTermsJson(t);
type ViewOnlyFields = Exclude<keyof ReturnType<typeof chargeJson>, keyof z.output<typeof Charge>>;
export const chargeViewHasNoOtherField: [ViewOnlyFields] extends [never] ? true : ViewOnlyFields = true;

export const Refund = z.object({
  id: uuid, txid: z.string(), amount: reais, status: z.enum(["EM_PROCESSAMENTO", "DEVOLVIDO", "NAO_REALIZADO"]),
  motivo: nullable(z.string()), end_to_end_id: nullable(z.string()).describe("Id da devolução no provedor (rtrId)"),
  created_at: instant, completed_at: nullable(instant), motivo_falha: nullable(z.string()),
  taxa_paga_por: z.enum(["lojista", "servico"]), taxa_devolvida: reais,
  natureza: z.enum(["ORIGINAL", "MED_FRAUDE", "MED_OPERACIONAL", "MED_PIX_AUTOMATICO"]).describe("Natureza BCB: ORIGINAL (estorno da loja) ou MED_* (devolução de uma infração MED procedente)"),
});

const DefenseFile = z.object({ id: uuid, name: z.string(), type: z.enum(["application/pdf", "image/png", "image/jpeg"]), size: z.number().int(), sha256: z.string() });

export const Infraction = z.object({
  id: uuid, txid: z.string(), end_to_end_id: z.string().describe("O Pix contestado"), amount: reais.describe("Valor contestado"),
  status: z.enum(["open", "defended", "closed"]), reason: z.enum(["fraude", "falha_operacional"]), details: nullable(z.string()),
  defense_due_at: instant.describe("Prazo da defesa; sem decisão até lá, o bloqueio é liberado"), created_at: instant, closed_at: nullable(instant),
  outcome: nullable(z.enum(["upheld", "rejected", "expired"])).describe("upheld: devolvido ao pagador (estorno MED); rejected / expired: bloqueio liberado"),
  debt: reais.describe("Parte do bloqueio que o saldo disponível não cobria (débito: saques suspensos até novos recebimentos o cobrirem)"),
  blocked: reais.describe("Valor bloqueado: no máximo o que resta do pagamento depois de estornos e outras infrações (0 num aviso duplicado); procedente, é o que volta ao pagador"),
  defense: nullable(z.object({ text: nullable(z.string()), sent_at: instant, files: z.array(DefenseFile) })),
  refund_id: nullable(uuid).describe("O estorno MED, quando procedente (GET /pix/refunds)"),
});

export const RefundSettings = z.object({
  store_id: uuid, habilitado: z.boolean(), taxa_paga_por: z.enum(["lojista", "servico"]), atualizado_em: nullable(instant),
});

export const ApiKey = z.looseObject({
  id: uuid, name: z.string(), environment, prefix: z.string(), last_four: z.string(),
  created_at: instant, last_used_at: nullable(instant), revoked_at: nullable(instant),
  permissoes: nullable(z.array(z.enum(SCOPES))).describe("Escopos de uma chave restrita; null: todos os direitos da loja"),
});
export const CurrentApiKey = z.looseObject({
  id: uuid, environment,
  permissoes: nullable(z.array(z.enum(SCOPES))).describe("Escopos de uma chave restrita; null: todos os direitos da loja"),
  escopos: z.array(z.enum(SCOPES)).describe("O que a chave pode fazer, sempre listado"),
});
export const CreatedApiKey = z.looseObject({ ...ApiKey.shape, key: z.string().describe("A chave inteira: mostrada só nesta resposta") });

export const PaymentLink = z.looseObject({
  id: uuid, user_id: uuid, product_id: nullable(uuid), slug: z.string(), description: z.string(), amount: reais,
  method: z.literal("pix"), active: z.boolean(), created_at: instant, updated_at: instant, checkout_url: z.string(),
  due_date: z.string().optional().describe("Além do contrato (issue 37), só num link com vencimento: o vencimento (AAAA-MM-DD) das cobranças do link"),
}).extend(DueTerms.partial().shape);

export const WebhookEndpoint = z.looseObject({
  id: uuid, url: z.url(), name: nullable(z.string()), events: z.array(z.enum(PUBLIC_EVENT_NAMES)).describe("vazio = todos os eventos"),
  active: z.boolean(), version: z.literal("v1"), retry_policy: z.enum(["none", "exponential"]), created_at: instant, updated_at: instant,
});
export const CreatedWebhookEndpoint = z.looseObject({ ...WebhookEndpoint.shape, secret: z.string().regex(/^whsec_[0-9a-fA-F]{32}$/) });

export const WebhookDelivery = z.looseObject({
  id: uuid, event: z.string(), event_id: z.string(), status: z.enum(["pending", "sending", "succeeded", "failed"]),
  status_code: nullable(z.int()), error: nullable(z.string()), duration_ms: nullable(z.int()), attempted_at: nullable(instant),
  created_at: instant, redelivery_of: nullable(uuid), attempt: z.int(), retry_of: nullable(uuid), next_attempt_at: nullable(instant),
});

export const Customer = z.looseObject({
  id: uuid, name: nullable(z.string()), email: nullable(z.string()), cpf_cnpj: nullable(z.string()), phone: nullable(z.string()),
  created_at: instant, updated_at: instant,
});

export const Product = z.looseObject({
  id: uuid, name: z.string(), description: nullable(z.string()), price: reais, sku: nullable(z.string()), image_url: nullable(z.string()),
  active: z.boolean(), created_at: instant, updated_at: instant,
});

export const Coupon = z.looseObject({
  id: uuid, code: z.string(), discount_type: z.enum(["percent", "fixed"]),
  discount_value: z.number().describe("percent: 33.33 = 33,33 %; fixed: reais"),
  expires_at: nullable(instant), max_uses: nullable(z.int()), uses: z.int(), product_ids: z.array(uuid), is_active: z.boolean(),
  created_at: instant, updated_at: instant,
});
export const CouponValidation = z.object({ valid: z.boolean(), reason: nullable(z.string()), amount: reais, discount: reais });

const authorization = z.object({
  id: z.string(), status: z.enum(["CRIADA", "APROVADA", "REJEITADA", "EXPIRADA", "CANCELADA"]), journey: z.enum(["J2", "J3", "J4"]),
  pix_code: nullable(z.string()), qr_code_url: nullable(z.string()), expires_at: nullable(instant),
  end_date: nullable(z.iso.date()), contract: z.string(),
});
export const Subscription = z.looseObject({
  id: uuid, user_id: uuid, customer_id: nullable(uuid), customer_name: z.string(), customer_email: nullable(z.string()),
  customer_cpf: nullable(z.string()), description: z.string(), amount: reais, method: z.string(), interval: z.string(),
  status: z.string(), next_billing_at: nullable(instant), created_at: instant, updated_at: instant,
  end_date: z.iso.date().optional().describe("Além do contrato: só em assinaturas com prazo fixo — o último dia (AAAA-MM-DD, Brasília) em que um período vence"),
  ended_reason: nullable(z.literal("end_date")).optional().describe("Além do contrato, com `end_date`: `end_date` quando a assinatura terminou sozinha (prazo acabado; `status` `canceled`), null antes"),
  ended_at: nullable(instant).optional().describe("Além do contrato, com `end_date`: quando terminou sozinha"),
  authorization: z.looseObject(authorization.shape).optional().describe("Além do contrato (Pix Automático): só em assinaturas `pix_automatico`"),
  due_terms: z.object({
    dias_para_vencimento: z.number().int().describe("Dias entre a data de cada período e o vencimento da sua cobrança"),
    validade_apos_vencimento: nullable(z.number().int()),
    multa: nullable(DueModalidade), juros: nullable(DueModalidade), abatimento: nullable(DueModalidade), desconto: nullable(Desconto),
  }).optional().describe("Além do contrato (issue 37): só numa assinatura cobrada com vencimento; cada período vira uma cobrança com vencimento (multa, juros, desconto por dia de antecipação)"),
});
/** `GET /subscriptions`' items: the authorization without its QR PNG (`pix_code` stays; the PNG is on create and GET by id). */
export const SubscriptionListItem = Subscription.extend({
  authorization: z.looseObject(authorization.omit({ qr_code_url: true }).shape).optional()
    .describe("Além do contrato (Pix Automático): só em assinaturas `pix_automatico`; na lista sem `qr_code_url` (use `GET /subscriptions/{id}`)"),
});

/** `GET /checkout/autorizacao/{key}` (JSON): what the payer is asked to authorize (Pix Automático). */
export const PublicAuthorization = z.looseObject({
  store_name: z.string(), environment, amount: reais, description: z.string(), interval: z.string(), journey: z.enum(["J2", "J3", "J4"]),
  status: z.string(), subscription_status: z.string(), first_payment_now: z.boolean(),
  pix_code: z.string().optional(), qr_code_url: z.string().optional(), expires_at: instant.optional(), first_debit_at: instant.optional(),
  first_payment_due_date: z.iso.date().optional().describe("J4: o vencimento (AAAA-MM-DD, Brasília) da primeira cobrança, paga com o mesmo QR Code"),
});

export const Withdrawal = z.looseObject({
  id: uuid, amount: reais, pix_key: z.string(), pix_key_type: z.enum(["CPF", "CNPJ", "EMAIL", "PHONE", "EVP"]),
  status: z.enum(["pending", "completed", "rejected"]), attempts: z.int(), end_to_end_id: nullable(z.string()),
  failure_reason: nullable(z.string()), paid_at: nullable(instant), created_at: instant, environment,
});
export const WithdrawalSummary = z.object({
  environment, received: reais, fees: reais, withdrawn: reais, pending_withdrawals: reais, available: reais,
  // Beyond the contract (issue 24): the other balances of the ledger; in_withdrawal = pending_withdrawals.
  blocked: reais, in_withdrawal: reais, refunding: reais, refunded: reais,
});

/** GET /statement (docs/money.md, "The statement"): one ledger transaction of the store and its effect on each own balance. */
export const StatementEntry = z.object({
  id: uuid, type: z.string(), type_label: z.string(), amount: reais, balance_after: reais, blocked_amount: reais, in_withdrawal_amount: reais,
  refunding_amount: reais, txid: nullable(z.string()), charge_id: nullable(uuid), withdrawal_id: nullable(uuid), refund_id: nullable(uuid),
  end_to_end_id: nullable(z.string()), created_at: instant, occurred_at: instant, description: nullable(z.string()), payer_name: nullable(z.string()),
  componentes_valor: nullable(z.object({ original: reais, multa: reais, juros: reais, abatimento: reais, desconto: reais })),
});
export const StatementTotals = z.object({
  from: instant, to: instant, opening_balance: reais, credits: reais, debits: reais, closing_balance: reais, blocked_amount: reais,
  in_withdrawal_amount: reais, refunding_amount: reais, count: z.int(),
  by_type: z.array(z.object({
    type: z.string(), type_label: z.string(), count: z.int(), amount: reais, blocked_amount: reais, in_withdrawal_amount: reais, refunding_amount: reais,
  })),
});

export const Member = z.object({
  id: uuid, email: z.email(), role: z.enum(["manager", "editor", "viewer"]), status: z.enum(["active", "pending"]), created_at: instant,
});

export const AuditEntry = z.object({
  id: z.string(), action: z.string(), actor: z.object({ type: z.string(), id: z.string(), name: nullable(z.string()).optional().describe("Só quando o ator é uma chave de API: o nome dela (null se a chave não existe mais)") }),
  target: z.object({ type: z.string(), id: nullable(z.string()) }), environment, request_id: nullable(z.string()),
  created_at: instant, summary: z.record(z.string(), z.unknown()),
});

export const RoadmapCard = z.object({
  id: uuid, title: z.string(), description: z.string(), status: z.enum(["idea", "planned", "in_progress", "done"]),
  votes: z.int(), voted: z.boolean(), created_at: instant,
});
export const RoadmapComment = z.object({ id: uuid, body: z.string(), author_name: z.string(), created_at: instant });

const Aprovacao = z.looseObject({
  aprovada: nullable(z.boolean()), conferida: nullable(z.boolean()), geral: nullable(z.string()), dados_comerciais: nullable(z.string()),
  conta_bancaria: nullable(z.string()), documentos: nullable(z.string()), conferida_em: nullable(instant),
  link_documentos: nullable(z.string()), link_documentos_qr: nullable(z.string()), motivos_recusa: nullable(z.string()),
});
export const ReceivingAccount = z.looseObject({
  existe: nullable(z.boolean()), account_id: nullable(z.string()), wallet_id: nullable(z.string()),
  status: nullable(z.enum(["creating", "pending", "approved", "rejected"])), environment: nullable(environment),
  webhook_registered: nullable(z.boolean()), pix_key: nullable(z.string()), pix_key_status: nullable(z.string()),
  fee_percent: nullable(z.number()), fee_fixed: nullable(z.number()), aprovacao: Aprovacao.nullable().optional(),
  conta_unica: nullable(z.boolean()), configuracao_pendente: nullable(z.boolean()), provedor_configurado: nullable(z.boolean()),
  modo: nullable(z.string()), mensagem: nullable(z.string()),
});

export const Document = z.object({
  id: uuid, kind: z.string(), name: z.string(), type: z.string(), size: z.int(), sha256: z.string(), created_at: instant,
});
const Answers = z.record(z.string(), z.unknown());
/** An approved store's open change request (issue 23): pending, or rejected with the team's reason. */
export const ChangeRequest = z.object({
  id: uuid, status: z.enum(["pending", "rejected"]), submitted_at: instant, reviewed_at: nullable(instant), motivo_recusa: nullable(z.string()),
  onboarding: nullable(Answers), documents: z.array(Document),
});
/** What the team approved, as it was (immutable). */
export const Approval = z.object({
  id: uuid, kind: z.enum(["production", "change"]), approved_at: instant, approved_by: uuid, approved_by_email: nullable(z.string()),
  onboarding: Answers, documents: z.array(Document),
});
export const ProductionRequest = z.object({
  status: z.enum(["sandbox", "pending", "approved", "rejected"]), production_requested_at: nullable(instant),
  production_terms_accepted_at: nullable(instant), production_reviewed_at: nullable(instant),
  production_reject_reason: nullable(z.string()), documents: z.array(Document), alteracao: ChangeRequest.nullable(),
});
export const MerchantDetail = z.looseObject({
  ...User.shape, onboarding: nullable(Answers), documents: z.array(Document), alteracao: ChangeRequest.nullable(), aprovacoes: z.array(Approval),
});

export const BillingSummary = z.object({
  charged: z.int(), skipped: z.int(), failed: z.array(z.object({ subscription_id: uuid, reason: z.string() })), sem_data: z.int(),
});

/** GET /subscriptions/{id}/cycles: one step of a Pix Automático cycle (the steps of `subscription.cycle_updated`). */
export const CycleEvent = z.object({
  period_at: instant.describe("Vencimento do período"),
  debit_at: nullable(instant).describe("Data do débito: o vencimento ajustado ao próximo dia útil (ajusteDiaUtil)"),
  update: z.enum(["sent", "debited", "failed", "retry_scheduled", "given_up", "resent", "cancelled"]).describe("O que aconteceu: enviado, debitado, recusado, nova tentativa agendada, encerrado, reenviado, cancelado"),
  at: instant.describe("Quando aconteceu"),
  txid: z.string().describe("txid da cobrança do ciclo"),
  rejection_code: nullable(z.string()).describe("failed: código de rejeição do catálogo do Pix (ex.: AM02, MIDI)"),
  retry_at: nullable(instant).describe("retry_scheduled: data da nova tentativa"),
});

export const Health = z.object({
  status: z.enum(["ok", "degraded"]),
  services: z.record(z.string(), z.string()),
  broker: z.enum(["up", "down"]).optional(),
});

/** `desvinculados` of contract 4.7: unlinked records per "<table>.<field>". */
export const Desvinculados = z.record(z.string(), z.int());

// ── the payer's views (checkout service) ───────────────────────────────────────────────────────────

export const PublicCharge = z.object({
  txid: z.string(), amount: reais, description: z.string(), store_name: nullable(z.string()),
  status: z.enum(["pending", "paid", "refunded", "expired"]), pix_code: nullable(z.string()), qr_code_url: nullable(z.string()),
  expires_at: nullable(instant), paid_at: nullable(instant), environment, success_url: nullable(z.string()),
  cancel_url: nullable(z.string()), checkout_url: z.string(),
});
export const PublicLink = z.object({
  slug: z.string(), description: z.string(), amount: reais,
  product: z.object({ name: z.string(), image_url: nullable(z.string()) }).nullable().optional(),
  method: z.string(), store_name: nullable(z.string()), environment, checkout_url: z.string(),
  due_date: z.string().optional().describe("Além do contrato (issue 37), só num link com vencimento: o vencimento (AAAA-MM-DD) das cobranças do link"),
});

// ── webhooks (contract 6) ──────────────────────────────────────────────────────────────────────────

/** `charge.paid` → `WebhookChargePaid`: the component of that event's body. */
export const webhookSchemaName = (event: string) => `Webhook${event.split(/[._]/).map((w) => w[0].toUpperCase() + w.slice(1)).join("")}`;

/**
 * Each webhook's body, its `data` from the event catalogue (packages/messaging/src/catalog.ts,
 * WEBHOOK_DATA): what the dispatcher sends is what the document says, field for field.
 */
export const WEBHOOK_EVENT_SCHEMAS: Record<string, z.ZodType> = Object.fromEntries([...PUBLIC_EVENT_NAMES, "test" as const].map((event) => [webhookSchemaName(event), z.object({
  event: z.literal(event).describe("Nome do evento, igual ao cabeçalho `X-Service-Event`"),
  created_at: instant.describe("Quando o evento aconteceu (ISO 8601, UTC)"),
  data: event === "test" ? z.object({ message: z.string().describe("Texto fixo do evento de teste") }) : WEBHOOK_DATA[event],
})]));

/** Issue 24: the ledger's open differences (GET /admin/conciliacao), oldest first, and the last run. */
export const LedgerReconciliation = z.object({
  differences: z.array(z.object({
    id: z.string(), kind: z.string(), ref: z.string(), store_id: nullable(z.string()), environment: nullable(environment),
    expected: nullable(reais), ledger: nullable(reais), detail: z.string(), first_seen_at: instant, last_seen_at: instant,
  })),
  last_run: nullable(z.object({ started_at: instant, finished_at: instant, differences: nullable(z.number().int()), error: nullable(z.string()) })),
});

/** Every named response schema, in the document's `components.schemas`. */
export const RESPONSE_SCHEMAS = {
  RouteError, CredentialError, InternalError, User, Me, Session, EmailConfirmation, Charge, AmountOfDay, ChargeBatch, Refund, Infraction, RefundSettings, ApiKey, CreatedApiKey, CurrentApiKey, PaymentLink, WebhookEndpoint,
  CreatedWebhookEndpoint, WebhookDelivery, Customer, Product, Coupon, CouponValidation, Subscription, SubscriptionListItem, PublicAuthorization, Withdrawal,
  WithdrawalSummary, StatementEntry, StatementTotals, Member, AuditEntry, RoadmapCard, RoadmapComment, ReceivingAccount, Document, ChangeRequest, Approval, ProductionRequest,
  MerchantDetail, BillingSummary, CycleEvent, Health, Desvinculados, PublicCharge, PublicLink, LedgerReconciliation,
} as const;

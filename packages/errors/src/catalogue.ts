import { centsToReais, formatBrl as formatBrlCents, MINIMUM_CHARGE_CENTS } from "@pix/money";
import { AppError, ErrorExtra } from "./app-error";

/** Business codes of the contract (section 7), spelled exactly as the contract spells them. */
export const Codigo = {
  VALOR_MINIMO: "VALOR_MINIMO",
  SOMENTE_ADMIN: "SOMENTE_ADMIN",
  PRODUCAO_NAO_LIBERADA: "PRODUCAO_NAO_LIBERADA",
  SUBCONTA_NAO_APROVADA: "SUBCONTA_NAO_APROVADA",
  SUBCONTA_INEXISTENTE: "SUBCONTA_INEXISTENTE",
  REPASSE_MANUAL: "REPASSE_MANUAL",
  SKU_DUPLICADO: "SKU_DUPLICADO",
  MUITAS_REFERENCIAS: "MUITAS_REFERENCIAS",
  LINK_INDISPONIVEL: "LINK_INDISPONIVEL",
  IDEMPOTENCIA_CONFLITO: "IDEMPOTENCIA_CONFLITO",
  /** Beyond the contract (issue 24): refunds above what remains of the amount paid (paid − refunded − refunding). */
  ESTORNO_ACIMA_DO_PAGO: "ESTORNO_ACIMA_DO_PAGO",
  /** Beyond the contract (issue 24): a refund more than 90 days after paid_at (the BCB's devolução window). */
  PRAZO_DE_ESTORNO_ENCERRADO: "PRAZO_DE_ESTORNO_ENCERRADO",
  /** Beyond the contract (issue 24): a test charge paid by simulation has no Pix to return. */
  ESTORNO_DE_SIMULACAO: "ESTORNO_DE_SIMULACAO",
  /**
   * Beyond the contract: the Idempotency-Key's first request is still running (or died mid-way and
   * its claim is not free yet). A 409 with `retry_after` and the Retry-After header; the same key and
   * body, retried then, answers the charge or runs again. Not IDEMPOTENCIA_CONFLITO (another body).
   */
  IDEMPOTENCIA_EM_ANDAMENTO: "IDEMPOTENCIA_EM_ANDAMENTO",
  /** Beyond the contract: a per-store cap (webhook endpoints, API keys, payment links) is reached. */
  LIMITE_ATINGIDO: "LIMITE_ATINGIDO",
  /** Beyond the contract: the action needs an account whose e-mail was verified (team, production, members). */
  EMAIL_NAO_VERIFICADO: "EMAIL_NAO_VERIFICADO",
  /**
   * Beyond the contract: a `coupon_code` that names no coupon of the store (POST /pix, link checkout).
   * A 400 like the other coupon refusals; services map on this code, never on the message text.
   */
  CUPOM_NAO_ENCONTRADO: "CUPOM_NAO_ENCONTRADO",
  /** Beyond the contract (4.8): charge-now of a subscription that is paused or canceled. */
  ASSINATURA_INATIVA: "ASSINATURA_INATIVA",
  /** Beyond the contract (3.5): a canceled subscription is final; its status no longer changes. */
  ASSINATURA_CANCELADA: "ASSINATURA_CANCELADA",
  /** Beyond the contract (4.8): charge-now of a subscription whose customer has no CPF/CNPJ. */
  CLIENTE_SEM_DOCUMENTO: "CLIENTE_SEM_DOCUMENTO",
  /** Beyond the contract (4.8): charge-now while the subscription has a valid pending charge. */
  COBRANCA_PENDENTE: "COBRANCA_PENDENTE",
  /**
   * Beyond the contract: 429 when an action that sends e-mail (member invites, verification links)
   * is past its bound for the store or the recipient; `Retry-After` says when a send fits again.
   */
  LIMITE_DE_EMAILS: "LIMITE_DE_EMAILS",
  /**
   * Beyond the contract (issue 23): a write that would change the identity the team reviews (CNPJ,
   * company, responsible person, address…) while it is under review or approved. It changes only by
   * a change request (POST /production-request with `answers`) that the team approves.
   */
  DADOS_APROVADOS: "DADOS_APROVADOS",
  /**
   * Beyond the contract (issue 24): a withdrawal or refund larger than the store's available balance,
   * checked by the ledger under the balance's lock. A 409 with `disponivel` (reais) beside the message.
   */
  SALDO_INSUFICIENTE: "SALDO_INSUFICIENTE",
  /**
   * Between services only (charges → onboarding, issue 24): the withdrawal was voided by onboarding
   * (its creation gave up) and can no longer be reserved; onboarding answers the merchant itself.
   */
  SAQUE_ANULADO: "SAQUE_ANULADO",
  /**
   * Beyond the contract (issue 25): a MED block took more than the available balance; withdrawals and
   * refunds are refused until later payments cover the debt. A 409 with `debito` (reais).
   */
  DEBITO_MED: "DEBITO_MED",
  /** Beyond the contract (issue 25): a defense for an infraction already decided or past its defense deadline. */
  INFRACAO_ENCERRADA: "INFRACAO_ENCERRADA",
  /** Beyond the contract (issue 25): the infraction's defense was already sent (one defense per infraction). */
  DEFESA_JA_ENVIADA: "DEFESA_JA_ENVIADA",
} as const;
export type Codigo = (typeof Codigo)[keyof typeof Codigo];


/**
 * Every resource a 404 can name, with the ending its participle takes in Portuguese. A name missing
 * here fails the typecheck, so no message falls back to "encontrado(a)".
 */
export const RECURSOS = {
  "API key": "a",
  "Assinatura": "a",
  "Autorização": "a",
  "Autorização do aviso": "a",
  "Autorização Pix Automático": "a",
  "Card do roadmap": "o",
  "Ciclo": "o",
  "Ciclo do aviso": "o",
  "Cliente": "o",
  "Cobrança": "a",
  "Cobrança do aviso": "a",
  "Conta com este e-mail": "a",
  "Conta de recebimento": "a",
  "Cupom": "o",
  "Documento": "o",
  "Endpoint de webhook": "o",
  "Entrega de webhook": "a",
  "Estorno do aviso": "o",
  "Infração": "a",
  "Link de pagamento": "o",
  "Loja": "a",
  "Lojista": "o",
  "Membro": "o",
  "Pagamento da infração": "o",
  "Produto": "o",
  "Rota": "a",
  "Solicitação de produção": "a",
  "Usuário": "o",
} as const satisfies Record<string, "a" | "o">;
export type Recurso = keyof typeof RECURSOS;

/** The `producao` block carried by every PRODUCAO_NAO_LIBERADA answer. */
export interface ProducaoBlock {
  status: string;
  liberada: boolean;
  solicitada_em: string | null;
  revisada_em: string | null;
  motivo_recusa: string | null;
  mensagem: string;
}

/** A wait in Portuguese, rounded up to the unit a person reads: "40 segundos", "12 minutos", "3 horas". */
export function waitText(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return s === 1 ? "1 segundo" : `${s} segundos`;
  const m = Math.ceil(s / 60);
  if (m < 60) return m === 1 ? "1 minuto" : `${m} minutos`;
  const h = Math.ceil(s / 3600);
  return h === 1 ? "1 hora" : `${h} horas`;
}

export const errors = {
  validation: (message: string, extra?: ErrorExtra) => new AppError("validation", message, undefined, extra),
  unauthenticated: (message = "Credencial ausente ou inválida") => new AppError("unauthenticated", message),
  /** 404 for a resource by its name in RECURSOS, which carries its gender ("Cobrança não encontrada"). */
  notFound: (what: Recurso) => new AppError("not_found", `${what} não ${RECURSOS[what] === "a" ? "encontrada" : "encontrado"}`),
  valorMinimo: () =>
    new AppError("validation", "O valor mínimo de uma cobrança é R$ 5,00", Codigo.VALOR_MINIMO, {
      valor_minimo: centsToReais(MINIMUM_CHARGE_CENTS), // the one minimum lives in @pix/money
    }),
  somenteAdmin: () => new AppError("forbidden", "Rota exclusiva da equipe do serviço", Codigo.SOMENTE_ADMIN),
  /** 409 when the merchant asks for live (switch, key creation, issuing); 403 when a live key is used. */
  producaoNaoLiberada: (producao: ProducaoBlock, on: "request" | "credential" = "request") =>
    new AppError(
      on === "credential" ? "forbidden" : "conflict",
      "Sua conta ainda não foi liberada para produção",
      Codigo.PRODUCAO_NAO_LIBERADA,
      { producao },
    ),
  subcontaInexistente: () =>
    new AppError("conflict", "Crie sua conta de recebimento antes de emitir cobranças", Codigo.SUBCONTA_INEXISTENTE),
  subcontaNaoAprovada: () =>
    new AppError("conflict", "Sua conta de recebimento ainda não foi aprovada: acompanhe a análise em GET /receiving-account (no painel, em Conta de recebimento) e tente de novo quando o status for approved", Codigo.SUBCONTA_NAO_APROVADA),
  repasseManual: () =>
    new AppError("conflict", "Saques suspensos: o repasse é manual no modo de conta única", Codigo.REPASSE_MANUAL),
  skuDuplicado: () => new AppError("conflict", "Já existe um produto com este SKU", Codigo.SKU_DUPLICADO),
  muitasReferencias: () =>
    new AppError("conflict", "Mais de 500 referências: desative em vez de excluir", Codigo.MUITAS_REFERENCIAS),
  cupomNaoEncontrado: () =>
    new AppError("validation", "Cupom de desconto não encontrado: confira o código", Codigo.CUPOM_NAO_ENCONTRADO),
  linkIndisponivel: () => new AppError("not_found", "Este link de pagamento não está disponível", Codigo.LINK_INDISPONIVEL),
  /** `campos`: the reviewed fields the write would change; `status`: pending (under review) or approved. */
  dadosAprovados: (status: "pending" | "approved", campos: string[]) =>
    new AppError(
      "conflict",
      status === "pending"
        ? `Os dados da empresa estão em análise pela equipe e não mudam agora (${campos.join(", ")}); aguarde a decisão`
        : `Os dados da empresa foram aprovados pela equipe e não mudam sozinhos (${campos.join(", ")}); para alterá-los, envie uma solicitação de alteração: POST /production-request com os novos dados no campo answers e os três documentos`,
      Codigo.DADOS_APROVADOS,
      { campos, status },
    ),
  conflict: (message: string, codigo?: string) => new AppError("conflict", message, codigo),
  idempotenciaConflito: () =>
    new AppError("conflict", "Esta Idempotency-Key já foi usada com outra requisição: use uma chave nova para outro pedido", Codigo.IDEMPOTENCIA_CONFLITO),
  /** `retryAfterS`: seconds after which a retry with the same key is certain to be answered (see the code's comment). */
  idempotenciaEmAndamento: (retryAfterS: number) =>
    new AppError(
      "conflict",
      `Uma requisição com esta Idempotency-Key ainda está em andamento: repita com a mesma Idempotency-Key e o mesmo corpo em instantes; `
        + `depois de ${retryAfterS} s a resposta é certa (não use uma chave nova: ela emitiria outra cobrança)`,
      Codigo.IDEMPOTENCIA_EM_ANDAMENTO,
      { retry_after: retryAfterS },
      retryAfterS,
    ),
  forbidden: (message: string) => new AppError("forbidden", message),
  badGateway: (message: string) => new AppError("bad_gateway", message),
  /** 409: `restanteCents` is what can still be refunded of the charge. */
  estornoAcimaDoPago: (restanteCents: number) =>
    new AppError(
      "conflict",
      restanteCents > 0
        ? `O estorno passa do que resta da cobrança: no máximo R$ ${centsToReais(restanteCents).toFixed(2).replace(".", ",")} ainda pode ser devolvido`
        : "Esta cobrança já foi totalmente devolvida (ou tem devoluções em processamento que somam o valor pago)",
      Codigo.ESTORNO_ACIMA_DO_PAGO,
      { restante: centsToReais(restanteCents) },
    ),
  prazoDeEstornoEncerrado: (limite: Date) =>
    new AppError(
      "conflict",
      `O prazo de 90 dias para devolver este Pix terminou em ${limite.toISOString().slice(0, 10)} (regra do Banco Central); combine a devolução diretamente com o pagador`,
      Codigo.PRAZO_DE_ESTORNO_ENCERRADO,
    ),
  estornoDeSimulacao: () =>
    new AppError("conflict", "Esta cobrança de teste foi paga por simulação e não tem Pix a devolver; pague-a pelo emulador do provedor para testar estornos", Codigo.ESTORNO_DE_SIMULACAO),
  unavailable: (message: string) => new AppError("unavailable", message),
  rateLimited: (message = "Muitas requisições; tente novamente em instantes") => new AppError("rate_limited", message),
  /**
   * 429 LIMITE_DE_EMAILS: `what` says which bound was reached (e.g. "A loja já enviou 50 convites na
   * última hora"); the message adds when to retry, and `Retry-After` carries the same wait.
   */
  limiteDeEmails: (what: string, retryAfterS: number) =>
    new AppError("rate_limited", `${what}; tente novamente em ${waitText(retryAfterS)}`, Codigo.LIMITE_DE_EMAILS, undefined, retryAfterS),
  /** 409 when a per-store, per-environment cap is reached; `what` names the resource and its cap. */
  limiteAtingido: (what: string, cap: number) =>
    new AppError("conflict", `Limite de ${cap} ${what} atingido`, Codigo.LIMITE_ATINGIDO, { limite: cap }),
  assinaturaInativa: (status: string) =>
    new AppError("conflict", `A assinatura está ${status === "paused" ? "pausada" : "cancelada"}: só assinaturas ativas são cobradas`, Codigo.ASSINATURA_INATIVA, { status }),
  assinaturaCancelada: () =>
    new AppError("conflict", "Assinatura cancelada não pode mudar de status; crie uma nova assinatura", Codigo.ASSINATURA_CANCELADA),
  clienteSemDocumento: () =>
    new AppError("conflict", "A assinatura não tem CPF/CNPJ do cliente: informe customer_cpf antes de cobrar", Codigo.CLIENTE_SEM_DOCUMENTO),
  cobrancaPendente: (txid: string) =>
    new AppError("conflict", "Esta assinatura já tem uma cobrança pendente válida", Codigo.COBRANCA_PENDENTE, { txid }),
  /** 409 SALDO_INSUFICIENTE: `availableCents` is the store's available balance now (never below zero in the answer). */
  saldoInsuficiente: (availableCents: number) => {
    const disponivel = Math.max(0, availableCents);
    return new AppError(
      "conflict",
      `Saldo insuficiente: disponível ${formatBrlCents(disponivel)}; informe um valor até o disponível ou aguarde novos recebimentos`,
      Codigo.SALDO_INSUFICIENTE,
      { disponivel: centsToReais(disponivel) },
    );
  },
  /** 409 DEBITO_MED: `debtCents` is what MED blocks took beyond the available balance. */
  debitoMed: (debtCents: number) =>
    new AppError(
      "conflict",
      `Há um débito de ${formatBrlCents(debtCents)} de infrações MED (bloqueio maior que o saldo disponível); saques e estornos voltam quando novos recebimentos cobrirem o débito`,
      Codigo.DEBITO_MED,
      { debito: centsToReais(debtCents) },
    ),
  infracaoEncerrada: () =>
    new AppError("conflict", "Esta infração já foi decidida ou o prazo de defesa terminou; a defesa não pode mais ser enviada", Codigo.INFRACAO_ENCERRADA),
  defesaJaEnviada: () =>
    new AppError("conflict", "A defesa desta infração já foi enviada; acompanhe a decisão em GET /infractions/{id}", Codigo.DEFESA_JA_ENVIADA),
  saqueAnulado: () => new AppError("conflict", "Este saque foi anulado e não pode mais ser reservado", Codigo.SAQUE_ANULADO),
  /** 403 for an API key on account and credential management routes. */
  sessionRequired: () =>
    new AppError("forbidden", "Esta operação exige uma sessão (login); chaves de API não podem usá-la"),
  /** 403 when the account's e-mail was never verified; `action` says what it was trying to do. */
  emailNaoVerificado: (action: string) =>
    new AppError("forbidden", `Confirme seu e-mail antes de ${action}`, Codigo.EMAIL_NAO_VERIFICADO),
};

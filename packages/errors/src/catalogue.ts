import { centsToReais, formatBrl as formatBrlCents, MINIMUM_CHARGE_CENTS } from "@pix/money";
import { AppError } from "./app-error";
import { Codigo } from "./codigos";
import type { CodigoCampo } from "./issues";
import { fieldError, Local } from "./validate";

export { Codigo } from "./codigos";


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
  "Lote": "o",
  "Lojista": "o",
  "Membro": "o",
  "Pagamento da infração": "o",
  "Pix": "o",
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

/** Retry-After of a dependency outage: a restart or failover on this stack recovers within a few seconds (docs/operations.md, fault suite). */
export const SERVICE_RETRY_AFTER_S = 2;

/** A wait in Portuguese, rounded up to the unit a person reads: "40 segundos", "12 minutos", "3 horas". */
export function waitText(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return s === 1 ? "1 segundo" : `${s} segundos`;
  const m = Math.ceil(s / 60);
  if (m < 60) return m === 1 ? "1 minuto" : `${m} minutos`;
  const h = Math.ceil(s / 3600);
  return h === 1 ? "1 hora" : `${h} horas`;
}

/** A charge's status as the refusal reads it. */
const STATUS_TEXT: Record<string, string> = {
  pending: "pendente (ainda não foi paga)",
  expired: "expirada (não foi paga)",
  canceled: "cancelada",
  refunded: "estornada",
};

export const errors = {
  /**
   * 400 REQUISICAO_INVALIDA about one field: `campo` (its path; "" for the request as a whole at `local`),
   * the field's stable code, and a sentence that names the field and says what to do. Field and code are
   * required, so a 400 that names its field only in prose does not typecheck (issue 33).
   */
  validation: (campo: string, codigo: CodigoCampo, message: string, options: { local?: Local; extra?: Record<string, unknown> } = {}) =>
    fieldError(campo, codigo, message, options.local, options.extra),
  /** 401: the body stays the contract's string; `codigo` goes in the `Pix-Codigo` header (see ./http). */
  unauthenticated: (codigo: Codigo, message: string) => new AppError("unauthenticated", message, codigo),
  /** 404 for a resource by its name in RECURSOS, which carries its gender ("Cobrança não encontrada"). */
  /** `whatToDo`: a sentence after the colon, when the merchant can make it exist ("crie-a primeiro…"). */
  notFound: (what: Recurso, whatToDo?: string) =>
    new AppError("not_found", `${what} não ${RECURSOS[what] === "a" ? "encontrada" : "encontrado"}${whatToDo ? `: ${whatToDo}` : ""}`, Codigo.RECURSO_NAO_ENCONTRADO, { recurso: what }),
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
  conflict: (message: string, codigo: Codigo) => new AppError("conflict", message, codigo),
  cobrancaSemVencimento: () =>
    new AppError("conflict", "Esta cobrança não tem vencimento: o valor é sempre o amount; o valor do dia vale para cobranças criadas com due_date", Codigo.COBRANCA_SEM_VENCIMENTO),
  /** `ultimoDia`: the last payable date (YYYY-MM-DD). */
  dataAposValidade: (ultimoDia: string) =>
    new AppError("validation", `A cobrança pode ser paga até ${ultimoDia} (vencimento mais a validade_apos_vencimento): escolha uma data até esse dia`, Codigo.DATA_APOS_VALIDADE, { ultimo_dia: ultimoDia }),
  /** POST /charges with a due-date term (`campo`: the first one sent): those charges are POST /pix's. */
  vencimentoSomenteEmPix: (campo: string) =>
    new AppError("validation", `POST /charges registra uma cobrança sem código Pix e não aplica ${campo}: crie a cobrança com vencimento, multa, juros e desconto em POST /pix (due_date AAAA-MM-DD e os termos), que o pagador paga pelo valor do dia`,
      Codigo.VENCIMENTO_SOMENTE_EM_PIX, { erros: [{ campo, local: "corpo", codigo: "CAMPO_DESCONHECIDO", mensagem: `${campo} vale só em POST /pix` }] }),
  /** POST /pix/lotes: `count` charges, outside 1–`max`. */
  loteTamanhoInvalido: (count: number, max: number) =>
    new AppError("validation", count === 0
      ? `O lote não tem cobranças: envie de 1 a ${max} em cobrancas`
      : `O lote tem ${count} cobranças; o máximo é ${max}: divida-as em lotes de até ${max}`, Codigo.LOTE_TAMANHO_INVALIDO, { erros: [{ campo: "cobrancas", local: "corpo", codigo: count === 0 ? "TAMANHO_MINIMO" : "TAMANHO_MAXIMO", mensagem: `envie de 1 a ${max} cobranças` }] }),
  idempotenciaConflito: () =>
    new AppError("conflict", "Esta Idempotency-Key já foi usada com outra requisição: use uma chave nova para outro pedido", Codigo.IDEMPOTENCIA_CONFLITO),
  /** `retryAfterS`: seconds after which a retry with the same key is certain to be answered (see the code's comment). */
  idempotenciaEmAndamento: (retryAfterS: number) =>
    new AppError(
      "conflict",
      `Uma requisição com esta Idempotency-Key ainda está em andamento: repita com a mesma Idempotency-Key e o mesmo corpo em instantes; `
        + `depois de ${retryAfterS} s a resposta é certa (não use uma chave nova: ela faria o pedido outra vez, por exemplo outra cobrança ou outro saque)`,
      Codigo.IDEMPOTENCIA_EM_ANDAMENTO,
      { retry_after: retryAfterS },
      retryAfterS,
    ),
  forbidden: (message: string, codigo: Codigo = Codigo.ACESSO_NEGADO) => new AppError("forbidden", message, codigo),
  badGateway: (message: string, codigo: Codigo) => new AppError("bad_gateway", message, codigo),
  /** 409: `restanteCents` is what can still be refunded of the charge. */
  estornoAcimaDoPago: (restanteCents: number) =>
    new AppError(
      "conflict",
      restanteCents > 0
        ? `A devolução passa do que resta da cobrança: no máximo ${formatBrlCents(restanteCents)} ainda pode ser devolvido (o resto já foi devolvido, está em devolução ou bloqueado por uma infração MED; veja Infrações MED no painel)`
        : "Nada resta a devolver desta cobrança: o valor pago já foi devolvido, está em devolução ou está bloqueado por uma infração MED (veja Infrações MED no painel; se a infração for improcedente, o valor volta a poder ser devolvido)",
      Codigo.ESTORNO_ACIMA_DO_PAGO,
      { restante: centsToReais(restanteCents) },
    ),
  /** 409: a charge paid more than once; each devolução returns one Pix, and none has `maiorCents` or more left. */
  estornoAcimaDoPix: (maiorCents: number, restanteCents: number) =>
    new AppError(
      "conflict",
      `Esta cobrança foi paga mais de uma vez e cada devolução devolve um único Pix (regra do Banco Central): o que mais resta num Pix é ${formatBrlCents(maiorCents)} (${formatBrlCents(restanteCents)} na cobrança toda). Devolva em partes de até ${formatBrlCents(maiorCents)}`,
      Codigo.ESTORNO_ACIMA_DO_PIX,
      { restante: centsToReais(maiorCents), restante_cobranca: centsToReais(restanteCents) },
    ),
  /** 409: a devolução of one named Pix (the BCB's PUT /pix/{e2eid}/devolucao) above what is left of that Pix. */
  estornoAcimaDoPixNomeado: (restantePixCents: number, restanteCents: number) =>
    new AppError(
      "conflict",
      restantePixCents > 0
        ? `A devolução passa do que resta deste Pix: no máximo ${formatBrlCents(restantePixCents)} ainda pode ser devolvido dele (${formatBrlCents(restanteCents)} na cobrança toda; os outros Pix da cobrança se devolvem pelo e2eid de cada um)`
        : `Nada resta a devolver deste Pix: já foi devolvido, está em devolução ou bloqueado por uma infração MED (${formatBrlCents(restanteCents)} resta na cobrança toda; os outros Pix se devolvem pelo e2eid de cada um)`,
      Codigo.ESTORNO_ACIMA_DO_PIX,
      { restante: centsToReais(restantePixCents), restante_cobranca: centsToReais(restanteCents) },
    ),
  prazoDeEstornoEncerrado: (limite: Date) =>
    new AppError(
      "conflict",
      `O prazo de 90 dias para devolver este Pix terminou em ${limite.toISOString().slice(0, 10)} (regra do Banco Central); combine a devolução diretamente com o pagador`,
      Codigo.PRAZO_DE_ESTORNO_ENCERRADO,
    ),
  estornoDeSimulacao: () =>
    new AppError(
      "conflict",
      "Esta cobrança de teste foi paga por simulação sem Pix (registrada sem código Pix, ou simulada antes de o provedor de teste pagar as simulações) e não tem Pix a devolver; para testar devoluções, emita uma cobrança Pix de teste (POST /pix) e use Simular pagamento",
      Codigo.ESTORNO_DE_SIMULACAO,
    ),
  /** 503: `what` is the simulation ("o pagamento", "a infração MED"…); nothing changed, the same request may be retried. */
  motorDeTesteIndisponivel: (what: string) =>
    new AppError(
      "unavailable",
      `Não foi possível simular ${what}: o provedor de pagamentos de teste não respondeu. Nada foi alterado do nosso lado; tente de novo em alguns instantes`,
      Codigo.MOTOR_DE_TESTE_INDISPONIVEL,
      undefined,
      5,
    ),
  /**
   * 409: `what` names the action ("O pagamento simulado", "A infração MED simulada"…); `inLive` says who
   * does it in production (by default the payer and the payer's bank).
   */
  somenteEmTeste: (what: string, inLive = "quem paga e quem contesta são o pagador e o banco dele") =>
    new AppError("conflict", `${what} só vale no ambiente de teste; em produção ${inLive}`, Codigo.SOMENTE_EM_TESTE),
  medSemPix: (why: string) => new AppError("conflict", `Não há Pix a contestar nesta cobrança: ${why}`, Codigo.MED_SEM_PIX),
  unavailable: (message: string, codigo: Codigo) => new AppError("unavailable", message, codigo),
  /**
   * 503 SERVICO_INDISPONIVEL with Retry-After: `what` cannot serve now ("O serviço charges", "O banco de
   * dados"…). The request had no effect (a transaction rolled back whole, or the call never ran), so the same
   * request, with the same Idempotency-Key, may be sent again.
   */
  servicoIndisponivel: (what = "Um serviço interno") =>
    new AppError(
      "unavailable",
      `${what} está temporariamente indisponível; nada foi alterado: repita a mesma requisição (com a mesma Idempotency-Key, se usou uma) em ${waitText(SERVICE_RETRY_AFTER_S)}`,
      Codigo.SERVICO_INDISPONIVEL,
      undefined,
      SERVICE_RETRY_AFTER_S,
    ),
  /**
   * 503 SERVICO_INDISPONIVEL for a call that got no answer in time (a gRPC deadline): unlike
   * servicoIndisponivel, the call may have run to the end, so the caller is told to check before
   * repeating a request that has no Idempotency-Key (a repeat without one may do it twice).
   */
  servicoSemResposta: (what = "Um serviço interno") =>
    new AppError(
      "unavailable",
      `${what} não respondeu a tempo; a operação pode ter sido concluída: confira antes de repetir, ou repita a mesma requisição com a mesma Idempotency-Key (se usou uma) em ${waitText(SERVICE_RETRY_AFTER_S)}`,
      Codigo.SERVICO_INDISPONIVEL,
      undefined,
      SERVICE_RETRY_AFTER_S,
    ),
  rateLimited: (message = "Muitas requisições; tente novamente em instantes") => new AppError("rate_limited", message, Codigo.MUITAS_REQUISICOES),
  payloadTooLarge: (message: string) => new AppError("payload_too_large", message, Codigo.REQUISICAO_GRANDE_DEMAIS),
  unsupportedMediaType: (message: string) => new AppError("unsupported_media_type", message, Codigo.TIPO_NAO_SUPORTADO),
  /** 409 COBRANCA_NAO_PAGA: a refund or cancel of a charge that is not paid (`status` is the charge's). */
  cobrancaNaoPaga: (status: string) =>
    new AppError("conflict", `Só cobranças pagas podem ser devolvidas; esta está ${STATUS_TEXT[status] ?? status}`, Codigo.COBRANCA_NAO_PAGA, { status }),
  /**
   * 429 LIMITE_DE_EMAILS: `what` says which bound was reached (e.g. "A loja já enviou 50 convites na
   * última hora"); the message adds when to retry, and `Retry-After` carries the same wait.
   */
  limiteDeEmails: (what: string, retryAfterS: number) =>
    new AppError("rate_limited", `${what}; tente novamente em ${waitText(retryAfterS)}`, Codigo.LIMITE_DE_EMAILS, undefined, retryAfterS),
  /** 429 LIMITE_DE_STREAMS: the credential already holds `cap` open event streams on this gateway. */
  limiteDeStreams: (cap: number, retryAfterS: number) =>
    new AppError(
      "rate_limited",
      `Esta credencial já tem ${cap} streams de eventos abertos (o máximo): feche um deles (outro pix listen, por exemplo) ou tente novamente em ${waitText(retryAfterS)}`,
      Codigo.LIMITE_DE_STREAMS,
      { limite: cap },
      retryAfterS,
    ),
  /** 409 when a per-store, per-environment cap is reached; `what` names the resource and its cap. */
  limiteAtingido: (what: string, cap: number) =>
    new AppError("conflict", `Limite de ${cap} ${what} atingido`, Codigo.LIMITE_ATINGIDO, { limite: cap }),
  assinaturaInativa: (status: string) =>
    new AppError("conflict", `A assinatura está ${status === "paused" ? "pausada" : "cancelada"}: só assinaturas ativas são cobradas`, Codigo.ASSINATURA_INATIVA, { status }),
  assinaturaCancelada: () =>
    new AppError("conflict", "Assinatura cancelada não pode mudar de status; crie uma nova assinatura", Codigo.ASSINATURA_CANCELADA),
  alteracaoExigeNovaAutorizacao: (authorizationStatus: string, campos: string[]) =>
    new AppError(
      "conflict",
      `A autorização Pix Automático desta assinatura (${authorizationStatus}) vale para o valor e a periodicidade atuais; ` +
        `${campos.map((c) => (c === "amount" ? "o valor" : "a periodicidade")).join(" e ")} não ${campos.length > 1 ? "mudam" : "muda"} sem nova autorização do pagador. Cancele esta assinatura e crie outra com os novos termos: o pagador autoriza de novo no banco`,
      Codigo.ALTERACAO_EXIGE_NOVA_AUTORIZACAO,
      { campos, authorization_status: authorizationStatus },
    ),
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
      `Há um débito de ${formatBrlCents(debtCents)} de infrações MED (bloqueio maior que o saldo disponível); saques e devoluções voltam quando novos recebimentos cobrirem o débito`,
      Codigo.DEBITO_MED,
      { debito: centsToReais(debtCents) },
    ),
  infracaoEncerrada: () =>
    new AppError("conflict", "Esta infração já foi decidida ou o prazo de defesa terminou; a defesa não pode mais ser enviada", Codigo.INFRACAO_ENCERRADA),
  /** A test-mode decision (issue 32) of an infraction already closed. */
  infracaoJaDecidida: () =>
    new AppError("conflict", "Esta infração já foi encerrada; veja o resultado em GET /infractions/{id}", Codigo.INFRACAO_ENCERRADA),
  defesaJaEnviada: () =>
    new AppError("conflict", "A defesa desta infração já foi enviada; acompanhe a decisão em GET /infractions/{id}", Codigo.DEFESA_JA_ENVIADA),
  saqueAnulado: () => new AppError("conflict", "Este saque foi anulado e não pode mais ser reservado", Codigo.SAQUE_ANULADO),
  /** 403 for an API key on account and credential management routes. */
  sessionRequired: () =>
    new AppError("forbidden", "Esta operação exige uma sessão (login); chaves de API não podem usá-la", Codigo.SESSAO_OBRIGATORIA),
  /** 403 (issue 40): a restricted API key outside its scopes; `permissao` is the scope the route needs. */
  chaveSemPermissao: (permissao: string) =>
    new AppError("forbidden", `Esta chave de API não tem a permissão ${permissao}; crie uma chave que a inclua no painel (Chaves de API)`, Codigo.CHAVE_SEM_PERMISSAO, { permissao }),
  /** 403 (issue 40): the scopes asked for a new key that the creator's role does not hold. */
  permissaoAcimaDoPapel: (permissoes: string[]) =>
    new AppError("forbidden", `Seu papel nesta loja não tem ${permissoes.join(", ")}; uma chave não pode ter mais permissões que quem a cria`, Codigo.PERMISSAO_ACIMA_DO_PAPEL, { permissoes }),
  /** 403 when the account's e-mail was never verified; `action` says what it was trying to do, the rest how to confirm. */
  emailNaoVerificado: (action: string) =>
    new AppError(
      "forbidden",
      `Confirme seu e-mail antes de ${action}: abra o link que enviamos para o e-mail da conta, de preferência no navegador em que você está conectado ao painel (vale por 24 horas). Não recebeu? Peça outro em "Reenviar e-mail de confirmação" no painel ou com POST /auth/verify-email/resend`,
      Codigo.EMAIL_NAO_VERIFICADO,
    ),
};

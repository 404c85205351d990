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
  /** Beyond the contract (issue 32): a charge paid more than once, and no single Pix of it has the amount left (a devolução returns one Pix). 409 with `restante` (the most one Pix has left) and `restante_cobranca`. */
  ESTORNO_ACIMA_DO_PIX: "ESTORNO_ACIMA_DO_PIX",
  /** Beyond the contract (issue 24): a refund more than 90 days after paid_at (the BCB's devolução window). */
  PRAZO_DE_ESTORNO_ENCERRADO: "PRAZO_DE_ESTORNO_ENCERRADO",
  /** Beyond the contract (issue 24): a test charge paid by simulation without a Pix (registered by POST /charges, or simulated before issue 32) has none to return. */
  ESTORNO_DE_SIMULACAO: "ESTORNO_DE_SIMULACAO",
  /** Beyond the contract (issue 32): a test-mode simulation (payment, MED) needs the test engine, which did not answer or offers no simulation. 503. */
  MOTOR_DE_TESTE_INDISPONIVEL: "MOTOR_DE_TESTE_INDISPONIVEL",
  /** Beyond the contract (issue 32): a test-mode action (simulated payment, MED, its decision) asked in live, or on a live charge. 409. */
  SOMENTE_EM_TESTE: "SOMENTE_EM_TESTE",
  /** Beyond the contract: the simulated approval of a receiving account in single-account mode, where there is no subaccount to approve. 409. */
  CONTA_UNICA_SEM_SUBCONTA: "CONTA_UNICA_SEM_SUBCONTA",
  /** Beyond the contract (issue 32): a simulated MED on a charge that has no Pix to contest (not paid, or paid by a simulation without end-to-end id). 409. */
  MED_SEM_PIX: "MED_SEM_PIX",
  /**
   * Beyond the contract: the Idempotency-Key's first request is still running (or died mid-way and
   * its claim is not free yet). A 409 with `retry_after` and the Retry-After header; the same key and
   * body, retried then, answers the charge or runs again. Not IDEMPOTENCIA_CONFLITO (another body).
   */
  IDEMPOTENCIA_EM_ANDAMENTO: "IDEMPOTENCIA_EM_ANDAMENTO",
  /** Beyond the contract: a per-store cap (webhook endpoints, API keys, payment links) is reached. */
  LIMITE_ATINGIDO: "LIMITE_ATINGIDO",
  /** Beyond the contract: the action needs an account whose e-mail was verified (team, production, members, API keys). */
  EMAIL_NAO_VERIFICADO: "EMAIL_NAO_VERIFICADO",
  /** Beyond the contract: POST /auth/verify-email with the account's own session keeps the password; a `password` sent is refused. */
  SENHA_MANTIDA: "SENHA_MANTIDA",
  /** Beyond the contract: POST /auth/verify-email without a session of the account needs the new `password`. */
  SENHA_OBRIGATORIA: "SENHA_OBRIGATORIA",
  /**
   * Beyond the contract: a `coupon_code` that names no coupon of the store (POST /pix, link checkout).
   * A 400 like the other coupon refusals; services map on this code, never on the message text.
   */
  CUPOM_NAO_ENCONTRADO: "CUPOM_NAO_ENCONTRADO",
  /** Beyond the contract (4.8): charge-now of a subscription that is paused or canceled. */
  ASSINATURA_INATIVA: "ASSINATURA_INATIVA",
  /** Beyond the contract (3.5): a canceled subscription is final; its status no longer changes. */
  ASSINATURA_CANCELADA: "ASSINATURA_CANCELADA",
  /**
   * Beyond the contract (issue 38): a new amount or interval on a Pix Automático subscription whose
   * authorization (CRIADA or APROVADA) is for the old terms; the payer must authorize the new ones.
   */
  ALTERACAO_EXIGE_NOVA_AUTORIZACAO: "ALTERACAO_EXIGE_NOVA_AUTORIZACAO",
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
   * Beyond the contract (issue 32): 429 when a credential (API key or session) already holds the most
   * concurrent GET /events/stream connections a gateway replica allows; `Retry-After` says when to try again.
   */
  LIMITE_DE_STREAMS: "LIMITE_DE_STREAMS",
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
  /**
   * Beyond the contract (issue 40): a restricted API key called a route outside its `permissoes`.
   * A 403 with `permissao` naming the missing scope (e.g. `cobrancas:escrever`).
   */
  CHAVE_SEM_PERMISSAO: "CHAVE_SEM_PERMISSAO",
  /** Beyond the contract (issue 40): a key asked with scopes (or full rights) its creator's role does not hold. 403 with `permissoes`. */
  PERMISSAO_ACIMA_DO_PAPEL: "PERMISSAO_ACIMA_DO_PAPEL",
  /**
   * Issue 33: the codes every other error carries, so no answer of the gateway is without a `codigo`.
   * 400 REQUISICAO_INVALIDA always comes with `erros: [{campo, local, codigo, mensagem}]` (which field, and why).
   */
  REQUISICAO_INVALIDA: "REQUISICAO_INVALIDA",
  /** 401s: the contract keeps their body a string (`{error: "…"}`); the code travels in the `Pix-Codigo` header. */
  CREDENCIAL_AUSENTE: "CREDENCIAL_AUSENTE",
  CREDENCIAL_INVALIDA: "CREDENCIAL_INVALIDA",
  API_KEY_REVOGADA: "API_KEY_REVOGADA",
  SESSAO_ENCERRADA: "SESSAO_ENCERRADA",
  LOGIN_INVALIDO: "LOGIN_INVALIDO",
  AVISO_NAO_RECONHECIDO: "AVISO_NAO_RECONHECIDO",
  /** 403: the credential is known but may not do this (role, environment, internal operation). */
  ACESSO_NEGADO: "ACESSO_NEGADO",
  /** 403: account and credential management need a session; API keys cannot use it. */
  SESSAO_OBRIGATORIA: "SESSAO_OBRIGATORIA",
  /** 404 with `recurso` ("Cobrança", "Produto"…): unknown id, or another store's (the two answer alike). */
  RECURSO_NAO_ENCONTRADO: "RECURSO_NAO_ENCONTRADO",
  /** 409: a unique rule (e-mail, txid, coupon code, CPF/CNPJ, slug, linked social account) already holds the value. */
  JA_EXISTE: "JA_EXISTE",
  /** 409: a refund (or cancel) of a charge that is not paid. */
  COBRANCA_NAO_PAGA: "COBRANCA_NAO_PAGA",
  /** 409: the resource's status does not allow the action now (already decided, already confirmed, wrong mode…). */
  ESTADO_INCOMPATIVEL: "ESTADO_INCOMPATIVEL",
  /** 409: something changed the same record meanwhile; the same request may be sent again. */
  ALTERACAO_CONCORRENTE: "ALTERACAO_CONCORRENTE",
  /** 409 / 502: the payment provider refused the operation (its reason in the message). */
  PROVEDOR_RECUSOU: "PROVEDOR_RECUSOU",
  /** 502: contract 4.3 / 7, `POST /pix/refund` and `POST /pix/cancel` are not executed (use `POST /charges/{txid}/refund`). */
  NAO_IMPLEMENTADO: "NAO_IMPLEMENTADO",
  /** 413 / 431: body, form or headers larger than allowed. */
  REQUISICAO_GRANDE_DEMAIS: "REQUISICAO_GRANDE_DEMAIS",
  /** 415: Content-Type or Content-Encoding the route does not read. */
  TIPO_NAO_SUPORTADO: "TIPO_NAO_SUPORTADO",
  /** 408: the request did not arrive whole in time. */
  REQUISICAO_INCOMPLETA: "REQUISICAO_INCOMPLETA",
  /** 429 with `Retry-After`: too many requests (per IP, sign-in attempts, test events). */
  MUITAS_REQUISICOES: "MUITAS_REQUISICOES",
  /**
   * 503 with Retry-After (issue 36): a service or its database/broker cannot serve now (restart, dropped
   * connection, no free connection); nothing was done, the same request may be sent again.
   */
  SERVICO_INDISPONIVEL: "SERVICO_INDISPONIVEL",
  /** Beyond the contract (issue 37): GET /pix/{txid}/valor of a charge without a due date (its amount never changes). 409. */
  COBRANCA_SEM_VENCIMENTO: "COBRANCA_SEM_VENCIMENTO",
  /** Beyond the contract (issue 37): a payment date past the due-date charge's validity (the BCB's DPP beyond validadeAposVencimento). 400. */
  DATA_APOS_VALIDADE: "DATA_APOS_VALIDADE",
  /** Beyond the contract (issue 37): POST /pix/lotes with more than 1,000 charges (or none); split it into batches of up to 1,000. 400. */
  LOTE_TAMANHO_INVALIDO: "LOTE_TAMANHO_INVALIDO",
  /** Beyond the contract (issue 37): POST /charges with fine, interest or discount terms; a charge with them is a POST /pix (its Pix code is what the payer pays the amount of the day with). 400. */
  VENCIMENTO_SOMENTE_EM_PIX: "VENCIMENTO_SOMENTE_EM_PIX",
  /** 503: the payment provider did not answer (or offers no such operation); retry later. */
  PROVEDOR_INDISPONIVEL: "PROVEDOR_INDISPONIVEL",
  /** 503: a feature this server was not configured for (social sign-in, e-mail sending). */
  NAO_CONFIGURADO: "NAO_CONFIGURADO",
  /** 405: the operator port (health, metrics) answers only GET and HEAD. */
  METODO_NAO_PERMITIDO: "METODO_NAO_PERMITIDO",
  /** 500 `{error: {id, codigo}}`: unexpected; quote the id when asking for support. */
  ERRO_INTERNO: "ERRO_INTERNO",
} as const;
export type Codigo = (typeof Codigo)[keyof typeof Codigo];

import type { Codigo } from "@pix/errors";

/**
 * Every `codigo` of the error catalogue (`packages/errors/src/catalogue.ts`), with the HTTP status it
 * comes with and what to do, for the document's description. Typed by `Codigo`: a code added to the
 * catalogue fails typecheck here until it is described.
 */
export const CODIGO_DOCS: Record<Codigo, { status: string; when: string }> = {
  VALOR_MINIMO: { status: "400", when: "Valor abaixo de R$ 5,00 (cobrança, produto, assinatura, cupom que deixaria o total abaixo). Traz `valor_minimo`." },
  SOMENTE_ADMIN: { status: "403", when: "Rota da equipe do serviço; chaves de API e lojistas nunca." },
  PRODUCAO_NAO_LIBERADA: { status: "403 / 409", when: "403: chave live usada antes da aprovação; 409: trocar para live, criar chave live, emitir ou cobrar em live antes dela. Traz `producao` (status, motivo)." },
  SUBCONTA_NAO_APROVADA: { status: "409", when: "Cobrança live em modo subconta com a conta de recebimento ainda não aprovada." },
  SUBCONTA_INEXISTENTE: { status: "409", when: "Cobrança live em modo subconta sem conta de recebimento: crie com `POST /receiving-account`." },
  REPASSE_MANUAL: { status: "409", when: "Saque em modo de conta única: o repasse é feito pela equipe." },
  SKU_DUPLICADO: { status: "409", when: "Outro produto da loja (no mesmo ambiente) já usa o `sku`." },
  MUITAS_REFERENCIAS: { status: "409", when: "Excluir um registro com mais de 500 referências: desative-o em vez de excluir." },
  LINK_INDISPONIVEL: { status: "404 (público)", when: "O pagador abriu um link de pagamento inativo ou inexistente; mensagem neutra." },
  IDEMPOTENCIA_CONFLITO: { status: "409", when: "A `Idempotency-Key` já foi usada com outro corpo: use uma chave nova para outro pedido." },
  ESTORNO_ACIMA_DO_PAGO: { status: "409", when: "Estorno acima do que resta do valor pago (pago − estornado − em estorno)." },
  PRAZO_DE_ESTORNO_ENCERRADO: { status: "409", when: "Estorno mais de 90 dias depois de `paid_at`." },
  ESTORNO_DE_SIMULACAO: { status: "409", when: "Estorno de uma cobrança de teste paga por simulação: não houve Pix a devolver." },
  IDEMPOTENCIA_EM_ANDAMENTO: { status: "409", when: "A primeira requisição com a mesma `Idempotency-Key` ainda está em andamento: repita com a mesma chave e o mesmo corpo depois de `retry_after` segundos (também em `Retry-After`)." },
  LIMITE_ATINGIDO: { status: "409", when: "Limite por loja e ambiente atingido (100 chaves de API, 50 endpoints de webhook, 1000 links ativos). Traz `limite`." },
  EMAIL_NAO_VERIFICADO: { status: "403", when: "A ação exige e-mail confirmado (pedir produção, convidar membros, atuar como membro, vincular login social)." },
  CUPOM_NAO_ENCONTRADO: { status: "400", when: "`coupon_code` não corresponde a nenhum cupom da loja (`POST /pix`, pagamento de link)." },
  ASSINATURA_INATIVA: { status: "409", when: "Cobrar agora uma assinatura pausada ou cancelada. Traz `status`." },
  ASSINATURA_CANCELADA: { status: "409", when: "Mudar o status de uma assinatura cancelada: crie uma nova." },
  CLIENTE_SEM_DOCUMENTO: { status: "409", when: "Cobrar uma assinatura (ou criar uma de Pix Automático) cujo cliente não tem CPF/CNPJ." },
  COBRANCA_PENDENTE: { status: "409", when: "Cobrar agora enquanto a assinatura tem uma cobrança pendente e válida. Traz o `txid` dela." },
  LIMITE_DE_EMAILS: { status: "429", when: "Limite de e-mails (convites, links de verificação) para a loja ou o destinatário; veja `Retry-After`." },
  DADOS_APROVADOS: { status: "409", when: "Alteração de dados revisados pela equipe (CNPJ, empresa, responsável, endereço) enquanto o pedido está pendente ou aprovado: envie um pedido de alteração. Traz `campos`." },
  SALDO_INSUFICIENTE: { status: "409", when: "Saque ou estorno acima do saldo disponível. Traz `disponivel` (reais)." },
  SAQUE_ANULADO: { status: "— (interno)", when: "Só entre serviços: o saque foi anulado antes da reserva no livro-razão; o lojista nunca recebe este código." },
  DEBITO_MED: { status: "409", when: "Um bloqueio MED deixou débito: saques e estornos ficam recusados até pagamentos cobrirem `debito` (reais)." },
  INFRACAO_ENCERRADA: { status: "409", when: "Defesa de uma infração já decidida ou fora do prazo de defesa." },
  DEFESA_JA_ENVIADA: { status: "409", when: "A defesa desta infração já foi enviada (uma por infração)." },
};

/** The markdown table of `info.description`. */
export function codigoTable(): string {
  const rows = Object.entries(CODIGO_DOCS).map(([codigo, { status, when }]) => `| \`${codigo}\` | ${status} | ${when} |`);
  return ["| `codigo` | HTTP | quando, e o que fazer |", "|---|---|---|", ...rows].join("\n");
}

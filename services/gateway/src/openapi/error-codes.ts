import type { Codigo } from "@pix/errors";
import { STREAMS_PER_CREDENTIAL } from "../http/stream-guard";

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
  LOTE_TAMANHO_INVALIDO: { status: "400", when: "`POST /pix/lotes` com mais de 1.000 cobranças (ou nenhuma): divida-as em lotes de até 1.000." },
  COBRANCA_SEM_VENCIMENTO: { status: "409", when: "`GET /pix/{txid}/valor` (ou o relógio de teste `POST /pix/advance-due-date`) de uma cobrança sem vencimento: o valor dela é sempre `amount`." },
  VENCIMENTO_SOMENTE_EM_PIX: { status: "400", when: "`POST /charges` com `multa`, `juros`, `desconto`, `abatimento` ou `validade_apos_vencimento`: cobranças com esses termos são criadas em `POST /pix` (com `due_date` AAAA-MM-DD), cujo código Pix o pagador paga pelo valor do dia. `erros[0].campo` diz o termo." },
  DATA_APOS_VALIDADE: { status: "400", when: "`GET /pix/{txid}/valor` com `data` depois do último dia de pagamento (vencimento mais `validade_apos_vencimento`). Traz `ultimo_dia`." },
  IDEMPOTENCIA_CONFLITO: { status: "409", when: "A `Idempotency-Key` já foi usada com outro corpo: use uma chave nova para outro pedido." },
  ESTORNO_ACIMA_DO_PAGO: { status: "409", when: "Estorno acima do que resta do valor pago (pago − estornado − em estorno)." },
  ESTORNO_ACIMA_DO_PIX: { status: "409", when: "Cobrança paga mais de uma vez: cada devolução devolve um único Pix, e nenhum tem o valor pedido restante (`restante`: o maior; `restante_cobranca`: o todo)." },
  PRAZO_DE_ESTORNO_ENCERRADO: { status: "409", when: "Estorno mais de 90 dias depois de `paid_at`." },
  ESTORNO_DE_SIMULACAO: { status: "409", when: "Estorno de uma cobrança de teste paga por simulação sem Pix (registrada por `POST /charges`, ou simulada antes de o provedor de teste pagar as simulações): emita uma cobrança Pix de teste (`POST /pix`) e simule o pagamento." },
  MOTOR_DE_TESTE_INDISPONIVEL: { status: "503", when: "Simulação em teste (pagamento, infração MED, decisão) sem resposta do provedor de pagamentos de teste; nada mudou do nosso lado: repita depois de `Retry-After`." },
  SOMENTE_EM_TESTE: { status: "409 / 403", when: "Ação do modo de teste (pagamento simulado, infração MED simulada e a decisão dela, relógio de teste, simulações de Pix Automático, aprovação simulada da conta de recebimento) pedida em live ou sobre uma cobrança live; 403 para o stream e o registro de eventos (`GET /events/stream`, `GET /events`) em live." },
  CONTA_UNICA_SEM_SUBCONTA: { status: "409", when: "`POST /receiving-account/simulate-approval` no modo de conta única: os recebimentos vão para a conta principal do serviço, não há subconta a aprovar; emita cobranças direto." },
  MED_SEM_PIX: { status: "409", when: "Infração MED simulada numa cobrança sem Pix a contestar: ainda não paga, paga por simulação sem `end_to_end_id` (registrada por `POST /charges`, ou simulada antes do provedor de teste), ou `amount` acima do que resta do pagamento." },
  IDEMPOTENCIA_EM_ANDAMENTO: { status: "409", when: "A primeira requisição com a mesma `Idempotency-Key` ainda está em andamento: repita com a mesma chave e o mesmo corpo depois de `retry_after` segundos (também em `Retry-After`)." },
  LIMITE_ATINGIDO: { status: "409", when: "Limite por loja e ambiente atingido (100 chaves de API, 50 endpoints de webhook, 1000 links ativos). Traz `limite`." },
  EMAIL_NAO_VERIFICADO: { status: "403 / 401", when: "A ação exige e-mail confirmado (criar chave de API, pedir produção, convidar membros, atuar como membro, vincular login social): abra o link do e-mail de confirmação, de preferência na sessão que criou a conta, ou peça outro com `POST /auth/verify-email/resend`; 401 em `POST /auth/social` quando a conta do e-mail ainda não o confirmou." },
  SENHA_MANTIDA: { status: "400", when: "`POST /auth/verify-email` com a sessão da própria conta e um `password`: essa confirmação mantém a senha, as sessões e as chaves; não envie `password`." },
  SENHA_OBRIGATORIA: { status: "400", when: "`POST /auth/verify-email` sem uma sessão da conta e sem `password`: a confirmação feita fora da sessão define a nova senha e encerra as sessões e chaves anteriores." },
  CUPOM_NAO_ENCONTRADO: { status: "400", when: "`coupon_code` não corresponde a nenhum cupom da loja (`POST /pix`, pagamento de link)." },
  ASSINATURA_INATIVA: { status: "409", when: "Cobrar agora uma assinatura pausada ou cancelada. Traz `status`." },
  ALTERACAO_EXIGE_NOVA_AUTORIZACAO: { status: "409", when: "Mudar o valor ou a periodicidade de uma assinatura Pix Automático com autorização CRIADA ou APROVADA: cancele e crie outra (o pagador autoriza de novo)." },
  ASSINATURA_CANCELADA: { status: "409", when: "Mudar o status de uma assinatura cancelada: crie uma nova." },
  CLIENTE_SEM_DOCUMENTO: { status: "409", when: "Cobrar uma assinatura (ou criar uma de Pix Automático) cujo cliente não tem CPF/CNPJ." },
  COBRANCA_PENDENTE: { status: "409", when: "Cobrar agora enquanto a assinatura tem uma cobrança pendente e válida. Traz o `txid` dela." },
  LIMITE_DE_EMAILS: { status: "429", when: "Limite de e-mails (convites, links de verificação) para a loja ou o destinatário; veja `Retry-After`." },
  LIMITE_DE_STREAMS: { status: "429", when: `A chave (ou sessão) já tem ${STREAMS_PER_CREDENTIAL} streams de eventos (\`GET /events/stream\`, \`pix listen\`) abertos neste gateway: feche um ou tente depois de \`Retry-After\`. Traz \`limite\`.` },
  DADOS_APROVADOS: { status: "409", when: "Alteração de dados revisados pela equipe (CNPJ, empresa, responsável, endereço) enquanto o pedido está pendente ou aprovado: envie um pedido de alteração. Traz `campos`." },
  SALDO_INSUFICIENTE: { status: "409", when: "Saque ou estorno acima do saldo disponível. Traz `disponivel` (reais)." },
  SAQUE_ANULADO: { status: "— (interno)", when: "Só entre serviços: o saque foi anulado antes da reserva no livro-razão; o lojista nunca recebe este código." },
  DEBITO_MED: { status: "409", when: "Um bloqueio MED deixou débito: saques e estornos ficam recusados até pagamentos cobrirem `debito` (reais)." },
  INFRACAO_ENCERRADA: { status: "409", when: "Defesa de uma infração já decidida ou fora do prazo de defesa; ou decisão simulada (teste) de uma infração já encerrada." },
  DEFESA_JA_ENVIADA: { status: "409", when: "A defesa desta infração já foi enviada (uma por infração)." },
  CHAVE_SEM_PERMISSAO: { status: "403", when: "Chave de API restrita fora do seu escopo. Traz `permissao` (ex.: `cobrancas:escrever`): crie uma chave que a inclua." },
  PERMISSAO_ACIMA_DO_PAPEL: { status: "403", when: "Criar uma chave com escopos (ou todos os direitos) que o seu papel na loja não tem. Traz `permissoes`." },
  REQUISICAO_INVALIDA: { status: "400", when: "Um ou mais campos inválidos: `erros` lista cada um (`campo`, `local`, `codigo` do campo, `mensagem`); mostre cada `mensagem` ao lado do seu campo." },
  CREDENCIAL_AUSENTE: { status: "401", when: "Sem `Authorization: Bearer …`. O corpo é `{error: string}` (contrato); o código vem no cabeçalho `Pix-Codigo`." },
  CREDENCIAL_INVALIDA: { status: "401", when: "Token de sessão inválido ou expirado, ou API key desconhecida: entre de novo (`POST /auth/refresh`) ou confira a chave. Código no cabeçalho `Pix-Codigo`." },
  API_KEY_REVOGADA: { status: "401", when: "A API key foi revogada; a mensagem diz quando e por quê. Crie uma nova no painel. Código no cabeçalho `Pix-Codigo`." },
  SESSAO_ENCERRADA: { status: "401", when: "A sessão (ou o refresh token) foi encerrada ou expirou: entre de novo. Código no cabeçalho `Pix-Codigo`." },
  LOGIN_INVALIDO: { status: "401", when: "`POST /auth/login` com e-mail ou senha errados. Código no cabeçalho `Pix-Codigo`." },
  AVISO_NAO_RECONHECIDO: { status: "401", when: "Aviso do provedor de pagamentos (`POST /notices/…`) sem o token de origem correto." },
  ACESSO_NEGADO: { status: "403", when: "A credencial é válida, mas o papel na loja (ou a origem) não permite esta operação." },
  SESSAO_OBRIGATORIA: { status: "403", when: "Rota de conta e credenciais (chaves, membros, senha): use uma sessão (login); chaves de API não podem." },
  RECURSO_NAO_ENCONTRADO: { status: "404", when: "Id ou txid desconhecido, ou de outra loja ou ambiente (as duas respostas são iguais). Traz `recurso` (\"Cobrança\", \"Produto\"…)." },
  JA_EXISTE: { status: "409", when: "O valor já está em uso onde deve ser único: e-mail de conta, `txid`, código de cupom, CPF/CNPJ de cliente, slug de link, conta Google vinculada." },
  COBRANCA_NAO_PAGA: { status: "409", when: "Devolução de uma cobrança que não está paga (pendente, expirada, cancelada). Traz `status`." },
  ESTADO_INCOMPATIVEL: { status: "409", when: "O estado do recurso não permite a ação agora (pedido já decidido ou em análise, e-mail já confirmado, saque já liquidado, assinatura sem Pix Automático…); a mensagem diz qual." },
  ALTERACAO_CONCORRENTE: { status: "409", when: "O mesmo registro mudou durante a operação: repita a requisição." },
  PROVEDOR_RECUSOU: { status: "409 / 502", when: "O provedor de pagamentos recusou a operação (cobrança, conta de recebimento, Pix Automático); a mensagem traz o motivo." },
  NAO_IMPLEMENTADO: { status: "502", when: "`POST /pix/refund` e `POST /pix/cancel` (contrato 4.3): não executados. Para devolver use `POST /charges/{txid}/refund`." },
  REQUISICAO_GRANDE_DEMAIS: { status: "413 / 431", when: "Corpo, formulário, arquivo ou cabeçalhos maiores que o permitido." },
  TIPO_NAO_SUPORTADO: { status: "415", when: "`Content-Type` ou `Content-Encoding` que a rota não lê (JSON em UTF-8, ou multipart/form-data nas rotas de envio)." },
  REQUISICAO_INCOMPLETA: { status: "408", when: "A requisição não chegou completa a tempo." },
  MUITAS_REQUISICOES: { status: "429", when: "Limite de requisições (por IP no checkout, tentativas de login, eventos de teste); repita depois de `Retry-After`." },
  SERVICO_INDISPONIVEL: { status: "503", when: "Um serviço interno, o banco de dados ou o broker não pode atender agora (reinício, conexão perdida, sem conexão livre); nada foi feito: repita a mesma requisição (com a mesma `Idempotency-Key`) depois de `Retry-After`." },
  PROVEDOR_INDISPONIVEL: { status: "503", when: "O provedor de pagamentos não respondeu (ou não oferece a operação); repita em instantes." },
  NAO_CONFIGURADO: { status: "503", when: "Recurso não configurado neste servidor (login social, envio de e-mails)." },
  METODO_NAO_PERMITIDO: { status: "405 (porta de operação)", when: "Só na porta de operação (health, métricas): apenas GET e HEAD." },
  ERRO_INTERNO: { status: "500", when: "Erro inesperado: `{error: {id, codigo}}`; informe o `id` ao suporte." },
};

/** The codes documented with `status` (e.g. "401": what the `Pix-Codigo` header of a 401 may carry). */
export function codigosOfStatus(status: string): Codigo[] {
  return (Object.keys(CODIGO_DOCS) as Codigo[]).filter((codigo) => CODIGO_DOCS[codigo].status.split(" / ").includes(status));
}

/** The markdown table of `info.description`. */
export function codigoTable(): string {
  const rows = Object.entries(CODIGO_DOCS).map(([codigo, { status, when }]) => `| \`${codigo}\` | ${status} | ${when} |`);
  return ["| `codigo` | HTTP | quando, e o que fazer |", "|---|---|---|", ...rows].join("\n");
}

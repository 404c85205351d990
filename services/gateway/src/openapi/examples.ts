import type { PublicEventName, WebhookData } from "@pix/messaging";
import { qrPngDataUrl } from "@pix/qr";
import type { Example } from "./operations";

/**
 * Examples of the main flows: issue a charge, read its status, register a webhook endpoint, pay a
 * link at the checkout. The linter checks each against its schema (no-invalid-media-type-examples);
 * openapi.spec.ts decodes the BR Codes (CRC included) with charges' decoder.
 */

/** A txid as the service generates it: 25 alphanumerics (contract 2.2; fits BR Code field 62-05). */
export const EXAMPLE_TXID = "k7Qm2VxR9pLc4TzN8bWd3HsYf";
const TXID = EXAMPLE_TXID;
const CHECKOUT = "http://127.0.0.1:8081";
/**
 * Dynamic BR Codes (copia e cola) of R$ 49,90 and R$ 25,00, made by charges' encodeBrCode: the
 * location in field 26, `***` in 62-05 (the txid travels behind the location), a valid CRC16 in 63.
 */
export const EXAMPLE_PIX_CODES = {
  charge: "00020101021226760014br.gov.bcb.pix2554pix.example.com/qr/v2/6f1c2b9e3a414f7e9b2d1c0a8e5d7f30520400005303986540549.905802BR5911PIX GATEWAY6009SAO PAULO62070503***6304BCFD",
  link: "00020101021226760014br.gov.bcb.pix2554pix.example.com/qr/v2/9d2e4f6a8b0c4d1e9f3a5b7c9d1e3f50520400005303986540525.005802BR5911PIX GATEWAY6009SAO PAULO62070503***6304900F",
};
const PIX_CODE = EXAMPLE_PIX_CODES.charge;
/** The QR PNGs of those codes, rendered as charges renders them (`packages/qr`). */
const QR = qrPngDataUrl(PIX_CODE);
const LINK_QR = qrPngDataUrl(EXAMPLE_PIX_CODES.link);

const charge = {
  id: "6f1c2b9e-3a41-4f7e-9b2d-1c0a8e5d7f30",
  user_id: "0b8a7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
  customer_id: null,
  txid: TXID,
  description: "Pedido #1042",
  amount: 49.9,
  customer_name: "Maria Souza",
  customer_email: "maria@example.com",
  customer_cpf: "52998224725",
  customer_phone: null,
  product_id: null,
  success_url: "https://loja.example.com/obrigado",
  cancel_url: null,
  expires_at: "2026-11-23T22:00:00.000Z",
  due_date: null,
  pix_code: PIX_CODE,
  qr_code_url: QR,
  status: "pending",
  end_to_end_id: null,
  paid_at: null,
  created_at: "2026-11-22T22:00:00.000Z",
  store_name: null,
  store_document: null,
  fee_amount: null,
  subscription_id: null,
  coupon_id: null,
  environment: "test",
  checkout_url: `${CHECKOUT}/checkout/${TXID}`,
  extra_payments: [],
  refunded_amount: 0,
};

export const pixRequest: Record<string, Example> = {
  manual: {
    summary: "Modo manual: valor e pagador",
    value: {
      amount: 49.9, description: "Pedido #1042", customer_name: "Maria Souza", customer_email: "maria@example.com",
      customer_cpf: "529.982.247-25", success_url: "https://loja.example.com/obrigado",
    },
  },
  product: {
    summary: "Modo produto: o valor vem do produto (e do cupom)",
    value: { product_id: "3d6f0a2b-8c1e-4b5a-9f7d-2e4c6a8b0d1f", coupon_code: "BEMVINDO10", customer_id: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d" },
  },
};

export const chargeCreated: Record<string, Example> = {
  pending: { summary: "Cobrança emitida, aguardando pagamento", value: { data: charge } },
};

export const chargePaid: Record<string, Example> = {
  paid: {
    summary: "Cobrança live paga pelo banco do pagador: `end_to_end_id` é o id do Pix no SPI (o QR some depois do pagamento)",
    value: {
      data: {
        ...charge, environment: "live", status: "paid", qr_code_url: null, end_to_end_id: "E18236120202611222201s0123456789",
        paid_at: "2026-11-22T22:03:10.000Z", store_name: "Loja Exemplo", store_document: "11222333000181", fee_amount: 0.99,
      },
    },
  },
  simulated: {
    summary: "Cobrança de teste paga por `POST /pix/simulate-payment`: o provedor de teste pagou como um pagador, então há `end_to_end_id` (estornável, contestável por MED)",
    value: {
      data: {
        ...charge, status: "paid", qr_code_url: null, end_to_end_id: "E18236120202611222203s0987654321",
        paid_at: "2026-11-22T22:03:10.000Z", store_name: "Loja Exemplo", store_document: "11222333000181",
      },
    },
  },
};

/** POST /receiving-account/simulate-approval: the test subaccount as the test engine now reports it. */
export const receivingAccountApproved: Record<string, Example> = {
  approved: {
    summary: "Conta de recebimento de teste aprovada por simulação: `POST /pix` já emite pela subconta",
    value: {
      data: {
        existe: true, account_id: "acc_3f9d2c7b1e4a", wallet_id: "wal_8c1e5a2d9f7b", status: "approved", environment: "test", webhook_registered: true,
        pix_key: "3f9d2c7b-1e4a-4c8e-9b2d-5a7f1c0e8d64", pix_key_status: "ACTIVE", fee_percent: 1.99, fee_fixed: 0,
        aprovacao: {
          aprovada: true, conferida: true, geral: "APPROVED", dados_comerciais: "APPROVED", conta_bancaria: "APPROVED", documentos: "APPROVED",
          conferida_em: "2026-11-28T15:04:05.000Z", link_documentos: null, link_documentos_qr: null, motivos_recusa: null,
        },
        conta_unica: false, configuracao_pendente: false, provedor_configurado: true, modo: "subconta", mensagem: "Sua conta de recebimento está aprovada.",
      },
    },
  },
};

export const webhookEndpointRequest: Record<string, Example> = {
  charges: {
    summary: "Receber cobranças criadas e pagas",
    value: { url: "https://loja.example.com/webhooks/pix", events: ["charge.created", "charge.paid"], name: "ERP" },
  },
};

export const webhookSecretRotated: Record<string, Example> = {
  rotated: {
    summary: "O novo `secret` aparece só aqui; o anterior já não assina nada",
    value: {
      data: {
        id: "c7d8e9f0-1a2b-4c3d-8e4f-5a6b7c8d9e0f", url: "https://loja.example.com/webhooks/pix", name: "ERP",
        events: ["charge.created", "charge.paid"], active: true, version: "v1", retry_policy: "none",
        created_at: "2026-11-22T22:00:00.000Z", updated_at: "2026-11-23T09:30:00.000Z", secret: "whsec_fedcba9876543210fedcba9876543210",
      },
    },
  },
};

export const webhookEndpointCreated: Record<string, Example> = {
  created: {
    summary: "O `secret` aparece só aqui: guarde-o para conferir `X-Service-Signature`",
    value: {
      data: {
        id: "c7d8e9f0-1a2b-4c3d-8e4f-5a6b7c8d9e0f", url: "https://loja.example.com/webhooks/pix", name: "ERP",
        events: ["charge.created", "charge.paid"], active: true, version: "v1", retry_policy: "none",
        created_at: "2026-11-22T22:00:00.000Z", updated_at: "2026-11-22T22:00:00.000Z", secret: "whsec_0123456789abcdef0123456789abcdef",
      },
    },
  },
};

export const paymentLinkRequest: Record<string, Example> = {
  amount: { summary: "Link de valor fixo", value: { amount: "25.00", description: "Doação", slug: "doacao" } },
  vencimento: {
    summary: "Link com vencimento (multa, juros e desconto)",
    value: {
      amount: 100, description: "Mensalidade de dezembro", due_date: "2030-12-10",
      multa: { modalidade: 2, valor_perc: 2 }, juros: { modalidade: 3, valor_perc: 1 },
      desconto: { modalidade: 1, descontos_data_fixa: [{ data: "2030-12-05", valor_perc: 5 }] },
    },
  },
};

export const paymentLinkCreated: Record<string, Example> = {
  created: {
    summary: "Link criado",
    value: {
      data: {
        id: "5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e", user_id: "0b8a7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d", product_id: null, slug: "doacao",
        description: "Doação", amount: 25, method: "pix", active: true, created_at: "2026-11-22T22:00:00.000Z",
        updated_at: "2026-11-22T22:00:00.000Z", checkout_url: `${CHECKOUT}/checkout/link/doacao`,
      },
    },
  },
};

export const publicLink: Record<string, Example> = {
  link: {
    summary: "O link visto pelo pagador",
    value: {
      data: {
        slug: "doacao", description: "Doação", amount: 25, product: null, method: "pix", store_name: "Loja Exemplo",
        environment: "test", checkout_url: `${CHECKOUT}/checkout/link/doacao`,
      },
    },
  },
};

export const checkoutPayRequest: Record<string, Example> = {
  payer: {
    summary: "Dados do pagador",
    value: { customer_name: "João Lima", customer_email: "joao@example.com", customer_cpf: "529.982.247-25" },
  },
};

export const publicChargeCreated: Record<string, Example> = {
  created: {
    summary: "A cobrança do link, pronta para pagar",
    value: {
      data: {
        txid: TXID, amount: 25, description: "Doação", store_name: "Loja Exemplo", status: "pending", pix_code: EXAMPLE_PIX_CODES.link,
        qr_code_url: LINK_QR, expires_at: "2026-11-23T22:00:00.000Z", paid_at: null, environment: "test",
        success_url: null, cancel_url: null, checkout_url: `${CHECKOUT}/checkout/${TXID}`,
      },
    },
  },
};

/** An example webhook of event N: its `data` typed by the event catalogue, so a renamed field fails here. */
type WebhookExample<N extends PublicEventName> = { summary: string; data: WebhookData<N> };

/** One delivery per event of contract 6 (webhooks section of the document). */
export const webhookEvents: { [N in PublicEventName]: WebhookExample<N> } & { test: { summary: string; data: { message: string } } } = {
  "charge.created": {
    summary: "Cobrança criada (`POST /pix`, checkout de link, assinatura, `POST /charges`)",
    data: {
      txid: TXID, amount: 49.9, description: "Pedido #1042", status: "pending", environment: "test", customer_name: "Maria Souza",
      customer_email: "maria@example.com", customer_phone: null, subscription_id: null, pix_code: PIX_CODE,
      qr_code_url: QR, checkout_url: `${CHECKOUT}/checkout/${TXID}`,
      expires_at: "2026-11-23T22:00:00.000Z", created_at: "2026-11-22T22:00:00.000Z",
    },
  },
  "charge.paid": {
    summary: "Pagamento confirmado (motor de pagamento ou simulação em teste)",
    data: {
      txid: TXID, amount: 49.9, description: "Pedido #1042", customer_name: "Maria Souza", customer_email: "maria@example.com",
      paid_at: "2026-11-22T22:03:10.000Z", end_to_end_id: "E18236120202611222201s0123456789", subscription_id: null, method: "pix",
      // A due-date charge's payment (issue 37) also carries its parts: here 1 day early with a R$ 0,50 discount.
      componentes_valor: { original: 49.9, multa: 0, juros: 0, abatimento: 0, desconto: 0.5 },
    },
  },
  "charge.expired": {
    summary: "Além do contrato: uma cobrança pendente passou de `expires_at` sem pagamento (`qr_code_url` passa a null; um pagamento atrasado ainda chega como `charge.paid` com `late: true`)",
    data: {
      txid: TXID, amount: 49.9, description: "Pedido #1042", status: "expired", environment: "test", customer_name: "Maria Souza",
      customer_email: "maria@example.com", subscription_id: null, method: "pix", expires_at: "2026-11-23T22:00:00.000Z", qr_code_url: null, expired_at: "2026-11-23T22:00:04.000Z",
    },
  },
  "charge.overdue": {
    summary: "Além do contrato (issue 37): uma cobrança com vencimento segue pendente no primeiro dia após o vencimento (ajustado ao dia útil); "
      + "ainda pode ser paga, com multa e juros, até `last_payable_date`",
    data: {
      txid: TXID, amount: 49.9, description: "Mensalidade de novembro", status: "pending", environment: "test", customer_name: "Maria Souza",
      customer_email: "maria@example.com", due_date: "2026-11-21", adjusted_due_date: "2026-11-23", last_payable_date: "2026-12-23",
      overdue_at: "2026-11-24T03:00:02.000Z",
    },
  },
  "charge.extra_payment": {
    summary: "Além do contrato: outro pagamento chegou pelo código de uma cobrança já paga",
    data: { txid: TXID, end_to_end_id: "E18236120202611222201s0123456791", amount: 49.9, paid_at: "2026-11-22T22:07:00.000Z" },
  },
  "subscription.charged": {
    summary: "A cobrança diária criou a cobrança de uma assinatura (ainda pendente)",
    data: {
      subscription_id: "2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f", txid: TXID, amount: 49.9, description: "Plano mensal",
      customer_name: "Maria Souza", customer_email: "maria@example.com", expires_at: "2026-11-23T22:00:00.000Z", method: "pix",
    },
  },
  "subscription.authorization_updated": {
    summary: "Além do contrato (Pix Automático): a autorização de uma assinatura mudou (aprovada, recusada, expirada, cancelada)",
    data: {
      subscription_id: "2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f", method: "pix_automatico",
      authorization: { id: "RR1823612020261122abcdef012", journey: "J3", status: "APROVADA", previous_status: "CRIADA", cancelled_by: null },
      billing: "pix_automatico",
    },
  },
  "subscription.cycle_updated": {
    summary: "Além do contrato (Pix Automático): o débito de um ciclo falhou (código AM02); segue uma nova tentativa",
    data: {
      subscription_id: "2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f", method: "pix_automatico", authorization_id: "RR1823612020261122abcdef012", update: "failed",
      period_at: "2026-12-10T13:00:00.000Z", debit_at: "2026-12-10T13:00:00.000Z",
      cycle: { id: "CR1823612020261122abcdef012", txid: "ASS7d2f1c0b9a8e4d3c2b1a0f9e8d7c6b5a", status: "ATIVA", retries: 0 },
      rejection_code: "AM02", final: false, retry_at: null, at: "2026-12-10T13:05:00.000Z",
    },
  },
  "subscription.ended": {
    summary: "Além do contrato: o prazo fixo (end_date) de uma assinatura acabou e ela terminou (canceled)",
    data: {
      subscription_id: "2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f", method: "pix_automatico", status: "canceled", reason: "end_date",
      end_date: "2027-06-30", last_period_at: "2027-06-10T13:00:00.000Z",
      authorization: { id: "RR1823612020261122abcdef012", status: "APROVADA" }, ended_at: "2027-07-01T12:00:00.000Z",
    },
  },
  "withdrawal.completed": {
    summary: "Saque concluído",
    data: { withdrawal_id: "7e8f9a0b-1c2d-4e3f-8a4b-5c6d7e8f9a0b", amount: 100, pix_key: "maria@example.com", end_to_end_id: "E18236120202611222201s0123456790", paid_at: "2026-11-22T22:05:00.000Z" },
  },
  "withdrawal.rejected": {
    summary: "Saque recusado depois de 3 tentativas",
    data: { withdrawal_id: "7e8f9a0b-1c2d-4e3f-8a4b-5c6d7e8f9a0b", amount: 100, pix_key: "maria@example.com", reason: "Chave Pix não encontrada" },
  },
  "refund.completed": {
    summary: "Além do contrato (estornos habilitados): a devolução foi concluída (`DEVOLVIDO`)",
    data: {
      id: "5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d", txid: TXID, amount: 20, status: "DEVOLVIDO", motivo: "Produto devolvido",
      end_to_end_id: "D18236120202611222210s0123456792", created_at: "2026-11-22T22:10:00.000Z", completed_at: "2026-11-22T22:10:02.000Z", natureza: "ORIGINAL", charge_status: "paid",
      external_id: null, pix: { end_to_end_id: "E18236120202611222201s0123456789", amount: 49.9, paid_at: "2026-11-22T22:01:00.000Z" },
    },
  },
  "refund.failed": {
    summary: "Além do contrato (estornos habilitados): a devolução não foi realizada (`NAO_REALIZADO`); o valor volta ao saldo disponível",
    data: {
      id: "5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d", txid: TXID, amount: 20, status: "NAO_REALIZADO", motivo: "Produto devolvido",
      end_to_end_id: "D18236120202611222210s0123456792", created_at: "2026-11-22T22:10:00.000Z", completed_at: "2026-11-22T22:10:02.000Z",
      natureza: "ORIGINAL", motivo_falha: "Conta do pagador encerrada", charge_status: "paid",
      external_id: "DEV1", pix: { end_to_end_id: "E18236120202611222201s0123456789", amount: 49.9, paid_at: "2026-11-22T22:01:00.000Z" },
    },
  },
  "infraction.opened": {
    summary: "Além do contrato (MED 2.0): o banco do pagador contestou um Pix; o valor foi bloqueado até a decisão (`debt`: o que o saldo não cobria)",
    data: {
      id: "6b7c8d9e-0f1a-4b2c-8d3e-4f5a6b7c8d9e", txid: TXID, end_to_end_id: "E18236120202611222201s0123456789", amount: 49.9, status: "open", reason: "fraude",
      defense_due_at: "2026-11-29T22:15:00.000Z", created_at: "2026-11-22T22:15:00.000Z", closed_at: null, outcome: null, debt: 0, blocked: 49.9, refund_id: null,
    },
  },
  "infraction.closed": {
    summary: "Além do contrato (MED 2.0): a infração terminou: `upheld` (devolvido ao pagador, estorno MED `refund_id`), `rejected` ou `expired` (bloqueio liberado)",
    data: {
      id: "6b7c8d9e-0f1a-4b2c-8d3e-4f5a6b7c8d9e", txid: TXID, end_to_end_id: "E18236120202611222201s0123456789", amount: 49.9, status: "closed", reason: "fraude",
      defense_due_at: "2026-11-29T22:15:00.000Z", created_at: "2026-11-22T22:15:00.000Z", closed_at: "2026-11-25T13:00:00.000Z", outcome: "upheld", debt: 0, blocked: 49.9,
      refund_id: "5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d",
    },
  },
  test: { summary: "`POST /webhook-endpoints/{id}/test`", data: { message: "Evento de teste" } },
};

/** Other shapes of an event, beside its main example. */
export const webhookExtraExamples: { [N in PublicEventName]?: Record<string, WebhookExample<N>> } = {
  "charge.paid": {
    simulated: {
      summary: "Pagamento simulado em teste: `simulado: true`, pago pelo provedor de teste como um pagador, com `end_to_end_id`",
      data: {
        txid: TXID, amount: 49.9, description: "Pedido #1042", customer_name: "Maria Souza", customer_email: "maria@example.com",
        paid_at: "2026-11-22T22:03:10.000Z", end_to_end_id: "E18236120202611222203s0987654321", subscription_id: null, method: "pix", simulado: true,
      },
    },
  },
};

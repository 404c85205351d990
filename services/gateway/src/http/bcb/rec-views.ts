/**
 * Our Pix Automático authorizations (a pix_automatico subscription's `authorization`, issues 14 and 38)
 * as the BCB's API Pix shows a `rec`: pure mappings, no I/O. Money stays integer centavos until here.
 */
import type { Message } from "@pix/grpc";
import { centsOf, reaisOf } from "./views";
import type { Violacao } from "./problem";
import type { RecBody, RecPatchBody } from "./rec-schemas";

type Subscription = Message<"pix.subscriptions.v1.Subscription">;
type User = Message<"pix.identity.v1.User">;

const PERIODICIDADE_OF: Record<string, "SEMANAL" | "MENSAL" | "TRIMESTRAL" | "SEMESTRAL" | "ANUAL"> = {
  weekly: "SEMANAL", monthly: "MENSAL", quarterly: "TRIMESTRAL", semiannual: "SEMESTRAL", yearly: "ANUAL",
};
const INTERVAL_OF = Object.fromEntries(Object.entries(PERIODICIDADE_OF).map(([k, v]) => [v, k])) as Record<string, string>;
const JORNADA_OF: Record<string, "JORNADA_2" | "JORNADA_3" | "JORNADA_4"> = { J2: "JORNADA_2", J3: "JORNADA_3", J4: "JORNADA_4" };

/** A Brasília calendar date (YYYY-MM-DD) of an instant: the spec's dates are the payer's days. */
export function brasiliaDateOf(at: Date): string {
  return at.toLocaleDateString("en-CA", { timeZone: "America/Sao_Paulo" });
}

/** The store as the rec's `recebedor` (PessoaJuridicaRecorrencia): its CNPJ and company name; undefined without a CNPJ. */
export function recRecebedorOf(u: Pick<User, "name" | "company" | "cnpj">) {
  return u.cnpj ? { cnpj: u.cnpj, nome: (u.company || u.name).slice(0, 140) } : undefined;
}

function devedorOf(s: Subscription) {
  const doc = s.customer_cpf ?? "";
  const nome = s.customer_name.slice(0, 140);
  return doc.length === 11 ? { cpf: doc, nome } : { cnpj: doc, nome };
}

/**
 * The authorization's status history. We keep no history of its own: CRIADA at the subscription's
 * creation and, once answered, the current status at the subscription's last update (docs/api-pix-bcb.md).
 */
function atualizacaoOf(s: Subscription, status: string) {
  return [{ status: "CRIADA", data: s.created_at }, ...(status !== "CRIADA" ? [{ status, data: s.updated_at }] : [])];
}

/**
 * Who ended a CANCELADA authorization, as far as the subscription tells: cancelled with the subscription
 * (the merchant's PUT or PATCH, or the fixed term's end: the receiver's side, SLCR), else by the payer
 * in the bank (SLDB). A rejection's catalogue code (AP13/AP14) is not kept: no `encerramento` then.
 */
function encerramentoOf(s: Subscription, status: string) {
  if (status !== "CANCELADA") return undefined;
  if (s.status === "canceled") {
    return s.ended_reason === "end_date"
      ? { cancelamento: { solicitante: "PSP_RECEBEDOR", codigo: "SLCR", descricao: "A vigência (calendario.dataFinal) terminou e a assinatura se encerrou" } }
      : { cancelamento: { solicitante: "USUARIO_RECEBEDOR", codigo: "SLCR", descricao: "Cancelamento solicitado pelo usuário recebedor" } };
  }
  return { cancelamento: { solicitante: "USUARIO_PAGADOR", codigo: "SLDB", descricao: "Cancelamento solicitado pelo usuário pagador" } };
}

/**
 * A pix_automatico subscription as the spec's RecCompleta (GET /rec/{idRec}; `withQr`: dadosQR, the QR
 * the payer scans while the authorization is CRIADA) and RecCompletaPesquisada (GET /rec). `dataInicial`
 * is the next due date (the first debit until the first period is billed); `loc` is never answered: the
 * location is made with the authorization and goes in its BR Code (field 80), with no id of its own.
 */
export function recOf(s: Subscription, recebedor: ReturnType<typeof recRecebedorOf>, { withQr = false } = {}) {
  const a = s.authorization!;
  const status = a.status;
  const jornada = JORNADA_OF[a.journey] ?? "JORNADA_2";
  const encerramento = encerramentoOf(s, status);
  return {
    idRec: a.id,
    vinculo: { ...(s.description && { objeto: s.description.slice(0, 35) }), devedor: devedorOf(s), contrato: a.contract },
    calendario: {
      dataInicial: brasiliaDateOf(new Date(s.next_billing_at ?? s.created_at)),
      ...(a.end_date && { dataFinal: a.end_date }),
      periodicidade: PERIODICIDADE_OF[s.interval] ?? "MENSAL",
    },
    valor: { valorRec: reaisOf(s.amount_cents) },
    politicaRetentativa: a.retry_policy as "NAO_PERMITE" | "PERMITE_3R_7D",
    ...(recebedor && { recebedor }),
    status,
    atualizacao: atualizacaoOf(s, status),
    ...(encerramento && { encerramento }),
    ativacao: { tipoJornada: jornada },
    ...(withQr && status === "CRIADA" && a.pix_code && { dadosQR: { jornada, pixCopiaECola: a.pix_code } }),
  };
}
export type RecView = ReturnType<typeof recOf>;

/** RecGerada (POST, PATCH): the rec without the QR a reading shows. */
export function recGeradaOf(view: RecView) {
  const { dadosQR: _qr, ...rest } = view as RecView & { dadosQR?: unknown };
  return rest;
}

/**
 * CreateSubscription's request for a rec body: a J2 authorization (the QR only authorizes) of a fixed
 * amount; `now` decides the first due instant (dataInicial today: now; later: that day's start in Brasília).
 * What the body holds that we do not serve is refused by name (recRefusalsOf) before this is called.
 */
export function subscriptionRequestOf(b: RecBody, now: Date) {
  const d = b.vinculo.devedor;
  const startOfDay = new Date(`${b.calendario.dataInicial}T00:00:00-03:00`);
  return {
    method: "pix_automatico",
    journey: "J2",
    customer_name: d.nome,
    customer_cpf: "cpf" in d ? d.cpf : d.cnpj,
    ...(b.vinculo.objeto && { description: b.vinculo.objeto }),
    contract: b.vinculo.contrato,
    amount_cents: centsOf(b.valor!.valorRec!)!,
    interval: INTERVAL_OF[b.calendario.periodicidade],
    next_billing_at: (startOfDay > now ? startOfDay : now).toISOString(),
    ...(b.calendario.dataFinal && { end_date: b.calendario.dataFinal }),
    retry_policy: b.politicaRetentativa,
  };
}

/** What a rec body asks that our Pix Automático does not offer, one violation per field (docs/api-pix-bcb.md). */
export function recRefusalsOf(b: RecBody, today: string): Violacao[] {
  const v: Violacao[] = [];
  const add = (propriedade: string, razao: string, valor?: unknown) => v.push({ propriedade, razao, ...(valor !== undefined && { valor: JSON.stringify(valor).slice(0, 140) }) });
  if (b.valor?.valorMinimoRecebedor !== undefined) add("rec.valor.valorMinimoRecebedor", "Só servimos recorrências de valor fixo (valor.valorRec): o valor mínimo com o máximo do pagador não é oferecido", b.valor.valorMinimoRecebedor);
  if (b.valor?.valorRec === undefined) add("rec.valor.valorRec", "Informe valor.valorRec: cada ciclo debita esse valor fixo");
  else if (!centsOf(b.valor.valorRec)) add("rec.valor.valorRec", "O valor deve ser maior que zero", b.valor.valorRec);
  if (b.loc !== undefined) add("rec.loc", "Não criamos locations à parte (não servimos /locrec): a location é criada com a recorrência e vem no BR Code (dadosQR em GET /rec/{idRec})", b.loc);
  if (b.recebedor?.convenio !== undefined) add("rec.recebedor.convenio", "Não há convênio entre a loja e o PSP recebedor", b.recebedor.convenio);
  if (b.ativacao?.dadosJornada !== undefined) {
    add("rec.ativacao.dadosJornada.txid", "A Jornada 3 com uma cobrança já criada não é servida: aqui a recorrência é Jornada 2 (o QR só autoriza); para pagar o primeiro período no mesmo QR use POST /subscriptions com journey J3, que emite a cobrança ela mesma", b.ativacao.dadosJornada);
  }
  if (b.calendario.dataInicial < today) add("rec.calendario.dataInicial", "A data inicial é anterior à data de criação da recorrência", b.calendario.dataInicial);
  if (b.calendario.dataFinal && b.calendario.dataFinal < b.calendario.dataInicial) add("rec.calendario.dataFinal", "A data final é anterior à data inicial", b.calendario.dataFinal);
  return v;
}

/** Our field names in CreateSubscription's refusals (`erros[].campo`) as the rec body's properties. */
export function recPropertyOf(campo: string): string {
  const renamed: Record<string, string> = {
    amount: "valor.valorRec", amount_cents: "valor.valorRec", customer_name: "vinculo.devedor.nome", customer_cpf: "vinculo.devedor",
    description: "vinculo.objeto", contract: "vinculo.contrato", end_date: "calendario.dataFinal", next_billing_at: "calendario.dataInicial",
    interval: "calendario.periodicidade", retry_policy: "politicaRetentativa",
  };
  return `rec.${renamed[campo] ?? campo}`;
}

/**
 * A revision's asks of the current rec other than the cancel: each field given must be what the rec
 * already has (our authorizations are not revised: the payer authorized them as they are).
 */
export function recChangesOf(b: RecPatchBody, current: RecView): Violacao[] {
  const v: Violacao[] = [];
  const why = "A recorrência não é revisada: o pagador a autorizou como está; cancele-a (status CANCELADA) e crie outra";
  const nome = b.vinculo?.devedor?.nome;
  if (nome !== undefined && nome !== current.vinculo.devedor.nome) v.push({ propriedade: "rec.vinculo.devedor.nome", razao: why, valor: nome });
  const dataInicial = b.calendario?.dataInicial;
  if (dataInicial !== undefined && dataInicial !== current.calendario.dataInicial) v.push({ propriedade: "rec.calendario.dataInicial", razao: why, valor: dataInicial });
  if (b.loc !== undefined) v.push({ propriedade: "rec.loc", razao: "Não servimos locations à parte: a location da recorrência vem no seu BR Code", valor: String(b.loc) });
  const txid = b.ativacao?.dadosJornada?.txid;
  if (txid !== undefined) v.push({ propriedade: "rec.ativacao.dadosJornada.txid", razao: "A Jornada 3 com uma cobrança já criada não é servida", valor: txid });
  return v;
}

/**
 * Our due-date charges (issue 37) as the BCB's API Pix shows a cobv (issue 39): pure mappings, no I/O.
 * The terms' valor_perc is ×100 in the proto (centavos for a value, hundredths of a percent for a
 * percent), which is exactly the spec's "\d{1,10}\.\d{2}" read as centavos: "2.50" ↔ 250.
 */
import type { Message } from "@pix/grpc";
import { centsOf, cobStatusOf, locationOf, locOf, pixOf, reaisOf } from "./views";
import type { CobVBody } from "./cobv-schemas";

type Charge = Message<"pix.charges.v1.Charge">;
type Refund = Message<"pix.charges.v1.Refund">;
type Terms = NonNullable<Charge["vencimento"]>;
type User = Message<"pix.identity.v1.User">;

/** The spec's CobVValor terms → IssuePix's DueDateTerms (amounts and percents as ×100 integers). */
export function dueTermsOf(b: Pick<CobVBody, "calendario" | "valor">) {
  const mod = (m?: { modalidade: number; valorPerc: string }) => m && { modalidade: m.modalidade, valor_perc: centsOf(m.valorPerc)! };
  const d = b.valor.desconto;
  return {
    due_date: b.calendario.dataDeVencimento,
    ...(b.calendario.validadeAposVencimento !== undefined && { validade_apos_vencimento: b.calendario.validadeAposVencimento }),
    ...(b.valor.multa && { multa: mod(b.valor.multa) }),
    ...(b.valor.juros && { juros: mod(b.valor.juros) }),
    ...(b.valor.abatimento && { abatimento: mod(b.valor.abatimento) }),
    ...(d && {
      desconto: "descontoDataFixa" in d
        ? { modalidade: d.modalidade, descontos_data_fixa: d.descontoDataFixa.map((x) => ({ data: x.data, valor_perc: centsOf(x.valorPerc)! })) }
        : { modalidade: d.modalidade, valor_perc: centsOf(d.valorPerc)!, descontos_data_fixa: [] },
    }),
  };
}

/** Our field names in an IssuePix refusal (`erros[].campo`) as the spec's properties of a cobv body. */
export function cobvPropertyOf(campo: string): string {
  const renamed = campo
    .replace(/^due_date/, "calendario.dataDeVencimento")
    .replace(/^validade_apos_vencimento/, "calendario.validadeAposVencimento")
    .replace(/^(multa|juros|abatimento|desconto)/, "valor.$1")
    .replace(/descontos_data_fixa/g, "descontoDataFixa")
    .replace(/valor_perc/g, "valorPerc")
    .replace(/^amount(_cents)?$/, "valor.original")
    .replace(/^customer_name$/, "devedor.nome")
    .replace(/^customer_cpf$/, "devedor.cpf")
    .replace(/^customer_email$/, "devedor.email")
    .replace(/^description$/, "solicitacaoPagador");
  return `cobv.${renamed}`;
}

/** DueDateTerms → the spec's CobVValor (without `original`). */
function valorTermsOf(t: Terms) {
  const mod = (m: { modalidade: number; valor_perc: number } | null | undefined) => m ? { modalidade: m.modalidade, valorPerc: reaisOf(m.valor_perc) } : undefined;
  const d = t.desconto;
  const multa = mod(t.multa);
  const juros = mod(t.juros);
  const abatimento = mod(t.abatimento);
  return {
    ...(multa && { multa }), ...(juros && { juros }), ...(abatimento && { abatimento }),
    ...(d && {
      desconto: d.descontos_data_fixa.length > 0
        ? { modalidade: d.modalidade, descontoDataFixa: d.descontos_data_fixa.map((x) => ({ data: x.data, valorPerc: reaisOf(x.valor_perc) })) }
        : { modalidade: d.modalidade, valorPerc: reaisOf(d.valor_perc ?? 0) },
    }),
  };
}

type Address = Message<"pix.onboarding.v1.CompanyAddress">;

/**
 * The store as the cobv's `recebedor` (DadosRecebedor): the company's CNPJ and name (or the owner's
 * CPF and name) from identity's account of the store, and the address of its onboarding answers (the
 * approved ones once approved), the only place city and state are kept. A store that never answered
 * the onboarding gets identity's address without them: `cidade` and `uf` are then answered empty, as
 * is any part never filled (docs/api-pix-bcb.md). Undefined when the store has no document at all
 * (the spec's recebedor needs one).
 */
export function recebedorOf(
  u: Pick<User, "name" | "company" | "cnpj" | "cpf" | "address" | "address_number" | "complement" | "province" | "postal_code">,
  onboarding?: Address,
) {
  const pessoa = u.cnpj ? { cnpj: u.cnpj, nome: (u.company || u.name).slice(0, 200) } : u.cpf ? { cpf: u.cpf, nome: u.name.slice(0, 200) } : undefined;
  if (!pessoa) return undefined;
  const a = onboarding?.exists ? onboarding : { ...u, city: "", state: "" };
  const street = [a.address, a.address_number].filter(Boolean).join(", ");
  const logradouro = [street, a.complement, a.province].filter(Boolean).join(" - ").slice(0, 200);
  const cep = (a.postal_code ?? "").replace(/\D/g, "").slice(0, 8);
  return { ...pessoa, logradouro, cidade: (a.city ?? "").slice(0, 200), uf: (a.state ?? "").slice(0, 2), cep };
}

/** The payer (required on a due-date charge), with the e-mail when the charge has one. */
function devedorOf(c: Charge) {
  const doc = c.customer_cpf ?? "";
  const nome = c.customer_name ?? "";
  return { ...(doc.length === 11 ? { cpf: doc } : { cnpj: doc }), nome, ...(c.customer_email && { email: c.customer_email }) };
}

/** A due-date charge as the spec's CobVCompleta (GET) and CobVGerada (PUT, PATCH: the same minus `pix`). */
export function cobvOf(c: Charge, chave: string, recebedor: ReturnType<typeof recebedorOf>, refunds: readonly Refund[] = []) {
  const t = c.vencimento!;
  const location = locationOf(c.pix_code);
  const loc = locOf(c);
  const pix = pixOf(c, chave, refunds);
  return {
    calendario: { criacao: c.created_at, dataDeVencimento: t.due_date, validadeAposVencimento: t.validade_apos_vencimento ?? 30 },
    txid: c.txid,
    revisao: 0,
    ...(loc && { loc }),
    ...(location && { location }),
    status: cobStatusOf(c.status),
    devedor: devedorOf(c),
    ...(recebedor && { recebedor }),
    valor: { original: reaisOf(c.amount_cents), ...valorTermsOf(t) },
    chave,
    ...(c.description && { solicitacaoPagador: c.description.slice(0, 140) }),
    ...(c.pix_code && c.status === "pending" && { pixCopiaECola: c.pix_code }),
    ...(pix.length > 0 && { pix }),
  };
}

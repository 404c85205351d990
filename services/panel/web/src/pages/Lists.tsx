import { useState, type FormEvent, type ReactNode } from "react";
import { Link } from "react-router";
import { api } from "../api";
import { useAction, useApi } from "../hooks";
import { formatBRL, formatDateTime, parseBRL } from "../format";
import { ROLE_LABEL, type Action, type Role } from "../permissions";
import { useSession } from "../session";
import { Async, Aviso, ErrorBox, Field, PageTitle } from "../components/ui";
import { DueDateFields } from "../components/DueDateFields";
import { BLANK_DUE_DATE_FORM, dueTermsBody, formatDay, type DueDateForm } from "../due-date";
import { SimpleForm } from "../components/SimpleForm";
import { DataTable, type Column as TableColumn } from "../components/DataTable";
import { actionLabel, actorLabel, targetLabel, targetPath } from "../audit-labels";
import type { Api, Listing } from "../api-types";
import { valuesOf, type Body, type FormField } from "../form-values";

/** A listed resource, as the gateway's document describes it (Api): every list names its schema. */
type Row = { id: string };

/**
 * How a list edits its rows: `PUT {path}/{id}` with the changed `fields`, the form prefilled from the
 * row; `name(row)` names the row in the "Editar" button and the form's title.
 */
interface Edit<R> { noun: string; name(row: R): string; fields: FormField[] }

/**
 * A store resource's list (GET path → {data:[…], aviso?}), with an optional delete per row for roles
 * that hold `delete`, an optional "Editar" per row and create form for roles that hold `write` (or the
 * actions given: members are managed under `members`).
 */
function ResourceList<R extends Row>({ title, path, columns, empty, note, deletePath, create, edit, createAction = "write", editAction = "write", deleteAction = "delete" }: {
  title: string; path: string; columns: TableColumn<R>[]; empty: string; note?: ReactNode; deletePath?: (row: R) => string;
  create?: (done: () => void) => ReactNode; edit?: Edit<R>; createAction?: Action; editAction?: Action; deleteAction?: Action;
}) {
  const session = useSession();
  const list = useApi<Listing<R>>(path, [session.me?.environment]);
  const action = useAction();
  const [editing, setEditing] = useState<R | null>(null);
  const canEdit = edit && session.can(editAction);
  const remove = (row: R) => action.run(async () => {
    if (!window.confirm("Excluir este registro?")) return;
    await api("DELETE", deletePath!(row));
    list.reload();
  });
  const canDelete = deletePath && session.can(deleteAction);
  return (
    <>
      <PageTitle>{title}</PageTitle>
      {note}
      <ErrorBox error={action.error} />
      <Async state={list}>
        {({ data, aviso }) => (
          <>
            <Aviso text={aviso} />
            {data.length === 0 ? <p>{empty}</p> : (
              <DataTable caption={title} columns={columns} rows={data} rowKey={(row, i) => row.id ?? i}
                actions={canEdit || canDelete ? (row) => (
                  <>
                    {canEdit && <button type="button" className="secondary" onClick={() => setEditing(row)} aria-label={`Editar ${edit.name(row)}`}>Editar</button>}
                    {canDelete && <button type="button" className="danger" onClick={() => remove(row)}>Excluir</button>}
                  </>
                ) : undefined} />
            )}
          </>
        )}
      </Async>
      {canEdit && editing && (
        <SimpleForm key={editing.id} title={`Editar ${edit.noun} ${edit.name(editing)}`} fields={edit.fields} initial={valuesOf(editing, edit.fields)}
          onCancel={() => setEditing(null)}
          submit={async (body) => { await api("PUT", `${path}/${editing.id}`, { body }); setEditing(null); list.reload(); }} />
      )}
      {create && session.can(createAction) && create(list.reload)}
    </>
  );
}

const created: TableColumn<{ created_at: string }> = { label: "Criado em", value: (r) => formatDateTime(r.created_at) };
const active = (label: string, name: string): FormField => ({ name, label, kind: "checkbox" });
/** Creates with the form's body as is, then reloads the list. */
const post = (path: string, done: () => void) => async (body: Body) => { await api("POST", path, { body }); done(); };

export function LinksPage() {
  return <ResourceList<Api["PaymentLink"]> title="Links de pagamento" path="/payment-links" empty="Nenhum link de pagamento." deletePath={(r) => `/payment-links/${r.id}`}
    columns={[
      { label: "Descrição", value: (r) => r.description },
      { label: "Valor", value: (r) => (r.amount === null ? "livre" : formatBRL(r.amount)), num: true },
      { label: "Vencimento", value: (r) => (r.due_date ? <span data-testid="vencimento-link">Vence em {formatDay(r.due_date)}</span> : "—") },
      { label: "Endereço", value: (r) => <a href={r.checkout_url} target="_blank" rel="noreferrer noopener">{r.slug}</a> },
      { label: "Ativo", value: (r) => (r.active ? "Sim" : "Não") }, created,
    ]}
    edit={{ noun: "link", name: (r) => r.description, fields: [{ name: "description", label: "Descrição do link", required: true },
      { name: "amount", label: "Valor do link (R$)", kind: "money", required: true }, active("Link ativo", "active")] }}
    create={(done) => <NewLinkForm done={done} />} />;
}

/**
 * "Novo link": description and amount, and optionally the due-date terms of "Nova cobrança" (the same
 * fields and preview, DueDateFields): each payer of such a link gets a due-date charge with them.
 */
function NewLinkForm({ done }: { done(): void }) {
  const [description, setDescription] = useState("");
  const [amount, setAmount] = useState("");
  const [withDueDate, setWithDueDate] = useState(false);
  const [due, setDue] = useState<DueDateForm>(BLANK_DUE_DATE_FORM);
  const action = useAction();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const reais = parseBRL(amount);
    if (!reais) return action.setError("Valor inválido: use por exemplo 25,00.");
    const terms = withDueDate ? dueTermsBody(due) : null;
    if (terms && "error" in terms) return action.setError(terms.error);
    action.run(async () => {
      await api("POST", "/payment-links", { body: { description, amount: reais, ...terms?.body } });
      setDescription("");
      setAmount("");
      setWithDueDate(false);
      setDue(BLANK_DUE_DATE_FORM);
      done();
    });
  };
  return (
    <form className="card form" onSubmit={submit} aria-label="Novo link">
      <h2>Novo link</h2>
      <Field label="Descrição do link" error={action.fieldErrors.description}>
        {(id) => <input id={id} required maxLength={200} value={description} onChange={(e) => setDescription(e.target.value)} />}
      </Field>
      <Field label="Valor do link (R$)" hint="Mínimo R$ 5,00." error={action.fieldErrors.amount}>
        {(id, hint) => <input id={id} aria-describedby={hint} inputMode="decimal" required placeholder="0,00" value={amount} onChange={(e) => setAmount(e.target.value)} />}
      </Field>
      <label className="check">
        <input type="checkbox" checked={withDueDate} onChange={(e) => setWithDueDate(e.target.checked)} />
        Link com vencimento (cada pagador recebe uma cobrança com vencimento: multa e juros depois, desconto antes)
      </label>
      {withDueDate && <DueDateFields form={due} onChange={setDue} amount={amount} errors={action.fieldErrors} />}
      <ErrorBox error={action.error} />
      <div className="actions">
        <button type="submit" disabled={action.pending}>Salvar</button>
      </div>
    </form>
  );
}

export function ProductsPage() {
  return <ResourceList<Api["Product"]> title="Produtos" path="/products" empty="Nenhum produto." deletePath={(r) => `/products/${r.id}`}
    columns={[{ label: "Nome", value: (r) => r.name }, { label: "SKU", value: (r) => r.sku ?? "—" }, { label: "Preço", value: (r) => formatBRL(r.price), num: true }, { label: "Ativo", value: (r) => (r.active ? "Sim" : "Não") }]}
    edit={{ noun: "produto", name: (r) => r.name, fields: [{ name: "name", label: "Nome do produto", required: true }, { name: "price", label: "Preço (R$)", kind: "money", required: true },
      { name: "sku", label: "SKU" }, active("Produto ativo", "active")] }}
    create={(done) => <SimpleForm title="Novo produto" fields={[{ name: "name", label: "Nome do produto", required: true }, { name: "price", label: "Preço (R$)", kind: "money", required: true }]}
      submit={post("/products", done)} />} />;
}

const DISCOUNT_TYPES: [string, string][] = [["percent", "Percentual (%)"], ["fixed", "Valor fixo (R$)"]];
const couponFields: FormField[] = [{ name: "code", label: "Código do cupom", required: true },
  { name: "discount_type", label: "Tipo de desconto", kind: "select", options: DISCOUNT_TYPES },
  // Percent or reais: both are numbers with two decimals, typed as "12,5".
  { name: "discount_value", label: "Desconto (% ou R$)", kind: "money", required: true }];

export function CouponsPage() {
  return <ResourceList<Api["Coupon"]> title="Cupons" path="/coupons" empty="Nenhum cupom." deletePath={(r) => `/coupons/${r.id}`}
    columns={[{ label: "Código", value: (r) => <span className="mono">{r.code}</span> },
      { label: "Desconto", value: (r) => (r.discount_type === "percent" ? `${String(r.discount_value).replace(".", ",")}%` : formatBRL(r.discount_value)) },
      { label: "Usos", value: (r) => (r.max_uses === null ? `${r.uses}` : `${r.uses} de ${r.max_uses}`), num: true },
      { label: "Ativo", value: (r) => (r.is_active ? "Sim" : "Não") }, created]}
    edit={{ noun: "cupom", name: (r) => r.code, fields: [...couponFields, active("Cupom ativo", "is_active")] }}
    create={(done) => <SimpleForm title="Novo cupom" fields={couponFields} submit={post("/coupons", done)} />} />;
}

export function CustomersPage() {
  return <ResourceList<Api["Customer"]> title="Clientes" path="/customers" empty="Nenhum cliente." deletePath={(r) => `/customers/${r.id}`}
    columns={[{ label: "Nome", value: (r) => r.name }, { label: "E-mail", value: (r) => r.email ?? "—" }, { label: "CPF/CNPJ", value: (r) => r.cpf_cnpj ?? "—" }, created]}
    edit={{ noun: "cliente", name: (r) => r.name ?? r.id, fields: [{ name: "name", label: "Nome do cliente", required: true }, { name: "email", label: "E-mail do cliente", kind: "email" },
      { name: "cpf_cnpj", label: "CPF ou CNPJ do cliente" }, { name: "phone", label: "Telefone do cliente" }] }}
    create={(done) => <SimpleForm title="Novo cliente" fields={[{ name: "name", label: "Nome do cliente", required: true }, { name: "email", label: "E-mail do cliente", kind: "email" }]}
      submit={post("/customers", done)} />} />;
}

const PIX_KEY_TYPES: [string, string][] = [["CPF", "CPF"], ["CNPJ", "CNPJ"], ["EMAIL", "E-mail"], ["PHONE", "Telefone"], ["EVP", "Aleatória"]];

/**
 * In single-account mode (CONTA_UNICA, the default) every payment lands in the service's own account
 * and the service pays stores out by hand: the API refuses withdrawals (409 REPASSE_MANUAL), so the
 * page says so instead of offering a form that would be refused.
 */
export function WithdrawalsPage() {
  const session = useSession();
  const account = useApi<{ data: { conta_unica: boolean | null } }>("/receiving-account", [session.me?.environment]);
  const single = account.data?.data.conta_unica === true;
  return <ResourceList<Api["Withdrawal"]> title="Saques" path="/withdrawals" empty="Nenhum saque." createAction="withdraw"
    note={single ? <p className="notice" role="note" data-testid="saques-conta-unica">Saques não estão disponíveis nesta instalação: os pagamentos entram na conta única do serviço, e o repasse para a sua conta é feito pela equipe, sem saque pelo painel ou pela API. Fale com a equipe para combinar o repasse.</p> : undefined}
    columns={[{ label: "Valor", value: (r) => formatBRL(r.amount), num: true }, { label: "Chave Pix", value: (r) => r.pix_key }, { label: "Status", value: (r) => r.status }, created]}
    create={account.data && !single ? (done) => <SimpleForm title="Novo saque" fields={[{ name: "amount", label: "Valor do saque (R$)", kind: "money", required: true }, { name: "pix_key", label: "Chave Pix de destino", required: true },
      { name: "pix_key_type", label: "Tipo da chave", kind: "select", options: PIX_KEY_TYPES }]}
      submit={post("/withdrawals", done)} /> : undefined} />;
}

/** The raw code and full ids, for support and the API's `action` filter. */
function AuditRaw({ r }: { r: Api["AuditEntry"] }) {
  return (
    <details>
      <summary>Código</summary>
      <code>{r.action}</code> · {r.target.type} {r.target.id ?? ""} · {r.actor.type} {r.actor.id}
    </details>
  );
}

/** GET /audit, filtered by API key (issue 40): what an integration or an assistant did, in one place. */
export function AuditPage() {
  const self = useSession().self?.id;
  const keys = useApi<{ data: Api["ApiKey"][] }>("/api-keys");
  const [keyId, setKeyId] = useState("");
  const filter = (
    <label className="filter">Chave de API{" "}
      <select value={keyId} onChange={(e) => setKeyId(e.target.value)} aria-label="Filtrar por chave de API">
        <option value="">Todas as ações</option>
        {(keys.data?.data ?? []).map((k) => <option key={k.id} value={k.id}>{k.name} ({k.prefix}…{k.last_four})</option>)}
      </select>
    </label>
  );
  return <ResourceList<Api["AuditEntry"]> key={keyId} title="Auditoria" path={keyId ? `/audit?actor_id=${encodeURIComponent(keyId)}` : "/audit"} empty="Nenhum registro." note={filter}
    columns={[created,
      { label: "Ação", value: (r) => <span title={r.action}>{actionLabel(r.action)}</span> },
      { label: "Quem", value: (r) => <span title={r.actor.id}>{actorLabel(r.actor, self)}</span> },
      { label: "Recurso", value: (r) => { const to = targetPath(r); const label = targetLabel(r); return to ? <Link to={to} title={r.target.id ?? undefined}>{label}</Link> : <span title={r.target.id ?? undefined}>{label}</span>; } },
      { label: "Detalhes", value: (r) => <AuditRaw r={r} /> }]} />;
}

const MEMBER_ROLES: [string, string][] = [["viewer", "Leitor"], ["editor", "Editor"], ["manager", "Gerente"]];

export function MembersPage() {
  const session = useSession();
  return <ResourceList<Api["Member"]> title="Membros" path="/members" empty="Nenhum membro convidado." deletePath={(r) => `/members/${r.id}`}
    columns={[{ label: "E-mail", value: (r) => r.email }, { label: "Papel", value: (r) => ROLE_LABEL[r.role as Role] ?? r.role }, { label: "Situação", value: (r) => (r.status === "active" ? "Ativo" : "Convite pendente") }, created]}
    createAction="members" editAction="members" deleteAction="members"
    edit={{ noun: "membro", name: (r) => r.email, fields: [{ name: "role", label: "Papel do membro", kind: "select", options: MEMBER_ROLES }] }}
    create={(done) => <SimpleForm title={`Convidar para a loja (id ${session.me?.id})`} fields={[{ name: "emails", label: "E-mails (separados por vírgula)", required: true },
      { name: "role", label: "Papel", kind: "select", options: MEMBER_ROLES }]}
      submit={async (v) => { await api("POST", "/members", { body: { emails: String(v.emails).split(",").map((s) => s.trim()).filter(Boolean), role: v.role } }); done(); }} />} />;
}

import { useState, type FormEvent, type ReactNode } from "react";
import { api } from "../api";
import { useAction, useApi } from "../hooks";
import { formatBRL, formatDateTime, parseBRL } from "../format";
import { ROLE_LABEL, type Action, type Role } from "../permissions";
import { useSession } from "../session";
import { Async, Aviso, ErrorBox, Field, PageTitle } from "../components/ui";

type Row = Record<string, any>;
interface Column { label: string; value(row: Row): ReactNode; num?: boolean }

/**
 * A store resource's list (GET path → {data:[…], aviso?}), with an optional delete per row for roles
 * that hold `delete`, and an optional create form for roles that hold `write`.
 */
function ResourceList({ title, path, columns, empty, deletePath, create, createAction = "write", deleteAction = "delete" }: {
  title: string; path: string; columns: Column[]; empty: string; deletePath?: (row: Row) => string;
  create?: (done: () => void) => ReactNode; createAction?: Action; deleteAction?: Action;
}) {
  const session = useSession();
  const list = useApi<{ data: Row[]; aviso?: string }>(path, [session.me?.environment]);
  const action = useAction();
  const remove = (row: Row) => action.run(async () => {
    if (!window.confirm("Excluir este registro?")) return;
    await api("DELETE", deletePath!(row));
    list.reload();
  });
  const canDelete = deletePath && session.can(deleteAction);
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <ErrorBox error={action.error} />
      <Async state={list}>
        {({ data, aviso }) => (
          <>
            <Aviso text={aviso} />
            {data.length === 0 ? <p>{empty}</p> : (
              <div className="table-wrap">
                <table>
                  <caption className="sr-only">{title}</caption>
                  <thead>
                    <tr>
                      {columns.map((c) => <th key={c.label} scope="col" className={c.num ? "num" : undefined}>{c.label}</th>)}
                      {canDelete && <th scope="col"><span className="sr-only">Ações</span></th>}
                    </tr>
                  </thead>
                  <tbody>
                    {data.map((row, i) => (
                      <tr key={row.id ?? i}>
                        {columns.map((c) => <td key={c.label} className={c.num ? "num" : undefined}>{c.value(row)}</td>)}
                        {canDelete && <td><button type="button" className="danger" onClick={() => remove(row)}>Excluir</button></td>}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </>
        )}
      </Async>
      {create && session.can(createAction) && create(list.reload)}
    </>
  );
}

function SimpleForm({ title, fields, submit }: {
  title: string; fields: { name: string; label: string; required?: boolean; type?: string; options?: [string, string][] }[];
  submit(values: Record<string, string>): Promise<unknown>;
}) {
  const [values, setValues] = useState<Record<string, string>>({});
  const action = useAction();
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    action.run(async () => {
      await submit(values);
      setValues({});
    });
  };
  return (
    <form className="card form" onSubmit={onSubmit} aria-label={title}>
      <h2>{title}</h2>
      {fields.map((f) => (
        <Field key={f.name} label={f.label}>
          {(id) => f.options
            ? <select id={id} value={values[f.name] ?? f.options[0][0]} onChange={(e) => setValues({ ...values, [f.name]: e.target.value })}>{f.options.map(([v, l]) => <option key={v} value={v}>{l}</option>)}</select>
            : <input id={id} type={f.type ?? "text"} required={f.required} value={values[f.name] ?? ""} onChange={(e) => setValues({ ...values, [f.name]: e.target.value })} />}
        </Field>
      ))}
      <ErrorBox error={action.error} />
      <button type="submit" disabled={action.pending}>Salvar</button>
    </form>
  );
}

const money = (v: string | undefined) => {
  const r = parseBRL(v ?? "");
  if (!r) throw new Error("Valor inválido: use por exemplo 25,00.");
  return r;
};
const created: Column = { label: "Criado em", value: (r) => formatDateTime(r.created_at) };

export function LinksPage() {
  return <ResourceList title="Links de pagamento" path="/payment-links" empty="Nenhum link de pagamento." deletePath={(r) => `/payment-links/${r.id}`}
    columns={[
      { label: "Descrição", value: (r) => r.description },
      { label: "Valor", value: (r) => (r.amount === null ? "livre" : formatBRL(r.amount)), num: true },
      { label: "Endereço", value: (r) => <a href={r.checkout_url} target="_blank" rel="noreferrer noopener">{r.slug}</a> },
      { label: "Ativo", value: (r) => (r.active ? "Sim" : "Não") }, created,
    ]}
    create={(done) => <SimpleForm title="Novo link" fields={[{ name: "description", label: "Descrição do link", required: true }, { name: "amount", label: "Valor do link (R$)", required: true }]}
      submit={async (v) => { await api("POST", "/payment-links", { body: { description: v.description, amount: money(v.amount) } }); done(); }} />} />;
}

export function ProductsPage() {
  return <ResourceList title="Produtos" path="/products" empty="Nenhum produto." deletePath={(r) => `/products/${r.id}`}
    columns={[{ label: "Nome", value: (r) => r.name }, { label: "SKU", value: (r) => r.sku ?? "—" }, { label: "Preço", value: (r) => formatBRL(r.price), num: true }, { label: "Ativo", value: (r) => (r.active ? "Sim" : "Não") }]}
    create={(done) => <SimpleForm title="Novo produto" fields={[{ name: "name", label: "Nome do produto", required: true }, { name: "price", label: "Preço (R$)", required: true }]}
      submit={async (v) => { await api("POST", "/products", { body: { name: v.name, price: money(v.price) } }); done(); }} />} />;
}

export function CouponsPage() {
  return <ResourceList title="Cupons" path="/coupons" empty="Nenhum cupom." deletePath={(r) => `/coupons/${r.id}`}
    columns={[{ label: "Código", value: (r) => <span className="mono">{r.code}</span> },
      { label: "Desconto", value: (r) => (r.discount_type === "percent" ? `${String(r.discount_value).replace(".", ",")}%` : formatBRL(r.discount_value)) },
      { label: "Usos", value: (r) => (r.max_uses === null ? `${r.uses}` : `${r.uses} de ${r.max_uses}`), num: true },
      { label: "Ativo", value: (r) => (r.is_active ? "Sim" : "Não") }, created]}
    create={(done) => <SimpleForm title="Novo cupom" fields={[{ name: "code", label: "Código do cupom", required: true },
      { name: "discount_type", label: "Tipo de desconto", options: [["percent", "Percentual (%)"], ["fixed", "Valor fixo (R$)"]] },
      { name: "discount_value", label: "Desconto (% ou R$)", required: true }]}
      submit={async (v) => { await api("POST", "/coupons", { body: { code: v.code, discount_type: v.discount_type ?? "percent", discount_value: money(v.discount_value) } }); done(); }} />} />;
}

export function CustomersPage() {
  return <ResourceList title="Clientes" path="/customers" empty="Nenhum cliente." deletePath={(r) => `/customers/${r.id}`}
    columns={[{ label: "Nome", value: (r) => r.name }, { label: "E-mail", value: (r) => r.email ?? "—" }, { label: "CPF/CNPJ", value: (r) => r.cpf_cnpj ?? "—" }, created]}
    create={(done) => <SimpleForm title="Novo cliente" fields={[{ name: "name", label: "Nome do cliente", required: true }, { name: "email", label: "E-mail do cliente", type: "email" }]}
      submit={async (v) => { await api("POST", "/customers", { body: { name: v.name, ...(v.email ? { email: v.email } : {}) } }); done(); }} />} />;
}

export function WithdrawalsPage() {
  return <ResourceList title="Saques" path="/withdrawals" empty="Nenhum saque." createAction="withdraw"
    columns={[{ label: "Valor", value: (r) => formatBRL(r.amount), num: true }, { label: "Chave Pix", value: (r) => r.pix_key }, { label: "Status", value: (r) => r.status }, created]}
    create={(done) => <SimpleForm title="Novo saque" fields={[{ name: "amount", label: "Valor do saque (R$)", required: true }, { name: "pix_key", label: "Chave Pix de destino", required: true },
      { name: "pix_key_type", label: "Tipo da chave", options: [["CPF", "CPF"], ["CNPJ", "CNPJ"], ["EMAIL", "E-mail"], ["PHONE", "Telefone"], ["EVP", "Aleatória"]] }]}
      submit={async (v) => { await api("POST", "/withdrawals", { body: { amount: money(v.amount), pix_key: v.pix_key, pix_key_type: v.pix_key_type ?? "CPF" } }); done(); }} />} />;
}

const ACTOR_LABEL: Record<string, string> = { user: "Conta", member: "Membro", api_key: "Chave de API" };

export function AuditPage() {
  return <ResourceList title="Auditoria" path="/audit" empty="Nenhum registro."
    columns={[created, { label: "Ação", value: (r) => r.action }, { label: "Quem", value: (r) => `${ACTOR_LABEL[r.actor.type] ?? r.actor.type} ${r.actor.id}` }, { label: "Recurso", value: (r) => `${r.target.type} ${r.target.id ?? ""}` }]} />;
}

export function MembersPage() {
  const session = useSession();
  return <ResourceList title="Membros" path="/members" empty="Nenhum membro convidado." deletePath={(r) => `/members/${r.id}`}
    columns={[{ label: "E-mail", value: (r) => r.email }, { label: "Papel", value: (r) => ROLE_LABEL[r.role as Role] ?? r.role }, { label: "Situação", value: (r) => (r.status === "active" ? "Ativo" : "Convite pendente") }, created]}
    createAction="members" deleteAction="members"
    create={(done) => <SimpleForm title={`Convidar para a loja (id ${session.me?.id})`} fields={[{ name: "emails", label: "E-mails (separados por vírgula)", required: true },
      { name: "role", label: "Papel", options: [["viewer", "Leitor"], ["editor", "Editor"], ["manager", "Gerente"]] }]}
      submit={async (v) => { await api("POST", "/members", { body: { emails: v.emails.split(",").map((s) => s.trim()).filter(Boolean), role: v.role ?? "viewer" } }); done(); }} />} />;
}

import { cloneElement, isValidElement, useId, useState, type ReactNode } from "react";
import type { ApiError } from "../api";
import type { Loaded } from "../hooks";
import { statusLabel } from "../format";

export function Loading({ what = "Carregando…" }: { what?: string }) {
  return <p role="status" className="muted">{what}</p>;
}

export function ErrorBox({ error }: { error: ApiError | string | null | undefined }) {
  if (!error) return null;
  return <p role="alert" className="error">{typeof error === "string" ? error : error.message}</p>;
}

/** Loading, error, or the content once the request answered. */
export function Async<T>({ state, children }: { state: Loaded<T>; children: (data: T) => ReactNode }) {
  if (state.error) {
    return (
      <div>
        <ErrorBox error={state.error} />
        <button type="button" className="secondary" onClick={state.reload}>Tentar de novo</button>
      </div>
    );
  }
  if (state.loading || state.data === undefined) return <Loading />;
  return <>{children(state.data)}</>;
}

export function StatusBadge({ status }: { status: string }) {
  return <span className={`badge badge-${status}`}>{statusLabel(status)}</span>;
}

/** The field's own input, marked invalid and described by its error (whatever the caller passed). */
function markInvalid(node: ReactNode, describedBy: string): ReactNode {
  return isValidElement<{ "aria-invalid"?: boolean; "aria-describedby"?: string }>(node)
    ? cloneElement(node, { "aria-invalid": true, "aria-describedby": describedBy })
    : node;
}

/**
 * A labelled field. `error`: what the API said of this field (a 400's `erros` entry, from useAction's
 * `fieldErrors`), shown under it and tied to the input through aria-describedby and aria-invalid.
 */
export function Field({ label, hint, error, children }: {
  label: string; hint?: ReactNode; error?: string; children: (id: string, describedBy?: string) => ReactNode;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-erro` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={error ? "field invalid" : "field"}>
      <label htmlFor={id}>{label}</label>
      {error ? markInvalid(children(id, describedBy), describedBy!) : children(id, describedBy)}
      {hint && <small id={hintId} className="muted">{hint}</small>}
      {error && <small id={errorId} className="field-error" data-testid="erro-campo">{error}</small>}
    </div>
  );
}

/** A value the user copies (Pix code, a secret shown once), with a button that says it worked. */
export function CopyField({ label, value, multiline }: { label: string; value: string; multiline?: boolean }) {
  const id = useId();
  const [copied, setCopied] = useState<string | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied("Copiado.");
    } catch {
      (document.getElementById(id) as HTMLInputElement | null)?.select();
      setCopied("Selecione e copie com Ctrl+C.");
    }
  };
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="copy">
        {multiline ? <textarea id={id} readOnly value={value} rows={4} /> : <input id={id} readOnly value={value} />}
        <button type="button" onClick={copy}>Copiar {label.toLowerCase()}</button>
      </div>
      <span role="status" className="muted">{copied}</span>
    </div>
  );
}

/** A secret the API shows once: a highlighted box with its copy button and the warning. */
export function ShownOnce({ label, value, onDone }: { label: string; value: string; onDone(): void }) {
  return (
    <section className="once" aria-label={`${label} (exibido uma única vez)`}>
      <p><strong>Guarde agora:</strong> {label.toLowerCase()} é exibido uma única vez e não poderá ser consultado depois.</p>
      <CopyField label={label} value={value} />
      <button type="button" className="secondary" onClick={onDone}>Já guardei</button>
    </section>
  );
}

export function PageTitle({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  return (
    <div className="page-title">
      <h1 tabIndex={-1}>{children}</h1>
      {actions && <div className="actions">{actions}</div>}
    </div>
  );
}

export function Aviso({ text }: { text?: string }) {
  return text ? <p className="notice" role="note">{text}</p> : null;
}

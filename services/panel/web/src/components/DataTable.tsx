import type { Key, ReactNode } from "react";

/** One column: its header and how a row shows in it (`num`: right-aligned figures). */
export interface Column<R> {
  label: string;
  value(row: R): ReactNode;
  num?: boolean;
}

/**
 * The panel's one table: a caption for screen readers, header cells with scope, and each cell
 * labelled with its column (`data-label`), which the stylesheet shows beside the value on a phone,
 * where every row becomes a card instead of a table cut at the screen's edge.
 * `actions` adds a last, unlabelled column (buttons per row).
 */
export function DataTable<R>({ caption, columns, rows, rowKey, actions }: {
  caption: string; columns: Column<R>[]; rows: R[]; rowKey(row: R, index: number): Key; actions?: (row: R) => ReactNode;
}) {
  return (
    <div className="table-wrap">
      <table className="data-table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => <th key={c.label} scope="col" className={c.num ? "num" : undefined}>{c.label}</th>)}
            {actions && <th scope="col"><span className="sr-only">Ações</span></th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={rowKey(row, i)}>
              {columns.map((c) => <td key={c.label} data-label={c.label} className={c.num ? "num" : undefined}><span>{c.value(row)}</span></td>)}
              {actions && <td className="actions">{actions(row)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

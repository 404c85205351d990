/**
 * Contract 4.7, delete-then-unlink, as one mechanism shared by every record other services point at
 * (products, coupons, later subscription plans). Each service that stores a reference is a holder; the
 * owner counts in every holder, refuses above the cap, deletes its record first, then asks each holder
 * to clear. A holder that cannot clear now (down, deadline) is reported in `aviso` and left for a later
 * event; the deletion itself is never undone.
 */
export interface ReferenceKey {
  store: string;
  env: string;
  /** "<table>.<field>", the key of `desvinculados`. */
  field: string;
  id: string;
}

export interface ReferenceHolder {
  /** The "<table>.<field>" this holder owns, e.g. "payment_links.product_id". */
  readonly field: string;
  count(key: ReferenceKey): Promise<number>;
  /** Clears the references, answering how many rows changed; must be idempotent. */
  unlink(key: ReferenceKey): Promise<number>;
}

export const MAX_REFERENCES = 500;

/** The event carrying a holder's leftover references: data {store, env, field, id}; its consumer must be idempotent. */
export const REFERENCE_DELETED_EVENT = "catalog.reference_deleted" as const;

export interface UnlinkOutcome<T> {
  data: T;
  desvinculados: Record<string, number>;
  /** The holders whose references were left for the later cleanup event. */
  pending: string[];
  aviso?: string;
}

export interface DeleteThenUnlinkInput<T> {
  store: string;
  env: string;
  id: string;
  holders: ReferenceHolder[];
  /** Deletes the record, answering it, or null when it does not exist in the scope. */
  remove: () => Promise<T | null>;
  /** Over the cap: the error to throw (409 MUITAS_REFERENCIAS); nothing has been deleted. */
  tooMany: () => Error;
  /** Records the leftover for a holder that failed, e.g. an outbox event; called after the deletion. */
  defer: (key: ReferenceKey) => Promise<void>;
  max?: number;
}

const keyOf = (i: { store: string; env: string; id: string }, field: string): ReferenceKey => ({ store: i.store, env: i.env, id: i.id, field });

/**
 * Counts in every holder. A holder that cannot answer now (down, deadline) does not block the deletion:
 * the contract keeps the record deleted and leaves its references to the later cleanup event, so that
 * holder goes straight to `pending`; the cap applies to the references that could be counted.
 */
async function countAll(input: DeleteThenUnlinkInput<unknown>): Promise<{ total: number; unreachable: Set<string> }> {
  const unreachable = new Set<string>();
  const counts = await Promise.all(input.holders.map((h) => h.count(keyOf(input, h.field)).catch(() => {
    unreachable.add(h.field);
    return 0;
  })));
  return { total: counts.reduce((a, b) => a + b, 0), unreachable };
}

async function unlinkOrDefer(input: DeleteThenUnlinkInput<unknown>, holder: ReferenceHolder, reachable: boolean): Promise<number | null> {
  const key = keyOf(input, holder.field);
  if (reachable) {
    try {
      return await holder.unlink(key);
    } catch {
      // falls through to the deferred cleanup
    }
  }
  await input.defer(key);
  return null;
}

export async function deleteThenUnlink<T>(input: DeleteThenUnlinkInput<T>): Promise<UnlinkOutcome<T> | null> {
  const { total, unreachable } = await countAll(input as DeleteThenUnlinkInput<unknown>);
  if (total > (input.max ?? MAX_REFERENCES)) throw input.tooMany();
  const data = await input.remove();
  if (data === null) return null;
  const desvinculados: Record<string, number> = {};
  const pending: string[] = [];
  for (const holder of input.holders) {
    const n = await unlinkOrDefer(input as DeleteThenUnlinkInput<unknown>, holder, !unreachable.has(holder.field));
    if (n === null) pending.push(holder.field);
    else desvinculados[holder.field] = n;
  }
  const aviso = pending.length
    ? `Registro excluído; referências em ${pending.join(", ")} serão desvinculadas em seguida`
    : undefined;
  return { data, desvinculados, pending, ...(aviso ? { aviso } : {}) };
}

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

/** Counts everywhere first: a holder that cannot count blocks the deletion (the cap must hold). */
async function countAll(input: DeleteThenUnlinkInput<unknown>): Promise<number> {
  const counts = await Promise.all(input.holders.map((h) => h.count(keyOf(input, h.field))));
  return counts.reduce((a, b) => a + b, 0);
}

export async function deleteThenUnlink<T>(input: DeleteThenUnlinkInput<T>): Promise<UnlinkOutcome<T> | null> {
  if ((await countAll(input as DeleteThenUnlinkInput<unknown>)) > (input.max ?? MAX_REFERENCES)) throw input.tooMany();
  const data = await input.remove();
  if (data === null) return null;
  const desvinculados: Record<string, number> = {};
  const pending: string[] = [];
  for (const holder of input.holders) {
    const key = keyOf(input, holder.field);
    try {
      desvinculados[holder.field] = await holder.unlink(key);
    } catch {
      await input.defer(key);
      pending.push(holder.field);
    }
  }
  const aviso = pending.length
    ? `Registro excluído; referências em ${pending.join(", ")} serão desvinculadas em seguida`
    : undefined;
  return { data, desvinculados, pending, ...(aviso ? { aviso } : {}) };
}

import type { EventEnvelope } from "./envelope";
/**
 * Contract 4.7, delete-then-unlink, as one mechanism shared by every record other services point at
 * (products, coupons, later subscription plans). Each service that stores a reference is a holder; the
 * owner counts in every holder, refuses above the cap, deletes its record first, then asks each holder
 * to clear. A holder that cannot count or clear now (down, deadline) is reported in `aviso` and left for
 * a later event; the deletion itself is never undone. The cap is checked over the holders that answered:
 * the issue asks that a stopped service never blocks a merchant's delete (its references are cleared
 * by the event once it is back, however many they are).
 *
 * Adding a holder to a record (e.g. subscriptions.customer_id for customers) is one entry in the
 * `holders` list its owner passes here; nothing else changes.
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
  /**
   * Deletes the record, answering it, or null when it does not exist in the scope. `counted` is each
   * holder's count of references, taken just before (absent for a holder that could not answer): what
   * the deletion's audit entry can say in the deletion's own transaction (issue 28).
   */
  remove: (counted: Readonly<Record<string, number>>) => Promise<T | null>;
  /** Over the cap: the error to throw (409 MUITAS_REFERENCIAS); nothing has been deleted. */
  tooMany: () => Error;
  /** Records the leftover for a holder that failed, e.g. an outbox event; called after the deletion. */
  defer: (key: ReferenceKey) => Promise<void>;
  max?: number;
}

const keyOf = (i: { store: string; env: string; id: string }, field: string): ReferenceKey => ({ store: i.store, env: i.env, id: i.id, field });

/** Counts in every holder; one that cannot answer (down, deadline) is listed, not counted. */
async function countAll(input: DeleteThenUnlinkInput<unknown>): Promise<{ total: number; counted: Record<string, number>; uncounted: Set<string> }> {
  const uncounted = new Set<string>();
  const counted: Record<string, number> = {};
  await Promise.all(input.holders.map((h) => h.count(keyOf(input, h.field)).then(
    (n) => { counted[h.field] = n; },
    () => { uncounted.add(h.field); },
  )));
  return { total: Object.values(counted).reduce((a, b) => a + b, 0), counted, uncounted };
}

/** A holder that cannot clear now (down since it counted, deadline) is left to the deferred cleanup. */
async function unlinkOrDefer(input: DeleteThenUnlinkInput<unknown>, holder: ReferenceHolder): Promise<number | null> {
  const key = keyOf(input, holder.field);
  try {
    return await holder.unlink(key);
  } catch {
    await input.defer(key);
    return null;
  }
}

export async function deleteThenUnlink<T>(input: DeleteThenUnlinkInput<T>): Promise<UnlinkOutcome<T> | null> {
  const { total, counted, uncounted } = await countAll(input as DeleteThenUnlinkInput<unknown>);
  if (total > (input.max ?? MAX_REFERENCES)) throw input.tooMany();
  const data = await input.remove(counted);
  if (data === null) return null;
  const desvinculados: Record<string, number> = {};
  const pending: string[] = [];
  for (const holder of input.holders) {
    const n = uncounted.has(holder.field)
      ? await input.defer(keyOf(input, holder.field)).then(() => null)
      : await unlinkOrDefer(input as DeleteThenUnlinkInput<unknown>, holder);
    if (n === null) pending.push(holder.field);
    else desvinculados[holder.field] = n;
  }
  const aviso = pending.length
    ? `Registro excluído; referências em ${pending.join(", ")} serão desvinculadas em seguida`
    : undefined;
  return { data, desvinculados, pending, ...(aviso ? { aviso } : {}) };
}

/**
 * The consumer side of the deferred cleanup, one for every holder service: the handler of its
 * REFERENCE_DELETED_EVENT queue. Clears the key when its field is one this service holds; another
 * holder's field or a malformed event is not its to clear. `unlink` must be idempotent (redeliveries).
 */
export function referenceCleanupHandler(fields: readonly string[], unlink: (key: ReferenceKey) => Promise<unknown>) {
  const own = new Set(fields);
  return async (envelope: EventEnvelope<typeof REFERENCE_DELETED_EVENT>): Promise<void> => {
    if (own.has(envelope.data.field)) await unlink(envelope.data);
  };
}

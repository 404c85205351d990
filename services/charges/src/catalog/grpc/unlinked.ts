import type { UnlinkOutcome } from "@pix/messaging";

/** The contract 4.7 part of a Delete* answer, whatever holders the record has: the gateway renders it as is. */
export function unlinkedMessage(r: UnlinkOutcome<unknown>) {
  return { desvinculados: r.desvinculados, pending: r.pending, aviso: r.aviso };
}

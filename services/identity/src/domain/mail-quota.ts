import { AppError, errors } from "@pix/errors";
import { DAY_MS, HOUR_MS, MailBound, recipientKey, waitForRoom } from "@pix/mailer";
import { MAX_INVITE_EMAILS } from "./members";

export { recipientKey, waitForRoom, type MailBound };

/**
 * Bounds on the e-mail a caller can make identity send (issue 23 item 5): without them one signed-in
 * account could mail any address, as often as it likes, text it partly chose. Each bound is one
 * constant here; the sends are counted in `mail_sends`, under an advisory lock, in the transaction
 * that decides (so concurrent requests cannot overshoot and a refused request writes nothing).
 */
export const MAIL_BOUNDS = {
  /** Invite e-mails one store sends per hour; one full request (MAX_INVITE_EMAILS addresses) fits an empty hour. */
  invitesPerStore: { max: MAX_INVITE_EMAILS, windowMs: HOUR_MS },
  /** Invite e-mails one address receives per day, whichever stores send them. */
  invitesPerRecipient: { max: 5, windowMs: DAY_MS },
  /**
   * Invite e-mails one store sends one address per day: a single store cannot fill the address's
   * daily bound alone (and so keep other stores from inviting that person); it takes three.
   */
  invitesPerStoreAndRecipient: { max: 2, windowMs: DAY_MS },
  /** Verification e-mails one address receives per day (sign-up, resend, the public request), on top of one a minute. */
  verificationsPerRecipient: { max: 10, windowMs: DAY_MS },
} as const satisfies Record<string, MailBound>;

/** Rows older than the longest window count for nothing and may be pruned. */
export const LONGEST_WINDOW_MS = Math.max(...Object.values(MAIL_BOUNDS).map((b) => b.windowMs));

export type MailKind = "invite" | "verification";

/** The 429 for a bound that is full: the message names the bound and when to retry; Retry-After the same. */
export function mailLimitError(what: string, waitMs: number): AppError {
  return errors.limiteDeEmails(what, Math.ceil(waitMs / 1000));
}

export interface InviteHistory {
  /** Invite e-mails the store sent within the last hour (or more). */
  store: readonly Date[];
  /** Per recipient key, the invite e-mails it received within the last day (or more), and from which store. */
  recipients: ReadonlyMap<string, readonly { storeId: string | null; sentAt: Date }[]>;
}

/**
 * The refusal of an invite request that would pass a bound, or null when every address may be mailed.
 * When several bounds are full, the longest wait is reported: the request fits only once all have room.
 */
export function inviteRefusal(storeId: string, emails: readonly string[], history: InviteHistory, now: Date): AppError | null {
  const waits: { waitMs: number; what: string }[] = [];
  const b = MAIL_BOUNDS.invitesPerStore;
  const storeWait = waitForRoom(history.store, emails.length, b, now);
  if (storeWait > 0) waits.push({ waitMs: storeWait, what: `Limite de ${b.max} convites por hora para esta loja atingido` });
  const r = MAIL_BOUNDS.invitesPerRecipient;
  const pair = MAIL_BOUNDS.invitesPerStoreAndRecipient;
  for (const email of emails) {
    const received = history.recipients.get(recipientKey(email)) ?? [];
    const fromHere = waitForRoom(received.filter((s) => s.storeId === storeId).map((s) => s.sentAt), 1, pair, now);
    if (fromHere > 0) waits.push({ waitMs: fromHere, what: `Esta loja já enviou ${pair.max} convites a ${email} nas últimas 24 horas` });
    const wait = waitForRoom(received.map((s) => s.sentAt), 1, r, now);
    if (wait > 0) waits.push({ waitMs: wait, what: `O endereço ${email} já recebeu ${r.max} convites nas últimas 24 horas` });
  }
  if (waits.length === 0) return null;
  const longest = waits.reduce((a, w) => (w.waitMs > a.waitMs ? w : a));
  return mailLimitError(longest.what, longest.waitMs);
}

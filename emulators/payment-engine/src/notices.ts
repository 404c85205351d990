import { request } from "undici";
import type { Account } from "./accounts";
import { type Charge, receivedCentsOf } from "./charges";
import * as ids from "./ids";
import { toReais } from "./money";
import { NOTICE_TOKEN_HEADER, type AccountStatusNotice, type EngineNotice, type PaymentNotice, type RecurrenceNotice, type RecurringChargeNotice } from "./notice";

export interface NoticeConfig {
  noticeUrl?: string;
  noticeToken?: string;
}

/** One POST attempt to the notice URL: `status` when the receiver answered, `error` otherwise. */
export interface NoticeDelivery {
  eventId: string;
  event: EngineNotice["event"];
  /** Charge, account, recurrence or recurring-charge id the notice is about. */
  subjectId: string;
  url: string | null;
  status?: number;
  error?: string;
  at: string;
}

/** Built right after ChargeStore.pay() (or payAgain(), with its `paid`), so endToEndId and paidAt are set. */
export function paymentReceivedNotice(charge: Charge, paid: { endToEndId: string; paidAt: string } = { endToEndId: charge.endToEndId!, paidAt: charge.paidAt! }): PaymentNotice {
  return {
    id: ids.eventId(),
    event: "PAYMENT_RECEIVED",
    dateCreated: new Date().toISOString(),
    payment: {
      id: charge.id,
      txid: charge.txid,
      status: "RECEIVED",
      value: toReais(paid.endToEndId === charge.endToEndId ? receivedCentsOf(charge) : charge.amountCents),
      netValue: toReais(charge.netValueCents),
      endToEndIdentifier: paid.endToEndId,
      paymentDate: paid.paidAt,
    },
  };
}

/** The account's current review; `event` defaults to the general front's current value. */
export function accountStatusNotice(account: Account, event?: AccountStatusNotice["event"]): AccountStatusNotice {
  return {
    id: ids.eventId(),
    event: event ?? (`ACCOUNT_STATUS_GENERAL_APPROVAL_${account.review.general}` as AccountStatusNotice["event"]),
    dateCreated: new Date().toISOString(),
    accountStatus: { id: account.id, ...account.review },
  };
}

/** An authorization's new status (recurrences.ts). */
export function recurrenceUpdatedNotice(rec: RecurrenceNotice["recurrence"]): RecurrenceNotice {
  return { id: ids.eventId(), event: "RECURRENCE_UPDATED", dateCreated: new Date().toISOString(), recurrence: { id: rec.id, status: rec.status } };
}

/** A cycle's new status (recurrences.ts). */
export function recurringChargeUpdatedNotice(c: RecurringChargeNotice["recurringCharge"]): RecurringChargeNotice {
  return {
    id: ids.eventId(), event: "RECURRING_CHARGE_UPDATED", dateCreated: new Date().toISOString(),
    recurringCharge: { id: c.id, recurrenceId: c.recurrenceId, status: c.status },
  };
}

/** Delivers notices and remembers every attempt and the last notice per subject (for resends). */
export class Notifier {
  readonly deliveries: NoticeDelivery[] = [];
  private readonly last = new Map<string, EngineNotice>();

  constructor(
    public config: NoticeConfig,
    private readonly timeoutMs = 5_000,
  ) {}

  async send(subjectId: string, notice: EngineNotice): Promise<NoticeDelivery> {
    this.last.set(subjectId, notice);
    return this.deliver(subjectId, notice);
  }

  /** Re-sends the subject's last notice `times` times at once, byte-identical, to test receivers' idempotency. */
  resend(subjectId: string, times: number): Promise<NoticeDelivery[]> | undefined {
    const notice = this.last.get(subjectId);
    if (!notice) return undefined;
    return Promise.all(Array.from({ length: times }, () => this.deliver(subjectId, notice)));
  }

  private async deliver(subjectId: string, notice: EngineNotice): Promise<NoticeDelivery> {
    const { noticeUrl, noticeToken } = this.config;
    const delivery: NoticeDelivery = { eventId: notice.id, event: notice.event, subjectId, url: noticeUrl ?? null, at: new Date().toISOString() };
    if (!noticeUrl) {
      delivery.error = "noticeUrl not configured";
    } else {
      try {
        const res = await request(noticeUrl, {
          method: "POST",
          headers: { "content-type": "application/json", ...(noticeToken && { [NOTICE_TOKEN_HEADER]: noticeToken }) },
          body: JSON.stringify(notice),
          headersTimeout: this.timeoutMs,
          bodyTimeout: this.timeoutMs,
        });
        await res.body.dump(); // free the connection; the receiver's body is irrelevant
        delivery.status = res.statusCode;
      } catch (err) {
        delivery.error = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
      }
    }
    this.deliveries.push(delivery);
    return delivery;
  }
}

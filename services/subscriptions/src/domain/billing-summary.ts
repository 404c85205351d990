import { LISTING_CAP } from "@pix/errors";

/** What billing one subscription's period came to (the billing core's answer, `bill-period`). */
export type BillOutcomeKind = "charged" | "skipped" | "failed";

/** One subscription the run could not bill; retried by the next run. */
export interface BillingFailure {
  subscription_id: string;
  reason: string;
}

/**
 * The job summary (issue 11): `{charged, skipped, failed: [{subscription_id, reason}], sem_data}`.
 * `failed` lists at most LISTING_CAP subscriptions (with `aviso` when cut), so a run against a
 * payment engine that is down for 100,000 subscriptions still answers one bounded message.
 */
export interface BillingSummary {
  charged: number;
  skipped: number;
  failed: BillingFailure[];
  sem_data: number;
  aviso?: string;
}

/** Folds the outcomes of one run into its summary (order-independent: batches run concurrently). */
export class SummaryTally {
  private charged = 0;
  private skipped = 0;
  private semData = 0;
  private failedTotal = 0;
  private readonly failed: BillingFailure[] = [];

  constructor(private readonly failedCap = LISTING_CAP) {}

  add(subscriptionId: string, kind: BillOutcomeKind, reason?: string): void {
    if (kind === "charged") this.charged++;
    else if (kind === "skipped") this.skipped++;
    else {
      this.failedTotal++;
      if (this.failed.length < this.failedCap) this.failed.push({ subscription_id: subscriptionId, reason: reason || "falha ao cobrar" });
    }
  }

  addSemData(count: number): void {
    this.semData += count;
  }

  summary(): BillingSummary {
    const s: BillingSummary = { charged: this.charged, skipped: this.skipped, failed: [...this.failed], sem_data: this.semData };
    if (this.failedTotal > this.failed.length) {
      s.aviso = `Mostrando ${this.failed.length} de ${this.failedTotal} assinaturas com falha; as demais serão tentadas de novo na próxima execução.`;
    }
    return s;
  }
}

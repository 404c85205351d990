import type { Environment } from "@pix/grpc";
import type { Logger } from "@pix/logger";
import type { Mailer } from "@pix/mailer";
import type { ChargesPort } from "../adapters/charges";
import type { StoreProfiles } from "../adapters/identity";
import type { CycleReadsRepository } from "../repositories/cycle-reads";
import type { ChargeLinkMailsRepository } from "../repositories/charge-link-mails";
import type { BillingPeriodsRepository } from "../repositories/billing-periods";
import type { BillingRunsRepository } from "../repositories/billing-runs";
import type { PublicAuthorizations } from "../repositories/public-authorizations";
import type { RecurrenceNoticesRepository } from "../repositories/recurrence-notices";
import type { SubscriptionsRepository } from "../repositories/subscriptions";

/** What the use cases of this service need; built once in app.ts. */
export interface SubscriptionsDeps {
  subscriptions: SubscriptionsRepository;
  /** The billed periods, by subscription or billing id (the job's and bill-period's). */
  periods: BillingPeriodsRepository;
  /** The daily job's claims and sweeps across stores. */
  runs: BillingRunsRepository;
  /** Engine notices: looked up by the engine's ids, across stores. */
  notices: RecurrenceNoticesRepository;
  /** The hosted authorization page: looked up by its checkout key, across stores. */
  publicAuthorizations: PublicAuthorizations;
  /** Pix Automático instructions by txid, for the BCB API's cobr (the caller's store only). */
  cycleReads: CycleReadsRepository;
  charges: ChargesPort;
  /** Production approval facts, for PRODUCAO_NAO_LIBERADA on live creation. */
  stores: StoreProfiles;
  logger: Logger;
  /** SMTP (SMTP_URL); null: charge-now mails nothing. */
  mailer: Mailer | null;
  chargeLinkMails: ChargeLinkMailsRepository;
  /** Each engine's notice token (ENGINE_NOTICE_TOKEN, ENGINE_LIVE_NOTICE_TOKEN); null: that engine's notices are refused. */
  noticeTokens: Record<Environment, string | null>;
}

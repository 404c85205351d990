import type { Environment } from "@pix/grpc";
import type { Logger } from "@pix/logger";
import type { Mailer } from "@pix/mailer";
import type { ChargesPort } from "../adapters/charges";
import type { StoreProfiles } from "../adapters/identity";
import type { ChargeLinkMailsRepository } from "../repositories/charge-link-mails";
import type { PrismaClient } from "../repositories/prisma";
import type { SubscriptionsRepository } from "../repositories/subscriptions";

/** What the use cases of this service need; built once in app.ts. */
export interface SubscriptionsDeps {
  prisma: PrismaClient;
  subscriptions: SubscriptionsRepository;
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

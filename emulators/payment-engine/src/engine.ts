import { AccountStore } from "./accounts";
import { ChargeStore } from "./charges";
import { Faults } from "./faults";
import { Notifier, type NoticeConfig } from "./notices";
import { RecurrenceStore } from "./recurrences";
import { InfractionStore } from "./infractions";
import { RefundStore } from "./refunds";

export interface EngineOptions extends NoticeConfig {
  /** Root account's api key (header `access_token`). Default "engine_test_key". */
  apiKey?: string;
  /** Root account's wallet id, e.g. the service's fee wallet in a split; default random. */
  walletId?: string;
  /** Engine fee per charge in centavos, taken before splits. Default 99. */
  feeCents?: number;
  /** Timeout for each notice POST. Default 5000. */
  noticeTimeoutMs?: number;
  /** How long a refund stays EM_PROCESSAMENTO before it settles. Default 30. */
  refundSettleMs?: number;
  /** MED: how long a receiver has to defend itself before an undecided infraction closes. Default 7 days. */
  infractionDeadlineMs?: number;
}

/** All in-memory state of one emulator instance. */
export interface Engine {
  accounts: AccountStore;
  charges: ChargeStore;
  /** Pix Automático: authorizations (rec) and cycles (cobr). */
  recurrences: RecurrenceStore;
  notifier: Notifier;
  faults: Faults;
  /** Devoluções (refunds.ts). */
  refunds: RefundStore;
  /** MED infractions (infractions.ts). */
  infractions: InfractionStore;
  /** Set once listening: base URL, and the host:port used in QR locations. */
  url: string;
  publicHost: string;
}

export function createEngine(options: EngineOptions): Engine {
  const accounts = new AccountStore(options.apiKey ?? "engine_test_key", options.walletId);
  const charges = new ChargeStore(accounts, options.feeCents ?? 99);
  const engine: Engine = {
    accounts,
    charges,
    recurrences: new RecurrenceStore(charges),
    notifier: new Notifier({ noticeUrl: options.noticeUrl, noticeToken: options.noticeToken }, options.noticeTimeoutMs),
    faults: new Faults(),
    refunds: undefined as unknown as RefundStore,
    infractions: undefined as unknown as InfractionStore,
    url: "",
    publicHost: "",
  };
  engine.refunds = new RefundStore(engine, options.refundSettleMs ?? 30);
  engine.infractions = new InfractionStore(engine, options.infractionDeadlineMs ?? 7 * 24 * 3600_000);
  return engine;
}

/**
 * The main account's Pix key per environment, which every store receives into in single-account mode
 * (GET /receiving-account `pix_key`, and the `chave` of the BCB's API Pix). The engine is asked once
 * and the key kept for the life of the process: an account's key does not change.
 *
 * An engine that does not answer must not fail the view: the key is then unknown (null) and the
 * engine is asked again on a later read, no sooner than `retryAfterMs` after the failed ask, so an
 * outage costs one ask per interval, not one per request. A read waits for an ask under way at most
 * `waitMs`; the ask goes on and a later read finds its answer.
 */
import type { Logger } from "@pix/logger";
import type { AccountEngines } from "../adapters/account-engine";
import { platformKeyOf, type Environment, type PixKey } from "../domain/receiving-account";

export interface PlatformPixKeySettings {
  retryAfterMs: number;
  waitMs: number;
  now?: () => number;
}

interface Slot {
  key?: PixKey;
  asking?: Promise<PixKey | null>;
  failedAt?: number;
}

export class PlatformPixKeys {
  private readonly slots: Record<Environment, Slot> = { test: {}, live: {} };
  private readonly now: () => number;

  constructor(
    private readonly engines: AccountEngines,
    private readonly logger: Logger,
    private readonly settings: PlatformPixKeySettings,
  ) {
    this.now = settings.now ?? Date.now;
  }

  /** The known key, or null while it is unknown (no engine, the engine down or listing no active key). */
  async of(environment: Environment): Promise<PixKey | null> {
    const slot = this.slots[environment];
    if (slot.key) return slot.key;
    const asking = slot.asking ?? this.askIfDue(environment, slot);
    if (!asking) return null;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => (timer = setTimeout(resolve, this.settings.waitMs, null)));
    try {
      return await Promise.race([asking, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Asks each configured engine now, so the first view does not wait (process start). */
  warm(): void {
    for (const environment of ["test", "live"] as const) void this.of(environment);
  }

  private askIfDue(environment: Environment, slot: Slot): Promise<PixKey | null> | undefined {
    const engine = this.engines[environment];
    if (!engine) return undefined;
    if (slot.failedAt !== undefined && this.now() - slot.failedAt < this.settings.retryAfterMs) return undefined;
    const asking = engine.ownPixKeys().then(
      (keys) => {
        const key = platformKeyOf(keys);
        if (key) slot.key = key;
        else this.failed(environment, slot, "the engine lists no active Pix key for the main account");
        return key;
      },
      (err: unknown) => {
        this.failed(environment, slot, err instanceof Error ? err.message : "error");
        return null;
      },
    ).finally(() => {
      slot.asking = undefined;
    });
    slot.asking = asking;
    return asking;
  }

  private failed(environment: Environment, slot: Slot, reason: string) {
    slot.failedAt = this.now();
    this.logger.warn({ environment, reason, retryAfterMs: this.settings.retryAfterMs }, "main account's Pix key unknown; GET /receiving-account shows pix_key null until the engine answers");
  }
}

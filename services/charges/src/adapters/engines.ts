import { HttpPaymentEngine } from "../payment-engine/http-payment-engine";
import type { Engines } from "../usecases/ports";

/** The main account's engine plus subaccount views over the same connection pool. */
export function httpEngines(options: { url?: string; apiKey?: string; timeoutMs: number }): Engines & { close(): Promise<void> } {
  const main = options.url && options.apiKey ? new HttpPaymentEngine({ baseUrl: options.url, apiKey: options.apiKey, timeoutMs: options.timeoutMs }) : null;
  return {
    main: () => main,
    asSubaccount: (apiKey) => main?.withApiKey(apiKey) ?? null,
    close: async () => main?.close(),
  };
}

import type { Environment } from "../../issuing/domain/charge";
import { HttpPaymentEngine } from "../payment-engine/http-payment-engine";
import type { Engines } from "../usecases/ports";

export interface EngineEndpoint {
  url?: string;
  apiKey?: string;
}

/** Each environment's engine (main account) plus subaccount views over the same connection pool. */
export function httpEngines(options: { test: EngineEndpoint; live: EngineEndpoint; timeoutMs: number }): Engines & { close(): Promise<void> } {
  const make = ({ url, apiKey }: EngineEndpoint) => (url && apiKey ? new HttpPaymentEngine({ baseUrl: url, apiKey, timeoutMs: options.timeoutMs }) : null);
  const mains: Record<Environment, HttpPaymentEngine | null> = { test: make(options.test), live: make(options.live) };
  return {
    main: (environment) => mains[environment],
    asSubaccount: (environment, apiKey) => mains[environment]?.withApiKey(apiKey) ?? null,
    close: async () => void (await Promise.all([mains.test?.close(), mains.live?.close()])),
  };
}

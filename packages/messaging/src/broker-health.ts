import { connect } from "amqplib";

export interface BrokerHealth {
  ok: boolean;
  error?: string;
}

/** Opens and closes a throwaway connection; never throws and never takes longer than timeoutMs. */
export async function checkBroker(amqpUrl: string, timeoutMs = 2_000): Promise<BrokerHealth> {
  const attempt = connect(amqpUrl, { timeout: timeoutMs });
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`broker did not answer within ${timeoutMs} ms`)), timeoutMs);
  });
  const work = attempt.then((conn) => conn.close());
  work.catch(() => undefined); // may settle after the deadline: keep that from being an unhandled rejection
  try {
    await Promise.race([work, deadline]);
    return { ok: true };
  } catch (err) {
    attempt.then((conn) => conn.close()).catch(() => undefined); // a late connection must not leak
    return { ok: false, error: err instanceof Error ? err.message : String(err) };
  } finally {
    clearTimeout(timer);
  }
}

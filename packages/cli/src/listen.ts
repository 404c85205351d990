import { signWebhookHeaders, type PixClient, type StreamedEvent } from "@pix/sdk";
import { clock } from "./output";

const FORWARD_TIMEOUT_MS = 10_000;

export interface ListenOptions {
  forwardTo: string;
  secret: string;
  /** Only these event names are forwarded (all when empty). */
  events: string[];
  /** Resume after this seq (a previous session's last one). */
  after?: string;
  signal: AbortSignal;
  print(line: string): void;
}

/**
 * `pix listen`: the store's test events from the gateway's stream, each POSTed to the local URL with
 * the same headers as a real delivery, signed with the session's secret; one line per event with the
 * local answer. The stream resumes by itself after a drop (the SDK's streamEvents), losing nothing.
 */
export async function listen(pix: PixClient, o: ListenOptions): Promise<void> {
  const stream = pix.webhooks.stream({
    after: o.after,
    signal: o.signal,
    onConnected: ({ after, reconnect }) =>
      o.print(reconnect ? `Reconectado: retomando depois do evento #${after}` : `Pronto! Encaminhando os eventos de teste para ${o.forwardTo} (depois do evento #${after}). Ctrl+C para sair.`),
    onDisconnected: ({ delayMs }) => o.print(`Conexão com o gateway caiu; reconectando em ${Math.round(delayMs / 1000)} s sem perder eventos…`),
  });
  for await (const e of stream) {
    if (o.events.length && !o.events.includes(e.event)) continue;
    o.print(`${clock(new Date())}  #${e.seq}  ${e.event.padEnd(22)} ${e.id}  → ${await forward(o, e)}`);
  }
}

/**
 * POSTs one event to the local URL; the answer's status and time, or why there was none. A redirect is
 * the answer, never followed: a real delivery does not follow one either (the dispatcher's client
 * refuses it), and following would send the signed body to wherever the Location points.
 */
async function forward(o: ListenOptions, e: StreamedEvent): Promise<string> {
  const started = Date.now();
  const headers = { "content-type": "application/json", "user-agent": "pix-cli", ...signWebhookHeaders(o.secret, { event: e.event, eventId: e.id, body: e.body }, new Date()) };
  try {
    const res = await fetch(o.forwardTo, {
      method: "POST", headers, body: e.body, redirect: "manual", signal: AbortSignal.any([o.signal, AbortSignal.timeout(FORWARD_TIMEOUT_MS)]),
    });
    await res.body?.cancel();
    const location = res.headers.get("location");
    const redirect = res.status >= 300 && res.status < 400 && location ? ` redireciona para ${location}: não seguido (um endpoint real também não segue)` : "";
    return `${res.status} (${Date.now() - started} ms)${redirect}`;
  } catch (err) {
    const cause = (err as { cause?: { code?: string } }).cause?.code ?? (err as Error).name;
    return `sem resposta (${cause}): o servidor local está de pé em ${o.forwardTo}?`;
  }
}

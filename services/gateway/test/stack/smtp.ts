import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import type { StackContext } from "./context";

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
}

/** Mail a service sent, received by a real SMTP server (the smtp-server library) on a random port. */
export interface Mailbox {
  url: string;
  messages: ReceivedMail[];
  waitFor(pred: (m: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
}

export async function startSmtp(ctx: Pick<StackContext, "onClose">): Promise<Mailbox> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          messages.push({ to: session.envelope.rcptTo.map((r) => r.address), subject: mail.subject ?? "", text: mail.text ?? "" });
          callback();
        },
        (err) => callback(err),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  ctx.onClose(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** A loaded machine (CI runs two workers on 2 cores) can take seconds to hand a queued e-mail over. */
    async waitFor(pred: (m: ReceivedMail) => boolean, timeoutMs = 15_000) {
      for (const until = Date.now() + timeoutMs; Date.now() < until; await new Promise((r) => setTimeout(r, 20))) {
        const found = messages.find(pred);
        if (found) return found;
      }
      throw new Error(`no e-mail matched within ${timeoutMs} ms (received: ${JSON.stringify(messages.map((m) => [m.to, m.subject]))})`);
    },
  };
}

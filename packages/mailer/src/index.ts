import nodemailer from "nodemailer";

/** A plain-text e-mail: what every service sends (receipts, verification links, approvals). */
export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** The port use cases depend on; tests give a real SMTP server, never a fake of this. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** SMTP connections kept open per process: every payment sends mail, so a handshake per e-mail is waste. */
export const SMTP_MAX_CONNECTIONS = 2;

/**
 * Plain-text mail over SMTP (SMTP_URL, e.g. smtp://user:pass@host:587). Short timeouts: mail is never urgent.
 * Pooled: a few connections are reused for many messages instead of one connection (TCP, greeting, EHLO,
 * STARTTLS/AUTH when configured) per e-mail; a connection the server drops is replaced on the next send.
 * close() ends the pool (the service's shutdown).
 */
export function smtpMailer(smtpUrl: string, from: string): Mailer & { close(): void } {
  const transport = nodemailer.createTransport({
    url: smtpUrl, pool: true, maxConnections: SMTP_MAX_CONNECTIONS, connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 10_000,
  });
  return {
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
    close: () => transport.close(),
  };
}
export * from "./quota";
export * from "./brasilia-time";
export * from "./panel-link";

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

/** Plain-text mail over SMTP (SMTP_URL, e.g. smtp://user:pass@host:587). Short timeouts: mail is never urgent. */
export function smtpMailer(smtpUrl: string, from: string): Mailer & { close(): void } {
  const transport = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 10_000 });
  return {
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
    close: () => transport.close(),
  };
}

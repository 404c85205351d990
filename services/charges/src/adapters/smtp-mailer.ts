import nodemailer from "nodemailer";
import type { Mail, Mailer } from "../usecases/ports";

/** Plain-text mail over SMTP (SMTP_URL, e.g. smtp://user:pass@host:587). Short timeouts: mail is never urgent. */
export function smtpMailer(smtpUrl: string, from: string): Mailer & { close(): void } {
  const transport = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 10_000 });
  return {
    async send(mail: Mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
    close: () => transport.close(),
  };
}

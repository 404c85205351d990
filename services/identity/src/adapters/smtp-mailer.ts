import nodemailer from "nodemailer";

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/** Plain-text mail over SMTP (SMTP_URL, e.g. smtp://user:pass@host:587). Short timeouts: mail is never urgent. */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 10_000 });
  return {
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
    close: () => transport.close(),
  };
}

// Outgoing mail. By default messages are written to the log (a fresh machine has no mail server); with
// SMTP_URL (smtp://user:pass@host:587) they go through SMTP.
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export function createMailer(log: FastifyBaseLogger, smtpUrl = process.env.SMTP_URL ?? ''): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    const from = process.env.MAIL_FROM ?? 'Hoshi <no-reply@localhost>';
    return {
      async send(message) {
        await transport.sendMail({ from, ...message });
      },
    };
  }
  return {
    send(message) {
      log.info({ mail: message }, 'mail (log transport)');
      return Promise.resolve();
    },
  };
}

/** A mailer that keeps what it sent, for tests. */
export function memoryMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    send(message) {
      sent.push(message);
      return Promise.resolve();
    },
  };
}

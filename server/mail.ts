// Outgoing mail. With SMTP_URL (smtp://user:pass@host:587) messages go through SMTP. Without it (a fresh
// machine has no mail server) they are not sent: in development the log shows the whole message, so a
// developer can use a password-reset code; in production (NODE_ENV=production) the log names only the
// recipient and subject, because a reset code in a log file is a password anyone reading it can use.
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

export function createMailer(
  log: FastifyBaseLogger,
  smtpUrl = process.env.SMTP_URL ?? '',
  production = process.env.NODE_ENV === 'production',
): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    const from = process.env.MAIL_FROM ?? 'Hoshi <no-reply@localhost>';
    return {
      async send(message) {
        await transport.sendMail({ from, ...message });
      },
    };
  }
  if (production) {
    return {
      send(message) {
        log.warn(
          { mail: { to: message.to, subject: message.subject } },
          'mail not sent: SMTP_URL is not set (its text is never logged in production)',
        );
        return Promise.resolve();
      },
    };
  }
  return {
    send(message) {
      log.info(
        { mail: message },
        'mail not sent (no SMTP_URL): printed for development, reset codes included; ' +
          'with NODE_ENV=production the text is not logged',
      );
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

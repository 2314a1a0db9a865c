// The log mailer (issue 12 item 9): without SMTP_URL a message is not sent. In production
// (NODE_ENV=production) its text, which may hold a password-reset code, never reaches the log; in
// development the log prints the whole message and says why.
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createMailer } from '../../../server/mail';

/** A logger that keeps every call's arguments, as the JSON a log file would hold. */
function recordingLogger(): { log: FastifyBaseLogger; lines: string[] } {
  const lines: string[] = [];
  const record = (...args: unknown[]) => void lines.push(JSON.stringify(args));
  const log = {
    level: 'trace',
    fatal: record,
    error: record,
    warn: record,
    info: record,
    debug: record,
    trace: record,
    silent: record,
    child: () => log,
  } as unknown as FastifyBaseLogger;
  return { log, lines };
}

const code = 'q7Jx0mZp3VY8cT1nW5kR2sLd9HfA4gBe';
const message = {
  to: 'student@example.com',
  subject: 'Hoshi: reset your password',
  text: `Hello student,\n\nEnter this code in the app within 30 minutes:\n\n${code}\n\n`,
};

describe('the log mailer', () => {
  it('never writes the text (the reset code) to the log in production', async () => {
    const { log, lines } = recordingLogger();
    await createMailer(log, '', true).send(message);
    const logged = lines.join('\n');
    expect(logged).not.toContain(code);
    // The operator still learns that a mail was not sent, and to whom.
    expect(logged).toContain('student@example.com');
    expect(logged).toContain('SMTP_URL');
  });

  it('prints the whole message in development, and says so', async () => {
    const { log, lines } = recordingLogger();
    await createMailer(log, '', false).send(message);
    const logged = lines.join('\n');
    expect(logged).toContain(code);
    expect(logged).toContain('NODE_ENV=production');
  });
});

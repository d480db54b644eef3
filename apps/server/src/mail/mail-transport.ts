import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { PermanentJobError } from '../jobs/job-worker';
import type { MailMessage } from './mail-message';

export type MailTransport = {
  /** Sends the message (or writes it to the outbox); throws when it did not go. */
  send: (message: MailMessage, messageId: string) => Promise<void>;
  /** Where mail goes, for the start-up log line: never the SMTP password. */
  describe: string;
  close: () => void;
};

/** Short enough that a stuck server fails the attempt long before the worker's claim lapses. */
const TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 45_000 };

const envelope = (message: MailMessage, from: string, messageId: string) => ({
  from,
  to: message.to,
  subject: message.subject,
  text: message.text,
  html: message.html,
  messageId,
  headers: { ...message.headers, 'Content-Language': message.language, 'Auto-Submitted': 'auto-generated' },
  ...(message.attachments && { attachments: message.attachments }),
});

/**
 * SMTP when SMTP_URL is set (nodemailer); otherwise every message becomes an .eml file (RFC 5322, text
 * and HTML parts) in DATA_DIR/outbox, with its path logged, so a newcomer sees what families would get.
 */
export function createMailTransport(options: {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
}): MailTransport {
  const { smtpUrl, from, log } = options;
  if (smtpUrl) {
    // nodemailer reads the URL's host, port, user, password and secure (smtps) into its options.
    const url = new URL(smtpUrl);
    const transport = nodemailer.createTransport({
      host: url.hostname,
      port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
      secure: url.protocol === 'smtps:',
      ...(url.username && { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }),
      ...TIMEOUTS,
    });
    return {
      describe: `${url.protocol}//${url.host}`,
      async send(message, messageId) {
        try {
          await transport.sendMail(envelope(message, from, messageId));
        } catch (error) {
          // 5xx: the server refuses this message for good (unknown mailbox); anything else may pass later.
          const code = (error as { responseCode?: number }).responseCode;
          if (code !== undefined && code >= 500 && code < 600) throw new PermanentJobError((error as Error).message);
          throw error;
        }
      },
      close: () => transport.close(),
    };
  }
  const outbox = path.join(options.dataDir, 'outbox');
  const writer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    describe: `files in ${outbox}`,
    async send(message, messageId) {
      const info = await writer.sendMail(envelope(message, from, messageId));
      await fs.mkdir(outbox, { recursive: true, mode: 0o700 });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(outbox, `${stamp}-${crypto.randomBytes(3).toString('hex')}.eml`);
      // Owner only: a message may carry a one-time link.
      await fs.writeFile(file, info.message as Buffer, { mode: 0o600 });
      log.info({ file, to: message.to, subject: message.subject }, `e-mail written to ${file}`);
    },
    close: () => undefined,
  };
}

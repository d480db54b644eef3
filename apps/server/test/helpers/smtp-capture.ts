import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type CapturedMail = {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  raw: string;
  parsed: ParsedMail;
};

export type SmtpCapture = {
  /** SMTP_URL for the app: smtp://127.0.0.1:<port>. */
  url: string;
  messages: CapturedMail[];
  /** The next `count` messages are refused with this reply (421: try later; 550: never). */
  refuseNext: (count: number, code?: number) => void;
  /** Waits until `count` messages arrived in all (or throws after `timeoutMs`). */
  waitForCount: (count: number, timeoutMs?: number) => Promise<CapturedMail[]>;
  /** The last message sent to this address. */
  lastTo: (address: string) => CapturedMail | undefined;
  close: () => Promise<void>;
};

/**
 * A real SMTP server in the test process (the smtp-server package, no TLS, any login accepted): the
 * app sends to it over TCP as it would to the school's provider, and the test reads what arrived.
 */
export async function startSmtpCapture(): Promise<SmtpCapture> {
  const messages: CapturedMail[] = [];
  let refusals: { count: number; code: number } = { count: 0, code: 421 };
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'test' }),
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusals.count > 0) {
          refusals.count--;
          const error = Object.assign(new Error(refusals.code >= 500 ? 'Mailbox unavailable' : 'Try again later'), {
            responseCode: refusals.code,
          });
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks);
        simpleParser(raw)
          .then((parsed) => {
            messages.push({
              to: session.envelope.rcptTo.map((r) => r.address),
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              messageId: parsed.messageId ?? '',
              raw: raw.toString('utf8'),
              parsed,
            });
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    refuseNext: (count, code = 421) => (refusals = { count, code }),
    async waitForCount(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} e-mails, got ${messages.length}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return messages;
    },
    lastTo: (address) => messages.filter((m) => m.to.includes(address.toLowerCase())).at(-1),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The one-time link in a message's text part (the first URL with a token=). */
export function linkIn(mail: CapturedMail): URL {
  const match = /https?:\/\/\S+token=[A-Za-z0-9_-]+/.exec(mail.text);
  if (!match) throw new Error(`no link in e-mail "${mail.subject}":\n${mail.text}`);
  return new URL(match[0]);
}

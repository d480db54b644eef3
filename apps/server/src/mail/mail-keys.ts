import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** One key of the ring: its name, written in every message it seals, and its 32 bytes (AES-256). */
export type MailKey = { id: string; key: Buffer };

/**
 * The keys that seal queued work (e-mail, pushes) in the jobs table, apart from JWT_SECRET, so
 * rotating either loses nothing (decision 089). The first key seals; every key opens what it sealed,
 * so an old key stays in the ring until the messages it sealed have gone.
 */
export type MailKeyRing = {
  current: MailKey;
  keys: ReadonlyMap<string, Buffer>;
  /** Where the ring was read: 'MAIL_KEYS' or the file in DATA_DIR (for the logs and the import's report). */
  source: string;
  /**
   * The key derived from JWT_SECRET that sealed messages before the ring existed (format v1): they
   * stay readable while the server keeps that secret.
   */
  legacyKey?: Buffer;
};

export const MAIL_KEYS_FILE = 'mail-keys';
const ID = /^[A-Za-z0-9_-]{1,40}$/;
const KEY = /^[A-Za-z0-9+/_-]{43}=?$/;
const EXAMPLE = 'id:key, like 2026-09:Gk3... (32 random bytes in base64, from `openssl rand -base64 32`)';

/**
 * The keys of a ring as written in MAIL_KEYS (separated by commas) or in DATA_DIR/mail-keys (one a
 * line, `#` starts a comment). Answers the problem in words when one entry is malformed.
 */
export function parseMailKeys(text: string): { keys: MailKey[] } | { problem: string } {
  const entries = text
    .split(/[,\n]/)
    .map((line) => line.replace(/#.*$/, '').trim())
    .filter((line) => line !== '');
  if (entries.length === 0) return { problem: `holds no key: give ${EXAMPLE}` };
  const keys: MailKey[] = [];
  for (const [index, entry] of entries.entries()) {
    const colon = entry.indexOf(':');
    const id = colon < 0 ? '' : entry.slice(0, colon).trim();
    const value = colon < 0 ? entry : entry.slice(colon + 1).trim();
    const which = `key ${index + 1}${id ? ` (${id})` : ''}`;
    if (!ID.test(id)) return { problem: `${which} needs a name of letters, digits, - or _ (at most 40) before a colon: give ${EXAMPLE}` };
    if (!KEY.test(value) || Buffer.from(value, 'base64').length !== 32)
      return { problem: `${which} is not 32 bytes in base64: give ${EXAMPLE}` };
    if (keys.some((k) => k.id === id)) return { problem: `${which} has the name of an earlier key: each name seals once` };
    keys.push({ id, key: Buffer.from(value, 'base64') });
  }
  return { keys };
}

/** A new random key, named after the month it was made (and a few letters, so two made the same month differ). */
export function generateMailKey(at = new Date()): MailKey {
  const id = `${at.toISOString().slice(0, 7)}-${crypto.randomBytes(3).toString('hex')}`;
  return { id, key: crypto.randomBytes(32) };
}

/** A key as MAIL_KEYS and the file write it. */
export const formatMailKey = (k: MailKey) => `${k.id}:${k.key.toString('base64')}`;

export function ringOf(keys: MailKey[], source: string, legacyKey?: Buffer): MailKeyRing {
  const [current] = keys;
  if (!current) throw new Error(`${source} holds no mail key`);
  return { current, keys: new Map(keys.map((k) => [k.id, k.key])), source, legacyKey };
}

function readRingFile(file: string): MailKey[] {
  const parsed = parseMailKeys(fs.readFileSync(file, 'utf8'));
  if ('problem' in parsed) throw new Error(`${file}: ${parsed.problem}. Fix the line, or give the keys in MAIL_KEYS`);
  return parsed.keys;
}

/**
 * The ring: MAIL_KEYS when given, else DATA_DIR/mail-keys, made with one new key on the first start
 * (mode 600). Several processes may start at once on one DATA_DIR: the file is written whole under
 * another name and linked into place, which fails if another got there first; then its keys are used.
 */
export function resolveMailKeyRing(config: { mailKeys: MailKey[] | undefined; dataDir: string }, legacyKey?: Buffer): MailKeyRing {
  if (config.mailKeys) return ringOf(config.mailKeys, 'MAIL_KEYS', legacyKey);
  const file = path.join(config.dataDir, MAIL_KEYS_FILE);
  if (fs.existsSync(file)) return ringOf(readRingFile(file), file, legacyKey);
  fs.mkdirSync(config.dataDir, { recursive: true });
  const made = generateMailKey();
  const draft = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
  const text = `# Keys that seal queued e-mail (docs/operations.md). The first seals; keep old ones until the queue has gone.\n${formatMailKey(made)}\n`;
  fs.writeFileSync(draft, text, { mode: 0o600, flag: 'wx' });
  try {
    fs.linkSync(draft, file);
    return ringOf([made], file, legacyKey);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return ringOf(readRingFile(file), file, legacyKey);
  } finally {
    fs.rmSync(draft, { force: true });
  }
}

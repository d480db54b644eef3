import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { createTokenService } from '../lib/tokens';
import { formatMailKey, generateMailKey, MAIL_KEYS_FILE, resolveMailKeyRing, ringOf } from './mail-keys';
import { openWithRing, seal, sealWithRing, UnreadableMessage } from './sealed';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'carnet-mail-keys-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const reasonOf = (open: () => string) => {
  try {
    open();
  } catch (error) {
    if (error instanceof UnreadableMessage) return { reason: error.reason, message: error.message };
    throw error;
  }
  return null;
};

describe('MAIL_KEYS', () => {
  it('reads the keys, the first one sealing, in base64 or base64url', () => {
    const [a, b] = [generateMailKey(), generateMailKey()];
    const urlSafe = `${b!.id}:${b!.key.toString('base64url')}`;
    const config = loadConfig({ MAIL_KEYS: ` ${formatMailKey(a!)} , ${urlSafe}` });
    expect(config.mailKeys).toEqual([a, b]);
    expect(loadConfig({}).mailKeys).toBeUndefined();
  });

  it.each([
    ['no name', crypto.randomBytes(32).toString('base64'), /key 1 .*needs a name of letters/],
    ['a short key', `k1:${crypto.randomBytes(16).toString('base64')}`, /key 1 \(k1\) is not 32 bytes in base64/],
    ['a key not in base64', `k1:${'!'.repeat(43)}=`, /key 1 \(k1\) is not 32 bytes/],
    ['a name with a dot', `k.1:${crypto.randomBytes(32).toString('base64')}`, /key 1 .*needs a name of letters/],
    [
      'a name given twice',
      `k1:${crypto.randomBytes(32).toString('base64')},k1:${crypto.randomBytes(32).toString('base64')}`,
      /key 2 \(k1\) has the name of an earlier key/,
    ],
    ['only commas', ',,', /holds no key/],
  ])('stops the start on %s, naming MAIL_KEYS and what is wrong', (_what, value, problem) => {
    expect(() => loadConfig({ MAIL_KEYS: value })).toThrow(ConfigError);
    expect(() => loadConfig({ MAIL_KEYS: value })).toThrow(/MAIL_KEYS: /);
    expect(() => loadConfig({ MAIL_KEYS: value })).toThrow(problem);
  });
});

describe('the mail key ring', () => {
  it('is made once into DATA_DIR (mode 600) and read again by every later start', () => {
    const dataDir = tempDir();
    const first = resolveMailKeyRing({ mailKeys: undefined, dataDir });
    const file = path.join(dataDir, MAIL_KEYS_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(first.source).toBe(file);
    const again = resolveMailKeyRing({ mailKeys: undefined, dataDir });
    expect(again.current).toEqual(first.current);
    // What one process sealed, another on the same DATA_DIR opens.
    expect(openWithRing(again, sealWithRing(first, 'hello'))).toBe('hello');
  });

  it('takes MAIL_KEYS over the file, and writes no file then', () => {
    const dataDir = tempDir();
    const key = generateMailKey();
    expect(resolveMailKeyRing({ mailKeys: [key], dataDir })).toMatchObject({ current: key, source: 'MAIL_KEYS' });
    expect(fs.existsSync(path.join(dataDir, MAIL_KEYS_FILE))).toBe(false);
  });

  it('refuses a malformed file by its name rather than sealing with a key nobody chose', () => {
    const dataDir = tempDir();
    fs.writeFileSync(path.join(dataDir, MAIL_KEYS_FILE), '# a comment\nk1:tooshort\n');
    expect(() => resolveMailKeyRing({ mailKeys: undefined, dataDir })).toThrow(/mail-keys: key 1 \(k1\) is not 32 bytes in base64/);
  });

  it('opens what an older key sealed once a new key seals: rotation loses nothing', () => {
    const [old, rotated] = [generateMailKey(), generateMailKey()];
    const sealedBefore = sealWithRing(ringOf([old!], 'MAIL_KEYS'), 'queued before the rotation');
    const ring = ringOf([rotated!, old!], 'MAIL_KEYS');
    expect(sealWithRing(ring, 'x').split('.')[1]).toBe(rotated!.id);
    expect(openWithRing(ring, sealedBefore)).toBe('queued before the rotation');
  });

  it('does not depend on JWT_SECRET; opens a message of before the ring with the JWT key while it is held', () => {
    const ring = ringOf([generateMailKey()], 'MAIL_KEYS', createTokenService('a'.repeat(40), 60).sealKey);
    const underOtherSecret = { ...ring, legacyKey: createTokenService('b'.repeat(40), 60).sealKey };
    expect(openWithRing(underOtherSecret, sealWithRing(ring, 'invitation'))).toBe('invitation');
    const beforeTheRing = seal(createTokenService('a'.repeat(40), 60).sealKey, 'old invitation');
    expect(openWithRing(ring, beforeTheRing)).toBe('old invitation');
    expect(reasonOf(() => openWithRing(underOtherSecret, beforeTheRing))).toEqual({
      reason: 'keyMissing',
      message: 'the message was sealed with a JWT_SECRET this server does not hold',
    });
  });

  it('says which key is missing, or that the message is damaged', () => {
    const gone = generateMailKey();
    const ring = ringOf([generateMailKey()], 'MAIL_KEYS');
    expect(reasonOf(() => openWithRing(ring, sealWithRing(ringOf([gone], 'x'), 'lost')))).toEqual({
      reason: 'keyMissing',
      message: `the message was sealed with the mail key "${gone.id}", which this server does not hold (MAIL_KEYS or DATA_DIR/mail-keys)`,
    });
    const sealed = sealWithRing(ring, 'a message');
    const tampered = `${sealed.slice(0, -2)}${sealed.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(reasonOf(() => openWithRing(ring, tampered))?.reason).toBe('damaged');
    expect(reasonOf(() => openWithRing(ring, '{}'))?.reason).toBe('damaged');
    expect(reasonOf(() => openWithRing(ring, `v2.${ring.current.id}.x`))?.reason).toBe('damaged');
  });
});

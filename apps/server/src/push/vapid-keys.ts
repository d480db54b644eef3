import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import webPush from 'web-push';
import type { Config } from '../config';

export type VapidKeys = { publicKey: string; privateKey: string };

const FILE_NAME = 'vapid-keys.json';

function readKeys(file: string): VapidKeys {
  const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<VapidKeys>;
  if (typeof parsed.publicKey !== 'string' || typeof parsed.privateKey !== 'string')
    throw new Error(
      `${file} does not hold a publicKey and a privateKey: delete it to have new keys made (every device must then turn notifications on again)`,
    );
  return { publicKey: parsed.publicKey, privateKey: parsed.privateKey };
}

/**
 * The school's VAPID key pair: the environment's, else the one kept in DATA_DIR/vapid-keys.json,
 * made on the first start. It must never change by itself: every subscription was made for this
 * public key, and a new key leaves every device unreachable until it subscribes again.
 * Several processes may start at once on one DATA_DIR: the file is written whole under another name
 * and linked into place, which fails if another process got there first; then its keys are used.
 */
export function resolveVapidKeys(config: Pick<Config, 'vapidKeys' | 'dataDir'>): VapidKeys {
  if (config.vapidKeys) return config.vapidKeys;
  const file = path.join(config.dataDir, FILE_NAME);
  if (fs.existsSync(file)) return readKeys(file);
  fs.mkdirSync(config.dataDir, { recursive: true });
  const keys = webPush.generateVAPIDKeys();
  const draft = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
  fs.writeFileSync(draft, JSON.stringify(keys, null, 2), { mode: 0o600, flag: 'wx' });
  try {
    fs.linkSync(draft, file);
    return keys;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readKeys(file);
  } finally {
    fs.rmSync(draft, { force: true });
  }
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webPush from 'web-push';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { resolveVapidKeys } from './vapid-keys';

const pair = webPush.generateVAPIDKeys();
const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'carnet-vapid-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('VAPID configuration', () => {
  it('takes a key pair from the environment, both keys or neither', () => {
    expect(loadConfig({ VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey }).vapidKeys).toEqual(pair);
    expect(loadConfig({}).vapidKeys).toBeUndefined();
    for (const one of [{ VAPID_PUBLIC_KEY: pair.publicKey }, { VAPID_PRIVATE_KEY: pair.privateKey }]) {
      expect(() => loadConfig(one)).toThrow(ConfigError);
      expect(() => loadConfig(one)).toThrow(/VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: give both/);
    }
  });

  it("refuses a public key that is not the private key's", () => {
    const other = webPush.generateVAPIDKeys();
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: other.publicKey, VAPID_PRIVATE_KEY: pair.privateKey })).toThrow(
      /VAPID_PUBLIC_KEY: is not the public key of VAPID_PRIVATE_KEY/,
    );
  });

  it.each([
    ['VAPID_PUBLIC_KEY', pair.privateKey],
    ['VAPID_PUBLIC_KEY', `${pair.publicKey}=`],
    ['VAPID_PRIVATE_KEY', pair.publicKey],
    ['VAPID_PRIVATE_KEY', 'not a key'],
    ['VAPID_SUBJECT', 'office@example.edu'],
    ['VAPID_SUBJECT', 'http://carnet.example.edu'],
  ])('refuses %s=%s with a message naming it', (name, value) => {
    const env = { VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey, [name]: value };
    expect(() => loadConfig(env)).toThrow(new RegExp(`${name}: must be`));
  });

  it('names a contact for push services: VAPID_SUBJECT, else the MAIL_FROM address, else the https PUBLIC_URL, else the office', () => {
    expect(loadConfig({ VAPID_SUBJECT: 'https://carnet.example.edu' }).vapidSubject).toBe('https://carnet.example.edu');
    expect(loadConfig({ MAIL_FROM: 'Collège Exemple <no-reply@college.example.fr>' }).vapidSubject).toBe(
      'mailto:no-reply@college.example.fr',
    );
    expect(loadConfig({ MAIL_FROM: 'Carnet', PUBLIC_URL: 'https://carnet.example.edu/' }).vapidSubject).toBe('https://carnet.example.edu');
    expect(loadConfig({ MAIL_FROM: 'Carnet', SCHOOL_OFFICE_EMAIL: 'office@college.example.fr' }).vapidSubject).toBe(
      'mailto:office@college.example.fr',
    );
  });

  it('never lets the environment allow http push endpoints', () => {
    expect(loadConfig({ PUSH_ALLOWS_LOCAL_HTTP: 'true', pushAllowsLocalHttp: 'true' }).pushAllowsLocalHttp).toBe(false);
  });
});

describe('the VAPID key pair kept in DATA_DIR', () => {
  it('is made once on the first start (mode 600) and the same on every later start', () => {
    const dataDir = path.join(tempDir(), 'data');
    const first = resolveVapidKeys({ dataDir, vapidKeys: undefined });
    const file = path.join(dataDir, 'vapid-keys.json');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32);
    expect(resolveVapidKeys({ dataDir, vapidKeys: undefined })).toEqual(first);
    expect(fs.readdirSync(dataDir)).toEqual(['vapid-keys.json']);
  });

  it('is the environment pair when given, and then nothing is written', () => {
    const dataDir = tempDir();
    expect(resolveVapidKeys({ dataDir, vapidKeys: pair })).toEqual(pair);
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it('stops the start when the file is damaged, rather than making new keys every device would lose', () => {
    const dataDir = tempDir();
    fs.writeFileSync(path.join(dataDir, 'vapid-keys.json'), '{"publicKey": 1}');
    expect(() => resolveVapidKeys({ dataDir, vapidKeys: undefined })).toThrow(/does not hold a publicKey and a privateKey/);
  });
});

import https from 'node:https';
import { describe, expect, it } from 'vitest';
import { createPushAgent, isPrivateAddress } from './push-agents';
import { isAcceptableEndpoint } from './push-endpoint';

describe('where pushes may go', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    'fd00::1',
    'fe80::1',
    '::ffff:127.0.0.1',
  ])('knows %s is private', (address) => expect(isPrivateAddress(address)).toBe(true));

  it.each(['142.250.74.10', '2a00:1450:4007:80e::200a', '17.57.146.20'])('knows %s is public', (address) =>
    expect(isPrivateAddress(address)).toBe(false),
  );

  it('refuses, at connection time, a name that resolves to this machine', async () => {
    const error = await new Promise<NodeJS.ErrnoException>((resolve) => {
      const request = https.request('https://localhost:9/push', { agent: createPushAgent(), method: 'POST', timeout: 5000 });
      request.on('error', resolve);
      request.end();
    });
    expect(error.code).toBe('EPRIVATEADDRESS');
  });

  it('accepts public https endpoints only (local http only when the tests allow it)', () => {
    expect(isAcceptableEndpoint('https://fcm.googleapis.com/fcm/send/abc', false)).toBe(true);
    expect(isAcceptableEndpoint('https://web.push.apple.com/QGx', false)).toBe(true);
    for (const refused of [
      'http://fcm.googleapis.com/x',
      'https://127.0.0.1/x',
      'https://[fd00::1]/x',
      'https://printer.local/x',
      'https://box/x',
      'ftp://a.example/x',
    ])
      expect(isAcceptableEndpoint(refused, false), refused).toBe(false);
    expect(isAcceptableEndpoint('http://127.0.0.1:8080/push', true)).toBe(true);
    expect(isAcceptableEndpoint('http://127.0.0.1:8080/push', false)).toBe(false);
    expect(isAcceptableEndpoint('http://10.0.0.1/push', true)).toBe(false);
  });
});

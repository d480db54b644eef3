import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { memoryClock } from '../../test/helpers/memory-clock';
import { answerKey, KeptAnswers } from './kept-answers';

const request = (method: string, url: string, headers: Record<string, string>) => ({ method, url, headers }) as unknown as IncomingMessage;
const signedIn = { authorization: 'Bearer a.b.c', cookie: 'XSRF-TOKEN=n.s' };

describe('answerKey', () => {
  it('keys a signed-in GET of the API by its token, cookie and URL', () => {
    const key = answerKey(request('GET', '/api/me', signedIn));
    expect(key).toContain('Bearer a.b.c');
    expect(key).toContain('XSRF-TOKEN=n.s');
    expect(key).not.toBe(answerKey(request('GET', '/api/me', { ...signedIn, cookie: 'XSRF-TOKEN=other' })));
    expect(key).not.toBe(answerKey(request('GET', '/api/me?x=1', signedIn)));
  });

  it('gives no key to a write, an anonymous call, or a page outside the API', () => {
    expect(answerKey(request('POST', '/api/me', signedIn))).toBeNull();
    expect(answerKey(request('HEAD', '/api/me', signedIn))).toBeNull();
    expect(answerKey(request('GET', '/api/me', { cookie: signedIn.cookie }))).toBeNull();
    expect(answerKey(request('GET', '/home', signedIn))).toBeNull();
  });
});

describe('KeptAnswers', () => {
  it('weighs the key against its budget, not only the answer', () => {
    const clock = memoryClock();
    const kept = new KeptAnswers(clock, 1000);
    const answer = { body: Buffer.alloc(100), headers: ['content-type', 'application/json'], tokenExpiresAt: Date.now() + 60_000 };
    kept.cache.store('k'.repeat(500), answer, clock.now());
    expect(kept.cache.entryCount).toBe(1);
    kept.cache.store('l'.repeat(900), answer, clock.now());
    expect(kept.cache.read('l'.repeat(900)).value).toBeUndefined();
    expect(kept.cache.read('k'.repeat(500)).value).toBe(answer);
  });
});

import { apiPaths, ZMe } from '@carnet/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../src/demo';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { snapshotTables } from '../helpers/table-snapshot';
import { TestClient } from '../helpers/test-client';

/**
 * The language a person saves on their account, and the server's messages in the caller's language:
 * the saved one, else the browser's (Accept-Language), else the school's (DEFAULT_LANGUAGE). Codes
 * never change with the language.
 */
let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const FRENCH = { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' };
const ENGLISH = { 'accept-language': 'en-GB,en;q=0.9' };
const savedLanguage = async (email: string) =>
  (await t.db.selectFrom('users').select('language').where('email', '=', email).executeTakeFirstOrThrow()).language;

describe('the saved language: GET and PATCH /api/me', () => {
  it('is null until chosen, then saved for any role, answered back, and the same on every device', async () => {
    const student = await t.as('student');
    expect((await student.get(apiPaths.me)).json().language).toBeNull();

    const saved = await student.patch(apiPaths.me, { language: 'fr' });
    expect(saved.statusCode).toBe(200);
    const me = ZMe.parse(saved.json());
    expect(me).toMatchObject({ email: DEMO_ACCOUNTS.student.email, language: 'fr', roles: ['ROLE_STUDENT', 'ROLE_USER'] });
    expect(me.familyInfo.children).toHaveLength(1);
    expect(await savedLanguage(DEMO_ACCOUNTS.student.email)).toBe('fr');

    const otherDevice = await TestClient.logIn(t.app, DEMO_ACCOUNTS.student.email, DEMO_ACCOUNTS.student.password);
    expect((await otherDevice.get(apiPaths.me)).json().language).toBe('fr');
    // Another account's choice is its own.
    expect((await (await t.as('parent')).get(apiPaths.me)).json().language).toBeNull();

    const parent = await t.as('parent');
    expect((await parent.patch(apiPaths.me, { language: 'en' })).json()).toMatchObject({ language: 'en', familyInfo: { name: 'Martin' } });
    expect(await savedLanguage(DEMO_ACCOUNTS.parent.email)).toBe('en');
    expect(await savedLanguage(DEMO_ACCOUNTS.student.email)).toBe('fr');
  });

  it('refuses a language Carnet does not speak, or any other field, with 400 {code, message}, changing nothing', async () => {
    const parent2 = await t.as('parent2');
    const before = await snapshotTables(t.db);
    for (const payload of [
      { language: 'de' },
      { language: 'FR' },
      { language: null },
      {},
      { language: 'fr', email: 'x@example.com' },
      [],
    ]) {
      const response = await parent2.patch(apiPaths.me, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({ code: 'VALIDATION_ERROR', message: expect.any(String) });
    }
    expect(await snapshotTables(t.db)).toEqual(before);
    expect(await savedLanguage(DEMO_ACCOUNTS.parent2.email)).toBeNull();
  });
});

describe('a message in the caller’s language', () => {
  const login = (username: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: apiPaths.login, payload: { username, password: 'not the password' }, headers });

  it('gives the same answer to an unknown e-mail and a wrong password, in French as in English', async () => {
    for (const [headers, message] of [
      [FRENCH, 'Identifiant ou mot de passe incorrect'],
      [ENGLISH, 'Invalid e-mail or password'],
    ] as const) {
      const wrong = await login(DEMO_ACCOUNTS.parent.email, headers);
      const unknown = await login('nobody@example.com', headers);
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ code: 'UNAUTHENTICATED', message });
      expect(unknown.json()).toEqual(wrong.json());
    }
  });

  it('follows the first language of Accept-Language that Carnet speaks, else the school’s (English here)', async () => {
    const cases: Array<[string | undefined, string]> = [
      ['fr', 'Session introuvable, veuillez vous connecter'],
      ['de-DE, fr-CA;q=0.8, en;q=0.5', 'Session introuvable, veuillez vous connecter'],
      ['en;q=0.4, fr;q=0.9', 'Session introuvable, veuillez vous connecter'],
      ['en-US', 'Token not found'],
      ['de, es', 'Token not found'],
      ['fr;q=0, en;q=0.1', 'Token not found'],
      [undefined, 'Token not found'],
    ];
    for (const [header, message] of cases) {
      const response = await t.app.inject({ method: 'GET', url: apiPaths.me, headers: header ? { 'accept-language': header } : {} });
      expect({ header, status: response.statusCode, body: response.json() }).toEqual({
        header,
        status: 401,
        body: { code: 'UNAUTHENTICATED', message },
      });
    }
  });

  it('follows the saved language over the browser’s, in every kind of refusal', async () => {
    const parent2 = await TestClient.logIn(t.app, DEMO_ACCOUNTS.parent2.email, DEMO_ACCOUNTS.parent2.password);
    expect((await parent2.patch(apiPaths.me, { language: 'fr' })).statusCode).toBe(200);
    const french = async (response: Promise<{ statusCode: number; json: () => unknown }>) => {
      const answer = await response;
      return { status: answer.statusCode, body: answer.json() };
    };
    // The browser says English; the account says French.
    const get = (url: string) => parent2.inject({ method: 'GET', url, headers: ENGLISH });
    expect(await french(get(apiPaths.meetingInfo(999_999)))).toEqual({
      status: 404,
      body: { code: 'NOT_FOUND', message: 'Réunion introuvable' },
    });
    expect(await french(get(apiPaths.rewards(t.school.children.lea)))).toEqual({
      status: 404,
      body: { code: 'NOT_FOUND', message: 'Enfant introuvable' },
    });
    expect(await french(get('/api/child/abc'))).toEqual({
      status: 400,
      body: { code: 'VALIDATION_ERROR', message: 'Valeur non valide pour params.id\u00a0: Identifiant entier positif attendu' },
    });
    expect(await french(get('/api/nothing-here'))).toEqual({
      status: 404,
      body: { code: 'NOT_FOUND', message: 'Aucune route GET /api/nothing-here' },
    });
    expect(await french(parent2.inject({ method: 'PATCH', url: apiPaths.me, payload: { language: 'de' }, headers: ENGLISH }))).toEqual({
      status: 400,
      body: {
        code: 'VALIDATION_ERROR',
        message: 'Valeur non valide pour body.language\u00a0: Option invalide\u00a0: une valeur parmi "en"|"fr" attendue',
      },
    });
    expect(
      await french(
        parent2.inject({ method: 'PATCH', url: apiPaths.me, payload: { language: 'en' }, headerOverrides: { 'x-xsrf-token': undefined } }),
      ),
    ).toEqual({ status: 403, body: { code: 'XSRF_INVALID', message: 'Jeton de sécurité XSRF manquant ou non valide' } });

    // Back to English: the answer to the change is already in it, whatever the browser says.
    const back = await parent2.inject({ method: 'PATCH', url: apiPaths.me, payload: { language: 'en' }, headers: FRENCH });
    expect(back.json().language).toBe('en');
    expect((await parent2.inject({ method: 'GET', url: apiPaths.meetingInfo(999_999), headers: FRENCH })).json()).toEqual({
      code: 'NOT_FOUND',
      message: 'Meeting not found',
    });
  });

  it('refuses a role in the saved language', async () => {
    const student = await TestClient.logIn(t.app, DEMO_ACCOUNTS.student.email, DEMO_ACCOUNTS.student.password);
    await student.patch(apiPaths.me, { language: 'fr' });
    const refused = await student.inject({ method: 'GET', url: apiPaths.openMeetings, headers: ENGLISH });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 'FORBIDDEN', message: 'Vous n’avez pas les droits nécessaires' });
  });

  it('covers what Fastify refuses before a route runs: a bad URL, a body that is not JSON, a media type', async () => {
    const cases: Array<[InjectOptions, number, string, string, string]> = [
      [{ method: 'GET', url: '/api/child/%E0%A4%A' }, 400, 'VALIDATION_ERROR', 'Adresse (URL) non valide', 'Invalid URL'],
      [
        { method: 'POST', url: apiPaths.login, payload: '{"username":', headers: { 'content-type': 'application/json' } },
        400,
        'VALIDATION_ERROR',
        'Le corps n’est pas du JSON valide alors que le type de contenu est application/json',
        "Body is not valid JSON but content-type is set to 'application/json'",
      ],
      [
        { method: 'POST', url: apiPaths.login, payload: '<xml/>', headers: { 'content-type': 'application/xml' } },
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        'Type de contenu non pris en charge',
        'Unsupported Media Type',
      ],
      [
        { method: 'POST', url: apiPaths.login, payload: { username: 'a', password: 'b', extra: 1 } },
        400,
        'VALIDATION_ERROR',
        'Valeur non valide pour body\u00a0: Clé non reconnue\u00a0: "extra"',
        'Invalid body: Unrecognized key: "extra"',
      ],
    ];
    for (const [request, status, code, french, english] of cases) {
      for (const [headers, message] of [
        [FRENCH, french],
        [ENGLISH, english],
      ] as const) {
        const response = await t.app.inject({ ...request, headers: { ...(request.headers as object), ...headers } });
        expect({ url: request.url, status: response.statusCode, body: response.json() }).toEqual({
          url: request.url,
          status,
          body: { code, message },
        });
      }
    }
  });
});

describe('a school whose language is French (DEFAULT_LANGUAGE=fr)', () => {
  let school: TestContext;
  beforeAll(async () => {
    school = await buildTestApp({ env: { DEFAULT_LANGUAGE: 'fr' } });
  });
  afterAll(async () => school.close());

  it('answers in French when neither the account nor the browser says, in English when the browser asks', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{}, 'Session introuvable, veuillez vous connecter'],
      [{ 'accept-language': 'de-DE' }, 'Session introuvable, veuillez vous connecter'],
      [{ 'accept-language': 'en' }, 'Token not found'],
    ];
    for (const [headers, message] of cases) {
      expect((await school.app.inject({ method: 'GET', url: apiPaths.me, headers })).json()).toEqual({ code: 'UNAUTHENTICATED', message });
    }
    // A person who chose English keeps it.
    const parent = await school.as('parent');
    await parent.patch(apiPaths.me, { language: 'en' });
    expect((await parent.get(apiPaths.meetingInfo(999_999))).json()).toEqual({ code: 'NOT_FOUND', message: 'Meeting not found' });
  });
});

describe('a 429 says when to try again, in the caller’s language', () => {
  let limited: TestContext;
  beforeAll(async () => {
    limited = await buildTestApp({ env: { LOGIN_MAX_FAILURES_PER_USER: '1', WRITE_MAX_PER_USER: '2' } });
  });
  afterAll(async () => limited.close());

  it('on the login screen, in minutes', async () => {
    const attempt = (headers: Record<string, string>) =>
      limited.app.inject({
        method: 'POST',
        url: apiPaths.login,
        payload: { username: DEMO_ACCOUNTS.parent.email, password: 'wrong' },
        remoteAddress: '10.9.9.9',
        headers,
      });
    expect((await attempt(FRENCH)).statusCode).toBe(401);
    for (const [headers, text] of [
      [FRENCH, 'Trop de tentatives de connexion, veuillez réessayer dans'],
      [ENGLISH, 'Too many login attempts, please try again in'],
    ] as const) {
      const refused = await attempt(headers);
      expect(refused.statusCode).toBe(429);
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(14 * 60);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      expect(refused.json()).toEqual({ code: 'RATE_LIMITED', message: `${text} ${headers === FRENCH ? '15\u00a0minutes' : '15 minutes'}` });
    }
  });

  it('past the writes a minute, in seconds', async () => {
    const parent = await limited.as('parent');
    expect((await parent.patch(apiPaths.me, { language: 'fr' })).statusCode).toBe(200);
    expect((await parent.patch(apiPaths.me, { language: 'fr' })).statusCode).toBe(200);
    const refused = await parent.inject({ method: 'PATCH', url: apiPaths.me, payload: { language: 'en' }, headers: ENGLISH });
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.json()).toEqual({
      code: 'RATE_LIMITED',
      message: `Trop de modifications en peu de temps, veuillez réessayer dans ${retryAfter}\u00a0seconde${retryAfter > 1 ? 's' : ''}`,
    });
  });
});

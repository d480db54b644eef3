import { describe, expect, it } from 'vitest';
import { ConfigError, fastifyTrustProxy, loadConfig, parseDuration } from './config';

describe('configuration', () => {
  it('names the school in e-mails from SCHOOL_NAME, trimmed', () => {
    expect(loadConfig({}).schoolName).toBe('Carnet demo school');
    expect(loadConfig({ SCHOOL_NAME: ' Collège Jean Moulin ' }).schoolName).toBe('Collège Jean Moulin');
  });

  it('starts the clock at CLOCK_START for a demonstration or a journey, and at the real time without it', () => {
    expect(loadConfig({}).clockStart).toBeUndefined();
    expect(loadConfig({ CLOCK_START: '2026-12-01T21:00:00+01:00' }).clockStart?.toISOString()).toBe('2026-12-01T20:00:00.000Z');
  });

  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: '127.0.0.1', seedDemo: true, tokenTtlSeconds: 8 * 3600, databaseUrl: undefined });
  });

  it('reads every documented variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/tmp/x',
      DATABASE_URL: 'postgres://u@h/db',
      SEED_DEMO: 'false',
      JWT_SECRET: 's'.repeat(32),
      TOKEN_TTL: '30m',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/tmp/x',
      databaseUrl: 'postgres://u@h/db',
      seedDemo: false,
      jwtSecret: 's'.repeat(32),
      tokenTtlSeconds: 1800,
    });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['SEED_DEMO', 'maybe'],
    ['JWT_SECRET', 'short'],
    ['TOKEN_TTL', 'forever'],
    ['TOKEN_TTL', '10s'],
    ['TRUST_PROXY', 'yes please'],
    ['TRUST_PROXY', '10.0.0.1,example.com'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['REDIS_URL', 'http://127.0.0.1:6379'],
    ['MAX_EVENT_LOOP_DELAY_MS', '-1'],
    ['LOGIN_SLOWDOWN_AFTER_FAILURES', '0'],
    ['DEFAULT_LANGUAGE', 'de'],
    ['DEFAULT_LANGUAGE', 'FR'],
    ['SCHOOL_TIME_ZONE', 'Europe/Pariss'],
    ['SCHOOL_TIME_ZONE', 'CET+1'],
    ['SCHOOL_NAME', ' '],
    ['SCHOOL_NAME', 'x'.repeat(121)],
    ['CLOCK_START', 'tomorrow at nine'],
    ['CLOCK_START', '2026-12-01 21:00'],
  ])('refuses %s=%s with a message naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(name));
  });

  it("reads the school's language and time zone, English and Paris by default", () => {
    expect(loadConfig({})).toMatchObject({ defaultLanguage: 'en', schoolTimeZone: 'Europe/Paris' });
    expect(loadConfig({ DEFAULT_LANGUAGE: 'fr', SCHOOL_TIME_ZONE: 'America/New_York' })).toMatchObject({
      defaultLanguage: 'fr',
      schoolTimeZone: 'America/New_York',
    });
    expect(() => loadConfig({ SCHOOL_TIME_ZONE: 'Europe/Pariss' })).toThrow(
      /SCHOOL_TIME_ZONE: must be an IANA time zone like 'Europe\/Paris'/,
    );
    expect(() => loadConfig({ DEFAULT_LANGUAGE: 'de' })).toThrow(/DEFAULT_LANGUAGE: must be one of en, fr/);
  });

  it('reads the limits, the proxy trust and the shared store', () => {
    expect(loadConfig({})).toMatchObject({
      trustProxy: false,
      redisUrl: undefined,
      maxEventLoopDelayMs: 1000,
      loginMaxFailuresPerUser: 5,
      loginSlowdownAfterFailures: 50,
    });
    const config = loadConfig({
      TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,loopback,::1',
      REDIS_URL: 'redis://cache:6379/2',
      REDIS_KEY_PREFIX: 'school-a:',
      MAX_EVENT_LOOP_DELAY_MS: '0',
      LOGIN_SLOWDOWN_AFTER_FAILURES: '200',
    });
    expect(config).toMatchObject({
      trustProxy: ['10.0.0.1', '10.1.0.0/16', 'loopback', '::1'],
      redisUrl: 'redis://cache:6379/2',
      redisKeyPrefix: 'school-a:',
      maxEventLoopDelayMs: 0,
      loginSlowdownAfterFailures: 200,
    });
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });

  it('turns a hop count into a trust function over that many hops', () => {
    const trust = fastifyTrustProxy(2);
    expect(typeof trust).toBe('function');
    if (typeof trust !== 'function') return;
    expect([trust('10.0.0.1', 0), trust('10.0.0.2', 1), trust('10.0.0.3', 2)]).toEqual([true, true, false]);
    expect(fastifyTrustProxy(['10.0.0.1'])).toEqual(['10.0.0.1']);
  });

  it('parses durations', () => {
    expect(parseDuration('8h')).toBe(28800);
    expect(parseDuration('90')).toBe(90);
    expect(parseDuration('1d')).toBe(86400);
    expect(parseDuration('8 hours')).toBeNull();
  });
});

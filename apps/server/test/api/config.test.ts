import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseDuration } from '../../src/config';

describe('configuration', () => {
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
  ])('refuses %s=%s with a message naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(name));
  });

  it('parses durations', () => {
    expect(parseDuration('8h')).toBe(28800);
    expect(parseDuration('90')).toBe(90);
    expect(parseDuration('1d')).toBe(86400);
    expect(parseDuration('8 hours')).toBeNull();
  });
});

import path from 'node:path';
import Fastify, { LogController } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { validatorCompiler } from '../apps/server/src/i18n/validation';
import { areaModules } from '../apps/server/src/modules';
import { compressionPlugin } from '../apps/server/src/plugins/compression';
import { answerFrameworkError, errorsPlugin } from '../apps/server/src/plugins/errors';
import { guardPlugin } from '../apps/server/src/plugins/guard';
import { jobsPlugin } from '../apps/server/src/plugins/jobs';
import { loadSheddingPlugin } from '../apps/server/src/plugins/load-shedding';
import { noStorePlugin } from '../apps/server/src/plugins/no-store';
import { openApiPlugin } from '../apps/server/src/plugins/openapi';
import { rateLimitsPlugin } from '../apps/server/src/plugins/rate-limits';
import { refuseNulPlugin } from '../apps/server/src/plugins/refuse-nul';
import { securityHeadersPlugin } from '../apps/server/src/plugins/security-headers';
import { writeLimitsPlugin } from '../apps/server/src/plugins/write-limits';
import { xsrfPlugin } from '../apps/server/src/plugins/xsrf';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/connect';
import { createTokenService } from '../apps/server/src/lib/tokens';
import { resolveMailKeyRing } from '../apps/server/src/mail/mail-keys';

process.env.DATA_DIR = '/work/wt/server/data-bench/sqlite';
process.env.SEED_DEMO = 'false';
process.env.LOG_LEVEL = 'warn';
process.env.MAX_EVENT_LOOP_DELAY_MS = '0';
const config = loadConfig();
const handle = openDatabase({ sqliteFile: path.join(config.dataDir, 'carnet.sqlite') });
const tokens = createTokenService('a-secret-for-the-fixed-cost-bench-0123456789', 3600);
const deps = { db: handle.db, engine: handle.engine, config, tokens, mailKeys: resolveMailKeyRing(config, tokens.sealKey), now: () => new Date() };

async function build(skip: Set<string>) {
  const app = Fastify({
    logger: skip.has('logger') ? false : { level: 'warn' },
    logController: new LogController({ disableRequestLogging: true }),
    frameworkErrors: answerFrameworkError,
  }) as any;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(skip.has('schema') ? () => (data: unknown) => JSON.stringify(data) : serializerCompiler);
  app.decorate('deps', deps);
  const plugins: Array<[string, any]> = [
    ['errors', errorsPlugin], ['rate', rateLimitsPlugin], ['nostore', noStorePlugin], ['nul', refuseNulPlugin], ['shed', loadSheddingPlugin],
    ['helmet', securityHeadersPlugin], ['guard', guardPlugin], ['xsrf', xsrfPlugin], ['wl', writeLimitsPlugin], ['openapi', openApiPlugin],
    ['jobs', jobsPlugin], ['compress', compressionPlugin],
  ];
  for (const [name, plugin] of plugins) if (!skip.has(name)) await app.register(plugin);
  for (const registerArea of areaModules) await app.register(registerArea);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}
const token = await tokens.sign(2, ['ROLE_PARENT', 'ROLE_USER']);
const crypto = await import('node:crypto');
const nonce = 'abcdefghijklmnopqrstuvwx';
const xsrf = `${nonce}.${crypto.createHmac('sha256', tokens.xsrfKey).update(nonce).digest('base64url')}`;
const variants = (process.env.VARIANTS ?? 'none').split(';');
const url = process.env.URL ?? '/api/me';
const http = await import('node:http');
const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
const getOnce = (port: number) => new Promise<void>((resolve, reject) => {
  http.get({ agent, host: '127.0.0.1', port, path: url, headers: { authorization: `Bearer ${token}`, cookie: `XSRF-TOKEN=${xsrf}` } }, (r) => {
    r.resume(); r.once('end', () => (r.statusCode === 200 ? resolve() : reject(new Error(String(r.statusCode)))));
  }).once('error', reject);
});
for (let round = 0; round < 2; round++) for (const variant of variants) {
  const skip = new Set(variant.split(',').filter((v) => v && v !== 'none'));
  if (skip.has('guard')) { console.log('skip guard unsupported'); continue; }
  const app = await build(skip);
  const port = app.server.address().port;
  const run = async (n: number) => {
    const t = process.cpuUsage();
    for (let i = 0; i < n; i += 8) await Promise.all(Array.from({ length: 8 }, () => getOnce(port)));
    const u = process.cpuUsage(t);
    return (u.user + u.system) / n;
  };
  await run(1500);
  const r = [await run(3000), await run(3000)].sort((a, b) => a - b);
  if (round > 0) console.log(`${variant.padEnd(30)} ${r.map((x) => x.toFixed(0)).join(' / ')} µs (server+client in one process)`);
  await app.close();
}
await handle.close();

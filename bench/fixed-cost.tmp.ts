import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
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
const app = await buildApp({ db: handle.db, engine: handle.engine, config, tokens, mailKeys: resolveMailKeyRing(config, tokens.sealKey), now: () => new Date() });
await app.ready();
const token = await tokens.sign(2, ['ROLE_PARENT', 'ROLE_USER']);
const first = await app.inject({ url: '/api/me', headers: { authorization: `Bearer ${token}` } });
const xsrf = first.cookies.find((c) => c.name === 'XSRF-TOKEN')!.value;
const headers = { authorization: `Bearer ${token}`, cookie: `XSRF-TOKEN=${xsrf}` };
for (const url of (process.env.URLS ?? '/api/me,/api/food/0,/api/documents').split(',')) {
  const run = async (n: number) => {
    const t = process.cpuUsage();
    for (let i = 0; i < n; i++) {
      const r = await app.inject({ url, headers });
      if (r.statusCode !== 200) throw new Error(`${url} ${r.statusCode} ${r.body}`);
    }
    const u = process.cpuUsage(t);
    return (u.user + u.system) / n;
  };
  await run(2000);
  const results = [await run(3000), await run(3000), await run(3000)].sort((a, b) => a - b);
  console.log(`${url}: ${results.map((r) => r.toFixed(0)).join(' / ')} µs CPU per request (inject, sequential)`);
}
await app.close();
await handle.close();

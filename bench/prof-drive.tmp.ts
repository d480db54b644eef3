import { openDatabase } from '../apps/server/src/db/connect';
import { createTokenService } from '../apps/server/src/lib/tokens';
import { benchParents, HOME_MIX, loadMix } from './lib/home-mix';

const [url, pid, secret, sqliteFile] = process.argv.slice(2) as [string, string, string, string];
const handle = openDatabase({ sqliteFile, databaseUrl: process.env.DATABASE_URL || undefined });
const parent = await handle.db.selectFrom('users').select('id').where('roles', 'like', '%ROLE_PARENT%').orderBy('id').executeTakeFirstOrThrow();
const token = await createTokenService(secret, 3600).sign(parent.id, ['ROLE_PARENT', 'ROLE_USER']);
const r = await fetch(`${url}/api/me`, { headers: { authorization: `Bearer ${token}` } });
await r.arrayBuffer();
const xsrf = r.headers.getSetCookie().find((c) => c.startsWith('XSRF-TOKEN='))!.split(';')[0]!.slice(11);
const parents = await benchParents(handle.db, 200, secret, xsrf);
const seconds = Number(process.env.SECONDS ?? 15);
const mix = process.env.ONLY_ME ? [HOME_MIX[0]!] : HOME_MIX;
console.log(await loadMix(url, Number(pid), parents, mix, { connections: 50, seconds }));
await handle.close();

import crypto from 'node:crypto';
import { apiPaths, meetingSlots, type TBookingEntry, type TMeetingInfo } from '@carnet/contract';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import webPush from 'web-push';
import { type DbHandle, openDatabase } from '../../src/db/connect';
import { createTokenService } from '../../src/lib/tokens';
import { formatMailKey, generateMailKey, ringOf } from '../../src/mail/mail-keys';
import type { MailContext } from '../../src/mail/mail-context';
import { nextDigestAt, runDigest } from '../../src/modules/notifications/digest';
import { unsubscribeKeyFrom } from '../../src/mail/mail-context';
import { publishDocument } from '../../src/modules/documents/documents.publish';
import { createPostgresDatabase, type PostgresDatabase } from '../helpers/postgres-database';
import { type Balancer, SERVED_BY_HEADER, startBalancer } from '../helpers/round-robin-balancer';
import { createRushFamilies, type RushParent } from '../helpers/rush-families';
import { schoolToday } from '../helpers/school-day';
import { type SmtpCapture, startSmtpCapture } from '../helpers/smtp-capture';
import { type RunningServer, startServer } from '../helpers/start-server';
import { testEngine } from '../helpers/test-database';

/**
 * Decision 076: a school runs two (or more) server processes on one PostgreSQL behind a load
 * balancer, with the rate limits in Redis. Two real `main.ts` processes, each with a DATA_DIR of its
 * own as on two machines, share what the operations guide says they must share (DATABASE_URL,
 * JWT_SECRET, MAIL_KEYS, the VAPID keys, REDIS_URL, TRUST_PROXY); a round-robin balancer in this process sends
 * requests to each in turn. Runs when the API suite runs on PostgreSQL and a Redis is given.
 */
const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;
const LOGIN_MAX_PER_IP = 6;
const LOGIN_MAX_FAILURES_PER_USER = 3;
const FAMILIES = 60;
const PASSWORD = 'Parent123!';
const SCHOOL_TIME_ZONE = 'Europe/Paris';
const STARTUP_MS = 120_000;

type Session = { token: string; headers: Record<string, string>; servedBy: number };

describe.skipIf(testEngine !== 'postgres' || !redisUrl)('two server processes behind a balancer (PostgreSQL + TEST_REDIS_URL)', () => {
  const prefix = `carnet-test-two-${process.pid}-${crypto.randomBytes(4).toString('hex')}:`;
  let database: PostgresDatabase;
  let handle: DbHandle;
  let smtp: SmtpCapture;
  let servers: RunningServer[] = [];
  let balancer: Balancer;
  let families: RushParent[];
  let meetingId: number;
  const jwtSecret = crypto.randomBytes(32).toString('hex');
  const mailKey = generateMailKey();

  beforeAll(async () => {
    // A copy of the run's seeded demo school when the suite made one; else the first process seeds.
    const template = inject('seededTemplate');
    database = await createPostgresDatabase('two', template?.engine === 'postgres' ? template.name : undefined);
    smtp = await startSmtpCapture();
    const vapid = webPush.generateVAPIDKeys();
    const shared = {
      DATABASE_URL: database.url,
      JWT_SECRET: jwtSecret,
      MAIL_KEYS: formatMailKey(mailKey),
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      REDIS_URL: redisUrl!,
      REDIS_KEY_PREFIX: prefix,
      TRUST_PROXY: 'loopback',
      LOGIN_MAX_PER_IP: String(LOGIN_MAX_PER_IP),
      LOGIN_MAX_FAILURES_PER_USER: String(LOGIN_MAX_FAILURES_PER_USER),
      MAX_CONCURRENT_REQUESTS: '100000',
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'https://carnet.example.edu',
      SCHOOL_TIME_ZONE,
      DIGEST_TIME: '17:00',
      // Both workers look at the queue all the time: any job taken twice would show.
      JOBS_POLL_MS: '50',
    };
    // Started together, as a deployment restarts them: both schedule the daily digest at start-up.
    // Two processes compiling and starting at once on a loaded machine (the suite runs files in
    // parallel) took over 30 s: they get longer.
    const started = await Promise.allSettled([
      startServer({ ...shared, SEED_DEMO: template ? 'false' : 'true' }, { readyWithinMs: STARTUP_MS }),
      startServer({ ...shared, SEED_DEMO: 'false' }, { readyWithinMs: STARTUP_MS }),
    ]);
    // One that came up while the other did not is still stopped in afterAll.
    servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    for (const s of started) if (s.status === 'rejected') throw s.reason;
    balancer = await startBalancer(servers.map((s) => s.url));
    handle = openDatabase({ databaseUrl: database.url });
    ({ meetingId, parents: families } = await createRushFamilies(handle.db, FAMILIES));
  }, STARTUP_MS + 30_000);

  afterAll(async () => {
    await balancer?.close();
    await Promise.all(servers.map((s) => s.stop()));
    await handle?.close();
    await database?.drop();
    await smtp?.close();
    const redis = new Redis(redisUrl!);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  /** A call through the balancer from `ip` (the balancer adds it to X-Forwarded-For, as a real one does). */
  async function call(ip: string, path: string, init: { method?: string; headers?: Record<string, string>; body?: unknown } = {}) {
    const response = await fetch(`${balancer.url}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        'x-forwarded-for': ip,
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const text = await response.text();
    return { status: response.status, servedBy: Number(response.headers.get(SERVED_BY_HEADER)), response, text };
  }
  const login = (ip: string, username: string, password: string) =>
    call(ip, apiPaths.login, { method: 'POST', body: { username, password } });

  async function signIn(ip: string, username: string, password = PASSWORD): Promise<Session> {
    const answer = await login(ip, username, password);
    expect(answer.status, answer.text).toBe(200);
    const { token } = JSON.parse(answer.text) as { token: string };
    const xsrf = answer.response.headers
      .getSetCookie()
      .find((c) => c.startsWith('XSRF-TOKEN='))!
      .split(';')[0]!
      .slice('XSRF-TOKEN='.length);
    return {
      token,
      servedBy: answer.servedBy,
      headers: { authorization: `Bearer ${token}`, cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf },
    };
  }
  /** What each process itself answers to this token, not through the balancer. */
  const meOnEach = (session: Session) =>
    Promise.all(
      servers.map(async (s) => (await fetch(`${s.url}${apiPaths.me}`, { headers: { authorization: `Bearer ${session.token}` } })).status),
    );

  /** Until no digest runs and every e-mail job is done, and a little after: what is sent by then is all. */
  async function queueSettled() {
    for (let deadline = Date.now() + 20_000; Date.now() < deadline;) {
      const busy = await handle.db
        .selectFrom('jobs')
        .select('id')
        .where((eb) =>
          eb.or([
            eb.and([eb('kind', '=', 'digest'), eb('status', '=', 'running')]),
            eb.and([eb('kind', '=', 'email'), eb('status', '!=', 'done')]),
          ]),
        )
        .execute();
      if (busy.length === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  /** A letter for each family's child, unseen and not yet e-mailed: what the digest lists (the demo's news counts as told). */
  async function newsFor(parents: RushParent[]) {
    await handle.db.updateTable('notifications').set({ emailed_at: new Date().toISOString() }).execute();
    for (const parent of parents) {
      await publishDocument(handle.db, {
        childId: parent.childId,
        title: 'Trip letter',
        type: 'Letter',
        date: schoolToday(),
        lines: ['Hello'],
      });
    }
  }

  it('holds the login limits at their configured totals though attempts alternate between the processes', async () => {
    // Per address: LOGIN_MAX_PER_IP attempts a minute in all, not that many on each process.
    const attempts: Array<Awaited<ReturnType<typeof login>>> = [];
    for (let i = 0; i < LOGIN_MAX_PER_IP + 2; i++) attempts.push(await login('10.20.0.1', `nobody${i}@example.com`, 'wrong'));
    expect(attempts.map((a) => a.servedBy)).toEqual([0, 1, 0, 1, 0, 1, 0, 1].map((n) => (n + attempts[0]!.servedBy) % 2));
    expect(attempts.map((a) => a.status)).toEqual([...Array(LOGIN_MAX_PER_IP).fill(401), 429, 429]);
    expect(Number(attempts.at(-1)!.response.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another family's address is not held back.
    expect((await login('10.20.0.2', 'nobody@example.com', 'wrong')).status).toBe(401);

    // Per (user name, address): LOGIN_MAX_FAILURES_PER_USER failures, then even the right password waits...
    const [guesser, owner] = ['10.20.1.1', '10.20.1.2'];
    const email = families[0]!.email;
    const failures: Array<Awaited<ReturnType<typeof login>>> = [];
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_USER; i++) failures.push(await login(guesser, email, `wrong-${i}`));
    expect(failures.map((f) => f.status)).toEqual(Array(LOGIN_MAX_FAILURES_PER_USER).fill(401));
    expect(new Set(failures.map((f) => f.servedBy)).size).toBe(2);
    const held = [await login(guesser, email, PASSWORD), await login(guesser, email, PASSWORD)];
    expect(held.map((h) => [h.servedBy, h.status]).sort()).toEqual([
      [0, 429],
      [1, 429],
    ]);
    // ...while the owner, from their own address, signs in.
    expect((await login(owner, email, PASSWORD)).status).toBe(200);
  });

  it('refuses a signed-out token on both processes, whichever one signed it out', async () => {
    const session = await signIn('10.21.0.1', families[1]!.email);
    expect(await meOnEach(session)).toEqual([200, 200]);
    const logout = await call('10.21.0.1', apiPaths.logout, { method: 'POST', headers: session.headers });
    expect(logout.status).toBe(204);
    // Round robin: the sign-out went to the other process than the sign-in (and the XSRF cookie one signed, the other accepted).
    expect(logout.servedBy).not.toBe(session.servedBy);
    expect(await meOnEach(session)).toEqual([401, 401]);
  });

  it('signs out every session on both processes, on "sign out everywhere" and on a change of password', async () => {
    const email = families[2]!.email;
    const [computer, phone] = [await signIn('10.22.0.1', email), await signIn('10.22.0.2', email)];
    expect(await meOnEach(phone)).toEqual([200, 200]);
    // A token issued in the very millisecond of a sign-out everywhere is spared: let one pass first.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const everywhere = await call('10.22.0.1', '/api/me/sign-out-everywhere', { method: 'POST', headers: computer.headers });
    expect(everywhere.status).toBe(204);
    expect(await meOnEach(computer)).toEqual([401, 401]);
    expect(await meOnEach(phone)).toEqual([401, 401]);

    const [tablet, laptop] = [await signIn('10.22.0.3', email), await signIn('10.22.0.4', email)];
    await new Promise((resolve) => setTimeout(resolve, 5));
    const changed = await call('10.22.0.3', '/api/me/password', {
      method: 'POST',
      headers: tablet.headers,
      body: { currentPassword: PASSWORD, newPassword: 'A new and longer passphrase 7' },
    });
    expect(changed.status, changed.text).toBe(200);
    expect(await meOnEach(laptop)).toEqual([401, 401]);
    // The session that changed it goes on with the token the change answered, on both processes.
    const renewed = { ...tablet, token: (JSON.parse(changed.text) as { token: string }).token };
    expect(await meOnEach(renewed)).toEqual([200, 200]);
  });

  it('loses nothing in a booking rush against both: 200 or 409 only, no slot or family time twice, every 200 stored and confirmed by one e-mail', async () => {
    const rush = families.slice(3);
    const sessions = await Promise.all(rush.map((p, i) => signIn(`10.30.${Math.floor(i / 200)}.${(i % 200) + 1}`, p.email)));
    const child = JSON.parse((await call('10.30.9.1', apiPaths.child(rush[0]!.childId), { headers: sessions[0]!.headers })).text) as {
      subjects: Array<{ id: number; teacher_id: number }>;
    };
    const info = JSON.parse(
      (await call('10.30.9.1', apiPaths.meetingInfo(meetingId), { headers: sessions[0]!.headers })).text,
    ) as TMeetingInfo;
    // Few slots for many families: teachers' slots are fought over, and a family's own requests land
    // on the same time now and then, which the family may not hold twice.
    const slots = meetingSlots(info.startTime, info.endTime, info.durationInMinutes).slice(0, 8);
    const subjects = child.subjects.slice(0, 3);
    const requests = rush.flatMap((parent, i) =>
      subjects.map((subject) => ({
        parent,
        session: sessions[i]!,
        ip: `10.30.${Math.floor(i / 200)}.${(i % 200) + 1}`,
        entry: {
          meetingId,
          startTime: slots[crypto.randomInt(slots.length)]!,
          teacherId: subject.teacher_id,
          teachingGroup: subject.id,
          childId: parent.childId,
        } satisfies TBookingEntry,
      })),
    );
    const sentBefore = smtp.messages.length;
    const outcomes = await Promise.all(
      requests.map(async (r) => ({
        ...r,
        ...(await call(r.ip, apiPaths.bookMeetings, { method: 'POST', headers: r.session.headers, body: { bookMeetings: [r.entry] } })),
      })),
    );

    expect(new Set(outcomes.map((o) => o.servedBy))).toEqual(new Set([0, 1]));
    const statuses = outcomes.map((o) => o.status);
    expect(
      statuses.filter((s) => s !== 200 && s !== 409),
      outcomes.find((o) => o.status !== 200 && o.status !== 409)?.text,
    ).toEqual([]);
    const booked = outcomes.filter((o) => o.status === 200);
    const refused = outcomes.filter((o) => o.status === 409);
    // The rush was a real one: slots were won and lost.
    expect(booked.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    for (const o of refused) expect(JSON.parse(o.text)).toMatchObject({ code: 'SLOT_TAKEN' });

    const rows = await handle.db
      .selectFrom('meeting_bookings')
      .select(['teacher_id', 'start_time', 'child_id', 'subject_id', 'family_id'])
      .where('meeting_id', '=', meetingId)
      .execute();
    const slotKeys = rows.map((r) => `${r.teacher_id}@${r.start_time}`);
    expect(slotKeys.length - new Set(slotKeys).size, 'a teacher slot booked twice').toBe(0);
    const familyKeys = rows.map((r) => `${r.family_id}@${r.start_time}`);
    expect(familyKeys.length - new Set(familyKeys).size, 'a family with two appointments at one time').toBe(0);
    const stored = new Set(rows.map((r) => `${r.child_id}/${r.subject_id}/${r.teacher_id}@${r.start_time}`));
    const lost = booked.filter((o) => !stored.has(`${o.entry.childId}/${o.entry.teachingGroup}/${o.entry.teacherId}@${o.entry.startTime}`));
    expect(lost, 'acknowledged bookings missing from the database').toEqual([]);
    const rushChildren = new Set(rush.map((p) => p.childId));
    expect(rows.filter((r) => rushChildren.has(r.child_id))).toHaveLength(booked.length);

    // Each acknowledged booking queued one confirmation; both processes' workers took jobs from the
    // same queue, and each e-mail went out exactly once.
    // Only the rush's own parents' mail counts (the change of password above mails its account too).
    const rushEmails = new Set(rush.map((p) => p.email));
    const rushMail = () => smtp.messages.slice(sentBefore).filter((m) => m.to.some((to) => rushEmails.has(to)));
    for (let deadline = Date.now() + 60_000; rushMail().length < booked.length && Date.now() < deadline;) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const confirmations = rushMail();
    expect(confirmations).toHaveLength(booked.length);
    const perParent = (list: Array<{ to: string[] }>) =>
      list.flatMap((m) => m.to).reduce((counts, to) => counts.set(to, (counts.get(to) ?? 0) + 1), new Map<string, number>());
    const expected = perParent(booked.map((o) => ({ to: [o.parent.email] })));
    expect(perParent(confirmations)).toEqual(expected);
    const jobs = await handle.db.selectFrom('jobs').select(['status', 'attempts']).where('kind', '=', 'email').execute();
    expect(jobs.filter((j) => j.status !== 'done')).toEqual([]);
    expect(jobs.filter((j) => j.attempts !== 1)).toEqual([]);
  }, 120_000);

  it('mails the daily digest once per member though both processes reach DIGEST_TIME', async () => {
    const digestJobs = () =>
      handle.db
        .selectFrom('jobs')
        .select(['id', 'run_after', 'status'])
        .where('kind', '=', 'digest')
        .where('status', 'in', ['pending', 'running'])
        .execute();
    // Both processes started together, and only one digest waits.
    expect(await digestJobs()).toHaveLength(1);

    const told = families.slice(3, 8);
    await newsFor(told);
    // DIGEST_TIME comes: the waiting digest is due now. A second due digest (as two processes starting
    // together could make before they took turns) makes both processes run the digest at once.
    const sentBefore = smtp.messages.length;
    const now = new Date().toISOString();
    await handle.db.updateTable('jobs').set({ run_after: now }).where('kind', '=', 'digest').where('status', '=', 'pending').execute();
    await handle.db
      .insertInto('jobs')
      .values({
        kind: 'digest',
        payload: '{}',
        status: 'pending',
        run_after: now,
        created_at: now,
        summary_to: '',
        summary_subject: 'daily digest',
      })
      .execute();

    const digests = (await smtp.waitForCount(sentBefore + told.length, 40_000)).slice(sentBefore);
    await queueSettled();
    expect(
      smtp.messages
        .slice(sentBefore)
        .map((m) => m.to.join())
        .sort(),
    ).toEqual(told.map((p) => p.email).sort());
    for (const digest of digests) expect(digest.subject).toBe('Today in Carnet: 1 new, not yet read');
    // And one digest waits for tomorrow's DIGEST_TIME.
    const waiting = await digestJobs();
    expect(waiting.map((j) => [j.status, j.run_after])).toEqual([
      ['pending', nextDigestAt(new Date(now), '17:00', SCHOOL_TIME_ZONE).toISOString()],
    ]);
  }, 60_000);

  it('gives each member one digest when two runs start at the same instant, one per process', async () => {
    const told = families.slice(8, 13);
    await newsFor(told);
    const sentBefore = smtp.messages.length;
    // What the digest job of each process runs, on two connection pools as two processes have.
    const sealKey = createTokenService(jwtSecret, 3600).sealKey;
    const ctx: MailContext = {
      mailKeys: ringOf([mailKey], 'MAIL_KEYS'),
      unsubscribeKey: unsubscribeKeyFrom(sealKey),
      publicUrl: 'https://carnet.example.edu',
      schoolName: 'Collège Jean Moulin',
      schoolTimeZone: SCHOOL_TIME_ZONE,
      defaultLanguage: 'en',
      digestTime: '17:00',
      now: () => new Date(),
    };
    const other = openDatabase({ databaseUrl: database.url });
    try {
      const queued = await Promise.all([runDigest(handle.db, ctx), runDigest(other.db, ctx)]);
      expect(queued.sort()).toEqual([0, told.length]);
    } finally {
      await other.close();
    }
    // The servers' workers send what was queued, once.
    await smtp.waitForCount(sentBefore + told.length, 40_000);
    await queueSettled();
    expect(
      smtp.messages
        .slice(sentBefore)
        .map((m) => m.to.join())
        .sort(),
    ).toEqual(told.map((p) => p.email).sort());
  }, 60_000);
});

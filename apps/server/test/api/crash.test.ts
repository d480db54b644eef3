import { apiPaths, ZMeetingInfo, ZRegistryList } from '@carnet/contract';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/migrate';
import { DEMO_ACCOUNTS, seedDemoSchool } from '../../src/demo';
import {
  type BurstWrite,
  burstUntilKilled,
  burstWrites,
  CRASH_PASSWORD,
  createCrashSchool,
  sendWrite,
  type Session,
  signIn,
} from '../helpers/crash-burst';
import { createServerDatabase } from '../helpers/server-database';
import { type RunningServer, startServer } from '../helpers/start-server';
import { schoolToday } from '../helpers/school-day';

const FAMILIES = 10;
const ABSENCES_PER_CHILD = 3;
const CONCURRENT_CLIENTS = 8;

const bookingKey = (b: { teacherId: number; teachingGroup: number; childId: number; startTime: string }) =>
  `${b.childId}/${b.teachingGroup}/${b.teacherId}@${b.startTime}`;

async function getJson(server: RunningServer, session: Session, url: string): Promise<unknown> {
  const response = await fetch(`${server.url}${url}`, { headers: session.headers, signal: AbortSignal.timeout(10_000) });
  expect(response.status, `GET ${url}`).toBe(200);
  return response.json();
}

// Runs on the suite's engine: a fresh SQLite DATA_DIR, or a fresh PostgreSQL database.
describe('SIGKILL during a burst of bookings and certificate uploads', () => {
  it('finds every acknowledged write after a restart, and the database intact', { timeout: 60_000 }, async () => {
    const database = await createServerDatabase();
    const servers: RunningServer[] = [];
    try {
      // The school is written before the server starts, so SEED_DEMO=true meets a non-empty database.
      const setup = database.open();
      await migrateToLatest(setup.db, setup.engine);
      await seedDemoSchool(setup.db, schoolToday());
      const school = await createCrashSchool(setup.db, FAMILIES, ABSENCES_PER_CHILD);
      await setup.close();
      const env = { ...database.env, SEED_DEMO: 'true', LOGIN_MAX_PER_IP: '1000' };

      const first = await startServer(env);
      servers.push(first);
      const sessions = await Promise.all(school.families.map((f) => signIn(first.url, f.email, CRASH_PASSWORD)));
      const writes = burstWrites(school);
      const outcome = await burstUntilKilled({
        writes,
        send: (write) => sendWrite(first.url, sessions[write.family]!, write),
        concurrency: CONCURRENT_CLIENTS,
        killAfter: Math.floor(writes.length / 3),
        kill: () => first.process.kill('SIGKILL'),
      });
      await first.stop('SIGKILL');
      expect(first.process.signalCode).toBe('SIGKILL');
      expect(outcome.refused, 'every write answered before the kill succeeded').toEqual([]);
      // The kill came in the middle: writes acknowledged, others in flight (answered in the last
      // instant or cut off), the rest never sent.
      expect(outcome.inFlightAtKill).toBeGreaterThan(0);
      expect(outcome.notSent).toBeGreaterThan(0);
      const ackedBookings = outcome.acknowledged.filter((w): w is Extract<BurstWrite, { kind: 'booking' }> => w.kind === 'booking');
      const ackedCertificates = outcome.acknowledged.filter(
        (w): w is Extract<BurstWrite, { kind: 'certificate' }> => w.kind === 'certificate',
      );
      expect(ackedBookings.length).toBeGreaterThan(0);
      expect(ackedCertificates.length).toBeGreaterThan(0);
      console.info(
        `crash test (${database.engine}): ${writes.length} writes, ${ackedBookings.length} bookings and ${ackedCertificates.length} certificates acknowledged, ` +
          `${outcome.inFlightAtKill} in flight at the kill, ${outcome.cutOff.length} cut off, ${outcome.notSent} not sent`,
      );

      const second = await startServer(env);
      servers.push(second);
      const check = database.open();
      try {
        // Not seeded again: Carnet's own account (migration 020), the demo's five accounts (three family, two
        // staff) and the test's parents, no more.
        const users = await check.db
          .selectFrom('users')
          .select(sql<number>`count(*)`.as('n'))
          .executeTakeFirstOrThrow();
        expect(Number(users.n)).toBe(1 + Object.keys(DEMO_ACCOUNTS).length + FAMILIES);

        // Every acknowledged booking is stored, and nothing was stored that the burst did not send.
        const stored = await check.db
          .selectFrom('meeting_bookings')
          .select(['teacher_id', 'subject_id', 'child_id', 'start_time'])
          .where('meeting_id', '=', school.meetingId)
          .execute();
        const storedKeys = new Set(
          stored.map((b) =>
            bookingKey({ teacherId: b.teacher_id, teachingGroup: b.subject_id, childId: b.child_id, startTime: b.start_time }),
          ),
        );
        for (const write of ackedBookings)
          expect(storedKeys, `acknowledged booking ${bookingKey(write.entry)}`).toContain(bookingKey(write.entry));
        const sentKeys = new Set(writes.flatMap((w) => (w.kind === 'booking' ? [bookingKey(w.entry)] : [])));
        for (const key of storedKeys) expect(sentKeys).toContain(key);

        // Every acknowledged certificate is stored whole; a certificate file belongs to exactly one absence.
        for (const write of ackedCertificates) {
          const file = await check.db
            .selectFrom('registry_entries as r')
            .innerJoin('files as f', 'f.id', 'r.certificate_file_id')
            .select(['f.name', 'f.bytes', 'f.size'])
            .where('r.id', '=', write.absenceId)
            .executeTakeFirst();
          expect(file?.name, `certificate of absence ${write.absenceId}`).toBe(write.name);
          expect(Buffer.from(file!.bytes).equals(write.bytes)).toBe(true);
        }
        const certificateFiles = await check.db
          .selectFrom('files as f')
          .leftJoin('registry_entries as r', 'r.certificate_file_id', 'f.id')
          .select(['f.name', 'r.id as entryId'])
          .where('f.name', 'like', 'crash-%')
          .execute();
        expect(certificateFiles.filter((f) => f.entryId === null)).toEqual([]);
        expect(new Set(certificateFiles.map((f) => f.name)).size).toBe(certificateFiles.length);

        if (database.engine === 'sqlite') {
          const raw = new SQLite(database.sqliteFile, { readonly: true });
          try {
            expect(raw.pragma('integrity_check', { simple: true })).toBe('ok');
            expect(raw.pragma('foreign_key_check')).toEqual([]);
          } finally {
            raw.close();
          }
        }
      } finally {
        await check.close();
      }

      // The restarted server answers normally: the tokens signed before the crash still hold,
      // reads show the acknowledged writes, and a new upload and a new sign-in succeed.
      for (const [index, family] of school.families.entries()) {
        const session = sessions[index]!;
        const info = ZMeetingInfo.parse(await getJson(second, session, apiPaths.meetingInfo(school.meetingId)));
        const own = new Set(
          info.usedSlots.flatMap((s) =>
            s.pupil === family.childId && s.teachingGroup !== null
              ? [bookingKey({ teacherId: s.teacher, teachingGroup: s.teachingGroup, childId: family.childId, startTime: s.time })]
              : [],
          ),
        );
        for (const write of ackedBookings.filter((w) => w.family === index)) expect(own).toContain(bookingKey(write.entry));
        const registry = ZRegistryList.parse(await getJson(second, session, apiPaths.registry));
        for (const write of ackedCertificates.filter((w) => w.family === index)) {
          expect(registry.find((item) => item.id === write.absenceId)?.certificate).toEqual({ title: write.name });
        }
      }
      const family = school.families[0]!;
      const absenceId = family.absenceIds[0]!;
      const replacement = {
        kind: 'certificate' as const,
        family: 0,
        absenceId,
        name: 'after-restart.pdf',
        bytes: Buffer.from('%PDF-1.4\n%%EOF\n'),
      };
      expect((await sendWrite(second.url, sessions[0]!, replacement)).status).toBe(200);
      const registry = ZRegistryList.parse(await getJson(second, sessions[0]!, apiPaths.registry));
      expect(registry.find((item) => item.id === absenceId)?.certificate).toEqual({ title: 'after-restart.pdf' });
      await signIn(second.url, family.email, CRASH_PASSWORD);
    } finally {
      for (const server of servers) await server.stop('SIGKILL');
      await database.drop();
    }
  });
});

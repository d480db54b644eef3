import { inTransaction } from '../lib/transaction';
import { SYSTEM_ACCOUNT_EMAIL } from '../db/migrations/020-retention';
import { hashPassword } from '../lib/passwords';
import type { Db } from '../db/connect';
import { DEMO_ACCOUNTS, type DemoSchool, seedPeople } from './people';
import { seedChildRecords } from './child-records';
import { seedRegistry } from './registry';
import { seedDocuments } from './documents';
import { seedReports } from './reports';
import { seedNewsletters } from './newsletters';
import { seedMeetings } from './meetings';
import { seedRewards } from './rewards';
import { seedTerms } from './terms';
import { seedTimetable } from './timetable';
import { seedFood } from './food';
import { seedForms } from './forms';
import { seedMessages } from './messages';
import { seedAnnouncements } from './announcements';
import { seedFamilyRequests } from './family-requests';
import { seedHomework } from './homework';
import { seedMarks } from './marks';

export { DEMO_ACCOUNTS, type DemoSchool } from './people';

/** Each area adds its demo content here, in this order, on top of the people. */
const areaSeeds: Array<(db: Db, school: DemoSchool, today: string) => Promise<void>> = [
  seedChildRecords,
  seedRegistry,
  seedDocuments,
  seedReports,
  seedNewsletters,
  seedMeetings,
  seedRewards,
  seedTerms,
  seedTimetable,
  seedFood,
  seedForms,
  seedMessages,
  seedAnnouncements,
  seedFamilyRequests,
  seedHomework,
  seedMarks,
];

// Hashing is the slow part of seeding; the demo hashes are made once per process.
let demoHashes: Promise<Record<keyof typeof DEMO_ACCOUNTS, string>> | null = null;
function demoPasswordHashes() {
  demoHashes ??= (async () => ({
    parent: await hashPassword(DEMO_ACCOUNTS.parent.password),
    student: await hashPassword(DEMO_ACCOUNTS.student.password),
    parent2: await hashPassword(DEMO_ACCOUNTS.parent2.password),
    office: await hashPassword(DEMO_ACCOUNTS.office.password),
    teacher: await hashPassword(DEMO_ACCOUNTS.teacher.password),
    teacher2: await hashPassword(DEMO_ACCOUNTS.teacher2.password),
  }))();
  return demoHashes;
}

/** Loads the demo school in one transaction, with dates relative to `today` (the school's, see lib/school-day.ts). */
export async function seedDemoSchool(db: Db, today: string): Promise<DemoSchool> {
  const hashes = await demoPasswordHashes();
  return inTransaction(db, async (trx) => {
    const school = await seedPeople(trx, hashes);
    for (const seedArea of areaSeeds) await seedArea(trx, school, today);
    // The demo's notices are the school's past: the daily digest (decision 071) mails only what comes after.
    await trx.updateTable('notifications').set({ emailed_at: new Date().toISOString() }).execute();
    return school;
  });
}

export async function seedDemoSchoolIfEmpty(db: Db, today: string): Promise<boolean> {
  // The system account (migration 020) is there from the first migration on: it does not make a school.
  const anyUser = await db.selectFrom('users').select('id').where('email', '!=', SYSTEM_ACCOUNT_EMAIL).limit(1).executeTakeFirst();
  if (anyUser) return false;
  await seedDemoSchool(db, today);
  return true;
}

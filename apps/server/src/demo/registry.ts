import { addDays, isoWeekday, zonedInstant } from '@carnet/contract';
import { DEFAULT_SCHOOL_TIME_ZONE } from '../config';
import { makePdf } from '../lib/pdf';
import { addRegistryEntry } from '../modules/registry/registry.publish';
import type { Db } from '../db/connect';
import { markSeenByEveryone } from '../modules/notifications/seen';
import { createFile } from '../lib/files';
import type { DemoSchool } from './people';

/** What stands out on a given school day, counted back from the last one (1 = the last school day). */
type Special = { daysBack: number; statut: string; excused?: boolean; isSchoolWide?: boolean; hasCertificate?: boolean };

const SPECIALS: Record<'lea' | 'hugo' | 'noah', Special[]> = {
  lea: [
    { daysBack: 1, statut: 'ABSENT' },
    { daysBack: 3, statut: 'late 10 min' },
    { daysBack: 6, statut: 'school event', isSchoolWide: true },
    { daysBack: 11, statut: 'early departure', excused: true },
    { daysBack: 16, statut: 'late 10 min' },
  ],
  hugo: [
    { daysBack: 2, statut: 'ABSENT', excused: true, hasCertificate: true },
    { daysBack: 4, statut: 'early departure', excused: true },
    { daysBack: 8, statut: 'late 10 min' },
    { daysBack: 13, statut: 'school event', isSchoolWide: true },
  ],
  noah: [
    { daysBack: 2, statut: 'late 10 min' },
    { daysBack: 6, statut: 'school event', isSchoolWide: true },
    { daysBack: 9, statut: 'ABSENT', excused: true },
    { daysBack: 12, statut: 'early departure' },
  ],
};

const LESSON_HOURS = ['08', '09', '10', '13', '14'];

/** Monday to Friday of the four weeks before today, oldest first. */
function schoolDaysBefore(today: string): string[] {
  const days: string[] = [];
  for (let back = 28; back >= 1; back--) {
    const day = addDays(today, -back);
    if (isoWeekday(day) <= 5) days.push(day);
  }
  return days;
}

async function hugoCertificate(db: Db, day: string): Promise<number> {
  const bytes = makePdf('Medical certificate', [
    'I, the undersigned, Dr. Claire Fontaine, certify that I examined',
    `Hugo Martin on ${day} and that his state of health`,
    'did not allow him to attend school that day.',
    '',
    'Issued at the request of the family.',
  ]);
  return createFile(db, { name: 'medical-certificate.pdf', mediaType: 'application/pdf', bytes });
}

/** One entry per school day for each child over the last four weeks, mostly 'present'. */
export async function seedRegistry(db: Db, school: DemoSchool, today: string): Promise<void> {
  const days = schoolDaysBefore(today);
  const subjectsOf = { lea: school.subjects.class6A, hugo: school.subjects.class3B, noah: school.subjects.class6A };
  const lastWeek = addDays(today, -7);
  for (const child of ['lea', 'hugo', 'noah'] as const) {
    const subjects = subjectsOf[child];
    for (const [index, day] of days.entries()) {
      const special = SPECIALS[child].find((s) => s.daysBack === days.length - index);
      const entryId = await addRegistryEntry(db, {
        childId: school.children[child],
        // A true instant, like the roll call's: 08:00 on the demo school's clocks (Paris), not 08:00 UTC.
        date: zonedInstant(day, `${LESSON_HOURS[index % LESSON_HOURS.length]}:00`, DEFAULT_SCHOOL_TIME_ZONE),
        statut: special?.statut ?? 'present',
        excused: special?.excused ?? false,
        subjectId: special?.isSchoolWide ? null : (subjects[index % subjects.length] ?? null),
        certificateFileId: special?.hasCertificate ? await hugoCertificate(db, day) : null,
      });
      // Older news was read long ago; only last week's stays unseen.
      if (day < lastWeek) await markSeenByEveryone(db, 'registry', entryId);
    }
  }
}

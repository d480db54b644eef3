import { addDays, isoWeekday, type TFamilyRequestReason } from '@carnet/contract';
import type { Db } from '../db/connect';
import { loadActor } from '../lib/actor';
import { askLeave, reportAbsence } from '../modules/registry/family-requests.service';
import type { DemoSchool } from './people';

/** `day` when it is Monday to Friday, else the Monday after (the demo's lessons run on weekdays). */
function weekdayFrom(day: string): string {
  const weekday = isoWeekday(day);
  return weekday <= 5 ? day : addDays(day, 8 - weekday);
}

/**
 * Two requests of the Martin parent (decision 107), sent through the same services as the API calls, so
 * the office hears of them as it would: leave for Hugo asked three days ago, waiting for the office; and
 * Hugo reported ill this morning for the next school day. Not today: the journeys report Hugo ill today
 * themselves and read the office's day expecting their own report alone.
 */
export async function seedFamilyRequests(db: Db, school: DemoSchool, today: string): Promise<void> {
  const parent = await loadActor(db, school.users.parent);
  if (!parent) throw new Error('The demo school lacks the Martin parent');
  // One day each, for Hugo; each sent on a day of its own, at a time of the school's morning or evening (UTC).
  const hugoOn = (day: string, reason: TFamilyRequestReason, details: string) => ({
    childId: school.children.hugo,
    from: day,
    to: day,
    reason,
    details,
  });
  const sentAt = (day: string, time: string) => ({ today: day, now: new Date(`${day}T${time}:00.000Z`) });

  const asked = addDays(today, -3);
  const leave = hugoOn(
    weekdayFrom(addDays(today, 9)),
    'family',
    'His cousin’s wedding in Lyon, which the whole family attends. He will catch up on the lessons he misses.',
  );
  await askLeave(db, parent, leave, sentAt(asked, '19:20'));

  const illness = hugoOn(
    weekdayFrom(addDays(today, 1)),
    'ill',
    'Hugo has a high fever and the doctor wants him to rest at home. We will bring the certificate when he is back.',
  );
  await reportAbsence(db, parent, illness, sentAt(today, '06:45'));
}

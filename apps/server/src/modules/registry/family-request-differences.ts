import { ABSENT_STATUS, FAMILY_REQUEST_MAX_SPAN_DAYS, addDays, isAbsence, type TFamilyRequestDifference } from '@carnet/contract';
import type { Db } from '../../db/connect';

type DayRequest = { id: number; kind: string; state: string; childId: number };

/** Every taken register of the day for these pupils, with the pupil's registry entry of that lesson (null: present). */
function marksOfDay(db: Db, date: string, childIds: readonly number[]) {
  if (childIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('lessons as l')
    .innerJoin('registers as g', 'g.lesson_id', 'l.id')
    .innerJoin('child_subjects as cs', 'cs.subject_id', 'l.subject_id')
    .innerJoin('subjects as s', 's.id', 'l.subject_id')
    .leftJoin('registry_entries as e', (join) => join.onRef('e.lesson_id', '=', 'l.id').onRef('e.child_id', '=', 'cs.child_id'))
    .select(['l.id as lesson_id', 'cs.child_id', 's.name as subject', 'l.start_hour', 'e.statut'])
    .where('l.date', '=', date)
    .where('cs.child_id', 'in', [...childIds])
    .orderBy('l.start_hour')
    .orderBy('l.id')
    .execute();
}

/** The day's absences marked by a register, whoever the pupil. */
function absencesOfDay(db: Db, date: string) {
  return db
    .selectFrom('registry_entries as e')
    .innerJoin('lessons as l', 'l.id', 'e.lesson_id')
    .innerJoin('subjects as s', 's.id', 'l.subject_id')
    .select(['e.child_id', 's.name as subject', 'l.start_hour'])
    .where('l.date', '=', date)
    .where('e.statut', '=', ABSENT_STATUS)
    .orderBy('l.start_hour')
    .orderBy('l.id')
    .execute();
}

/** Whether a pupil has any word from the family for a day (a report, or leave asked or granted). */
async function childrenWithWord(db: Db, date: string, childIds: readonly number[]): Promise<Set<number>> {
  if (childIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('family_requests')
    .select('child_id')
    .where('from_date', '>=', addDays(date, 1 - FAMILY_REQUEST_MAX_SPAN_DAYS))
    .where('from_date', '<=', date)
    .where('to_date', '>=', date)
    .where('state', '!=', 'refused')
    .where('child_id', 'in', [...childIds])
    .execute();
  return new Set(rows.map((r) => r.child_id));
}

/**
 * Where the roll call's record and the family's word disagree on `date`; each stays as it was written
 * (decision 107): a report or granted leave beside a "present" mark, refused leave beside an absence, and,
 * once the day is over, an absence with no word at all. Names are filled in by the caller.
 */
export async function differencesOfDay(
  db: Db,
  date: string,
  requests: readonly DayRequest[],
  today: string,
): Promise<Array<Omit<TFamilyRequestDifference, 'firstName' | 'lastName' | 'className'>>> {
  const saysAbsent = requests.filter((r) => r.kind === 'absence' || r.state === 'granted');
  const refused = requests.filter((r) => r.kind === 'leave' && r.state === 'refused');
  const marks = await marksOfDay(db, date, [...new Set([...saysAbsent, ...refused].map((r) => r.childId))]);
  const differences: Array<Omit<TFamilyRequestDifference, 'firstName' | 'lastName' | 'className'>> = [];
  // Two reports of one pupil for one day flag each lesson once.
  const flagged = new Set<string>();
  for (const request of saysAbsent) {
    for (const mark of marks.filter((m) => m.child_id === request.childId && (m.statut === null || !isAbsence(m.statut)))) {
      const key = `${mark.lesson_id}-${mark.child_id}`;
      if (flagged.has(key)) continue;
      flagged.add(key);
      differences.push({
        kind: 'reportedButPresent',
        childId: request.childId,
        subject: mark.subject,
        startHour: mark.start_hour,
        requestId: request.id,
      });
    }
  }
  for (const request of refused) {
    for (const mark of marks.filter((m) => m.child_id === request.childId && m.statut !== null && isAbsence(m.statut))) {
      differences.push({
        kind: 'refusedButAbsent',
        childId: request.childId,
        subject: mark.subject,
        startHour: mark.start_hour,
        requestId: request.id,
      });
    }
  }
  // Before the day ends the family may still write: only a past day's silence is a difference.
  if (date < today) {
    const absences = await absencesOfDay(db, date);
    const withWord = await childrenWithWord(db, date, [...new Set(absences.map((a) => a.child_id))]);
    for (const absence of absences.filter((a) => !withWord.has(a.child_id))) {
      differences.push({
        kind: 'absentWithoutWord',
        childId: absence.child_id,
        subject: absence.subject,
        startHour: absence.start_hour,
        requestId: null,
      });
    }
  }
  return differences;
}

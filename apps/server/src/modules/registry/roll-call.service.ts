import {
  ABSENT_STATUS,
  zonedInstant,
  type TRegister,
  type TRegisterPupil,
  type TRollCallMark,
  type TSubmitRegister,
} from '@carnet/contract';
import type { Db } from '../../db/connect';
import { type Actor, isOffice } from '../../lib/actor';
import { AppError, badRequest } from '../../lib/app-error';
import { inTransaction } from '../../lib/transaction';
import { recordAudit } from '../audit/audit';
import { familyWordsOfDay } from './family-requests.staff.service';
import { queueRegisterNotices } from './register-notices';
import { createRegistryEntry } from './registry.repository';
import { lessonsQuery, toRollCallLesson } from './roll-call-lessons';

/** What a mark writes in the registry: nothing for present, 'ABSENT', or 'late 10 min'. */
function statutOf(mark: TRollCallMark, lateMinutes: number | undefined): string | null {
  if (mark === 'present') return null;
  return mark === 'absent' ? ABSENT_STATUS : `late ${lateMinutes} min`;
}

function markOf(statut: string): Pick<TRegisterPupil, 'mark' | 'lateMinutes'> {
  if (statut === ABSENT_STATUS) return { mark: 'absent', lateMinutes: null };
  const late = /^late (\d+) min$/.exec(statut);
  return { mark: 'late', lateMinutes: late ? Number(late[1]) : null };
}

async function findLesson(db: Db, actor: Actor, lessonId: number) {
  const row = await lessonsQuery(db, actor).where('lessons.id', '=', lessonId).executeTakeFirst();
  // Another teacher's lesson is as unknown as a lesson that does not exist.
  if (!row) throw new AppError('NOT_FOUND', 'rollCall.lessonNotFound');
  return row;
}

const pupilsOf = (db: Db, subjectId: number) =>
  db
    .selectFrom('child_subjects')
    .innerJoin('children', 'children.id', 'child_subjects.child_id')
    .select(['children.id', 'children.first_name', 'children.last_name'])
    .where('child_subjects.subject_id', '=', subjectId)
    .where('children.deactivated_at', 'is', null)
    .orderBy('children.last_name')
    .orderBy('children.first_name')
    .orderBy('children.id')
    .execute();

const entriesOf = (db: Db, lessonId: number) =>
  db.selectFrom('registry_entries').select(['id', 'child_id', 'statut']).where('lesson_id', '=', lessonId).execute();

/** The register of a lesson: its pupils, each with the mark saved (null before it is taken). */
export async function getRegister(db: Db, actor: Actor, lessonId: number, today: string): Promise<TRegister> {
  const lesson = await findLesson(db, actor, lessonId);
  const [pupils, entries] = await Promise.all([pupilsOf(db, lesson.subject_id), entriesOf(db, lessonId)]);
  // The family's word sits beside the mark and never sets it (decision 107).
  const words = await familyWordsOfDay(
    db,
    lesson.date,
    pupils.map((p) => p.id),
  );
  const byChild = new Map(entries.map((entry) => [entry.child_id, entry]));
  const takenBy =
    lesson.taken_by === null
      ? null
      : await db.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', lesson.taken_by).executeTakeFirst();
  return {
    lesson: toRollCallLesson(lesson),
    takenBy: takenBy ? `${takenBy.first_name} ${takenBy.last_name}` : null,
    isEditable: isOffice(actor) || lesson.date === today,
    pupils: pupils.map((pupil) => {
      const entry = byChild.get(pupil.id);
      const mark =
        lesson.taken_at === null
          ? { mark: null, lateMinutes: null }
          : entry
            ? markOf(entry.statut)
            : { mark: 'present' as const, lateMinutes: null };
      return {
        childId: pupil.id,
        firstName: pupil.first_name,
        lastName: pupil.last_name,
        ...mark,
        familyWord: words.get(pupil.id) ?? null,
      };
    }),
  };
}

/** Every pupil of the group marked once, a lateness with its minutes, nobody from elsewhere. */
function checkMarks(pupilIds: Set<number>, input: TSubmitRegister) {
  const seen = new Set<number>();
  for (const mark of input.marks) {
    if (!pupilIds.has(mark.childId)) throw badRequest('rollCall.notInGroup', { childId: mark.childId });
    if (seen.has(mark.childId)) throw badRequest('rollCall.markedTwice', { childId: mark.childId });
    seen.add(mark.childId);
    if ((mark.mark === 'late') !== (mark.lateMinutes !== undefined)) throw badRequest('rollCall.lateMinutes');
  }
  if (seen.size !== pupilIds.size) throw badRequest('rollCall.everyPupil', { missing: pupilIds.size - seen.size });
}

/**
 * Takes a register, or corrects it: absent and late pupils become registry entries, a pupil marked
 * present again loses the entry. The families hear of it the school's delay later, from the register as
 * it then stands (./register-notices, decision 096). A teacher works on the lesson's day only; the
 * office any day. The audit log keeps the marks before and after.
 */
export async function submitRegister(
  db: Db,
  actor: Actor,
  lessonId: number,
  input: TSubmitRegister,
  today: string,
  now: Date,
  timeZone: string,
): Promise<TRegister> {
  await inTransaction(db, async (trx) => {
    const lesson = await findLesson(trx, actor, lessonId);
    if (!isOffice(actor) && lesson.date !== today) throw new AppError('CONFLICT', 'rollCall.notToday');
    const pupils = await pupilsOf(trx, lesson.subject_id);
    checkMarks(new Set(pupils.map((p) => p.id)), input);
    const entries = new Map((await entriesOf(trx, lessonId)).map((entry) => [entry.child_id, entry]));
    const before = lesson.taken_at === null ? null : Object.fromEntries([...entries].map(([childId, e]) => [childId, e.statut]));
    for (const mark of input.marks) {
      const statut = statutOf(mark.mark, mark.lateMinutes);
      const entry = entries.get(mark.childId);
      if (!entry && statut !== null) {
        await createRegistryEntry(trx, mark.childId, {
          // The lesson's start as an instant: families read it on the school's clock.
          date: zonedInstant(lesson.date, lesson.start_hour, timeZone),
          statut,
          subjectId: lesson.subject_id,
          lessonId,
        });
      } else if (entry && statut === null) {
        await trx.deleteFrom('registry_entries').where('id', '=', entry.id).execute();
      } else if (entry && statut !== null && statut !== entry.statut) {
        await trx.updateTable('registry_entries').set({ statut }).where('id', '=', entry.id).execute();
      }
    }
    const at = now.toISOString();
    if (lesson.taken_at === null) {
      await trx.insertInto('registers').values({ lesson_id: lessonId, taken_by: actor.userId, taken_at: at, updated_at: at }).execute();
    } else {
      await trx.updateTable('registers').set({ taken_by: actor.userId, updated_at: at }).where('lesson_id', '=', lessonId).execute();
    }
    const after = Object.fromEntries(
      input.marks.flatMap((m) => (m.mark === 'present' ? [] : [[m.childId, statutOf(m.mark, m.lateMinutes)]])),
    );
    await recordAudit(trx, actor, { action: before === null ? 'create' : 'update', entity: 'register', entityId: lessonId, before, after });
    await queueRegisterNotices(trx, lessonId, now);
  });
  return getRegister(db, actor, lessonId, today);
}

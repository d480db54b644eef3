import type { TAnnouncementSent, TAudience, TLanguage, TSendAnnouncementRequest } from '@carnet/contract';
import type { Db } from '../../db/connect';
import { toDbBool, toJsonText } from '../../db/values';
import { translate } from '../../i18n/translate';
import { type Actor, isOffice } from '../../lib/actor';
import { AppError, forbidden } from '../../lib/app-error';
import { createFile } from '../../lib/files';
import { inTransaction } from '../../lib/transaction';
import { recordAudit } from '../audit/audit';
import { audiencePupils, checkAudience } from '../audience/audience';
import { decodeMessageFile } from '../messages/message-files';
import type { Clock } from '../messages/messages.service';
import { readQuietHours } from '../messages/messaging-settings';
import { deliveryTime } from '../messages/quiet-hours';
import { queueAnnouncementDelivery } from './announcements.publish';

/** Rows per insert: a school's 1,400 families in three statements, well under both engines' parameter limits. */
const INSERT_BATCH = 500;
/** Ids per `in (...)` read. */
const READ_BATCH = 1000;

const chunks = <T>(items: readonly T[], size: number): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
};

/** A pupil as an announcement names them: "Hugo" to the family, "Hugo Martin (3B)" to the sender. */
export const pupilNaming = (c: { first_name: string; last_name: string; class_name: string }) => ({
  firstName: c.first_name,
  label: c.class_name ? `${c.first_name} ${c.last_name} (${c.class_name})` : `${c.first_name} ${c.last_name}`,
});

type Reached = { childId: number; familyId: number; familyName: string; firstName: string; label: string };

/** The audience's pupils with their families (deactivated pupils are never reached: audiencePupils). */
async function reachedPupils(db: Db, audience: TAudience): Promise<Reached[]> {
  const pupils = await audiencePupils(db, audience);
  const reached: Reached[] = [];
  for (const ids of chunks(pupils, READ_BATCH)) {
    const rows = await db
      .selectFrom('children')
      .innerJoin('families', 'families.id', 'children.family_id')
      .select(['children.id', 'children.family_id', 'children.first_name', 'children.last_name', 'children.class_name', 'families.name'])
      .where('children.id', 'in', ids)
      .execute();
    for (const r of rows) reached.push({ childId: r.id, familyId: r.family_id, familyName: r.name, ...pupilNaming(r) });
  }
  return reached;
}

/**
 * The audience in words, in the sender's language, as it was chosen: the names of the groups (a few, then
 * how many more), "Whole school", or a count of pupils. Kept with the announcement: a class renamed later
 * does not rewrite what was sent to it.
 */
async function audienceLabel(db: Db, audience: TAudience, language: TLanguage): Promise<string> {
  if (audience.kind === 'school') return translate('announcements.wholeSchool', language);
  const ids = [...new Set(audience.ids)];
  if (audience.kind === 'pupils') {
    if (ids.length > 3) return translate('announcements.pupilCount', language, { count: ids.length });
    const rows = await db.selectFrom('children').select(['first_name', 'last_name']).where('id', 'in', ids).orderBy('last_name').execute();
    return rows.map((r) => `${r.first_name} ${r.last_name}`).join(', ');
  }
  const names =
    audience.kind === 'teachingGroups'
      ? (await db.selectFrom('subjects').select('teaching_group as name').where('id', 'in', ids).orderBy('teaching_group').execute()).map(
          (r) => r.name,
        )
      : (
          await db
            .selectFrom(audience.kind === 'classes' ? 'classes' : 'year_groups')
            .select('name')
            .where('id', 'in', ids)
            .orderBy('name')
            .execute()
        ).map((r) => r.name);
  return names.length > 4 ? `${names.slice(0, 4).join(', ')} +${names.length - 4}` : names.join(', ');
}

/**
 * POST /api/staff/announcements: the office to any audience, a teacher to their own teaching groups and
 * their pupils (checkAudience: 403, nothing written). Every family of the audience's pupils is reached once;
 * the families see it, and are told, at `deliver_at` (quiet hours, decision 102); urgent is the office's
 * only, goes at once and is audited. Everything is checked (audience, files) before anything is written.
 */
export async function sendAnnouncement(
  db: Db,
  actor: Actor,
  input: TSendAnnouncementRequest,
  clock: Clock,
  language: TLanguage,
): Promise<TAnnouncementSent> {
  const isUrgent = input.isUrgent === true;
  if (isUrgent && !isOffice(actor)) throw forbidden('announcements.urgentOfficeOnly');
  await checkAudience(db, actor, input.audience);
  const files = (input.files ?? []).map(decodeMessageFile);
  const reached = await reachedPupils(db, input.audience);
  if (reached.length === 0) throw new AppError('VALIDATION_ERROR', 'audience.empty');
  const families = new Map<number, string>();
  for (const r of reached) families.set(r.familyId, r.familyName);
  const label = await audienceLabel(db, input.audience, language);
  const deliverAt = isUrgent ? clock.now : deliveryTime(clock.now, await readQuietHours(db, clock.timeZone));
  const deliverIso = deliverAt.toISOString();
  const id = await inTransaction(db, async (trx) => {
    const row = await trx
      .insertInto('announcements')
      .values({
        sender_id: actor.userId,
        sender_kind: isOffice(actor) ? 'office' : 'teacher',
        teacher_id: isOffice(actor) ? null : actor.teacherId,
        audience: toJsonText(input.audience),
        audience_label: label,
        title: input.title,
        body: input.body,
        asks_acknowledgement: toDbBool(input.asksAcknowledgement),
        is_urgent: toDbBool(isUrgent),
        created_at: clock.now.toISOString(),
        deliver_at: deliverIso,
        reminded_at: null,
        families_count: families.size,
        read_count: 0,
        acknowledged_count: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Batched: one statement per 500 rows, not one per family (the large school's 1,400 in three).
    for (const batch of chunks([...families], INSERT_BATCH)) {
      await trx
        .insertInto('announcement_families')
        .values(
          batch.map(([familyId, familyName]) => ({
            announcement_id: row.id,
            family_id: familyId,
            family_name: familyName,
            deliver_at: deliverIso,
            read_at: null,
            acknowledged_at: null,
            acknowledged_by: null,
          })),
        )
        .execute();
    }
    for (const batch of chunks(reached, INSERT_BATCH)) {
      await trx
        .insertInto('announcement_pupils')
        .values(
          batch.map((r) => ({ announcement_id: row.id, family_id: r.familyId, child_id: r.childId, first_name: r.firstName, pupil_label: r.label })),
        )
        .execute();
    }
    for (const file of files) {
      await trx
        .insertInto('announcement_files')
        .values({ announcement_id: row.id, file_id: await createFile(trx, file) })
        .execute();
    }
    await queueAnnouncementDelivery(trx, row.id, clock.now, deliverAt);
    if (isUrgent) await recordAudit(trx, actor, { action: 'create', entity: 'announcement', entityId: row.id, after: { urgent: true } });
    return row.id;
  });
  return { id, families: families.size, deliverAt: deliverIso, isDeferred: deliverAt.getTime() > clock.now.getTime() };
}

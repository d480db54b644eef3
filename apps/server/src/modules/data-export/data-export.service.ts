import { isLanguage, type TLanguage } from '@carnet/contract';
import { dataExportFileName } from '@carnet/contract/data-export-paths';
import type { Db } from '../../db/connect';
import type { Actor } from '../../lib/actor';
import { notFound } from '../../lib/app-error';
import { inTransaction } from '../../lib/transaction';
import { recordAudit } from '../audit/audit';
import { gatherAuditLog } from './audit-records';
import { gatherChildren, gatherDocuments, gatherRegistry, gatherReports, gatherTimetable } from './children-records';
import type { ExportBundle, ExportFile } from './export-bundle';
import { exportReadme } from './export-readme';
import { assertExportSize, buildExportZip, type ZipPieces } from './export-zip';
import { familyAccountIds, gatherAccounts, gatherEmails, gatherFamily, gatherNotifications } from './family-records';
import { gatherMedical } from './medical-records';
import { gatherMessages } from './message-records';
import { gatherAnnouncements } from './announcement-records';
import { gatherFamilyRequests } from './family-request-records';
import { gatherHomework } from './homework-records';
import { gatherMarks } from './marks-records';
import { gatherConcerns, gatherForms, gatherMeetings, gatherRewards } from './school-life-records';

export type FamilyExport = ZipPieces & { fileName: string };

/** Every kind, gathered one query at a time (one pooled connection for the whole export). */
async function gatherBundle(
  db: Db,
  familyId: number,
  childIds: number[],
  language: TLanguage,
): Promise<ExportBundle & { familyName: string }> {
  const files: ExportFile[] = [];
  const accountIds = await familyAccountIds(db, familyId, childIds);
  const family = await gatherFamily(db, familyId);
  const kinds: Record<string, unknown> = {
    'family.json': family,
    'accounts.json': await gatherAccounts(db, accountIds),
    'children.json': await gatherChildren(db, childIds, files),
    'registry.json': await gatherRegistry(db, childIds, files),
    'family-requests.json': await gatherFamilyRequests(db, childIds, files),
    'timetable.json': await gatherTimetable(db, childIds),
    'documents.json': await gatherDocuments(db, childIds, files),
    'reports.json': await gatherReports(db, childIds, files),
    'rewards.json': await gatherRewards(db, childIds),
    'concerns.json': await gatherConcerns(db, childIds),
    'medical.json': await gatherMedical(db, childIds, files),
    'forms.json': await gatherForms(db, childIds),
    'meetings.json': await gatherMeetings(db, familyId, childIds),
    'messages.json': await gatherMessages(db, childIds, files),
    'announcements.json': await gatherAnnouncements(db, familyId, files),
    'homework.json': await gatherHomework(db, childIds),
    'marks.json': await gatherMarks(db, childIds, new Date().toISOString()),
    'notifications.json': await gatherNotifications(db, accountIds, language),
    'emails.json': await gatherEmails(db, accountIds),
    'audit-log.json': await gatherAuditLog(db, {
      familyId,
      childIds,
      accountIds,
      memberIds: family.members.map((m) => m.id),
    }),
  };
  return { kinds, files, familyName: family.family.name };
}

/**
 * One family's export, whoever asks: gathered, size-checked and audited in one transaction (the
 * export line, and one read line per child for its health data, special category), then zipped.
 * A refused export (too large) leaves no audit line.
 */
async function exportFamily(
  db: Db,
  actor: Actor,
  familyId: number,
  options: { language: TLanguage; requestedBy: 'family' | 'office'; now: Date },
): Promise<FamilyExport> {
  const bundle = await inTransaction(db, async (trx) => {
    const family = await trx.selectFrom('families').select('id').where('id', '=', familyId).executeTakeFirst();
    if (!family) throw notFound('Family');
    const children = await trx.selectFrom('children').select('id').where('family_id', '=', familyId).orderBy('id').execute();
    const childIds = children.map((c) => c.id);
    const gathered = await gatherBundle(trx, familyId, childIds, options.language);
    await assertExportSize(trx, gathered);
    await recordAudit(trx, actor, {
      action: 'export',
      entity: 'family',
      entityId: familyId,
      after: { requestedBy: options.requestedBy, files: gathered.files.length },
    });
    for (const childId of childIds) {
      for (const entity of ['medical', 'allergies'] as const) await recordAudit(trx, actor, { action: 'read', entity, childId });
    }
    return gathered;
  });
  const at = options.now.toISOString();
  const zip = await buildExportZip(db, bundle, exportReadme(options.language, bundle.familyName, at.slice(0, 16).replace('T', ' ')));
  return { ...zip, fileName: dataExportFileName(bundle.familyName, at.slice(0, 10)) };
}

/**
 * GET /api/me/export: a parent's own family. Parents only (the route says so): the zip holds the
 * guardians' records and the concerns, which a student's own pages do not show (decision 077).
 */
export async function exportOwnFamily(db: Db, actor: Actor, language: TLanguage, now: Date): Promise<FamilyExport> {
  if (actor.familyId === null) throw notFound('Family');
  return exportFamily(db, actor, actor.familyId, { language, requestedBy: 'family', now });
}

/** The office produces the same zip for a request, in the language the family's parent chose (else the school's). */
export async function exportFamilyAsOffice(db: Db, office: Actor, familyId: number, schoolLanguage: TLanguage, now: Date) {
  const parent = await db
    .selectFrom('users')
    .select('language')
    .where('family_id', '=', familyId)
    .where('language', 'is not', null)
    .orderBy('id')
    .executeTakeFirst();
  const language = isLanguage(parent?.language) ? parent.language : schoolLanguage;
  return exportFamily(db, office, familyId, { language, requestedBy: 'office', now });
}

import { previousSchoolYearStart, type TFamilyPreview, type TLanguage } from '@carnet/contract';
import type { Db } from '../../db/connect';
import type { Actor } from '../../lib/actor';
import { notFound } from '../../lib/app-error';
import { inTransaction } from '../../lib/transaction';
import { recordAudit } from '../audit/audit';
import { listDocumentPage } from '../documents/documents.service';
import { listNewsletterPage } from '../newsletter/newsletter.service';
import { listNotifications } from '../notifications/notifications.service';
import { listReports } from '../reports/reports.service';

/** No account has this id: a family without a parent account has no notifications and nothing unseen. */
const NO_ACCOUNT = -1;

/**
 * "See as this family": what the family's parent gets, built by the family services themselves with
 * an Actor made for that parent. Nothing here writes but the audit line: no token is issued, the
 * list services mark nothing seen, and the office's own token stays an office token (every family
 * write route refuses it). Its lists are the parent's first pages on `today` (the school's day).
 */
export async function previewFamily(db: Db, office: Actor, familyId: number, today: string, language: TLanguage): Promise<TFamilyPreview> {
  const family = await db.selectFrom('families').select(['id', 'name']).where('id', '=', familyId).executeTakeFirst();
  if (!family) throw notFound('Family');
  const parent = await db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name'])
    .where('family_id', '=', familyId)
    .where('roles', 'like', '%ROLE_PARENT%')
    .where('deactivated_at', 'is', null)
    .orderBy('id')
    .executeTakeFirst();
  const children = await db
    .selectFrom('children')
    .select(['id', 'first_name', 'last_name'])
    .where('family_id', '=', familyId)
    .orderBy('id')
    .execute();
  const asParent: Actor = Object.freeze({
    userId: parent?.id ?? NO_ACCOUNT,
    roles: Object.freeze(['ROLE_PARENT', 'ROLE_USER'] as const),
    familyId,
    childIds: Object.freeze(children.map((c) => c.id)),
    language: office.language,
    teacherId: null,
  });
  const [newsletters, documents, reports, notifications] = await Promise.all([
    listNewsletterPage(db, asParent).then((page) => page.items),
    listDocumentPage(db, asParent, {}, previousSchoolYearStart(today)).then((page) => page.items),
    listReports(db, asParent),
    parent ? listNotifications(db, asParent, language) : Promise.resolve([]),
  ]);
  await inTransaction(db, (trx) => recordAudit(trx, office, { action: 'read', entity: 'family-preview', entityId: familyId }));
  return {
    familyName: family.name,
    parentName: parent ? `${parent.first_name} ${parent.last_name}` : null,
    children: children.map((c) => ({ id: c.id, firstName: c.first_name, lastName: c.last_name })),
    newsletters,
    documents,
    reports,
    notifications,
  };
}

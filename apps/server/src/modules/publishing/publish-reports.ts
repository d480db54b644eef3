import type { TPublishReports } from '@carnet/contract';
import type { Db } from '../../db/connect';
import type { Actor } from '../../lib/actor';
import { AppError, badRequest } from '../../lib/app-error';
import { inTransaction } from '../../lib/transaction';
import { childFollowers } from '../../lib/child-followers';
import { recordAudit } from '../audit/audit';
import { notifyAccounts } from '../notifications/notify';
import { createReport } from '../reports/reports.repository';
import { createPublication } from './publications.repository';
import { readUploadedPdf } from './uploaded-pdf';

/**
 * Publishes one report per pupil (the files the preview matched): each told to the pupil's parents
 * and the pupil's own account, as `publishReport` does. Every file is checked before anything is
 * written; then rows, notifications and the audit line go in one transaction, so a pupil who left
 * the school meanwhile undoes the whole batch rather than leaving half of it published.
 */
export async function publishReportsToPupils(db: Db, actor: Actor, input: TPublishReports): Promise<number> {
  const pupilIds = input.files.map((f) => f.childId);
  if (new Set(pupilIds).size !== pupilIds.length) throw badRequest('publishing.pupilTwice');
  const files = input.files.map((file) => ({ childId: file.childId, bytes: readUploadedPdf(file) }));
  const known = await db.selectFrom('children').select('id').where('id', 'in', pupilIds).execute();
  if (known.length !== pupilIds.length) throw badRequest('publishing.pupilUnavailable');
  return inTransaction(db, async (trx) => {
    const accounts = await childFollowers(trx, pupilIds, { parentsOnly: false });
    const publicationId = await createPublication(trx, actor, {
      kind: 'report',
      title: input.title,
      audience: { kind: 'pupils', ids: pupilIds },
      pupilIds,
      accountsReached: accounts.length,
    });
    for (const file of files) {
      const pupil = await trx
        .selectFrom('children')
        .select('first_name')
        .where('id', '=', file.childId)
        .where('deactivated_at', 'is', null)
        .executeTakeFirst();
      if (!pupil) throw new AppError('VALIDATION_ERROR', 'publishing.pupilUnavailable');
      const reportId = await createReport(trx, file.childId, { title: input.title, year: input.year, bytes: file.bytes, publicationId });
      const followers = await childFollowers(trx, [file.childId], { parentsOnly: false });
      await notifyAccounts(
        trx,
        followers,
        { subject: 'report', subjectId: reportId, kind: 'report.new', params: { firstName: pupil.first_name, title: input.title } },
        String(file.childId),
      );
    }
    await recordAudit(trx, actor, {
      action: 'publish',
      entity: 'report',
      entityId: publicationId,
      childId: pupilIds.length === 1 ? pupilIds[0] : null,
      after: { title: input.title, year: input.year, pupils: pupilIds.length, accounts: accounts.length },
    });
    return publicationId;
  });
}

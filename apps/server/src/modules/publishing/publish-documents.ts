import type { TPublishDocument } from '@carnet/contract';
import type { Db } from '../../db/connect';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { createPdfFile } from '../../lib/pdf-file';
import { inTransaction } from '../../lib/transaction';
import { audiencePupils, checkAudience } from '../audience/audience';
import { childFollowers } from '../../lib/child-followers';
import { recordAudit } from '../audit/audit';
import { createDocumentRow } from '../documents/documents.repository';
import { notifyAccounts } from '../notifications/notify';
import { createPublication } from './publications.repository';
import { readUploadedPdf } from './uploaded-pdf';

/**
 * Publishes a document to an audience: one document per pupil reached (the file stored once), each
 * told to that pupil's parents only, as `publishDocument` does (a student cannot open documents);
 * rows, notifications and the audit line in one transaction.
 */
export async function publishDocumentToAudience(db: Db, actor: Actor, input: TPublishDocument & { today: string }): Promise<number> {
  const bytes = readUploadedPdf(input.file);
  await checkAudience(db, actor, input.audience);
  return inTransaction(db, async (trx) => {
    const pupilIds = await audiencePupils(trx, input.audience);
    if (pupilIds.length === 0) throw new AppError('VALIDATION_ERROR', 'audience.empty');
    const accounts = await childFollowers(trx, pupilIds, { parentsOnly: true });
    const publicationId = await createPublication(trx, actor, {
      kind: 'document',
      title: input.title,
      audience: input.audience,
      pupilIds,
      accountsReached: accounts.length,
    });
    const fileId = await createPdfFile(trx, input.title, { bytes });
    const pupils = await trx.selectFrom('children').select(['id', 'first_name']).where('id', 'in', pupilIds).orderBy('id').execute();
    for (const pupil of pupils) {
      const documentId = await createDocumentRow(trx, pupil.id, {
        title: input.title,
        type: input.type,
        date: input.today,
        fileId,
        publicationId,
      });
      const parents = await childFollowers(trx, [pupil.id], { parentsOnly: true });
      await notifyAccounts(
        trx,
        parents,
        { subject: 'document', subjectId: documentId, kind: 'document.new', params: { firstName: pupil.first_name, title: input.title } },
        String(pupil.id),
      );
    }
    await recordAudit(trx, actor, {
      action: 'publish',
      entity: 'document',
      entityId: publicationId,
      childId: pupilIds.length === 1 ? pupilIds[0] : null,
      after: { title: input.title, type: input.type, audience: input.audience, pupils: pupilIds.length, accounts: accounts.length },
    });
    return publicationId;
  });
}

import type { TPublishNewsletter } from '@carnet/contract';
import type { Db } from '../../db/connect';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { inTransaction } from '../../lib/transaction';
import { audiencePupils, checkAudience } from '../audience/audience';
import { childFollowers } from '../../lib/child-followers';
import { recordAudit } from '../audit/audit';
import { createNewsletter } from '../newsletter/newsletter.repository';
import { notifyAccounts } from '../notifications/notify';
import { createPublication } from './publications.repository';
import { readUploadedPdf } from './uploaded-pdf';

/**
 * Publishes a newsletter to an audience: the row, the pupils it reached, one notification for each
 * parent and student account of the audience (the text families always got), and the audit line,
 * all in one transaction.
 */
export async function publishNewsletterToAudience(db: Db, actor: Actor, input: TPublishNewsletter & { today: string }): Promise<number> {
  const bytes = readUploadedPdf(input.file);
  await checkAudience(db, actor, input.audience);
  return inTransaction(db, async (trx) => {
    const pupilIds = await audiencePupils(trx, input.audience);
    if (pupilIds.length === 0) throw new AppError('VALIDATION_ERROR', 'audience.empty');
    const accounts = await childFollowers(trx, pupilIds, { parentsOnly: false });
    const publicationId = await createPublication(trx, actor, {
      kind: 'newsletter',
      title: input.title,
      audience: input.audience,
      pupilIds,
      accountsReached: accounts.length,
    });
    const newsletterId = await createNewsletter(trx, {
      title: input.title,
      publishDate: input.today,
      bytes,
      publication: { id: publicationId, isWholeSchool: input.audience.kind === 'school' },
    });
    await notifyAccounts(trx, accounts, {
      subject: 'newsletter',
      subjectId: newsletterId,
      kind: 'newsletter.new',
      params: { title: input.title },
    });
    await recordAudit(trx, actor, {
      action: 'publish',
      entity: 'newsletter',
      entityId: publicationId,
      after: { title: input.title, audience: input.audience, newsletterId, pupils: pupilIds.length, accounts: accounts.length },
    });
    return publicationId;
  });
}

import type { Db } from '../../db/connect';
import { inTransaction } from '../../lib/transaction';
import { audiencePupils } from '../audience/audience';
import { childFollowers } from '../../lib/child-followers';
import { notifyAccounts } from '../notifications/notify';
import { createNewsletter, type NewsletterInput } from './newsletter.repository';

/**
 * Publishes a whole-school newsletter and tells every family account (parents and students), in one
 * transaction. It goes through the audience resolver like the office's newsletters, so staff
 * accounts, which have no newsletter screen, are not told.
 */
export async function publishNewsletter(db: Db, input: NewsletterInput): Promise<number> {
  return inTransaction(db, async (trx) => {
    const newsletterId = await createNewsletter(trx, input);
    const accounts = await childFollowers(trx, await audiencePupils(trx, { kind: 'school' }), { parentsOnly: false });
    await notifyAccounts(trx, accounts, {
      subject: 'newsletter',
      subjectId: newsletterId,
      kind: 'newsletter.new',
      params: { title: input.title },
    });
    return newsletterId;
  });
}

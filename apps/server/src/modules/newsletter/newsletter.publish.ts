import type { Db } from '../../db/connect';
import { inTransaction } from '../../lib/transaction';
import { notifyEveryone } from '../notifications/notify';
import { createNewsletter, type NewsletterInput } from './newsletter.repository';

/** Publishes a newsletter and tells every account, in one transaction. */
export async function publishNewsletter(db: Db, input: NewsletterInput): Promise<number> {
  return inTransaction(db, async (trx) => {
    const newsletterId = await createNewsletter(trx, input);
    await notifyEveryone(trx, { subject: 'newsletter', subjectId: newsletterId, content: `New newsletter: ${input.title}` });
    return newsletterId;
  });
}

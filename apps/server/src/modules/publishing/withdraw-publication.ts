import type { TPublicationKind } from '@carnet/contract';
import type { Db } from '../../db/connect';
import { nowInstant } from '../../db/values';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { inTransaction } from '../../lib/transaction';
import { recordAudit } from '../audit/audit';

const TABLE_OF_KIND = { newsletter: 'newsletters', document: 'documents', report: 'reports' } as const;

/**
 * Withdraws a publication: its rows are hidden from families (lists and downloads answer 404), its
 * unseen notifications go; seen ones stay, as the record of what a family was told. Audited.
 */
export async function withdrawPublication(db: Db, actor: Actor, publicationId: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    const publication = await trx
      .selectFrom('publications')
      .select(['kind', 'title', 'withdrawn_at'])
      .where('id', '=', publicationId)
      .executeTakeFirst();
    if (!publication) throw new AppError('NOT_FOUND', 'publishing.notFound');
    if (publication.withdrawn_at !== null) throw new AppError('CONFLICT', 'publishing.alreadyWithdrawn');
    const kind = publication.kind as TPublicationKind;
    const table = TABLE_OF_KIND[kind];
    const withdrawnAt = nowInstant();
    // Only the first of two simultaneous withdrawals changes the row; the other is told it was already done.
    const updated = await trx
      .updateTable('publications')
      .set({ withdrawn_at: withdrawnAt, withdrawn_by: actor.userId })
      .where('id', '=', publicationId)
      .where('withdrawn_at', 'is', null)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new AppError('CONFLICT', 'publishing.alreadyWithdrawn');
    await trx.updateTable(table).set({ withdrawn_at: withdrawnAt }).where('publication_id', '=', publicationId).execute();
    const deleted = await trx
      .deleteFrom('notifications')
      .where('subject', '=', kind)
      .where('seen', '=', 0)
      .where('subject_id', 'in', trx.selectFrom(table).select('id').where('publication_id', '=', publicationId))
      .executeTakeFirst();
    await recordAudit(trx, actor, {
      action: 'withdraw',
      entity: kind,
      entityId: publicationId,
      before: { title: publication.title, withdrawnAt: null },
      after: { title: publication.title, withdrawnAt, unseenNotificationsDeleted: Number(deleted.numDeletedRows) },
    });
  });
}

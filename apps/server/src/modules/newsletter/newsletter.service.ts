import type { TNewsletter } from '@carnet/contract';
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/connect';
import type { Database } from '../../db/schema';
import { pdfFileName } from '../../lib/pdf-file';
import type { Actor } from '../../lib/actor';
import { whereOwnChild } from '../../lib/own-children';
import { notFound } from '../../lib/app-error';
import { loadFile, type StoredFile } from '../../lib/download';
import { markSeenFor, unseenSubjectIds } from '../notifications/seen';

/**
 * Who reads a newsletter (decision 063): nobody once withdrawn; everyone when it is whole-school;
 * otherwise the families of the pupils its publication reached (kept when it was published).
 */
function isReadableBy(eb: ExpressionBuilder<Database, 'newsletters'>, actor: Actor) {
  const reachedOwnChild = eb.exists(
    eb
      .selectFrom('publication_pupils')
      .select('publication_pupils.child_id')
      .whereRef('publication_pupils.publication_id', '=', 'newsletters.publication_id')
      .where((inner) => whereOwnChild(inner, actor, 'publication_pupils.child_id')),
  );
  return eb.and([eb('newsletters.withdrawn_at', 'is', null), eb.or([eb('newsletters.is_whole_school', '=', 1), reachedOwnChild])]);
}

/** The newsletters the caller may read, newest first (one query). */
export async function listNewsletters(db: Db, actor: Actor): Promise<TNewsletter[]> {
  const [rows, unseen] = await Promise.all([
    db
      .selectFrom('newsletters')
      .select(['id', 'title', 'publish_date'])
      .where((eb) => isReadableBy(eb, actor))
      .orderBy('publish_date', 'desc')
      .orderBy('id', 'desc')
      .execute(),
    unseenSubjectIds(db, actor.userId, 'newsletter'),
  ]);
  return rows.map((n) => ({ id: n.id, title: n.title, publishDate: n.publish_date, hasNotification: unseen.has(n.id) }));
}

/** One newsletter's file, saved as '{title}.pdf'; downloading it marks it seen for the caller. */
export async function downloadNewsletter(db: Db, actor: Actor, newsletterId: number): Promise<{ file: StoredFile; name: string }> {
  const newsletter = await db
    .selectFrom('newsletters')
    .select(['title', 'file_id'])
    .where('id', '=', newsletterId)
    .where((eb) => isReadableBy(eb, actor))
    .executeTakeFirst();
  if (!newsletter) throw notFound('Newsletter');
  const file = await loadFile(db, newsletter.file_id);
  await markSeenFor(db, actor.userId, 'newsletter', newsletterId);
  return { file, name: pdfFileName(newsletter.title) };
}

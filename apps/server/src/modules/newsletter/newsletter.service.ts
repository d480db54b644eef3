import { NEWSLETTER_LIST_LIMIT, type TNewsletter, type TPageQuery } from '@carnet/contract';
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/connect';
import type { Database } from '../../db/schema';
import { pdfFileName } from '../../lib/pdf-file';
import type { Actor } from '../../lib/actor';
import { whereOwnChild } from '../../lib/own-children';
import { notFound } from '../../lib/app-error';
import { type KeysetPage, toKeysetPage } from '../../lib/keyset-page';
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

/**
 * A page of the newsletters the caller may read, newest first: the newest ones, or those older than
 * `before`. The read walks the (publish_date, id) index from its newest end and stops after the page.
 */
export async function listNewsletterPage(db: Db, actor: Actor, query: TPageQuery = {}): Promise<KeysetPage<TNewsletter>> {
  const limit = query.limit ?? NEWSLETTER_LIST_LIMIT;
  const before = query.before;
  let readable = db
    .selectFrom('newsletters')
    .select(['id', 'title', 'publish_date'])
    .where((eb) => isReadableBy(eb, actor));
  if (before) readable = readable.where((eb) => eb(eb.refTuple('publish_date', 'id'), '<', eb.tuple(before.key, before.id)));
  const [rows, unseen] = await Promise.all([
    readable
      .orderBy('publish_date', 'desc')
      .orderBy('id', 'desc')
      .limit(limit + 1)
      .execute(),
    unseenSubjectIds(db, actor.userId, 'newsletter'),
  ]);
  return toKeysetPage(
    rows,
    limit,
    (n) => ({ key: n.publish_date, id: n.id }),
    (n) => [{ id: n.id, title: n.title, publishDate: n.publish_date, hasNotification: unseen.has(n.id) }],
  );
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

import { type TAudience, publishingPaths } from '@carnet/contract';
import { expect } from 'vitest';
import { makePdf } from '../../src/lib/pdf';
import type { TestContext } from '../helpers/build-test-app';
import { worded } from '../helpers/notice-texts';

/** A real small PDF as the web app sends it: base64 in the JSON body. */
export const pdfUpload = (name = 'letter.pdf', title = 'A letter') => ({ name, data: makePdf(title, ['Hello']).toString('base64') });

let counter = 0;
/** Each test names what it publishes, so its rows and notifications are told apart from the demo's. */
export const uniqueTitle = (what: string) => `${what} ${process.pid}-${++counter}`;

/** Every notification about the rows of one kind whose title is `title`: account, content, link, seen. */
export async function notificationsAbout(t: TestContext, subject: string, content: string) {
  const rows = worded(
    await t.db
      .selectFrom('notifications')
      .select(['user_id', 'kind', 'params', 'link', 'seen'])
      .where('subject', '=', subject)
      .orderBy('user_id')
      .orderBy('link')
      .execute(),
  ).filter((r) => r.content === content);
  return rows.map((r) => ({ userId: r.user_id, content: r.content, link: r.link, seen: Boolean(Number(r.seen)) }));
}

export async function publishNewsletter(t: TestContext, title: string, audience: TAudience) {
  const response = await (await t.as('office')).post(publishingPaths.newsletters, { title, audience, file: pdfUpload('news.pdf', title) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { id: number; pupilsReached: number; accountsReached: number };
}

export async function auditLinesOf(t: TestContext, publicationId: number) {
  return t.db
    .selectFrom('audit_log')
    .select(['user_id', 'action', 'entity', 'entity_id', 'child_id', 'after'])
    .where('entity_id', '=', publicationId)
    .where('entity', 'in', ['newsletter', 'document', 'report'])
    .orderBy('id')
    .execute();
}

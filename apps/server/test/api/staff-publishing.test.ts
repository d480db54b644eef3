import { ZNewsletterList, apiPaths, audiencePupilsPath, publishingPaths, withdrawPublicationPath } from '@carnet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { snapshotTables } from '../helpers/table-snapshot';
import { auditLinesOf, notificationsAbout, pdfUpload, publishNewsletter, uniqueTitle } from './staff-publishing-fixtures';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const titlesOf = async (account: 'parent' | 'student' | 'parent2') =>
  ZNewsletterList.parse((await (await t.as(account)).get(apiPaths.newsletters)).json()).map((n) => n.title);

async function newsletterIdOf(publicationId: number): Promise<number> {
  const row = await t.db.selectFrom('newsletters').select('id').where('publication_id', '=', publicationId).executeTakeFirstOrThrow();
  return row.id;
}

describe('POST /api/staff/publications/newsletters', () => {
  it('publishes to class 3B: the Martin parent alone is told and reads it, the Dubois parent and Léa do not', async () => {
    const title = uniqueTitle('Trip of 3B');
    const publication = await publishNewsletter(t, title, { kind: 'classes', ids: [t.school.classes.class3B] });
    expect(publication).toMatchObject({
      kind: 'newsletter',
      title,
      audience: { kind: 'classes', names: ['3B'] },
      createdBy: 'Nadia Roux',
      pupilsReached: 1,
      accountsReached: 1,
      withdrawnAt: null,
    });
    expect(await notificationsAbout(t, 'newsletter', `New newsletter: ${title}`)).toEqual([
      { userId: t.school.users.parent, content: `New newsletter: ${title}`, link: '', seen: false },
    ]);
    expect(await titlesOf('parent')).toContain(title);
    expect(await titlesOf('parent2')).not.toContain(title);
    expect(await titlesOf('student')).not.toContain(title);
    const newsletterId = await newsletterIdOf(publication.id);
    const parentList = ZNewsletterList.parse((await (await t.as('parent')).get(apiPaths.newsletters)).json());
    expect(parentList[0]).toMatchObject({ id: newsletterId, title, hasNotification: true });
    expect((await (await t.as('parent2')).get(`/api/newsletter/${newsletterId}/download`)).statusCode).toBe(404);
    const download = await (await t.as('parent')).get(`/api/newsletter/${newsletterId}/download`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(await auditLinesOf(t, publication.id)).toEqual([
      expect.objectContaining({ user_id: t.school.users.office, action: 'publish', entity: 'newsletter', entity_id: publication.id }),
    ]);
  });

  it('lets a student read a newsletter sent to her own class, and her parent too, each told once', async () => {
    const title = uniqueTitle('6A outing');
    await publishNewsletter(t, title, { kind: 'classes', ids: [t.school.classes.class6A] });
    expect(await titlesOf('student')).toContain(title);
    expect(await titlesOf('parent')).toContain(title);
    expect(await titlesOf('parent2')).toContain(title);
    const told = await notificationsAbout(t, 'newsletter', `New newsletter: ${title}`);
    // Léa and Noah: the Martin parent once (though two children, only Léa is in 6A), Léa's own account, the Dubois parent.
    expect(told.map((n) => n.userId)).toEqual(
      [t.school.users.parent, t.school.users.student, t.school.users.parent2].sort((a, b) => a - b),
    );
  });

  it('publishes to the whole school: every parent and student account is told once, staff are not', async () => {
    const title = uniqueTitle('Whole school news');
    const publication = await publishNewsletter(t, title, { kind: 'school' });
    expect(publication).toMatchObject({ audience: { kind: 'school', names: [] }, pupilsReached: 3, accountsReached: 3 });
    const told = await notificationsAbout(t, 'newsletter', `New newsletter: ${title}`);
    expect(told.map((n) => n.userId)).toEqual(
      [t.school.users.parent, t.school.users.student, t.school.users.parent2].sort((a, b) => a - b),
    );
    for (const account of ['parent', 'student', 'parent2'] as const) expect(await titlesOf(account)).toContain(title);
  });

  it('keeps the demo newsletters whole-school: every family still reads the five', async () => {
    const demo = await t.db
      .selectFrom('newsletters')
      .select('id')
      .where('publication_id', 'is', null)
      .where('is_whole_school', '=', 1)
      .execute();
    expect(demo).toHaveLength(5);
  });

  it('refuses bad input with {code, message} and stores nothing', async () => {
    const office = await t.as('office');
    const before = await snapshotTables(t.db);
    const cases = [
      [{ title: '', audience: { kind: 'school' }, file: pdfUpload() }, 400],
      [{ title: 'x', audience: { kind: 'classes', ids: [987654] }, file: pdfUpload() }, 400],
      [{ title: 'x', audience: { kind: 'classes', ids: [] }, file: pdfUpload() }, 400],
      [{ title: 'x', audience: { kind: 'school' }, file: { name: 'a.pdf', data: '***' } }, 400],
      [{ title: 'x', audience: { kind: 'school' } }, 400],
      [{ title: 'x', audience: { kind: 'school' }, file: pdfUpload(), extra: 1 }, 400],
    ] as const;
    for (const [body, status] of cases) {
      const response = await office.post(publishingPaths.newsletters, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json()).toEqual({ code: expect.any(String), message: expect.any(String) });
    }
    expect(await snapshotTables(t.db)).toEqual(before);
  });

  it('refuses an audience that reaches nobody (a deactivated pupil) and stores nothing', async () => {
    await t.db.updateTable('children').set({ deactivated_at: new Date().toISOString() }).where('id', '=', t.school.children.hugo).execute();
    try {
      const before = await snapshotTables(t.db);
      const response = await (
        await t.as('office')
      ).post(publishingPaths.newsletters, {
        title: 'Nobody',
        audience: { kind: 'pupils', ids: [t.school.children.hugo] },
        file: pdfUpload(),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('This audience reaches no family');
      expect(await snapshotTables(t.db)).toEqual(before);
    } finally {
      await t.db.updateTable('children').set({ deactivated_at: null }).where('id', '=', t.school.children.hugo).execute();
    }
  });
});

describe('POST /api/staff/publications/documents', () => {
  it('gives each pupil of 6A their own document, told to their parents only, linked to the pupil', async () => {
    const title = uniqueTitle('Canteen letter');
    const response = await (
      await t.as('office')
    ).post(publishingPaths.documents, {
      title,
      type: 'Letter',
      audience: { kind: 'classes', ids: [t.school.classes.class6A] },
      file: pdfUpload('canteen.pdf', title),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ kind: 'document', pupilsReached: 2, accountsReached: 2 });
    const rows = await t.db
      .selectFrom('documents')
      .select(['child_id', 'type', 'file_id'])
      .where('title', '=', title)
      .orderBy('child_id')
      .execute();
    expect(rows.map((r) => r.child_id)).toEqual([t.school.children.lea, t.school.children.noah].sort((a, b) => a - b));
    expect(new Set(rows.map((r) => r.file_id)).size).toBe(1);
    const lea = await notificationsAbout(t, 'document', `New document for Léa: ${title}`);
    const noah = await notificationsAbout(t, 'document', `New document for Noah: ${title}`);
    expect(lea).toEqual([
      { userId: t.school.users.parent, content: `New document for Léa: ${title}`, link: String(t.school.children.lea), seen: false },
    ]);
    expect(noah).toEqual([
      { userId: t.school.users.parent2, content: `New document for Noah: ${title}`, link: String(t.school.children.noah), seen: false },
    ]);
    const parentDocs = (await (await t.as('parent')).get(apiPaths.documents)).json() as Array<{
      title: string;
      type: string;
      child: { id: number };
    }>;
    expect(parentDocs.filter((d) => d.title === title)).toEqual([
      expect.objectContaining({ type: 'Letter', child: { id: t.school.children.lea }, hasNotification: true }),
    ]);
  });

  it('refuses a type families do not know, and a file that is not a PDF (415), storing nothing', async () => {
    const office = await t.as('office');
    const before = await snapshotTables(t.db);
    const badType = await office.post(publishingPaths.documents, {
      title: 'x',
      type: 'Poster',
      audience: { kind: 'school' },
      file: pdfUpload(),
    });
    expect(badType.statusCode).toBe(400);
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]).toString('base64');
    const notPdf = await office.post(publishingPaths.documents, {
      title: 'x',
      type: 'Letter',
      audience: { kind: 'school' },
      file: { name: 'x.pdf', data: png },
    });
    expect(notPdf.statusCode).toBe(415);
    expect(notPdf.json()).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'The file x.pdf is not a PDF' });
    const polyglot = Buffer.from('%PDF-1.4\n<html><script>alert(1)</script></html>').toString('base64');
    const sneaky = await office.post(publishingPaths.documents, {
      title: 'x',
      type: 'Letter',
      audience: { kind: 'school' },
      file: { name: 'x.pdf', data: polyglot },
    });
    expect(sneaky.statusCode).toBe(415);
    expect(await snapshotTables(t.db)).toEqual(before);
  });

  it('refuses a file over 5 MB (413), and a body over the limit (413), storing nothing', async () => {
    const office = await t.as('office');
    const before = await snapshotTables(t.db);
    const justOver = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(5 * 1024 * 1024 + 1 - 9, 0x20)]);
    const over = await office.post(publishingPaths.documents, {
      title: 'x',
      type: 'Letter',
      audience: { kind: 'school' },
      file: { name: 'big.pdf', data: justOver.toString('base64') },
    });
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'The file big.pdf is larger than 5 MB' });
    const huge = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(6 * 1024 * 1024, 0x20)]);
    const tooBig = await office.post(publishingPaths.newsletters, {
      title: 'x',
      audience: { kind: 'school' },
      file: { name: 'huge.pdf', data: huge.toString('base64') },
    });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().code).toBe('PAYLOAD_TOO_LARGE');
    expect(await snapshotTables(t.db)).toEqual(before);
  });
});

describe('POST /api/staff/publications/:id/withdraw', () => {
  it('hides a newsletter from families (list and download 404), deletes the unseen notifications and keeps the seen one', async () => {
    const title = uniqueTitle('Withdrawn news');
    const publication = await publishNewsletter(t, title, { kind: 'school' });
    const newsletterId = await newsletterIdOf(publication.id);
    expect((await (await t.as('parent')).get(`/api/newsletter/${newsletterId}/download`)).statusCode).toBe(200);
    const office = await t.as('office');
    const response = await office.post(withdrawPublicationPath(publication.id));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: publication.id, withdrawnAt: expect.any(String), withdrawnBy: 'Nadia Roux' });
    expect(await notificationsAbout(t, 'newsletter', `New newsletter: ${title}`)).toEqual([
      { userId: t.school.users.parent, content: `New newsletter: ${title}`, link: '', seen: true },
    ]);
    for (const account of ['parent', 'student', 'parent2'] as const) {
      expect(await titlesOf(account)).not.toContain(title);
      expect((await (await t.as(account)).get(`/api/newsletter/${newsletterId}/download`)).statusCode).toBe(404);
    }
    const lines = await auditLinesOf(t, publication.id);
    expect(lines.map((l) => l.action)).toEqual(['publish', 'withdraw']);
    expect(JSON.parse(lines[1]!.after ?? '{}')).toMatchObject({ unseenNotificationsDeleted: 2 });
  });

  it('hides withdrawn documents from the parents, with their unseen notifications', async () => {
    const title = uniqueTitle('Withdrawn invoice');
    const office = await t.as('office');
    const published = await office.post(publishingPaths.documents, {
      title,
      type: 'Invoice',
      audience: { kind: 'pupils', ids: [t.school.children.noah] },
      file: pdfUpload(),
    });
    const { id } = published.json();
    const [document] = await t.db.selectFrom('documents').select('id').where('publication_id', '=', id).execute();
    expect((await office.post(withdrawPublicationPath(id))).statusCode).toBe(200);
    const docs = (await (await t.as('parent2')).get(apiPaths.documents)).json() as Array<{ title: string }>;
    expect(docs.map((d) => d.title)).not.toContain(title);
    expect((await (await t.as('parent2')).get(`/api/documents/${document!.id}/download`)).statusCode).toBe(404);
    expect(await notificationsAbout(t, 'document', `New document for Noah: ${title}`)).toEqual([]);
  });

  it('answers 409 to a second withdrawal and 404 to an unknown publication, changing nothing', async () => {
    const publication = await publishNewsletter(t, uniqueTitle('Twice'), { kind: 'classes', ids: [t.school.classes.class6A] });
    const office = await t.as('office');
    expect((await office.post(withdrawPublicationPath(publication.id))).statusCode).toBe(200);
    const before = await snapshotTables(t.db);
    const again = await office.post(withdrawPublicationPath(publication.id));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'CONFLICT', message: 'This publication has already been withdrawn' });
    expect((await office.post(withdrawPublicationPath(99999999))).json()).toEqual({ code: 'NOT_FOUND', message: 'Publication not found' });
    expect((await office.post('/api/staff/publications/abc/withdraw')).statusCode).toBe(400);
    expect(await snapshotTables(t.db)).toEqual(before);
  });
});

describe('GET /api/staff/publications', () => {
  it('lists the office its publications of one kind, newest first, with audience, author, reach and withdrawal', async () => {
    const title = uniqueTitle('Listed');
    const publication = await publishNewsletter(t, title, { kind: 'classes', ids: [t.school.classes.class3B, t.school.classes.class6A] });
    const list = (await (await t.as('office')).get(`${publishingPaths.publications}?kind=newsletter`)).json();
    expect(list[0]).toEqual({
      id: publication.id,
      kind: 'newsletter',
      title,
      audience: { kind: 'classes', names: ['3B', '6A'] },
      createdAt: expect.any(String),
      createdBy: 'Nadia Roux',
      pupilsReached: 3,
      accountsReached: 3,
      withdrawnAt: null,
      withdrawnBy: null,
    });
    const documents = (await (await t.as('office')).get(`${publishingPaths.publications}?kind=document`)).json();
    expect(documents.every((p: { kind: string }) => p.kind === 'document')).toBe(true);
    expect((await (await t.as('office')).get(`${publishingPaths.publications}?kind=poster`)).statusCode).toBe(400);
    expect((await (await t.as('office')).get(publishingPaths.publications)).statusCode).toBe(400);
  });
});

describe('GET /api/staff/audience/pupils', () => {
  it("finds current pupils by first or last name for the picker, a teacher only their own groups' pupils", async () => {
    const office = await t.as('office');
    const martins = (await office.get(`${audiencePupilsPath}?q=marTIN`)).json();
    expect(martins).toEqual([
      { id: t.school.children.hugo, name: 'Hugo Martin', className: '3B' },
      { id: t.school.children.lea, name: 'Léa Martin', className: '6A' },
    ]);
    expect((await office.get(`${audiencePupilsPath}?q=noa`)).json()).toEqual([
      { id: t.school.children.noah, name: 'Noah Dubois', className: '6A' },
    ]);
    expect((await office.get(`${audiencePupilsPath}?q=%25`)).json()).toEqual([]);
    expect((await office.get(`${audiencePupilsPath}?q=`)).statusCode).toBe(400);
    expect((await (await t.as('teacher')).get(`${audiencePupilsPath}?q=a`)).statusCode).toBe(200);
    expect((await (await t.as('parent')).get(`${audiencePupilsPath}?q=a`)).statusCode).toBe(403);
  });
});

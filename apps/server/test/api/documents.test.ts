import { ZDocumentList, apiPaths, type TDocument } from '@carnet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishDocument } from '../../src/modules/documents/documents.publish';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { schoolToday } from '../helpers/school-day';
import { worded } from '../helpers/notice-texts';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

async function documentsOf(account: 'parent' | 'parent2'): Promise<TDocument[]> {
  const response = await (await t.as(account)).get(apiPaths.documents);
  expect(response.statusCode).toBe(200);
  return ZDocumentList.parse(response.json());
}

const byTitle = (documents: TDocument[], title: string) => documents.find((d) => d.title === title)!;
const notificationsAbout = (documentId: number) =>
  t.db
    .selectFrom('notifications')
    .select(['user_id', 'seen'])
    .where('subject', '=', 'document')
    .where('subject_id', '=', documentId)
    .orderBy('user_id')
    .execute();

describe('GET /api/documents', () => {
  it("answers the Martin parent Léa's and Hugo's documents of three types, newest first", async () => {
    const documents = await documentsOf('parent');
    const { lea, hugo } = t.school.children;
    const typesOf = (childId: number) => new Set(documents.filter((d) => d.child.id === childId).map((d) => d.type));
    expect(typesOf(lea)).toEqual(new Set(['School certificate', 'Invoice', 'Letter']));
    expect(typesOf(hugo)).toEqual(new Set(['School certificate', 'Invoice', 'Letter']));
    expect(documents.filter((d) => d.child.id === lea && d.type === 'Invoice')).toHaveLength(8);
    expect(documents).toHaveLength(16);
    const dates = documents.map((d) => d.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates.every((date) => date <= schoolToday())).toBe(true);
  });

  it('answers them all in one list without a Link: nothing is older than this and last school year', async () => {
    const response = await (await t.as('parent')).get(apiPaths.documents);
    expect(response.headers.link).toBeUndefined();
  });

  it('derives hasNotification from the unseen notifications: the newest invoices and the trip letter', async () => {
    const documents = await documentsOf('parent');
    const flagged = documents.filter((d) => d.hasNotification);
    expect(flagged).toHaveLength(3);
    expect(byTitle(documents, 'School trip to Normandy').hasNotification).toBe(true);
    expect(byTitle(documents, 'Class council').hasNotification).toBe(false);
    const newestInvoice = documents.find((d) => d.type === 'Invoice' && d.child.id === t.school.children.lea)!;
    expect(newestInvoice.hasNotification).toBe(true);
  });

  it("answers the Dubois parent Noah's two types only", async () => {
    const documents = await documentsOf('parent2');
    expect(new Set(documents.map((d) => d.child.id))).toEqual(new Set([t.school.children.noah]));
    expect(new Set(documents.map((d) => d.type))).toEqual(new Set(['School certificate', 'Invoice']));
    expect(documents).toHaveLength(3);
  });

  it('answers 403 to the student and 401 without a token', async () => {
    const student = await (await t.as('student')).get(apiPaths.documents);
    expect(student.statusCode).toBe(403);
    expect(student.json().code).toBe('FORBIDDEN');
    expect((await t.anonymous.get(apiPaths.documents)).statusCode).toBe(401);
  });
});

describe('GET /api/documents/:id/download', () => {
  it('sends the PDF as an attachment named after its title and marks its notification seen', async () => {
    const parent = await t.as('parent');
    const trip = byTitle(await documentsOf('parent'), 'School trip to Normandy');
    expect(await notificationsAbout(trip.id)).toEqual([{ user_id: t.school.users.parent, seen: 0 }]);
    const response = await parent.get(apiPaths.documentDownload(trip.id));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="School trip to Normandy.pdf"; filename*=UTF-8''School%20trip%20to%20Normandy.pdf`,
    );
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(response.rawPayload.toString('latin1')).toContain('(School trip to Normandy) Tj');
    expect(await notificationsAbout(trip.id)).toEqual([{ user_id: t.school.users.parent, seen: 1 }]);
    expect(byTitle(await documentsOf('parent'), 'School trip to Normandy').hasNotification).toBe(false);
  });

  it('names a title holding a slash safely', async () => {
    const documentId = await publishDocument(t.db, {
      childId: t.school.children.noah,
      title: 'Invoice 2025/2026',
      type: 'Invoice',
      date: schoolToday(),
      lines: ['Canteen'],
    });
    const response = await (await t.as('parent2')).get(apiPaths.documentDownload(documentId));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="Invoice 2025-2026.pdf";/);
  });

  it("answers 404 for another family's document and an unknown id, and changes no notification", async () => {
    const leaDocument = byTitle(await documentsOf('parent'), 'Class council');
    await t.db
      .updateTable('notifications')
      .set({ seen: 0 })
      .where('subject', '=', 'document')
      .where('subject_id', '=', leaDocument.id)
      .execute();
    const dubois = await t.as('parent2');
    for (const id of [leaDocument.id, 999_999]) {
      const response = await dubois.get(apiPaths.documentDownload(id));
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    expect(await notificationsAbout(leaDocument.id)).toEqual([{ user_id: t.school.users.parent, seen: 0 }]);
  });

  it('answers 400 for a malformed id, 403 to the student and 401 without a token', async () => {
    const parent = await t.as('parent');
    for (const id of ['abc', '0', '1.5']) {
      const response = await parent.get(`/api/documents/${id}/download`);
      expect(response.statusCode, id).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    }
    const someId = (await documentsOf('parent'))[0]!.id;
    expect((await (await t.as('student')).get(apiPaths.documentDownload(someId))).statusCode).toBe(403);
    expect((await t.anonymous.get(apiPaths.documentDownload(someId))).statusCode).toBe(401);
  });
});

describe('publishDocument', () => {
  it('writes the document and tells the parents only (documents are a parents’ area)', async () => {
    const documentId = await publishDocument(t.db, {
      childId: t.school.children.lea,
      title: 'Museum visit',
      type: 'Letter',
      date: schoolToday(),
      lines: ['Class 6A visits the museum.'],
    });
    const rows = worded(
      await t.db
        .selectFrom('notifications')
        .select(['user_id', 'kind', 'params', 'link', 'seen'])
        .where('subject', '=', 'document')
        .where('subject_id', '=', documentId)
        .execute(),
    );
    expect(rows).toEqual([
      { user_id: t.school.users.parent, content: 'New document for Léa: Museum visit', link: String(t.school.children.lea), seen: 0 },
    ]);
    const [first] = await documentsOf('parent');
    expect(first).toMatchObject({ id: documentId, title: 'Museum visit', type: 'Letter', hasNotification: true });
  });
});

import { apiPaths, notificationPreferencesPaths, type TNotification } from '@carnet/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { publishDocument } from '../../src/modules/documents/documents.publish';
import { createUser } from '../../src/modules/family/people.repository';
import { addRegistryEntry } from '../../src/modules/registry/registry.publish';
import { publishTermEvent } from '../../src/modules/terms/terms.publish';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { schoolToday } from '../helpers/school-day';
import { type SmtpCapture, startSmtpCapture } from '../helpers/smtp-capture';
import { TestClient } from '../helpers/test-client';

/**
 * A notification is stored as its kind and parameters and worded for each reader (decision 095): the
 * same publication reads in French to a French parent and in the spec's English to an English one.
 */
const SECOND_PARENT = { email: 'parent.martin.fr@example.com', password: 'Parent123!' };
let smtp: SmtpCapture;
let t: TestContext;
let secondParent: number;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://carnet.example.edu' } });
  const family = await t.db.selectFrom('users').select('family_id').where('id', '=', t.school.users.parent).executeTakeFirstOrThrow();
  secondParent = await createUser(t.db, {
    ...SECOND_PARENT,
    roles: ['ROLE_PARENT', 'ROLE_USER'],
    firstName: 'Julien',
    lastName: 'Martin',
    familyId: family.family_id,
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(async () => {
  await t.db.deleteFrom('jobs').where('kind', '=', 'email').execute();
  await t.db.deleteFrom('notification_preferences').execute();
  await t.db.updateTable('users').set({ language: null }).execute();
  smtp.messages.length = 0;
});

const setLanguage = (userId: number, language: 'en' | 'fr') =>
  t.db.updateTable('users').set({ language }).where('id', '=', userId).execute();
const listOf = async (client: TestClient): Promise<TNotification[]> => (await client.get(apiPaths.notifications)).json();
const contentAbout = (list: TNotification[], subject: string, subjectId: number) =>
  list.find((n) => n.subject === subject && n.subjectId === subjectId)?.content;

describe('notifications in the reader’s language', () => {
  it('gives the same document to a French parent in French and to an English parent of the family in the spec’s English', async () => {
    await setLanguage(secondParent, 'fr');
    await setLanguage(t.school.users.parent, 'en');
    const documentId = await publishDocument(t.db, {
      childId: t.school.children.lea,
      title: 'Sortie au musée',
      type: 'Letter',
      date: schoolToday(),
      lines: ['Bonjour'],
    });
    const french = await TestClient.logIn(t.app, SECOND_PARENT.email, SECOND_PARENT.password);
    expect(contentAbout(await listOf(french), 'document', documentId)).toBe('Nouveau document pour Léa\u00a0: Sortie au musée');
    expect(contentAbout(await listOf(await t.as('parent')), 'document', documentId)).toBe('New document for Léa: Sortie au musée');
  });

  it('words an absence, with its day, in each reader’s language, and a notification made before the reader chose French too', async () => {
    const entryId = await addRegistryEntry(t.db, { childId: t.school.children.lea, date: '2026-03-03T08:00:00.000Z', statut: 'ABSENT' });
    const parent = await t.as('parent');
    expect(contentAbout(await listOf(parent), 'registry', entryId)).toBe('Léa was absent on 03 March 2026');
    await setLanguage(t.school.users.parent, 'fr');
    expect(contentAbout(await listOf(parent), 'registry', entryId)).toBe('Léa était absent(e) le 3 mars 2026');
  });

  it('follows the browser’s language for an account that never chose one', async () => {
    const entryId = await addRegistryEntry(t.db, { childId: t.school.children.lea, date: '2026-12-01T08:00:00.000Z', statut: 'ABSENT' });
    const student = await t.as('student');
    const response = await student.inject({ method: 'GET', url: apiPaths.notifications, headers: { 'accept-language': 'fr-FR,fr;q=0.9' } });
    expect(contentAbout(response.json(), 'registry', entryId)).toBe('Léa était absent(e) le 1er décembre 2026');
  });

  it('says a term date with its French title and its date in French words, in the bell and in the e-mail', async () => {
    await setLanguage(secondParent, 'fr');
    const french = await TestClient.logIn(t.app, SECOND_PARENT.email, SECOND_PARENT.password);
    await french.put(notificationPreferencesPaths.mine, { preferences: [{ kind: 'newsletter', channel: 'email' }] });
    const id = await publishTermEvent(t.db, {
      date: '2026-11-27',
      type: 'Event',
      school_year: '2026-2027',
      title_en: 'Open day',
      title_fr: 'Journée portes ouvertes',
      event_details: [],
    });
    expect(contentAbout(await listOf(french), 'termsdate', id)).toBe(
      'Nouvelle date au calendrier\u00a0: Journée portes ouvertes (27 novembre 2026)',
    );
    expect(contentAbout(await listOf(await t.as('parent')), 'termsdate', id)).toBe('New term date: Open day (27 November 2026)');
    await t.app.jobs.runDue();
    const mail = (await smtp.waitForCount(1)).find((m) => m.to.includes(SECOND_PARENT.email));
    expect(mail?.subject).toBe('Nouvelle date au calendrier\u00a0: Journée portes ouvertes (27 novembre 2026)');
    expect(mail?.text).toContain('(27 novembre 2026)');
  });

  it('stores no sentence: the row holds its kind and parameters', async () => {
    const documentId = await publishDocument(t.db, {
      childId: t.school.children.lea,
      title: 'Menu',
      type: 'Letter',
      date: schoolToday(),
      lines: ['-'],
    });
    const row = await t.db
      .selectFrom('notifications')
      .selectAll()
      .where('subject', '=', 'document')
      .where('subject_id', '=', documentId)
      .executeTakeFirstOrThrow();
    expect(row).not.toHaveProperty('content');
    expect({ kind: row.kind, params: JSON.parse(row.params) }).toEqual({
      kind: 'document.new',
      params: { firstName: 'Léa', title: 'Menu' },
    });
  });
});

import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../src/db/connect';
import { migrateToLatest, migrateUpTo } from '../../src/db/migrate';
import { wordNotice } from '../../src/i18n/notices';
import { createTestDatabase, testEngine } from '../helpers/test-database';

/**
 * Migration 022 (decision 095) gives each stored sentence a kind and its parameters, rebuilt from the
 * record the row points at when that record makes the very same sentence, never by reading the
 * English back; any other row keeps its text as 'legacy'. Rows are written as 021 left them.
 */
let handle: DbHandle;
/** The tables as 021 left them, which schema.ts no longer describes. */
type Loose = Record<string, Record<string, unknown>>;
let db: Kysely<Loose>;
const ids: Record<string, number> = {};

const insert = async (table: string, values: Record<string, unknown>) =>
  ((await db.insertInto(table).values(values).returning('id').executeTakeFirstOrThrow()) as { id: number }).id;

async function seedAt021() {
  const now = '2026-03-01T08:00:00.000Z';
  const family = await insert('families', { name: 'Martin' });
  const lea = await insert('children', { family_id: family, first_name: 'Léa', last_name: 'Martin', class_year: '6', class_name: '6A' });
  ids.parent = await insert('users', {
    email: 'p@example.com',
    password_hash: '!',
    roles: 'ROLE_PARENT,ROLE_USER',
    first_name: 'Camille',
    last_name: 'Martin',
    family_id: family,
    created_at: now,
  });
  const file = await insert('files', { name: 'a.pdf', media_type: 'application/pdf', size: 1, bytes: Buffer.from('x'), created_at: now });
  ids.document = await insert('documents', { child_id: lea, title: 'Museum visit', type: 'Letter', date: '2026-03-01', file_id: file });
  ids.renamed = await insert('documents', { child_id: lea, title: 'Renamed since', type: 'Letter', date: '2026-03-01', file_id: file });
  ids.absence = await insert('registry_entries', { child_id: lea, date: '2026-03-03T08:00:00.000Z', statut: 'ABSENT' });
  ids.term = await insert('term_events', {
    date: '2026-11-27',
    type: 'Event',
    school_year: '2026-2027',
    title_en: 'Open day',
    title_fr: 'Journée portes ouvertes',
    event_details: '[]',
  });
  const notify = (subject: string, subjectId: number | null, content: string) =>
    insert('notifications', { user_id: ids.parent, subject, subject_id: subjectId, content, created_at: now, seen: 0, link: '' });
  ids.n_document = await notify('document', ids.document, 'New document for Léa: Museum visit');
  ids.n_renamed = await notify('document', ids.renamed, 'New document for Léa: Old title');
  ids.n_absence = await notify('registry', ids.absence, 'Léa was absent on 03 March 2026');
  ids.n_term = await notify('termsdate', ids.term, 'New term date: Open day (2026-11-27)');
  ids.n_gone = await notify('report', 999_999, 'New report for Léa: Term 1 report');
  ids.n_timetable = await notify('timetable', null, 'Timetable change: Mathematics on 2026-03-04 at 09:00 is cancelled');
}

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db as unknown as Kysely<Loose>;
  await migrateUpTo(handle.db, handle.engine, '021-mail-sources');
  await seedAt021();
  await migrateToLatest(handle.db, handle.engine);
});
afterAll(async () => handle?.close());

const rowOf = async (id: number) => {
  const row = (await db.selectFrom('notifications').selectAll().where('id', '=', id).executeTakeFirstOrThrow()) as Record<string, unknown>;
  return { ...row, params: JSON.parse(String(row.params)) as unknown };
};

describe(`migration 022: old notifications get a kind and parameters (${testEngine})`, () => {
  it('rebuilds a row from the record it points at, and words it in both languages', async () => {
    const row = await rowOf(ids.n_document!);
    expect(row).toMatchObject({ kind: 'document.new', params: { firstName: 'Léa', title: 'Museum visit' } });
    expect(row).not.toHaveProperty('content');
    expect(wordNotice('document.new', JSON.stringify(row.params), 'en')).toBe('New document for Léa: Museum visit');
    expect(wordNotice('document.new', JSON.stringify(row.params), 'fr')).toBe('Nouveau document pour Léa\u00a0: Museum visit');
  });

  it('rebuilds an absence with its day and a term date with both its titles', async () => {
    expect(await rowOf(ids.n_absence!)).toMatchObject({
      kind: 'registry.absent',
      params: { firstName: 'Léa', day: { date: '2026-03-03T08:00:00.000Z' } },
    });
    const term = await rowOf(ids.n_term!);
    expect(term).toMatchObject({ kind: 'termsdate.new' });
    expect(wordNotice('termsdate.new', JSON.stringify(term.params), 'fr')).toBe(
      'Nouvelle date au calendrier\u00a0: Journée portes ouvertes (27 novembre 2026)',
    );
  });

  it('keeps as legacy text what no record rebuilds: a changed record, a deleted one, a row without a record', async () => {
    for (const [id, text] of [
      [ids.n_renamed, 'New document for Léa: Old title'],
      [ids.n_gone, 'New report for Léa: Term 1 report'],
      [ids.n_timetable, 'Timetable change: Mathematics on 2026-03-04 at 09:00 is cancelled'],
    ] as const) {
      const row = await rowOf(id!);
      expect(row).toMatchObject({ kind: 'legacy', params: { text } });
      expect(wordNotice('legacy', JSON.stringify(row.params), 'fr')).toBe(text);
    }
  });
});

import { CONCERN_TYPES, DOCUMENT_TYPES, FORM_TYPES } from '@carnet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';

/**
 * The demo school shows Carnet to a school in its own language: every concern, document and form type it
 * holds is one of the contract's lists, which both sides translate. A type outside them ('Homework') is
 * shown as written, in English, to a French reader.
 */
let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const typesOf = async (table: 'concerns' | 'documents' | 'forms') =>
  (await t.db.selectFrom(table).select('type').distinct().execute()).map((row) => row.type);

describe("the demo school's types", () => {
  it('are the ones the contract lists', async () => {
    expect(await typesOf('concerns')).not.toEqual([]);
    for (const type of await typesOf('concerns')) expect(CONCERN_TYPES, 'concern type').toContain(type);
    for (const type of await typesOf('documents')) expect(DOCUMENT_TYPES, 'document type').toContain(type);
    for (const type of await typesOf('forms')) expect(FORM_TYPES, 'form type').toContain(type);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { apiPaths } from '@carnet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFamily, createUser } from '../../src/modules/family/people.repository';
import { whereOwnChild } from '../../src/lib/own-children';
import { buildTestApp, type TestContext } from '../helpers/build-test-app';
import { martinIds } from '../helpers/cross-family-probes';
import { TestClient } from '../helpers/test-client';

/**
 * lib/own-children.ts is the one place the rule "a parent sees their family's children, a student
 * themself" meets a query. These tests pin the helper itself (and its empty case), and that no
 * service writes the rule by hand.
 */
let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const reportsOf = (childIds: number[]) =>
  t.db
    .selectFrom('reports')
    .select('child_id')
    .where((eb) => whereOwnChild(eb, { childIds }, 'child_id'));

describe('whereOwnChild', () => {
  it("keeps the rows of the caller's children and no other", async () => {
    const { lea, hugo, noah } = t.school.children;
    const martins = await reportsOf([lea, hugo]).execute();
    expect(martins.length).toBeGreaterThan(0);
    expect(new Set(martins.map((r) => r.child_id))).toEqual(new Set([lea, hugo]));
    const duboises = await reportsOf([noah]).execute();
    expect(new Set(duboises.map((r) => r.child_id))).toEqual(new Set([noah]));
  });

  it('gives a caller without children no row (never every row), and never writes `in ()`', async () => {
    const query = reportsOf([]);
    expect(query.compile().sql).not.toMatch(/in\s*\(\s*\)/i);
    expect(await query.execute()).toEqual([]);
    expect(await t.db.selectFrom('reports').select('id').execute()).not.toEqual([]);
  });
});

describe('an account with no children', () => {
  it('lists nothing and opens nothing of any family', async () => {
    const familyId = await createFamily(t.db, { name: 'Empty' });
    const email = 'no-children@example.com';
    await createUser(t.db, {
      email,
      password: 'NoChildren123!',
      roles: ['ROLE_PARENT', 'ROLE_USER'],
      firstName: 'No',
      lastName: 'Children',
      familyId,
    });
    const parent = await TestClient.logIn(t.app, email, 'NoChildren123!');
    for (const url of [apiPaths.registry, apiPaths.documents, apiPaths.reports, apiPaths.myForms, apiPaths.openMeetings]) {
      const response = await parent.get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.json(), url).toEqual([]);
    }
    const ids = await martinIds(t.db, t.school);
    for (const url of [
      `/api/child/${ids.children[0]}`,
      `/api/certificate/${ids.certificate}/download`,
      `/api/documents/${ids.document}/download`,
      `/api/report/${ids.report}/download`,
      `/api/form/${ids.form}`,
      `/api/form/${ids.formRequest}/get-data`,
      `/api/meeting/info/${ids.openMeeting}`,
      `/api/concern/${ids.concern}/acknowledge`,
    ]) {
      const response = await parent.get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ code: 'NOT_FOUND', message: expect.any(String) });
    }
  });
});

describe('the rule is written once', () => {
  it("no service filters by the caller's children but through lib/own-children.ts", () => {
    const modules = path.resolve(import.meta.dirname, '../../src/modules');
    const files = fs.readdirSync(modules, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts'));
    // The rule by hand: the caller's child ids searched, measured or put in an `in`.
    const byHand = /\bactor\.childIds\s*\.|['"]in['"]\s*,\s*actor\.childIds/;
    // /api/me answers the caller's children themselves: there the list is the answer, not a filter.
    const answersTheList = path.join('auth', 'auth.service.ts');
    const offenders = files.filter((file) => file !== answersTheList && byHand.test(fs.readFileSync(path.join(modules, file), 'utf8')));
    expect(offenders).toEqual([]);
  });
});

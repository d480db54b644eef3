import { type TSendAnnouncementRequest, staffAnnouncementPaths } from '@carnet/contract';
import { expect } from 'vitest';
import type { TestContext } from '../helpers/build-test-app';
import { buildMessagesApp, type MessagesContext } from './messages-fixtures';

/**
 * The announcements tests run on the messages tests' clock (24 November 2026, a Tuesday, no term dates: every
 * weekday a school day), with the demo's announcements removed: each test sends its own.
 */
export async function buildAnnouncementsApp(env: Record<string, string> = {}): Promise<MessagesContext> {
  const context = await buildMessagesApp(env);
  await clearAnnouncements(context.t);
  return context;
}

export async function clearAnnouncements(t: TestContext): Promise<void> {
  for (const table of ['announcement_files', 'announcement_pupils', 'announcement_families', 'announcements'] as const)
    await t.db.deleteFrom(table).execute();
  await t.db.deleteFrom('notifications').execute();
  await t.db.deleteFrom('jobs').execute();
}

/** The office sends 3B (Hugo's class: the Martins only) an announcement; answers its id. */
export async function officeSends(t: TestContext, overrides: Partial<TSendAnnouncementRequest> = {}): Promise<number> {
  const office = await t.as('office');
  const response = await office.post(staffAnnouncementPaths.list, {
    audience: { kind: 'classes', ids: [t.school.classes.class3B] },
    title: 'Museum trip on Thursday',
    body: 'Departure at 8:30.',
    asksAcknowledgement: true,
    ...overrides,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().id as number;
}

/** 6A reaches both demo families: Léa (Martin) and Noah (Dubois). */
export const class6A = (t: TestContext) => ({ kind: 'classes' as const, ids: [t.school.classes.class6A] });

// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { officeNadia, renderStaffPage, teacherPaul } from '../../../test/staff-page';
import { ClassAppreciationsPage } from './class-appreciations-page';
import { autumn, classAppreciations } from '../../../test/staff-term-reports-fixtures';

type Routes = Parameters<typeof renderStaffPage>[1]['routes'];
const path = '/api/staff/term-reports/4/classes/3';
const render = (routes: Routes, { user = teacherPaul, language = 'en' as 'en' | 'fr' } = {}) =>
  renderStaffPage(<ClassAppreciationsPage />, {
    user,
    language,
    routes,
    path: '/staff/term-reports/:termId/classes/:classId',
    at: '/staff/term-reports/4/classes/3',
  });

describe("a class's general appreciations", () => {
  it("shows each pupil's subjects to read and saves only the general appreciations changed", async () => {
    const fetchMock = await render({ [path]: () => Response.json(classAppreciations) });
    const subjects = await screen.findByRole('table', { name: 'Subjects of Hugo Martin' });
    expect(within(subjects).getByRole('rowheader', { name: 'Mathematics' })).toBeTruthy();
    expect(within(subjects).getByText('Good work.')).toBeTruthy();
    expect(screen.getByText('Overall average 13.75')).toBeTruthy();
    // Only the general appreciations are written here.
    expect(screen.getAllByRole('textbox')).toHaveLength(2);
    // A teacher previews no report.
    expect(screen.queryByRole('button', { name: /^Preview the report/ })).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: 'General appreciation for Hugo Martin' }), {
      target: { value: '  A serious term.  ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const [, init] = fetchMock.mock.calls.find(([, call]) => call?.method === 'PUT')!;
    expect(JSON.parse(String(init?.body))).toEqual({ appreciations: [{ childId: 2, text: 'A serious term.' }] });
  });

  it("offers the office each pupil's report preview, and is read-only once published", async () => {
    await render({ [path]: () => Response.json(classAppreciations) }, { user: officeNadia });
    expect(await screen.findByRole('button', { name: 'Preview the report of Hugo Martin (PDF, new tab)' })).toBeTruthy();
    await render({ [path]: () => Response.json({ ...classAppreciations, term: { ...autumn, state: 'published' } }) });
    expect(await screen.findByText('A fine start.')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('reads in French and is axe-clean', async () => {
    await render({ [path]: () => Response.json(classAppreciations) }, { user: officeNadia, language: 'fr' });
    expect(await screen.findByRole('textbox', { name: 'Appréciation générale pour Hugo Martin' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('3B\u00a0: appréciations générales');
    const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
  });
});

// @vitest-environment happy-dom
import axe from 'axe-core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serverError } from '../../../test/signed-in';
import { groupTerm, marksGroup } from '../../../test/staff-marks-fixtures';
import { askedPaths, officeNadia, renderStaffPage, teacherPaul } from '../../../test/staff-page';
import { GroupMarksPage } from './group-marks-page';
import { MarksPage } from './marks-page';

type Routes = Parameters<typeof renderStaffPage>[1]['routes'];

describe('the marks groups', () => {
  const render = (routes: Routes, user = teacherPaul, language: 'en' | 'fr' = 'en') =>
    renderStaffPage(<MarksPage />, { user, language, routes, path: '/staff/marks' });

  it("lists the teacher's groups, each opening its term; the office also finds the settings", async () => {
    await render({ '/api/staff/marks/groups': () => Response.json({ groups: [marksGroup] }) });
    const link = await screen.findByRole('link', { name: /Mathematics · 3B Maths/ });
    expect(link.getAttribute('href')).toBe('/staff/marks/groups/7');
    expect(screen.queryByRole('link', { name: 'Release time and competencies' })).toBeNull();
    await render({ '/api/staff/marks/groups': () => Response.json({ groups: [marksGroup] }) }, officeNadia);
    expect((await screen.findByRole('link', { name: 'Release time and competencies' })).getAttribute('href')).toBe('/staff/marks/settings');
  });

  it('says when there is no group, when the list cannot be loaded, and reads in French', async () => {
    await render({ '/api/staff/marks/groups': () => Response.json({ groups: [] }) });
    expect(await screen.findByText('You teach no group yet.')).toBeTruthy();
    await render({ '/api/staff/marks/groups': serverError });
    expect(await screen.findByText('The teaching groups could not be loaded.')).toBeTruthy();
    await render({ '/api/staff/marks/groups': () => Response.json({ groups: [marksGroup] }) }, teacherPaul, 'fr');
    expect(await screen.findByText('3B, Paul Bernard, 3 élèves')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Notes');
  });
});

describe("a group's term", () => {
  const render = (routes: Routes, { user = teacherPaul, language = 'en' as 'en' | 'fr', at = '/staff/marks/groups/7' } = {}) =>
    renderStaffPage(<GroupMarksPage />, { user, language, routes, path: '/staff/marks/groups/:id', at });

  it('shows each assessment with its state, how many are marked and the class average; the pupils averages out of 20', async () => {
    await render({ '/api/staff/marks/groups/7': () => Response.json(groupTerm) });
    const table = await screen.findByRole('table', { name: 'Assessments' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((one) => one.textContent)).toEqual([
      'Fractions test03/12/2026Mark202Draft1 of 314.5',
      'Geometry quiz03/12/2026Mark101Published, released at 6:00 PM3 of 36.33',
      'Reasoning03/12/2026Competencies–2Released2 of 3–',
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'Fractions test' }).getAttribute('href')).toBe('/staff/marks/assessments/50');
    const averages = screen.getByRole('table', { name: 'Averages out of 20' });
    expect(
      within(averages)
        .getAllByRole('row')
        .map((one) => one.textContent),
    ).toEqual(['PupilAverage /20', 'Dubois Léa13.25', 'Martin Hugo–']);
  });

  it('asks for another term by its id', async () => {
    const fetchMock = await render({ '/api/staff/marks/groups/7': () => Response.json(groupTerm) });
    fireEvent.change(await screen.findByRole('combobox', { name: 'Term' }), { target: { value: '1' } });
    await waitFor(() => expect(askedPaths(fetchMock)).toContain('/api/staff/marks/groups/7?termId=1'));
  });

  it("creates an assessment out of 20 by default, and shows the server's refusal by its message", async () => {
    const routes: Routes = {
      '/api/staff/marks/groups/7': () => Response.json(groupTerm),
      '/api/staff/marks/assessments': () => Response.json({ code: 'marks.noTerm', message: 'This day is in no term.' }, { status: 400 }),
    };
    const fetchMock = await render(routes);
    fireEvent.click(await screen.findByRole('button', { name: 'New assessment' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Equations' } });
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-12-24' } });
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Out of' }).value).toBe('20');
    fireEvent.click(screen.getByRole('button', { name: 'Create the assessment' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This day is in no term.');
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      groupId: 7,
      title: 'Equations',
      date: '2026-12-24',
      kind: 'mark',
      coefficient: 1,
      outOf: 20,
    });
  });

  it('offers the competencies by domain for a competencies assessment, and refuses none chosen before asking', async () => {
    const fetchMock = await render({
      '/api/staff/marks/groups/7': () => Response.json(groupTerm),
      '/api/staff/marks/competencies': () =>
        Response.json({
          competencies: [
            { id: 5, domain: 'D1.3', label: 'Reason', archivedAt: null },
            { id: 6, domain: 'D2', label: 'Plan their work', archivedAt: null },
            { id: 7, domain: 'D2', label: 'An old one', archivedAt: '2026-10-01T00:00:00.000Z' },
          ],
        }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'New assessment' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Project' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Competencies' }));
    const methods = await screen.findByRole('group', { name: 'D2 Methods and tools for learning' });
    expect(
      within(methods)
        .getAllByRole('checkbox')
        .map((box) => box.parentElement?.textContent),
    ).toEqual(['Plan their work']);
    fireEvent.click(screen.getByRole('button', { name: 'Create the assessment' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose from 1 to 12 competencies.');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('is axe-clean with the new assessment form open', async () => {
    await render({
      '/api/staff/marks/groups/7': () => Response.json(groupTerm),
      '/api/staff/marks/competencies': () =>
        Response.json({ competencies: [{ id: 5, domain: 'D1.3', label: 'Reason', archivedAt: null }] }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'New assessment' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Competencies' }));
    await screen.findByRole('checkbox', { name: 'Reason' });
    const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
  });

  it('offers the office no new assessment, and says when the term cannot be loaded', async () => {
    await render({ '/api/staff/marks/groups/7': () => Response.json(groupTerm) }, { user: officeNadia });
    await screen.findByRole('table', { name: 'Assessments' });
    expect(screen.queryByRole('button', { name: 'New assessment' })).toBeNull();
    await render({ '/api/staff/marks/groups/7': serverError });
    expect(await screen.findByText("The group's marks could not be loaded.")).toBeTruthy();
  });
});

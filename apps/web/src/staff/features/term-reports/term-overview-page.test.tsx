// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serverError } from '../../../test/signed-in';
import { askedPaths, officeNadia, renderStaffPage, teacherPaul } from '../../../test/staff-page';
import { TermOverviewPage } from './term-overview-page';
import { overview } from '../../../test/staff-term-reports-fixtures';

type Routes = Parameters<typeof renderStaffPage>[1]['routes'];
const render = (routes: Routes, { user = teacherPaul, language = 'en' as 'en' | 'fr' } = {}) =>
  renderStaffPage(<TermOverviewPage />, { user, language, routes, path: '/staff/term-reports/:termId', at: '/staff/term-reports/4' });
const structure = () =>
  Response.json({
    yearGroups: [],
    classes: [],
    teachers: [
      { id: 20, name: 'Paul Bernard' },
      { id: 21, name: 'Claire Moreau' },
    ],
  });

describe("a term's reports overview", () => {
  it("lists the caller's groups with how many are written, and the classes with their head teacher", async () => {
    const fetchMock = await render({ '/api/staff/term-reports/4': () => Response.json(overview) });
    const group = await screen.findByRole('link', { name: /Mathematics · 3B/ });
    expect(group.getAttribute('href')).toBe('/staff/term-reports/4/groups/7');
    expect(within(group).getByText('12 of 28 written')).toBeTruthy();
    expect(screen.getByText('Head teacher: Paul Bernard')).toBeTruthy();
    expect(screen.getByText('5 of 28 general appreciations written')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Write the general appreciations of 3B' }).getAttribute('href')).toBe(
      '/staff/term-reports/4/classes/3',
    );
    // A teacher chooses no head teacher: the teachers are not even asked for.
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(askedPaths(fetchMock)).not.toContain('/api/staff/structure');
  });

  it("lets the office set a class's head teacher among the teachers", async () => {
    const fetchMock = await render(
      {
        '/api/staff/term-reports/4': () => Response.json(overview),
        '/api/staff/structure': structure,
        '/api/staff/term-reports/classes/3/head-teacher': () => Response.json({ success: true }),
      },
      { user: officeNadia },
    );
    const select = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Head teacher of 3B' });
    expect(select.value).toBe('20');
    expect([...select.options].map((option) => option.text)).toEqual(['No head teacher', 'Paul Bernard', 'Claire Moreau']);
    fireEvent.change(select, { target: { value: '21' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the head teacher' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const [url, init] = fetchMock.mock.calls.find(([, call]) => call?.method === 'PUT')!;
    expect(new URL(String(url), 'http://localhost').pathname).toBe('/api/staff/term-reports/classes/3/head-teacher');
    expect(JSON.parse(String(init?.body))).toEqual({ teacherId: 21 });
  });

  it('says when there is nothing to write, when the term fails, and reads in French', async () => {
    await render({ '/api/staff/term-reports/4': () => Response.json({ ...overview, groups: [], classes: [] }) });
    expect(await screen.findByText('No teaching group to write for in this term.')).toBeTruthy();
    expect(screen.getByText('No class for you in this term.')).toBeTruthy();
    await render({ '/api/staff/term-reports/4': serverError });
    expect(await screen.findByText("The term's reports could not be loaded.")).toBeTruthy();
    await render({ '/api/staff/term-reports/4': () => Response.json(overview) }, { language: 'fr' });
    expect(await screen.findByText('12 sur 28 rédigées')).toBeTruthy();
    expect(screen.getByText(/^Professeur principal/).textContent).toBe('Professeur principal\u00a0: Paul Bernard');
  });
});

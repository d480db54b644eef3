// @vitest-environment happy-dom
import axe from 'axe-core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serverError } from '../../../test/signed-in';
import { officeNadia, renderStaffPage } from '../../../test/staff-page';
import { MarksSettingsPage } from './marks-settings-page';

type Routes = Parameters<typeof renderStaffPage>[1]['routes'];
const competencies = {
  competencies: [
    { id: 5, domain: 'D1.3', label: 'Reason', archivedAt: null },
    { id: 6, domain: 'D1.3', label: 'Old', archivedAt: '2026-10-01T00:00:00.000Z' },
  ],
};
const routes = (overrides: Routes = {}): Routes => ({
  '/api/staff/marks/settings': () => Response.json({ releaseTime: '18:00', parentsDelayMinutes: 60 }),
  '/api/staff/marks/competencies': () => Response.json(competencies),
  '/api/staff/marks/competencies/5': () => Response.json({}),
  ...overrides,
});
const render = (overrides: Routes = {}, language: 'en' | 'fr' = 'en') =>
  renderStaffPage(<MarksSettingsPage />, { user: officeNadia, language, routes: routes(overrides) });
const bodyOf = (fetchMock: Awaited<ReturnType<typeof render>>, method: string) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === method)
    .map(([url, init]) => [String(url), init?.body ? JSON.parse(String(init.body)) : null]);

describe("the office's marks settings", () => {
  it("says the parents' delay in words and saves it, zero allowed", async () => {
    const fetchMock = await render();
    const delay = await screen.findByRole<HTMLInputElement>('textbox', { name: "Parents' delay (minutes)" });
    expect(screen.getByText('Parents see marks 60 minutes after the student.')).toBeTruthy();
    fireEvent.change(delay, { target: { value: '0' } });
    expect(screen.getByText('Parents see marks at the same time as the student.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Release time'), { target: { value: '17:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the release settings' }));
    await waitFor(() => expect(bodyOf(fetchMock, 'PUT')).toHaveLength(1));
    expect(bodyOf(fetchMock, 'PUT')[0]?.[1]).toEqual({ releaseTime: '17:30', parentsDelayMinutes: 0 });
  });

  it('refuses a delay that is not whole minutes before asking the server', async () => {
    const fetchMock = await render();
    fireEvent.change(await screen.findByRole('textbox', { name: "Parents' delay (minutes)" }), { target: { value: '1.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the release settings' }));
    expect((await screen.findByRole('alert')).textContent).toBe("The parents' delay: a whole number of minutes from 0 to 10080.");
    expect(bodyOf(fetchMock, 'PUT')).toHaveLength(0);
  });

  it('lists the competencies by domain without the archived ones, adds one to a domain, renames and archives', async () => {
    const fetchMock = await render();
    const maths = await screen.findByRole('region', { name: 'D1.3 The languages of mathematics, science and computing' });
    expect(within(maths).queryByDisplayValue('Old')).toBeNull();
    fireEvent.change(within(maths).getByRole('textbox', { name: 'Name of Reason' }), { target: { value: 'Reason and prove' } });
    fireEvent.click(within(maths).getByRole('button', { name: 'Rename' }));
    fireEvent.click(within(maths).getByRole('button', { name: 'Archive Reason' }));
    const methods = screen.getByRole('region', { name: 'D2 Methods and tools for learning' });
    fireEvent.change(within(methods).getByRole('textbox', { name: 'New competency in D2 Methods and tools for learning' }), {
      target: { value: 'Plan their work' },
    });
    fireEvent.click(within(methods).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(bodyOf(fetchMock, 'POST')).toHaveLength(1));
    expect(bodyOf(fetchMock, 'POST')[0]?.[1]).toEqual({ domain: 'D2', label: 'Plan their work' });
    expect(bodyOf(fetchMock, 'PATCH')[0]).toEqual(['/api/staff/marks/competencies/5', { domain: 'D1.3', label: 'Reason and prove' }]);
    expect(bodyOf(fetchMock, 'DELETE')[0]?.[0]).toBe('/api/staff/marks/competencies/5');
  });

  it('is axe-clean', async () => {
    await render();
    await screen.findByRole('textbox', { name: 'Name of Reason' });
    const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
  });

  it('says what could not be loaded, and reads in French', async () => {
    await render({ '/api/staff/marks/settings': serverError });
    expect(await screen.findByText('The release settings could not be loaded.')).toBeTruthy();
    await render({}, 'fr');
    expect(await screen.findByText('Les parents voient les notes 60 minutes après l’élève.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Réglages des notes');
  });
});

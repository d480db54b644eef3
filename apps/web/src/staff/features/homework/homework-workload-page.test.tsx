// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TClassWeek, THomeworkLimitsView } from '@carnet/contract';
import { serverError } from '../../../test/signed-in';
import { officeNadia, renderStaffPage } from '../../../test/staff-page';
import { HomeworkWorkloadPage } from './homework-workload-page';

const limits: THomeworkLimitsView = {
  testsPerDay: 1,
  yearGroups: [
    { yearGroupId: 1, name: '6e', minutes: 45 },
    { yearGroupId: 3, name: '3e', minutes: 60 },
  ],
};
const structure = {
  yearGroups: [],
  teachers: [],
  classes: [
    { id: 4, name: '3B', yearGroupId: 3, yearGroupName: '3e', pupilCount: 28, teachingGroupCount: 6, closedAt: null },
    { id: 5, name: '3Z', yearGroupId: 3, yearGroupName: '3e', pupilCount: 0, teachingGroupCount: 0, closedAt: '2026-08-31T00:00:00.000Z' },
  ],
};
const day = (date: string, tests: number, minutes: number) => ({
  date,
  minutes,
  tests,
  items: tests > 0 ? [{ id: date.length + tests, subject: 'History', kind: 'test' as const, minutes }] : [],
  isOverMinutes: minutes > 60,
  isOverTests: tests > 1,
});
const week: TClassWeek = {
  classId: 4,
  className: '3B',
  monday: '2026-11-30',
  minutesPerDay: 60,
  testsPerDay: 1,
  days: [day('2026-11-30', 0, 0), day('2026-12-01', 2, 50), day('2026-12-02', 1, 30)],
};

type Routes = Parameters<typeof renderStaffPage>[1]['routes'];
const routes = (overrides: Routes = {}): Routes => ({
  '/api/staff/homework/limits': () => Response.json(limits),
  '/api/staff/structure': () => Response.json(structure),
  '/api/staff/homework/classes/4/week': () => Response.json(week),
  ...overrides,
});
const render = (overrides: Routes = {}, language: 'en' | 'fr' = 'en') =>
  renderStaffPage(<HomeworkWorkloadPage />, { user: officeNadia, language, routes: routes(overrides) });

describe("the office's homework workload", () => {
  it('saves the limits with PUT: tests a day and minutes per year group', async () => {
    const fetchMock = await render();
    const tests = await screen.findByRole<HTMLInputElement>('spinbutton', { name: 'Tests a day (every year group)' });
    expect(tests.value).toBe('1');
    fireEvent.change(tests, { target: { value: '2' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: '6e' }), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the limits' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      testsPerDay: 2,
      minutesPerDay: [
        { yearGroupId: 1, minutes: 30 },
        { yearGroupId: 3, minutes: 60 },
      ],
    });
  });

  it('refuses a limit out of range before asking the server', async () => {
    const fetchMock = await render();
    fireEvent.change(await screen.findByRole('spinbutton', { name: 'Tests a day (every year group)' }), { target: { value: '11' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the limits' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Tests a day: a whole number from 0 to 10.');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it("shows an open class's week, its days over the limits marked", async () => {
    await render();
    const select = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Class' });
    // A class the new school year closed is not offered.
    expect(Array.from(select.options).map((option) => option.text)).toEqual(['Choose a class', '3B']);
    fireEvent.change(select, { target: { value: '4' } });
    const days = await screen.findByRole('list', { name: 'Days of the week of 3B' });
    expect(within(days).getAllByText('Over the limit')).toHaveLength(1);
    expect(within(days).getByText('50 min, 2 tests')).toBeTruthy();
  });

  it('says what could not be loaded, and reads in French', async () => {
    await render({ '/api/staff/homework/limits': serverError });
    expect(await screen.findByText('The homework limits could not be loaded.')).toBeTruthy();
    await render({}, 'fr');
    expect(await screen.findByRole('heading', { level: 1, name: 'Charge de travail' })).toBeTruthy();
    expect(await screen.findByRole('spinbutton', { name: 'Contrôles par jour (tous niveaux)' })).toBeTruthy();
  });
});

// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { addDays } from '@carnet/contract';
import { serverError } from '../../../test/signed-in';
import { officeNadia, renderStaffPage, teacherPaul } from '../../../test/staff-page';
import { cahier, later, mathsGroup, savedOverTests, today, workload } from '../../../test/staff-homework-fixtures';
import { CahierPage } from './cahier-page';

type Routes = Parameters<typeof renderStaffPage>[1]['routes'];
const routes = (overrides: Routes = {}): Routes => ({
  '/api/staff/homework/groups/7': () => Response.json(cahier),
  '/api/staff/homework/groups/7/workload': () => Response.json(workload),
  '/api/staff/homework/lessons/11/note': () => Response.json({ success: true }),
  '/api/staff/homework': () => Response.json(savedOverTests),
  '/api/staff/homework/40': () => new Response(null, { status: 204 }),
  ...overrides,
});
const render = (overrides: Routes = {}, language: 'en' | 'fr' = 'en', user = teacherPaul) =>
  renderStaffPage(<CahierPage />, { user, language, routes: routes(overrides), path: '/staff/homework/:id', at: '/staff/homework/7' });
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', { weekday: 'long', timeZone: 'UTC' });
const writesOf = (fetchMock: Awaited<ReturnType<typeof render>>, method: string) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === method)
    .map(([url, init]) => ({ url: String(url), body: init?.body ? JSON.parse(String(init.body)) : null }));

describe("a group's cahier de textes", () => {
  it('shows the lessons with their notes or none yet, and the homework due with how many ticked it', async () => {
    const fetchMock = await render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mathematics · 3B Maths' })).toBeTruthy();
    expect(screen.getByText('We read page 12.')).toBeTruthy();
    expect(screen.getByText('No notes yet')).toBeTruthy();
    expect(screen.getByText('12 of 28 ticked')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Print as PDF' })).toBeTruthy();
    // The week asked for is the school's week of today, Monday to Sunday.
    const asked = fetchMock.mock.calls.map(([url]) => String(url)).find((url) => url.includes('/groups/7?'));
    expect(asked).toMatch(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
  });

  it('writes the notes with the toolbar’s Markdown, keeps or removes attachments, and saves them with PUT', async () => {
    const fetchMock = await render();
    fireEvent.click((await screen.findAllByRole('button', { name: /^Edit the notes/ }))[0]!);
    const box = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'What was done in this lesson' });
    expect(box.value).toBe('We read page 12.');
    fireEvent.change(box, { target: { value: 'Read page 12' } });
    box.setSelectionRange(5, 12);
    fireEvent.click(within(screen.getByRole('group', { name: 'Formatting' })).getByRole('button', { name: 'Bold' }));
    expect(box.value).toBe('Read **page 12**');
    fireEvent.change(box, { target: { value: 'Read **page 12**\nExercise 4' } });
    box.setSelectionRange(17, 17);
    fireEvent.click(screen.getByRole('button', { name: 'List' }));
    expect(box.value).toBe('Read **page 12**\n- Exercise 4');
    box.setSelectionRange(0, 4);
    fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    expect(box.value).toBe('[Read](https://) **page 12**\n- Exercise 4');
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(within(screen.getByRole('region', { name: 'Preview' })).getByText('page 12').tagName).toBe('STRONG');
    fireEvent.click(screen.getByRole('button', { name: 'Remove slides.pdf' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save the notes' }));
    await waitFor(() => expect(writesOf(fetchMock, 'PUT')).toHaveLength(1));
    const [put] = writesOf(fetchMock, 'PUT');
    expect(put!.url).toContain('/api/staff/homework/lessons/11/note');
    expect(put!.body).toEqual({ body: '[Read](https://) **page 12**\n- Exercise 4', keepFileIds: [], files: [] });
  });

  it('refuses a file too large or of another type before reading it', async () => {
    await render();
    fireEvent.click((await screen.findAllByRole('button', { name: /^Edit the notes/ }))[0]!);
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    const big = new File(['x'], 'scan.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    fireEvent.change(input, { target: { files: [big] } });
    expect((await screen.findByRole('alert')).textContent).toBe('scan.pdf: This file is too large: an attachment can be at most 10 MB.');
  });

  it('sets homework from a lesson, due at a later lesson, warned of a second test, and says the saved warning', async () => {
    const fetchMock = await render();
    fireEvent.click((await screen.findAllByRole('button', { name: /^Set homework\W+(?!for)/ }))[0]!);
    fireEvent.click(screen.getByRole('radio', { name: 'Test' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'What to do' }), { target: { value: 'Revise fractions' } });
    const lesson = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Lesson it is due at' });
    await waitFor(() => expect(lesson.options.length).toBe(2));
    fireEvent.change(lesson, { target: { value: '12' } });
    // The class's load on that day: already a test there, the school allowing one.
    const warning = await screen.findByText(`With this, ${weekday(later)} would have 2 tests: the school's limit is 1 a day.`);
    expect(warning).toBeTruthy();
    expect(screen.getByText(/History · Test · 30 min/)).toBeTruthy();
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Estimated time (minutes)' }), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set the homework' }));
    await waitFor(() => expect(writesOf(fetchMock, 'POST')).toHaveLength(1));
    expect(writesOf(fetchMock, 'POST')[0]!.body).toEqual({
      groupId: 7,
      setInLessonId: 11,
      kind: 'test',
      text: 'Revise fractions',
      due: { kind: 'lesson', lessonId: 12 },
      minutes: 30,
      files: [],
    });
    expect(
      (await screen.findByText(`Saved. The class now has 2 tests on ${weekday(later)}, over the school's limit of 1.`)).closest(
        '[role="status"]',
      ),
    ).toBeTruthy();
  });

  it('sets homework for a date, outside a lesson', async () => {
    const fetchMock = await render();
    fireEvent.click(await screen.findByRole('button', { name: 'Set homework for a date' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'What to do' }), { target: { value: 'Bring a compass' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Something to bring' }));
    fireEvent.click(screen.getByRole('button', { name: 'Set the homework' }));
    expect(await screen.findByText('Choose the day it is due.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Day it is due'), { target: { value: addDays(today, 3) } });
    fireEvent.click(screen.getByRole('button', { name: 'Set the homework' }));
    await waitFor(() => expect(writesOf(fetchMock, 'POST')).toHaveLength(1));
    expect(writesOf(fetchMock, 'POST')[0]!.body).toEqual({
      groupId: 7,
      kind: 'bring',
      text: 'Bring a compass',
      due: { kind: 'date', date: addDays(today, 3) },
      minutes: 0,
      files: [],
    });
  });

  it('edits homework with PATCH, its form holding what was set', async () => {
    const fetchMock = await render({ '/api/staff/homework/40': () => Response.json({ ...savedOverTests, warnings: [] }) });
    fireEvent.click(await screen.findByRole('button', { name: /^Edit\W+Test, due/ }));
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Test' }).checked).toBe(true);
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'What to do' }).value).toBe('Chapter **3**: fractions');
    const lesson = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Lesson it is due at' });
    await waitFor(() => expect(lesson.value).toBe('12'));
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Estimated time (minutes)' }), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the changes' }));
    await waitFor(() => expect(writesOf(fetchMock, 'PATCH')).toHaveLength(1));
    expect(writesOf(fetchMock, 'PATCH')[0]!.body).toEqual({
      kind: 'test',
      text: 'Chapter **3**: fractions',
      due: { kind: 'lesson', lessonId: 12 },
      minutes: 50,
      keepFileIds: [],
      files: [],
    });
  });

  it('withdraws homework only once confirmed', async () => {
    const fetchMock = await render();
    fireEvent.click(await screen.findByRole('button', { name: /^Withdraw\W+Test, due/ }));
    const question = screen.getByRole('alertdialog', { name: 'Withdraw this homework?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(writesOf(fetchMock, 'DELETE')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: /^Withdraw\W+Test, due/ }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(writesOf(fetchMock, 'DELETE')).toHaveLength(1));
    expect(writesOf(fetchMock, 'DELETE')[0]!.url).toContain('/api/staff/homework/40');
  });

  it('is axe-clean with the note editor and the homework form open', async () => {
    await render();
    // Homework set in the first lesson, the notes of the second written.
    fireEvent.click((await screen.findAllByRole('button', { name: /^Set homework\W+(?!for)/ }))[0]!);
    fireEvent.click(screen.getByRole('button', { name: /^Write the notes/ }));
    const lesson = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Lesson it is due at' });
    await waitFor(() => expect(lesson.options.length).toBe(2));
    fireEvent.change(lesson, { target: { value: '12' } });
    await screen.findByRole('list', { name: 'Load per day' });
    const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
  });

  it('is read-only once archived: no editor, no homework set, no edit', async () => {
    const archived = {
      ...cahier,
      group: { ...mathsGroup, archivedAt: '2026-09-01T06:00:00.000Z' },
      homework: [{ ...cahier.homework[0]!, isEditable: false }],
    };
    await render({ '/api/staff/homework/groups/7': () => Response.json(archived) });
    expect(await screen.findByText(/archived at the new school year/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Write the notes|Edit the notes/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Set homework/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Withdraw/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Print as PDF' })).toBeTruthy();
  });

  it('is read by the office, written by the group’s teacher only', async () => {
    await render({}, 'en', officeNadia);
    expect(await screen.findByText(/the group's teacher writes its notes/)).toBeTruthy();
    expect(screen.getByText('12 of 28 ticked')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Write the notes|Edit the notes/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Set homework/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit|^Withdraw/ })).toBeNull();
  });

  it('says when the week is empty, when the cahier cannot be loaded, and reads in French', async () => {
    await render({ '/api/staff/homework/groups/7': () => Response.json({ ...cahier, lessons: [], homework: [] }) });
    expect(await screen.findByText('No lessons of this group this week.')).toBeTruthy();
    expect(screen.getByText('No homework due this week.')).toBeTruthy();
    await render({ '/api/staff/homework/groups/7': serverError });
    expect(await screen.findByText('The cahier de textes could not be loaded.')).toBeTruthy();
    await render({}, 'fr');
    expect(await screen.findByText('12 sur 28 cochés')).toBeTruthy();
    expect(screen.getByText('Pas encore de contenu')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Imprimer en PDF' })).toBeTruthy();
  });
});

// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectTexts, renderPageWith } from '../../test/page-states';
import { serverError } from '../../test/signed-in';
import { HomeworkPage } from './homework-page';
import { childHomework, homeworkItem, leaStudent } from '../../test/homework-fixtures';
import './homework-catalog';

const LEA = '/api/homework/1';
const parts = ['homework'] as const;

/** The requests sent to a path other than a read, with their method and JSON body. */
const writes = () =>
  vi
    .mocked(fetch)
    .mock.calls.filter(([, init]) => init?.method && init.method !== 'GET')
    .map(([url, init]) => ({
      url: String(url),
      method: init?.method,
      body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
    }));

const week = childHomework({
  items: [
    homeworkItem(),
    homeworkItem({
      id: 6,
      kind: 'test',
      subject: 'History',
      dueDate: '2026-11-27',
      dueStartHour: null,
      minutes: 0,
      doneAt: '2026-11-24T18:00:00Z',
    }),
    homeworkItem({ id: 7, kind: 'bring', subject: 'Art', dueDate: '2026-12-08', missedWhileAway: true, changedAt: '2026-11-24T10:00:00Z' }),
    homeworkItem({
      id: 8,
      subject: 'French',
      dueDate: '2026-11-20',
      files: [{ id: 3, name: 'poem.pdf', mediaType: 'application/pdf', size: 1000 }],
    }),
  ],
});

describe('HomeworkPage', () => {
  it('sorts a parent’s view into due tomorrow, this week, later and past, the ticks read-only', async () => {
    await renderPageWith(<HomeworkPage />, { [LEA]: () => Response.json(week) }, { parts });
    const tomorrow = await screen.findByRole('region', { name: /Due tomorrow/ });
    expect(within(tomorrow).getByRole('heading', { level: 3 }).textContent).toBe('Maths · Homework · due Thursday 26 November, 8:00 AM');
    expect(within(tomorrow).getByText('30 min')).toBeTruthy();
    expect(within(tomorrow).getByText('3 and 4').tagName).toBe('STRONG');
    expect(within(tomorrow).getByText('Not ticked yet')).toBeTruthy();
    const thisWeek = screen.getByRole('region', { name: 'This week' });
    expect(within(thisWeek).getByRole('heading', { name: /^History · Test/ })).toBeTruthy();
    expect(within(thisWeek).getByText('Done on 24 November 2026')).toBeTruthy();
    const later = screen.getByRole('region', { name: 'Later' });
    expect(within(later).getByRole('heading', { name: /^Art · Something to bring/ })).toBeTruthy();
    expect(within(later).getByText('Changed')).toBeTruthy();
    expect(within(later).getByText('Missed while away')).toBeTruthy();
    const past = screen.getByRole('region', { name: 'Past' });
    expect(within(past).getByRole('button', { name: 'Download poem.pdf' })).toBeTruthy();
    // A parent never ticks, and has no planner of the student's.
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByText('My tasks')).toBeNull();
  });

  it('shows the child named in the address, and says when nothing is set', async () => {
    await renderPageWith(
      <HomeworkPage />,
      { '/api/homework/2': () => Response.json(childHomework()) },
      { parts, initialEntries: ['/homework?children=2'] },
    );
    await expectTexts(['No homework set for now.']);
    expect(screen.getByRole('radio', { name: 'Hugo' })).toHaveProperty('checked', true);
  });

  it('offers to retry when the homework cannot be read', async () => {
    await renderPageWith(<HomeworkPage />, { [LEA]: serverError }, { parts });
    await expectTexts(['The homework could not be loaded.']);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('speaks French', async () => {
    await renderPageWith(<HomeworkPage />, { [LEA]: () => Response.json(week) }, { parts, language: 'fr' });
    await screen.findByRole('heading', { level: 1, name: 'Devoirs' });
    await screen.findByRole('region', { name: /Pour demain/ });
    expect(await screen.findAllByText('Pas encore coché')).toHaveLength(3);
    await expectTexts(['Fait le 24 novembre 2026', 'Manqué pendant une absence', 'Modifié', 'Cette semaine', 'Plus tard', 'Passés']);
    expect(screen.getByRole('heading', { name: 'History · Contrôle · pour le vendredi 27 novembre' })).toBeTruthy();
  });

  it('lets the student tick a homework done with a labelled checkbox, and untick another', async () => {
    const done = () => new Response(null, { status: 204 });
    await renderPageWith(
      <HomeworkPage />,
      { [LEA]: () => Response.json(week), [`${LEA}/items/5/done`]: done, [`${LEA}/items/6/done`]: done },
      { parts, user: leaStudent },
    );
    const maths = await screen.findByRole('checkbox', { name: /^Done Maths · Homework/ });
    expect(maths).toHaveProperty('checked', false);
    fireEvent.click(maths);
    await vi.waitFor(() => expect(writes()).toContainEqual({ url: `${LEA}/items/5/done`, method: 'PUT', body: undefined }));
    fireEvent.click(screen.getByRole('checkbox', { name: /^Done History · Test/ }));
    await vi.waitFor(() => expect(writes()).toContainEqual({ url: `${LEA}/items/6/done`, method: 'DELETE', body: undefined }));
    expect(screen.queryByText('Not ticked yet')).toBeNull();
  });

  it('keeps the student’s own tasks: add one with a due date, tick it, delete it', async () => {
    const tasks = [{ id: 11, title: 'Cover my books', dueDate: null, doneAt: null }];
    const ok = () => new Response(null, { status: 204 });
    await renderPageWith(
      <HomeworkPage />,
      {
        [LEA]: () => Response.json(childHomework({ tasks })),
        [`${LEA}/tasks`]: () => Response.json({ id: 12, title: 'Buy a compass', dueDate: '2026-11-30', doneAt: null }, { status: 201 }),
        [`${LEA}/tasks/11`]: ok,
      },
      { parts, user: leaStudent },
    );
    const planner = await screen.findByRole('region', { name: 'My tasks' });
    fireEvent.change(within(planner).getByLabelText('New task'), { target: { value: '  Buy a compass ' } });
    fireEvent.change(within(planner).getByLabelText('Due date (optional)'), { target: { value: '2026-11-30' } });
    fireEvent.click(within(planner).getByRole('button', { name: 'Add task' }));
    await vi.waitFor(() =>
      expect(writes()).toContainEqual({ url: `${LEA}/tasks`, method: 'POST', body: { title: 'Buy a compass', dueDate: '2026-11-30' } }),
    );
    await vi.waitFor(() => expect(within(planner).getByLabelText('New task')).toHaveProperty('value', ''));
    fireEvent.click(within(planner).getByRole('checkbox', { name: 'Cover my books' }));
    await vi.waitFor(() => expect(writes()).toContainEqual({ url: `${LEA}/tasks/11`, method: 'PATCH', body: { done: true } }));
    fireEvent.click(within(planner).getByRole('button', { name: 'Delete the task Cover my books' }));
    await vi.waitFor(() => expect(writes()).toContainEqual({ url: `${LEA}/tasks/11`, method: 'DELETE', body: undefined }));
  });

  it('does not send an empty task, and says why', async () => {
    await renderPageWith(<HomeworkPage />, { [LEA]: () => Response.json(childHomework()) }, { parts, user: leaStudent });
    fireEvent.click(await screen.findByRole('button', { name: 'Add task' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Write what the task is.');
    expect(writes()).toEqual([]);
  });
});

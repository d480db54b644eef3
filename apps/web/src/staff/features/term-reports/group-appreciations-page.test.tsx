// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { serverError } from '../../../test/signed-in';
import { officeNadia, renderStaffPage, teacherPaul } from '../../../test/staff-page';
import { GroupAppreciationsPage } from './group-appreciations-page';
import { autumn, groupAppreciations } from '../../../test/staff-term-reports-fixtures';

type Routes = Parameters<typeof renderStaffPage>[1]['routes'];
const path = '/api/staff/term-reports/4/groups/7';
const render = (routes: Routes, { user = teacherPaul, language = 'en' as 'en' | 'fr' } = {}) =>
  renderStaffPage(<GroupAppreciationsPage />, {
    user,
    language,
    routes,
    path: '/staff/term-reports/:termId/groups/:groupId',
    at: '/staff/term-reports/4/groups/7',
  });
const puts = (fetchMock: Awaited<ReturnType<typeof render>>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT').map(([, init]) => JSON.parse(String(init?.body)) as unknown);
const box = (name: string) => screen.getByRole<HTMLTextAreaElement>('textbox', { name: `Appreciation for ${name}` });

describe("a group's appreciations", () => {
  it("shows each pupil's average and the class's figures, and saves only the lines changed", async () => {
    const answers: Routes = { [path]: () => Response.json(groupAppreciations) };
    const fetchMock = await render(answers);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mathematics · 3B: appreciations' })).toBeTruthy();
    expect(screen.getByText('Autumn term. Class average 12.50, lowest 4.00, highest 19.25.')).toBeTruthy();
    expect(screen.getByText('Average 14.25')).toBeTruthy();
    expect(screen.getByText('No average')).toBeTruthy();
    expect(box('Hugo Martin').value).toBe('Good work.');
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(box('Inès Petit'), { target: { value: 'A good term.' } });
    fireEvent.change(box('Jules Robert'), { target: { value: '' } });
    // Typed and brought back: not a change.
    fireEvent.change(box('Hugo Martin'), { target: { value: 'Good work!' } });
    fireEvent.change(box('Hugo Martin'), { target: { value: 'Good work.' } });
    expect(screen.getByText('2 appreciations not saved yet')).toBeTruthy();
    expect(screen.getByText('12 of 600 characters')).toBeTruthy();
    answers[path] = (init?: RequestInit) =>
      init?.method === 'PUT'
        ? Response.json({ success: true })
        : Response.json({
            ...groupAppreciations,
            pupils: groupAppreciations.pupils.map((pupil) => ({
              ...pupil,
              appreciation: pupil.childId === 5 ? 'A good term.' : pupil.childId === 6 ? '' : pupil.appreciation,
            })),
          });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('Every change is saved.')).toBeTruthy());
    expect(puts(fetchMock)).toEqual([
      {
        appreciations: [
          { childId: 5, text: 'A good term.' },
          { childId: 6, text: '' },
        ],
      },
    ]);
    expect(box('Inès Petit').value).toBe('A good term.');
  });

  it('saves with Ctrl+Enter from a box, and keeps the texts when the save is refused', async () => {
    const answers: Routes = {
      [path]: (init?: RequestInit) =>
        init?.method === 'PUT'
          ? Response.json({ code: 'termReports.notOpen', message: "This term's reports are not open." }, { status: 409 })
          : Response.json(groupAppreciations),
    };
    const fetchMock = await render(answers);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Appreciation for Inès Petit' }), { target: { value: 'Keen.' } });
    fireEvent.keyDown(box('Inès Petit'), { key: 'Enter', ctrlKey: true });
    expect(await screen.findByText("This term's reports are not open.")).toBeTruthy();
    expect(puts(fetchMock)).toEqual([{ appreciations: [{ childId: 5, text: 'Keen.' }] }]);
    expect(box('Inès Petit').value).toBe('Keen.');
    expect(screen.getByText('1 appreciation not saved yet')).toBeTruthy();
  });

  it('is read-only for a reader who does not write it, and once the term is published', async () => {
    await render({ [path]: () => Response.json({ ...groupAppreciations, canWrite: false }) }, { user: officeNadia });
    expect(await screen.findByText('You can read these appreciations, not write them.')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByText('Good work.')).toBeTruthy();
    expect(screen.getByText('No appreciation written.')).toBeTruthy();
    await render({ [path]: () => Response.json({ ...groupAppreciations, term: { ...autumn, state: 'published' } }) });
    expect(await screen.findByText("This term's reports are published: the appreciations can no longer be changed.")).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    await render({ [path]: () => Response.json({ ...groupAppreciations, term: { ...autumn, state: 'notOpened' } }) });
    expect(await screen.findByText(/has not opened this term's reports yet/)).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('says when the group is not the caller’s or fails, reads in French, and is axe-clean', async () => {
    await render({});
    expect(await screen.findByText('This teaching group is not one you write for.')).toBeTruthy();
    await render({ [path]: serverError });
    expect(await screen.findByText('The appreciations could not be loaded.')).toBeTruthy();
    await render({ [path]: () => Response.json(groupAppreciations) }, { language: 'fr' });
    expect(await screen.findByRole('textbox', { name: 'Appréciation pour Hugo Martin' })).toBeTruthy();
    expect(screen.getByText('Moyenne 14,25')).toBeTruthy();
    const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
  });
});

// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import axe from 'axe-core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, UNSAFE_createMemoryHistory } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TAssessmentGrid, TMe } from '@carnet/contract';
import { loadMessages } from '../../../lib/i18n/catalogs';
import { createAppNavigation } from '../../../lib/router/app-navigation';
import { AppRouter } from '../../../lib/router/app-router';
import { serverError, signInForTest, stubApi, testQueryClient } from '../../../test/signed-in';
import { fractionsGrid, fractionsTest } from '../../../test/staff-marks-fixtures';
import { officeNadia, teacherPaul } from '../../../test/staff-page';
import '../../staff-messages';
import { AssessmentPage } from './assessment-page';

type Answer = (init?: RequestInit) => Response;
const settings = () => Response.json({ releaseTime: '18:00', parentsDelayMinutes: 60 });

/** The grid's page inside the app's router (its blocker asks before unsaved marks are lost), at /staff/marks/assessments/50. */
async function renderGrid(routes: Record<string, Answer>, { user = teacherPaul as TMe, language = 'en' as 'en' | 'fr' } = {}) {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  signInForTest(user);
  const fetchMock = stubApi({ '/api/staff/marks/settings': settings, ...routes });
  i18n.loadAndActivate({ locale: language, messages: await loadMessages(language, new Set(['public', 'signed-in', 'staff'])) });
  const navigation = createAppNavigation(
    UNSAFE_createMemoryHistory({ initialEntries: ['/staff/marks', '/staff/marks/assessments/50'], initialIndex: 1, v5Compat: true }),
  );
  render(
    <QueryClientProvider client={testQueryClient()}>
      <I18nProvider i18n={i18n}>
        <AppRouter navigation={navigation}>
          <Routes>
            <Route path="/staff/marks/assessments/:id" element={<AssessmentPage />} />
            <Route path="/staff/marks/groups/:id" element={<p>The group page</p>} />
          </Routes>
        </AppRouter>
      </I18nProvider>
    </QueryClientProvider>,
  );
  return { fetchMock, navigation };
}
const gridAnswer =
  (grid: TAssessmentGrid = fractionsGrid) =>
  () =>
    Response.json(grid);
const markOf = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name: new RegExp(`^Mark of ${name}`) });
const codeOf = (name: string) => screen.getByRole<HTMLSelectElement>('combobox', { name: `Code of ${name}` });
const putBodies = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT').map(([, init]) => JSON.parse(String(init?.body)) as unknown);
const pasteInto = (input: HTMLElement, text: string) =>
  fireEvent.paste(input, { clipboardData: { getData: (type: string) => (type === 'text/plain' ? text : '') } });

/** The window's width, as happy-dom lets a test set it: the grid is a table from the md breakpoint on, a pupil's card below. */
const setViewport = (width: number) =>
  (window as unknown as { happyDOM: { setViewport: (size: { width: number; height: number }) => void } }).happyDOM.setViewport({
    width,
    height: 800,
  });
const axeProblems = async () =>
  (await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } })).violations.map(
    (violation) => violation.id,
  );

beforeEach(() => {
  // 10:00 in Paris: today's release at 18:00 is still to come.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-07T09:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('the marks grid', () => {
  it('moves by keyboard alone: Enter and ArrowDown to the next pupil, ArrowUp back, in the same column', async () => {
    await renderGrid({ '/api/staff/marks/assessments/50': gridAnswer() });
    const lea = await screen.findByRole('textbox', { name: 'Mark of Léa Dubois, out of 20' });
    lea.focus();
    fireEvent.keyDown(lea, { key: 'Enter' });
    expect(document.activeElement).toBe(markOf('Hugo Martin'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(markOf('Inès Petit'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(markOf('Hugo Martin'));
    const comment = screen.getByRole('textbox', { name: 'Comment on Hugo Martin' });
    comment.focus();
    fireEvent.keyDown(comment, { key: 'Enter' });
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Comment on Inès Petit' }));
  });

  it('sets a code from "abs", "disp" or "nn" typed in the mark cell, and saves only the rows changed', async () => {
    const { fetchMock } = await renderGrid({
      '/api/staff/marks/assessments/50': gridAnswer(),
      '/api/staff/marks/assessments/50/marks': () => Response.json({}),
    });
    await screen.findByRole('table', { name: 'Marks of Fractions test' });
    fireEvent.change(markOf('Hugo Martin'), { target: { value: 'abs' } });
    expect(codeOf('Hugo Martin').value).toBe('absent');
    expect(markOf('Hugo Martin').value).toBe('');
    fireEvent.change(markOf('Inès Petit'), { target: { value: 'disp' } });
    expect(codeOf('Inès Petit').value).toBe('exempt');
    fireEvent.change(markOf('Inès Petit'), { target: { value: '12,5' } });
    expect(codeOf('Inès Petit').value).toBe('');
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(putBodies(fetchMock)).toHaveLength(1));
    expect(putBodies(fetchMock)[0]).toEqual({
      marks: [
        { childId: 2, value: null, code: 'absent', comment: null },
        { childId: 3, value: 12.5, code: null, comment: null },
      ],
    });
  });

  it('fills the pupils below from a pasted column, names what it cannot read, and saves nothing until it is right', async () => {
    const { fetchMock } = await renderGrid({
      '/api/staff/marks/assessments/50': gridAnswer(),
      '/api/staff/marks/assessments/50/marks': () => Response.json({}),
    });
    await screen.findByRole('table');
    pasteInto(markOf('Léa Dubois'), '15,5\r\nquinze\r\nnn\r\n');
    expect(markOf('Léa Dubois').value).toBe('15,5');
    expect(markOf('Hugo Martin').value).toBe('quinze');
    expect(markOf('Hugo Martin').getAttribute('aria-invalid')).toBe('true');
    expect(codeOf('Inès Petit').value).toBe('notMarked');
    expect(
      screen
        .getByText('Some pasted marks could not be read, for Hugo Martin: a number from 0 to 20, or abs, disp, nn.')
        .getAttribute('aria-live'),
    ).toBe('polite');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'These marks cannot be read, for Hugo Martin: a number from 0 to 20, or abs, disp, nn.',
    );
    expect(putBodies(fetchMock)).toHaveLength(0);
    fireEvent.change(markOf('Hugo Martin'), { target: { value: '21' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(putBodies(fetchMock)).toHaveLength(0);
    fireEvent.change(markOf('Hugo Martin'), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(putBodies(fetchMock)).toHaveLength(1));
    expect(putBodies(fetchMock)[0]).toEqual({
      marks: [
        { childId: 1, value: 15.5, code: null, comment: null },
        { childId: 2, value: 20, code: null, comment: null },
        { childId: 3, value: null, code: 'notMarked', comment: null },
      ],
    });
  });

  it('asks before leaving with unsaved marks', async () => {
    await renderGrid({ '/api/staff/marks/assessments/50': gridAnswer(), '/api/staff/marks/groups/7': serverError });
    await screen.findByRole('table');
    fireEvent.change(markOf('Hugo Martin'), { target: { value: '9' } });
    fireEvent.click(screen.getByRole('link', { name: "The group's marks" }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(markOf('Hugo Martin').value).toBe('9');
    fireEvent.click(screen.getByRole('link', { name: "The group's marks" }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('The group page')).toBeTruthy();
  });

  it('says when the students and the parents will see the marks before publishing, and shows the answer after', async () => {
    const { fetchMock } = await renderGrid({
      '/api/staff/marks/assessments/50': gridAnswer(),
      '/api/staff/marks/assessments/50/publish': () =>
        Response.json({ releaseAt: '2026-12-07T17:00:00.000Z', parentsReleaseAt: '2026-12-07T18:00:00.000Z' }),
    });
    const publish = await screen.findByRole<HTMLButtonElement>('button', { name: 'Publish' });
    // It waits for the school's release time before it can say when.
    await waitFor(() => expect(publish.disabled).toBe(false));
    fireEvent.click(publish);
    const dialog = await screen.findByRole('alertdialog', { name: 'Publish these marks?' });
    expect(within(dialog).getByText('The student sees these marks at 6:00 PM today, the parents at 7:00 PM.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/publish'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect((await screen.findByText(/^Published: the student/)).textContent).toBe(
      'Published: the student sees these marks on 07 December 2026 at 6:00 PM, the parents at 7:00 PM.',
    );
  });

  it('shows the office the marks read only, with no Save nor Publish', async () => {
    await renderGrid({ '/api/staff/marks/assessments/50': gridAnswer() }, { user: officeNadia });
    await screen.findByText('These marks are read only.');
    expect(markOf('Léa Dubois').disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
  });

  it('offers a level per competency for a competencies assessment', async () => {
    const competencies = {
      ...fractionsTest,
      kind: 'competencies' as const,
      outOf: null,
      competencies: [{ id: 5, domain: 'D1.3' as const, label: 'Reason' }],
    };
    const { fetchMock } = await renderGrid({
      '/api/staff/marks/assessments/50': gridAnswer({ ...fractionsGrid, assessment: competencies }),
      '/api/staff/marks/assessments/50/marks': () => Response.json({}),
    });
    const level = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Reason: level of Hugo Martin' });
    expect(Array.from(level.options).map((option) => option.text)).toEqual([
      'Not assessed',
      'Insufficient mastery',
      'Fragile mastery',
      'Satisfactory mastery',
      'Very good mastery',
    ]);
    fireEvent.change(level, { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(putBodies(fetchMock)).toEqual([
        { marks: [{ childId: 2, code: null, comment: null, levels: [{ competencyId: 5, level: 3 }] }] },
      ]),
    );
  });

  it('goes pupil by pupil on a phone, and reads in French', async () => {
    setViewport(375);
    try {
      await renderGrid({ '/api/staff/marks/assessments/50': gridAnswer() }, { language: 'fr' });
      expect(await screen.findByText('1 sur 3')).toBeTruthy();
      expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Léa Dubois');
      fireEvent.click(screen.getByRole('button', { name: 'Suivant' }));
      expect(screen.getByText('2 sur 3')).toBeTruthy();
      expect(screen.getByRole('textbox', { name: 'Note de Hugo Martin, sur 20' })).toBeTruthy();
      expect(
        Array.from(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Code de Hugo Martin' }).options).map((o) => o.text),
      ).toEqual(['Aucun code', 'Absent', 'Dispensé', 'Non noté']);
    } finally {
      setViewport(1024);
    }
  });

  it('is axe-clean as a table and as a pupil card, a competencies grid included', async () => {
    const competencies = {
      ...fractionsTest,
      kind: 'competencies' as const,
      outOf: null,
      competencies: [{ id: 5, domain: 'D1.3' as const, label: 'Reason' }],
    };
    await renderGrid({ '/api/staff/marks/assessments/50': gridAnswer() });
    await screen.findByRole('table');
    expect(await axeProblems()).toEqual([]);
    await renderGrid({ '/api/staff/marks/assessments/50': gridAnswer({ ...fractionsGrid, assessment: competencies }) });
    await screen.findByRole('table');
    expect(await axeProblems()).toEqual([]);
    setViewport(375);
    try {
      await renderGrid({ '/api/staff/marks/assessments/50': gridAnswer() });
      await screen.findByText('1 of 3');
      expect(await axeProblems()).toEqual([]);
    } finally {
      setViewport(1024);
    }
  });

  it('says when the assessment cannot be loaded', async () => {
    await renderGrid({ '/api/staff/marks/assessments/50': serverError });
    expect(await screen.findByText('The assessment could not be loaded.')).toBeTruthy();
  });
});

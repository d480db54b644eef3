// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { TTermReportSummary } from '@carnet/contract';
import { serverError } from '../../../test/signed-in';
import { askedPaths, officeNadia, renderStaffPage, teacherPaul } from '../../../test/staff-page';
import { PUBLISHING_POLL_MS } from './api/terms';
import { TermReportsPage } from './term-reports-page';
import { autumn } from '../../../test/staff-term-reports-fixtures';

type Routes = Parameters<typeof renderStaffPage>[1]['routes'];
const terms =
  (...list: TTermReportSummary[]) =>
  () =>
    Response.json({ terms: list });
const spring: TTermReportSummary = {
  ...autumn,
  termId: 5,
  name: 'Spring term',
  start: '2027-01-04',
  end: '2027-03-26',
  state: 'notOpened',
};
const render = (routes: Routes, { user = officeNadia, language = 'en' as 'en' | 'fr' } = {}) =>
  renderStaffPage(<TermReportsPage />, { user, language, routes, path: '/staff/term-reports' });
const posts = (fetchMock: Awaited<ReturnType<typeof render>>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([url]) => new URL(String(url), 'http://localhost').pathname);
const termCard = async (name: string) => (await screen.findByRole('heading', { name })).closest('li')!;

describe('the term reports', () => {
  it("lists the terms with their state; the office opens one after confirming, and exports each term's gradebook", async () => {
    const fetchMock = await render({
      '/api/staff/term-reports': terms(autumn, spring),
      '/api/staff/term-reports/5/open': () => Response.json({ ...spring, state: 'open' }),
    });
    const card = await termCard('Spring term');
    expect(within(card).getByText('Not opened')).toBeTruthy();
    expect(within(await termCard('Autumn term')).getByText('Open')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Export the gradebook (OneRoster 1.2)' })).toHaveLength(2);
    fireEvent.click(within(card).getByRole('button', { name: 'Open the reports' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Open the reports of Spring term?' });
    expect(posts(fetchMock)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Open the reports' }));
    await waitFor(() => expect(posts(fetchMock)).toEqual(['/api/staff/term-reports/5/open']));
  });

  it('publishes after saying the reports go to the families', async () => {
    const fetchMock = await render({
      '/api/staff/term-reports': terms(autumn),
      '/api/staff/term-reports/4/publish': () => Response.json({ ...autumn, state: 'publishing' }, { status: 202 }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Publish the reports' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Publish the reports of Autumn term?' });
    expect(dialog.textContent).toContain("Each pupil's report goes to their family");
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish the reports' }));
    await waitFor(() => expect(posts(fetchMock)).toEqual(['/api/staff/term-reports/4/publish']));
  });

  it('shows the progress while publishing, asks again every 2 s, and stops asking once published', async () => {
    const routes: Routes = {
      '/api/staff/term-reports': terms({ ...autumn, state: 'publishing', progress: { done: 412, total: 2000 } }),
    };
    const fetchMock = await render(routes);
    const bar = await screen.findByRole('progressbar', { name: 'Reports of Autumn term made' });
    expect(bar.getAttribute('value')).toBe('412');
    expect(bar.getAttribute('max')).toBe('2000');
    expect(screen.getByText('412 of 2,000 reports made')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Publish the reports' })).toBeNull();
    const asked = () => askedPaths(fetchMock).filter((path) => path === '/api/staff/term-reports').length;
    routes['/api/staff/term-reports'] = terms({
      ...autumn,
      state: 'published',
      publishedAt: '2026-12-19T10:00:00.000Z',
      progress: { done: 2000, total: 2000 },
    });
    await screen.findByText(/^Published on /, {}, { timeout: PUBLISHING_POLL_MS + 1500 });
    expect(screen.queryByRole('progressbar')).toBeNull();
    const afterPublished = asked();
    expect(afterPublished).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, PUBLISHING_POLL_MS + 300));
    expect(asked()).toBe(afterPublished);
  }, 10_000);

  it('says why a publishing stopped and publishes again', async () => {
    const fetchMock = await render({
      '/api/staff/term-reports': terms({
        ...autumn,
        state: 'publishing',
        progress: { done: 40, total: 100 },
        failure: 'The disk is full.',
      }),
      '/api/staff/term-reports/4/publish': () => Response.json(autumn, { status: 202 }),
    });
    expect((await screen.findByRole('alert')).textContent).toBe('The publishing stopped: The disk is full.');
    expect(screen.queryByRole('progressbar')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Publish again' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Publish the reports' }));
    await waitFor(() => expect(posts(fetchMock)).toEqual(['/api/staff/term-reports/4/publish']));
  });

  it("offers a teacher no office step, and the open terms' groups only", async () => {
    await render({ '/api/staff/term-reports': terms(autumn, spring) }, { user: teacherPaul });
    const open = await termCard('Autumn term');
    expect(within(open).getByRole('link', { name: 'Groups and classes' }).getAttribute('href')).toBe('/staff/term-reports/4');
    expect(within(await termCard('Spring term')).queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button', { name: /Open the reports|Publish the reports|Export the gradebook/ })).toBeNull();
  });

  it('says when there is no term or the list fails, reads in French, and is axe-clean', async () => {
    await render({ '/api/staff/term-reports': terms() });
    expect(await screen.findByText('No term this school year yet: the office adds the terms in Structure.')).toBeTruthy();
    await render({ '/api/staff/term-reports': serverError });
    expect(await screen.findByText('The terms could not be loaded.')).toBeTruthy();
    await render(
      { '/api/staff/term-reports': terms({ ...autumn, state: 'publishing', progress: { done: 412, total: 2000 } }) },
      { language: 'fr' },
    );
    // The narrow no-break space of 2 000, as the reader normalises it.
    expect(await screen.findByText('412 bulletins générés sur 2 000')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Bulletins trimestriels');
    expect(screen.getByText('Publication en cours')).toBeTruthy();
    const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
  });
});

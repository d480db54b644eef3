// @vitest-environment happy-dom
import { useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TNotification } from '@carnet/contract';
import { queryKeys } from '../../lib/query-keys';
import { renderInLanguage } from '../../test/render';
import { type ChildTabId, visibleTabs } from './child-rules';
import { ChildTabs } from './components/child-tabs';
import { useChildNews } from './use-child-news';

vi.mock('../../lib/toast', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn(), notifyFailure: vi.fn() }));

const LEA = 1;
const notification = (id: number, subject: TNotification['subject'], link = String(LEA)): TNotification => ({
  id,
  subject,
  subjectId: id,
  content: '',
  createdAt: '2026-03-02T08:00:00Z',
  seen: false,
  link,
});
const notifications = [notification(11, 'medical'), notification(12, 'allergy'), notification(13, 'syringe'), notification(14, 'registry')];

const fetchMock = vi.fn<typeof fetch>();
const validToken = () => `h.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 600 })).replace(/=+$/, '')}.s`;
const readCalls = () => fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/api/notification/read/'));

/** The child page's tabs with the page's reads, as ChildInfo wires them. */
function Tabs() {
  const news = useChildNews(LEA);
  const [tab, setTab] = useState<ChildTabId>('registry');
  return (
    <ChildTabs
      tabs={visibleTabs(true).map((visible) => ({ id: visible.id, label: visible.label.message ?? visible.id }))}
      value={tab}
      onValueChange={(next) => {
        setTab(next);
        news.openTab(next);
      }}
      withNews={news.tabsWithNews}
      panel={(id) => <p>{id}</p>}
    />
  );
}

async function renderTabs() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  queryClient.setQueryData(queryKeys.notifications, { items: notifications, nextPath: null });
  await renderInLanguage(
    <QueryClientProvider client={queryClient}>
      <Tabs />
    </QueryClientProvider>,
  );
}

describe('the Medical tab reads its news', () => {
  beforeEach(() => {
    localStorage.setItem('token', validToken());
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (url) =>
      String(url).includes('/read/') ? Response.json({ success: true }) : Response.json(notifications),
    );
  });
  afterEach(() => {
    cleanup();
    fetchMock.mockReset();
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('once per notification, though one press on the tab reports it chosen twice (mouse down, then the focus it gives)', async () => {
    await renderTabs();
    const medical = screen.getByRole('tab', { name: /^Medical/ });
    // A press as a browser makes it: Radix Tabs selects on mouse down, which also focuses the tab.
    fireEvent.mouseDown(medical, { button: 0 });
    fireEvent.mouseUp(medical);
    fireEvent.click(medical);
    await waitFor(() => expect(readCalls()).toContain('/api/notification/read/11'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const medicalReads = readCalls().filter((url) => !url.endsWith('/14'));
    expect(medicalReads.sort()).toEqual(['/api/notification/read/11', '/api/notification/read/12', '/api/notification/read/13']);
    // The click also read the registry news, once.
    expect(readCalls().filter((url) => url.endsWith('/14'))).toEqual(['/api/notification/read/14']);
  });

  it('reads nothing more when the tab is opened again', async () => {
    await renderTabs();
    const medical = screen.getByRole('tab', { name: /^Medical/ });
    fireEvent.mouseDown(medical, { button: 0 });
    await waitFor(() => expect(readCalls().length).toBeGreaterThan(0));
    fireEvent.mouseDown(screen.getByRole('tab', { name: /^Subject/ }), { button: 0 });
    fireEvent.mouseDown(medical, { button: 0 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(readCalls().filter((url) => /\/1[123]$/.test(url))).toHaveLength(3);
  });
});

// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, type TDayMenu, type TNotification, type TRegistryItem } from '@carnet/contract';
import { getRegistryQueryOptions } from '../../../lib/api/get-registry';
import { schoolToday } from '../../../lib/dates';
import { martinParent, renderSignedIn, serverError, signInForTest, stubApi, testQueryClient } from '../../../test/signed-in';
import { DocumentsBlock } from './documents-block';
import { HomeBanners } from './home-banners';
import { LunchMenu } from './lunch-menu';
import { NewsletterBlock } from './newsletter-block';
import { RegistryBlock } from './registry-block';

const notifyError = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/toast', () => ({ notifyError }));

const entry = (id: number, childId: number, daysAgo: number): TRegistryItem => ({
  id,
  date: `${addDays(schoolToday(), -daysAgo)}T08:00:00Z`,
  statut: id === 1 ? 'ABSENT' : 'present',
  excused: false,
  subject: { name: `Lesson ${id}`, teachingGroup: 'A' },
  certificate: null,
  child: { id: childId },
});
const week = (dishes: TDayMenu['food']): TDayMenu[] => [{ date: '2025-03-03', day: 'Monday', food: dishes }];
const concern = (id: number, link: string): TNotification => ({
  id,
  subject: 'concern',
  subjectId: null,
  content: 'A new concern',
  createdAt: '2025-03-03T08:00:00Z',
  seen: false,
  link,
});

describe('home blocks', () => {
  beforeEach(() => signInForTest());
  afterEach(() => {
    cleanup();
    notifyError.mockReset();
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('shows a failed registry in the block with Retry, without a toast, and recovers on Retry', async () => {
    const routes = { '/api/registry': serverError };
    const fetchMock = stubApi(routes);
    await renderSignedIn(<RegistryBlock user={martinParent} />);
    const block = screen.getByRole('region', { name: 'Registry' });
    expect((await within(block).findByRole('alert')).textContent).toBe('Error loading data...');
    // Every automatic retry failed too: the block still tells it, and no toast piles up on the page.
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(4));
    expect(notifyError).not.toHaveBeenCalled();

    routes['/api/registry'] = () => Response.json([entry(1, 1, 1), entry(2, 1, 2)]);
    fireEvent.click(within(block).getByRole('button', { name: 'Retry' }));
    await within(block).findByText('Lesson 1');
    expect(within(block).queryByRole('alert')).toBeNull();
    expect(within(block).getByText('Absent')).toBeTruthy();
  });

  it('says each block is empty when the school has nothing yet', async () => {
    stubApi({
      '/api/registry': () => Response.json([]),
      '/api/newsletter': () => Response.json([]),
      '/api/documents': () => Response.json([]),
    });
    await renderSignedIn(
      <>
        <RegistryBlock user={martinParent} />
        <NewsletterBlock />
        <DocumentsBlock user={martinParent} />
      </>,
    );
    await screen.findByText('No registries available');
    await screen.findByText('No newsletters available');
    await screen.findByText('No documents available');
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('keeps the toast for the same read where no block shows its failure', async () => {
    stubApi({ '/api/registry': serverError });
    await testQueryClient()
      .fetchQuery({ ...getRegistryQueryOptions(), retry: false })
      .catch(() => undefined);
    expect(notifyError).toHaveBeenCalledWith('Error fetching registry data', expect.objectContaining({ status: 500 }));
  });

  it('says it in French, with its Retry', async () => {
    stubApi({ '/api/registry': serverError });
    await renderSignedIn(<RegistryBlock user={martinParent} />, { language: 'fr' });
    const block = screen.getByRole('region', { name: 'Vie scolaire' });
    expect((await within(block).findByRole('alert')).textContent).toBe('Erreur lors du chargement des données…');
    expect(within(block).getByRole('button', { name: 'Réessayer' })).toBeTruthy();
  });

  it("names each document's type in the reader's language, as the Documents page does", async () => {
    const document = (id: number, type: string, childId: number) => ({
      id,
      title: `Paper ${id}`,
      type,
      date: `2026-11-2${id}`,
      child: { id: childId },
      hasNotification: false,
    });
    stubApi({ '/api/documents': () => Response.json([document(1, 'Letter', 1), document(2, 'Invoice', 2), document(3, 'Trip kit', 1)]) });
    await renderSignedIn(<DocumentsBlock user={martinParent} />, { language: 'fr' });
    const block = screen.getByRole('region', { name: 'Documents' });
    await within(block).findByText('Paper 1');
    const lines = within(block)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('p + p')?.textContent?.split(' · ').slice(0, 2).join(' · '));
    // A type the school added itself ('Trip kit') is its own word, shown as written.
    expect(lines).toEqual(['Trip kit · Léa', 'Facture · Hugo', 'Courrier · Léa']);
  });

  it('keeps the week buttons when a week of the lunch menu fails, and goes back to a week that loads', async () => {
    stubApi({
      '/api/food/0': () => Response.json({ data: week([{ englishName: 'Roast chicken', frenchName: 'Poulet rôti' }]) }),
      '/api/food/1': serverError,
    });
    await renderSignedIn(<LunchMenu />);
    const lunch = screen.getByRole('region', { name: 'Lunch Menu' });
    await within(lunch).findByText('Roast chicken');
    fireEvent.click(within(lunch).getByRole('button', { name: 'Next week' }));
    expect((await within(lunch).findByRole('alert')).textContent).toBe('Error fetching the food menu.');
    expect(within(lunch).queryByText('Roast chicken')).toBeNull();
    for (const name of ['Previous week', 'Current Week', 'Next week', 'Retry'])
      expect(within(lunch).getByRole('button', { name })).toBeTruthy();
    fireEvent.click(within(lunch).getByRole('button', { name: 'Current Week' }));
    await within(lunch).findByText('Roast chicken');
    expect(within(lunch).queryByRole('alert')).toBeNull();
    expect(notifyError).not.toHaveBeenCalled();
  });

  it("names each dish in the reader's language, the other one when the school left it empty", async () => {
    stubApi({
      '/api/food/0': () =>
        Response.json({
          data: week([
            { englishName: 'Roast chicken', frenchName: 'Poulet rôti' },
            { englishName: 'Apple pie', frenchName: '' },
          ]),
        }),
    });
    await renderSignedIn(<LunchMenu />, { language: 'fr' });
    const lunch = screen.getByRole('region', { name: 'Menu de la cantine' });
    await within(lunch).findByText('Poulet rôti');
    expect(within(lunch).queryByText('Roast chicken')).toBeNull();
    expect(within(lunch).getByText('Apple pie').getAttribute('lang')).toBe('en');
    expect(within(lunch).getByRole('heading', { level: 3 }).textContent).toMatch(/^lundi/);
  });

  it('gives each child with an unseen concern a banner naming the child and linking to their page', async () => {
    stubApi({
      '/api/meeting/open': () => Response.json([]),
      '/api/notification': () => Response.json([concern(1, '2'), concern(2, '1'), { ...concern(3, '1'), seen: true }]),
    });
    await renderSignedIn(<HomeBanners user={martinParent} />);
    const lea = await screen.findByRole('link', { name: 'New concern regarding Léa' });
    const hugo = screen.getByRole('link', { name: 'New concern regarding Hugo' });
    expect([lea.getAttribute('href'), hugo.getAttribute('href')]).toEqual(['/childinfo?children=1', '/childinfo?children=2']);
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });
});

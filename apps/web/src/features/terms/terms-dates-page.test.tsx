// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn, signInForTest, stubApi } from '../../test/signed-in';
import { TermsDatesPage } from './terms-dates-page';

const notifyError = vi.hoisted(() => vi.fn());
vi.mock('../../lib/toast', () => ({ notifyError }));

const notFound = () => Response.json({ code: 'NOT_FOUND', message: 'x' }, { status: 404 });

/** The page's waiting, empty and failed states, which the API of the demo school never shows. */
describe('TermsDatesPage states', () => {
  beforeEach(() => signInForTest());
  afterEach(() => {
    cleanup();
    notifyError.mockReset();
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it("shows 'Loading...' while the dates come, then 'No term dates' when there are none", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    stubApi({ '/api/terms': async () => (await held, Response.json([])) });
    await renderSignedIn(<TermsDatesPage />);
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    release();
    await screen.findByText('No term dates');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("says 'Error loading data.' on the page and 'Error fetching terms data' in a toast when the dates cannot be read", async () => {
    stubApi({ '/api/terms': notFound });
    await renderSignedIn(<TermsDatesPage />);
    await screen.findByText('Error loading data.');
    expect(notifyError).toHaveBeenCalledWith('Error fetching terms data', expect.anything());
    expect(screen.queryByText('No term dates')).toBeNull();
  });

  it("says 'Chargement…', 'Aucune date au calendrier' and its error in French", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const routes = { '/api/terms': async () => (await held, Response.json([])) };
    stubApi(routes);
    const { unmount } = await renderSignedIn(<TermsDatesPage />, { language: 'fr' });
    expect(screen.getByRole('status').textContent).toBe('Chargement…');
    release();
    await screen.findByText('Aucune date au calendrier');
    unmount();

    routes['/api/terms'] = async () => notFound();
    await renderSignedIn(<TermsDatesPage />, { language: 'fr' });
    await screen.findByText('Erreur lors du chargement des données.');
    expect(notifyError).toHaveBeenCalledWith('Erreur lors de la récupération du calendrier scolaire', expect.anything());
  });
});

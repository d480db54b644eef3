// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectTexts, notFound, renderPageWith } from '../../test/page-states';
import { RewardsPage } from './rewards-page';

const notifyError = vi.hoisted(() => vi.fn());
vi.mock('../../lib/toast', async (original) => ({ ...(await original<object>()), notifyError }));

describe('RewardsPage when the school has nothing to show, or the API fails', () => {
  afterEach(() => {
    cleanup();
    notifyError.mockReset();
  });

  it("says 'You have not received a rating yet...' with no reward, the counters at 0 and 'Reward(s) 0/5'", async () => {
    const none = () => Response.json({ rewards: [], commendations: [], commandations: [], sanctions: [] });
    await renderPageWith(<RewardsPage />, { '/api/rewards/1': none });
    await expectTexts(['You have not received a rating yet...']);
    const counters = screen.getByRole('list', { name: 'Counters' });
    expect(
      within(counters)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Rewards0This term', 'Commendations05 rewards make 1', 'Sanctions0This school year']);
    expect(screen.getByRole('region', { name: 'Toward a commendation' }).textContent).toContain('Reward(s) 0/5');
  });

  it("says 'Error loading data...' when the child's rewards cannot be had", async () => {
    await renderPageWith(<RewardsPage />, { '/api/rewards/1': notFound });
    await expectTexts(['Error loading data...'], ['You have not received a rating yet...']);
  });
});

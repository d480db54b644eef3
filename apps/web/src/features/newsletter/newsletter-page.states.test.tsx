// @vitest-environment happy-dom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectTexts, notFound, renderPageWith } from '../../test/page-states';
import { NewsletterPage } from './newsletter-page';

const notifyError = vi.hoisted(() => vi.fn());
vi.mock('../../lib/toast', async (original) => ({ ...(await original<object>()), notifyError }));

describe('NewsletterPage when the school has nothing to show, or the API fails', () => {
  afterEach(() => {
    cleanup();
    notifyError.mockReset();
  });

  it("says 'No newsletters yet' when there are none", async () => {
    await renderPageWith(<NewsletterPage />, { '/api/newsletter': () => Response.json([]) });
    await expectTexts(['No newsletters yet']);
  });

  it("toasts 'Error fetching newsletter data' when the list cannot be fetched", async () => {
    await renderPageWith(<NewsletterPage />, { '/api/newsletter': notFound });
    await vi.waitFor(() => expect(notifyError).toHaveBeenCalledWith('Error fetching newsletter data', expect.anything()));
    await expectTexts([], ['No newsletters yet']);
  });
});

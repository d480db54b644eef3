// @vitest-environment happy-dom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectTexts, notFound, renderPageWith } from '../../test/page-states';
import { DocumentsPage } from './documents-page';

const notifyError = vi.hoisted(() => vi.fn());
vi.mock('../../lib/toast', async (original) => ({ ...(await original<object>()), notifyError }));

describe('DocumentsPage when the school has nothing to show, or the API fails', () => {
  afterEach(() => {
    cleanup();
    notifyError.mockReset();
  });

  it("says 'No documents available', with no 'Download all documents', when there are none", async () => {
    await renderPageWith(<DocumentsPage />, { '/api/documents': () => Response.json([]) });
    await expectTexts(['No documents available'], ['Download all documents']);
  });

  it('tells on the page and in a toast when the list cannot be fetched', async () => {
    await renderPageWith(<DocumentsPage />, { '/api/documents': notFound });
    await expectTexts(['Error loading data...']);
    expect(notifyError).toHaveBeenCalledWith('Error fetching documents data', expect.anything());
  });
});

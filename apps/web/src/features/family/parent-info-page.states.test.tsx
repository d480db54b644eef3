// @vitest-environment happy-dom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectTexts, notFound, renderPageWith } from '../../test/page-states';
import { ParentInfoPage } from './parent-info-page';

const notifyError = vi.hoisted(() => vi.fn());
vi.mock('../../lib/toast', async (original) => ({ ...(await original<object>()), notifyError }));

describe('ParentInfoPage when the family cannot be read', () => {
  afterEach(() => {
    cleanup();
    notifyError.mockReset();
  });

  it("says 'Error loading data...' on the page and 'Error fetching user family data' in a toast", async () => {
    await renderPageWith(<ParentInfoPage />, { '/api/family': notFound });
    await expectTexts(['Error loading data...']);
    expect(notifyError).toHaveBeenCalledWith('Error fetching user family data', expect.anything());
  });
});

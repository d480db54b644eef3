// @vitest-environment happy-dom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectTexts, renderPageWith } from '../../test/page-states';
import { ReportsPage } from './reports-page';

const notifyError = vi.hoisted(() => vi.fn());
vi.mock('../../lib/toast', async (original) => ({ ...(await original<object>()), notifyError }));

describe('ReportsPage when the school has nothing to show, or the API fails', () => {
  afterEach(() => {
    cleanup();
    notifyError.mockReset();
  });

  it("says 'No reports available' when there are none", async () => {
    await renderPageWith(<ReportsPage />, { '/api/report': () => Response.json([]) });
    await expectTexts(['No reports available'], ['Download all reports']);
  });

  it("toasts 'Error fetching reports data' when the list is refused", async () => {
    const forbidden = () => Response.json({ code: 'FORBIDDEN', message: 'x' }, { status: 403 });
    await renderPageWith(<ReportsPage />, { '/api/report': forbidden });
    await vi.waitFor(() => expect(notifyError).toHaveBeenCalledWith('Error fetching reports data', expect.anything()));
    await expectTexts([], ['No reports available']);
  });
});

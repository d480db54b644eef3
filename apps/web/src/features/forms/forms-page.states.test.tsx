// @vitest-environment happy-dom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notFound, renderPageWith } from '../../test/page-states';
import { FormsPage } from './forms-page';

const notifyError = vi.hoisted(() => vi.fn());
vi.mock('../../lib/toast', async (original) => ({ ...(await original<object>()), notifyError }));

describe('FormsPage when the list cannot be read', () => {
  afterEach(() => {
    cleanup();
    notifyError.mockReset();
  });

  it("toasts 'Error fetching childs forms'", async () => {
    await renderPageWith(<FormsPage />, { '/api/form/my': notFound });
    await vi.waitFor(() => expect(notifyError).toHaveBeenCalledWith('Error fetching childs forms', expect.anything()));
  });
});

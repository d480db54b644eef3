// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { renderInLanguage } from '../../test/render';
import { ItemQueryState } from './item-query-state';

const messages = { missingMessage: 'This item does not exist.', failedMessage: 'The item could not be loaded.' };
const query = (state: Partial<{ data: string; error: unknown; isError: boolean }>, refetch = vi.fn()) => ({
  data: undefined,
  error: null,
  isError: false,
  refetch,
  ...state,
});

describe('ItemQueryState, the page of one item as it loads or cannot', () => {
  afterEach(cleanup);

  it('shows the item once it came', async () => {
    await renderInLanguage(
      <ItemQueryState query={query({ data: 'The item' })} {...messages}>
        {(data) => <p>{data}</p>}
      </ItemQueryState>,
    );
    expect(screen.getByText('The item')).toBeTruthy();
  });

  it('says a missing item is missing, with no retry that could bring it back', async () => {
    const missing = query({ isError: true, error: new ApiError(404, 'NOT_FOUND', 'Not found') });
    await renderInLanguage(
      <ItemQueryState query={missing} {...messages}>
        {() => <p>The item</p>}
      </ItemQueryState>,
    );
    expect(screen.getByText(messages.missingMessage)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText('The item')).toBeNull();
  });

  it('offers to try again when the item could not be loaded', async () => {
    const refetch = vi.fn();
    const failed = query({ isError: true, error: new ApiError(500, 'INTERNAL', 'Oops') }, refetch);
    await renderInLanguage(
      <ItemQueryState query={failed} {...messages}>
        {() => <p>The item</p>}
      </ItemQueryState>,
    );
    expect(screen.getByText(messages.failedMessage)).toBeTruthy();
    fireEvent.click(screen.getByRole('button'));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('keeps showing the item it has when a later read fails', async () => {
    const stale = query({ data: 'The item', isError: true, error: new ApiError(500, 'INTERNAL', 'Oops') });
    await renderInLanguage(
      <ItemQueryState query={stale} {...messages}>
        {(data) => <p>{data}</p>}
      </ItemQueryState>,
    );
    expect(screen.getByText('The item')).toBeTruthy();
    expect(screen.queryByText(messages.failedMessage)).toBeNull();
  });
});

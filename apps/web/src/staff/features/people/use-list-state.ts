import { useCallback } from 'react';
import { useLocation, useSearchParams } from 'react-router';

/**
 * A list's search, filters and page live in the address, so the back button and a shared link return
 * to the same list. Changing a filter goes back to page 1.
 */
export function useListState<Key extends string>(keys: readonly Key[]) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const values = Object.fromEntries(keys.map((key) => [key, searchParams.get(key) ?? ''])) as Record<Key, string>;
  const page = Math.max(1, Number(searchParams.get('page') ?? '1') || 1);
  const set = useCallback(
    (key: Key | 'page', value: string) => {
      // A search typed a moment before a click on a result lands after that click: the person has left
      // the list (the address already changed while the next page's code loads), so it must not bring
      // them back to it.
      if (window.location.pathname !== pathname) return;
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (value) next.set(key, value);
          else next.delete(key);
          if (key !== 'page') next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams, pathname],
  );
  return { values, page, set };
}

import { useCallback, useEffect, useRef } from 'react';
import { useNotifications } from '../../lib/api/get-notifications';
import { useReadChildNotifications } from './api/read-child-notifications';
import { type ChildTabId, tabsWithNews, unseenIdsOfTab } from './child-rules';

/**
 * The tab dots of one child, and the reads the page makes: a click anywhere reads the registry
 * notifications; opening a tab with a dot reads that tab's medical notifications.
 * A concern stays new until a parent acknowledges it (the server then reads it).
 */
export function useChildNews(childId: number) {
  const notifications = useNotifications().data ?? [];
  const { mutate } = useReadChildNotifications();
  const tabs = tabsWithNews(notifications, childId);
  // A string, so the effect follows the set of ids rather than each new array.
  const registryKey = unseenIdsOfTab(notifications, childId, 'registry').join(',');
  /**
   * The ids already sent to be read. One press on a tab reports it chosen twice (Radix Tabs selects
   * on mouse down and again on the focus that mouse down gives, before the page re-renders), and
   * both reports see the same unseen list: without this, each medical notification was read twice.
   */
  const requested = useRef(new Set<number>());

  const read = useCallback(
    (ids: readonly number[]) => {
      const fresh = ids.filter((id) => !requested.current.has(id));
      if (fresh.length === 0) return;
      fresh.forEach((id) => requested.current.add(id));
      // A failed read may be tried again by the next opening.
      mutate(fresh, { onError: () => fresh.forEach((id) => requested.current.delete(id)) });
    },
    [mutate],
  );

  useEffect(() => {
    if (!registryKey) return;
    const ids = registryKey.split(',').map(Number);
    const onClick = () => read(ids);
    document.addEventListener('click', onClick, { once: true, capture: true });
    return () => document.removeEventListener('click', onClick, { capture: true });
  }, [registryKey, read]);

  const openTab = (tab: ChildTabId) => {
    if (tab !== 'medical') return;
    read(unseenIdsOfTab(notifications, childId, tab));
  };

  return { tabsWithNews: tabs, openTab };
}

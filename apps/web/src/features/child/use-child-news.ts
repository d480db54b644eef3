import { useEffect } from 'react';
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

  useEffect(() => {
    if (!registryKey) return;
    const ids = registryKey.split(',').map(Number);
    const onClick = () => mutate(ids);
    document.addEventListener('click', onClick, { once: true, capture: true });
    return () => document.removeEventListener('click', onClick, { capture: true });
  }, [registryKey, mutate]);

  const openTab = (tab: ChildTabId) => {
    if (tab !== 'medical') return;
    const ids = unseenIdsOfTab(notifications, childId, tab);
    if (ids.length > 0) mutate(ids);
  };

  return { tabsWithNews: tabs, openTab };
}

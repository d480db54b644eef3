import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { sortNewestFirst, type TChildSummary, type TNotification, type TNotificationSubject, type TRegistryItem } from '@carnet/contract';

export type ChildTabId = 'registry' | 'exit-permission' | 'subject' | 'medical' | 'concern';
type ChildTab = { id: ChildTabId; label: MessageDescriptor; isParentOnly: boolean };

/** The child page's tabs, in display order; Exit permission and Concern are for parents only. */
export const CHILD_TABS: readonly ChildTab[] = [
  { id: 'registry', label: msg`Registry`, isParentOnly: false },
  { id: 'exit-permission', label: msg`Exit permission`, isParentOnly: true },
  { id: 'subject', label: msg`Subject`, isParentOnly: false },
  { id: 'medical', label: msg`Medical`, isParentOnly: false },
  { id: 'concern', label: msg`Concern`, isParentOnly: true },
];

export function visibleTabs(isParent: boolean): ChildTab[] {
  return CHILD_TABS.filter((tab) => isParent || !tab.isParentOnly);
}

/** Which tab a notification about the child points at; the other subjects belong to other pages. */
const TAB_OF_SUBJECT: Partial<Record<TNotificationSubject, ChildTabId>> = {
  registry: 'registry',
  medical: 'medical',
  allergy: 'medical',
  syringe: 'medical',
  'blood type': 'medical',
  concern: 'concern',
};

const isUnseenAbout = (childId: number) => (notification: TNotification) => !notification.seen && notification.link === String(childId);

/** The tabs that get a dot: an unseen notification about this child with the tab's subject. */
export function tabsWithNews(notifications: readonly TNotification[], childId: number): Set<ChildTabId> {
  const tabs = new Set<ChildTabId>();
  for (const notification of notifications.filter(isUnseenAbout(childId))) {
    const tab = TAB_OF_SUBJECT[notification.subject];
    if (tab) tabs.add(tab);
  }
  return tabs;
}

/** The ids of the unseen notifications about this child that a tab shows the dot for. */
export function unseenIdsOfTab(notifications: readonly TNotification[], childId: number, tab: ChildTabId): number[] {
  return notifications
    .filter((notification) => isUnseenAbout(childId)(notification) && TAB_OF_SUBJECT[notification.subject] === tab)
    .map((notification) => notification.id);
}

/** The registry of one child, newest first (the API answers every child of the family). */
export function registryOf(items: readonly TRegistryItem[], childId: number): TRegistryItem[] {
  return sortNewestFirst(
    items.filter((item) => item.child.id === childId),
    (item) => item.date,
  );
}

/**
 * The child the page shows: the one named by ?children=, or the first child when none is named.
 * An id that is not one of the user's children gives null: the page never asks for it.
 */
export function chooseChild(children: readonly TChildSummary[], requested: string | null): TChildSummary | null {
  if (requested === null || requested === '') return children[0] ?? null;
  return children.find((child) => String(child.id) === requested) ?? null;
}

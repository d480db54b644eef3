import type { LucideIcon } from 'lucide-react';
import { Award, CalendarClock, CalendarDays, FileChartColumn, FileText, House, Newspaper, NotebookPen, Users } from 'lucide-react';
import type { TMe, TNotificationSubject, TRole } from '@carnet/contract';

export type NavItem = {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Any of these roles sees the item; empty means every signed-in user. */
  roles: readonly TRole[];
  /** Clicking the item marks the unseen notifications of these subjects as read (spec section 2). */
  readsSubjects?: readonly TNotificationSubject[];
};

const PARENT: readonly TRole[] = ['ROLE_PARENT'];

/** Spec section 2's side menu, in its order; the Shop link is added apart as it leaves the portal. */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Home page', to: '/', icon: House, roles: [] },
  { label: 'Reports', to: '/reports', icon: FileChartColumn, roles: [] },
  { label: 'Documents', to: '/documents', icon: FileText, roles: PARENT },
  { label: 'Meetings', to: '/meetings', icon: Users, roles: PARENT, readsSubjects: ['meeting'] },
  { label: 'Forms', to: '/forms', icon: NotebookPen, roles: PARENT },
  { label: 'Newsletter', to: '/newsletter', icon: Newspaper, roles: [] },
  { label: 'Terms Date', to: '/termsdates', icon: CalendarDays, roles: [], readsSubjects: ['termsdate'] },
  { label: 'Rewards Sanctions', to: '/rewards', icon: Award, roles: [], readsSubjects: ['reward', 'commendation'] },
  { label: 'Timetable', to: '/timetable', icon: CalendarClock, roles: [], readsSubjects: ['timetable'] },
];

export function navItemsFor(user: TMe | null): NavItem[] {
  if (!user) return [];
  return NAV_ITEMS.filter((item) => item.roles.length === 0 || item.roles.some((role) => user.roles.includes(role)));
}

export function showsShop(user: TMe | null): boolean {
  return user?.roles.includes('ROLE_PARENT') ?? false;
}

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LucideIcon } from 'lucide-react';
import {
  Award,
  BookCheck,
  CalendarClock,
  CalendarDays,
  ChartLine,
  FileChartColumn,
  FileText,
  House,
  MessagesSquare,
  Newspaper,
  NotebookPen,
  Users,
} from 'lucide-react';
import type { TMe, TNotificationSubject, TRole } from '@carnet/contract';
import { paths } from '../../lib/paths';

export type NavItem = {
  label: MessageDescriptor;
  to: string;
  icon: LucideIcon;
  /** Any of these roles sees the item; empty means every signed-in user. */
  roles: readonly TRole[];
  /** Clicking the item marks the unseen notifications of these subjects as read: going to the area is reading them. */
  readsSubjects?: readonly TNotificationSubject[];
  /** A count shown beside the label (the unread messages). */
  badge?: 'unreadMessages';
};

const PARENT: readonly TRole[] = ['ROLE_PARENT'];

/** The side menu, in display order; the Shop link is added apart as it leaves the portal. */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: msg`Home page`, to: paths.home, icon: House, roles: [] },
  { label: msg`Messages`, to: paths.messages, icon: MessagesSquare, roles: [], badge: 'unreadMessages' },
  { label: msg`Homework`, to: paths.homework, icon: BookCheck, roles: [], readsSubjects: ['homework'] },
  { label: msg`Marks`, to: paths.marks, icon: ChartLine, roles: [], readsSubjects: ['marks'] },
  { label: msg`Reports`, to: paths.reports, icon: FileChartColumn, roles: [] },
  { label: msg`Documents`, to: paths.documents, icon: FileText, roles: PARENT },
  { label: msg`Meetings`, to: paths.meetings, icon: Users, roles: PARENT, readsSubjects: ['meeting'] },
  { label: msg`Forms`, to: paths.forms, icon: NotebookPen, roles: PARENT },
  { label: msg`Newsletter`, to: paths.newsletter, icon: Newspaper, roles: [] },
  { label: msg`Terms Date`, to: paths.termsDates, icon: CalendarDays, roles: [], readsSubjects: ['termsdate'] },
  { label: msg`Rewards Sanctions`, to: paths.rewards, icon: Award, roles: [], readsSubjects: ['reward', 'commendation'] },
  { label: msg`Timetable`, to: paths.timetable, icon: CalendarClock, roles: [], readsSubjects: ['timetable'] },
];

export function navItemsFor(user: TMe | null): NavItem[] {
  if (!user) return [];
  return NAV_ITEMS.filter((item) => item.roles.length === 0 || item.roles.some((role) => user.roles.includes(role)));
}

export function showsShop(user: TMe | null): boolean {
  return user?.roles.includes('ROLE_PARENT') ?? false;
}

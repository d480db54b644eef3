import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LucideIcon } from 'lucide-react';
import {
  Archive,
  Award,
  Building2,
  CalendarClock,
  CalendarDays,
  ClipboardCheck,
  ClipboardList,
  ClipboardPen,
  FileChartColumn,
  FileText,
  FolderInput,
  Gauge,
  GraduationCap,
  House,
  KeyRound,
  Mail,
  MessagesSquare,
  NotebookPen,
  NotepadText,
  Newspaper,
  Presentation,
  ScrollText,
  ShieldCheck,
  Users,
  UserRoundCog,
  UserRoundX,
  UtensilsCrossed,
} from 'lucide-react';
import { OFFICE_ROLES, STAFF_ROLES, type TMe, type TRole } from '@carnet/contract';
import { staffPages } from '../staff-paths';

export type StaffNavItem = {
  label: MessageDescriptor;
  to: string;
  icon: LucideIcon;
  roles: readonly TRole[];
  /** Shows the caller's unread messages beside the entry. */
  hasUnreadCount?: boolean;
};
export type StaffNavGroup = { label: MessageDescriptor | null; items: readonly StaffNavItem[] };

/** The staff menu, in groups; a teacher sees only what a teacher may open (the server refuses the rest anyway). */
export const STAFF_NAV: readonly StaffNavGroup[] = [
  {
    label: null,
    items: [
      { label: msg`Staff home`, to: staffPages.home, icon: House, roles: STAFF_ROLES },
      // Second, for a teacher answering between lessons on a phone.
      { label: msg`Messages`, to: staffPages.messages, icon: MessagesSquare, roles: STAFF_ROLES, hasUnreadCount: true },
    ],
  },
  {
    label: msg`Classroom`,
    items: [
      { label: msg`Roll call`, to: staffPages.rollCall, icon: ClipboardCheck, roles: STAFF_ROLES },
      { label: msg`Homework`, to: staffPages.homework, icon: NotebookPen, roles: STAFF_ROLES },
      { label: msg`Homework workload`, to: staffPages.homeworkWorkload, icon: Gauge, roles: OFFICE_ROLES },
      { label: msg`Marks`, to: staffPages.marks, icon: ClipboardPen, roles: STAFF_ROLES },
      { label: msg`Term reports`, to: staffPages.termReports, icon: NotepadText, roles: STAFF_ROLES },
      { label: msg`Conduct and concerns`, to: staffPages.conduct, icon: Award, roles: STAFF_ROLES },
      { label: msg`Absences today`, to: staffPages.absences, icon: UserRoundX, roles: OFFICE_ROLES },
      { label: msg`Parents' evenings`, to: staffPages.evenings, icon: Presentation, roles: STAFF_ROLES },
    ],
  },
  {
    label: msg`School`,
    items: [
      { label: msg`Structure`, to: staffPages.structure, icon: Building2, roles: OFFICE_ROLES },
      { label: msg`Pupils`, to: staffPages.pupils, icon: GraduationCap, roles: OFFICE_ROLES },
      { label: msg`Families`, to: staffPages.families, icon: Users, roles: OFFICE_ROLES },
      { label: msg`Teachers and staff`, to: staffPages.people, icon: UserRoundCog, roles: OFFICE_ROLES },
      { label: msg`Accounts`, to: staffPages.accounts, icon: KeyRound, roles: OFFICE_ROLES },
      { label: msg`School data import`, to: staffPages.import, icon: FolderInput, roles: OFFICE_ROLES },
    ],
  },
  {
    label: msg`Publishing`,
    items: [
      { label: msg`Newsletters`, to: staffPages.newsletters, icon: Newspaper, roles: OFFICE_ROLES },
      { label: msg`Documents`, to: staffPages.documents, icon: FileText, roles: OFFICE_ROLES },
      { label: msg`Reports`, to: staffPages.reports, icon: FileChartColumn, roles: OFFICE_ROLES },
      { label: msg`Forms`, to: staffPages.forms, icon: ClipboardList, roles: OFFICE_ROLES },
      { label: msg`Lunch menu`, to: staffPages.lunchMenu, icon: UtensilsCrossed, roles: OFFICE_ROLES },
      { label: msg`Term dates`, to: staffPages.termDates, icon: CalendarDays, roles: OFFICE_ROLES },
      { label: msg`Timetable`, to: staffPages.timetable, icon: CalendarClock, roles: OFFICE_ROLES },
    ],
  },
  {
    label: msg`Accountability`,
    items: [
      { label: msg`Messaging`, to: staffPages.messaging, icon: ShieldCheck, roles: OFFICE_ROLES },
      { label: msg`Audit log`, to: staffPages.audit, icon: ScrollText, roles: OFFICE_ROLES },
      { label: msg`Outgoing mail`, to: staffPages.mail, icon: Mail, roles: OFFICE_ROLES },
      { label: msg`Retention and school year`, to: staffPages.retention, icon: Archive, roles: OFFICE_ROLES },
    ],
  },
];

/** The groups and items this person may open; a group left empty is not shown. */
export function staffNavFor(user: TMe | null): StaffNavGroup[] {
  if (!user) return [];
  return STAFF_NAV.map((group) => ({
    ...group,
    items: group.items.filter((item) => item.roles.some((role) => user.roles.includes(role))),
  })).filter((group) => group.items.length > 0);
}

import type { LucideIcon } from 'lucide-react';
import {
  Award,
  Bell,
  CalendarClock,
  CalendarDays,
  ClipboardList,
  FileChartColumn,
  FileText,
  MessageCircleExclamationPoint,
  Newspaper,
  NotebookPen,
  Stethoscope,
  Users,
} from 'lucide-react';
import type { TNotificationSubject } from '@carnet/contract';

const ICONS: Partial<Record<TNotificationSubject, LucideIcon>> = {
  concern: MessageCircleExclamationPoint,
  registry: ClipboardList,
  medical: Stethoscope,
  allergy: Stethoscope,
  syringe: Stethoscope,
  'blood type': Stethoscope,
  report: FileChartColumn,
  document: FileText,
  invoice: FileText,
  timetable: CalendarClock,
  form: NotebookPen,
  meeting: Users,
  newsletter: Newspaper,
  reward: Award,
  commendation: Award,
  termsdate: CalendarDays,
};

export function SubjectIcon({ subject, className }: { subject: TNotificationSubject; className?: string }) {
  const Icon = ICONS[subject] ?? Bell;
  return <Icon aria-hidden="true" className={className} />;
}

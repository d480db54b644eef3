import { Trans, useLingui } from '@lingui/react/macro';
import type { TNotification } from '@carnet/contract';
import { cn } from '../../../lib/cn';
import { formatLongDate } from '../../../lib/dates';
import { SUBJECT_LABELS } from '../subject-label';
import { SubjectIcon } from './subject-icon';

type Props = { notification: TNotification; onOpen: (notification: TNotification) => void };

export function NotificationItem({ notification, onOpen }: Props) {
  const { i18n } = useLingui();
  const { seen, subject, content, createdAt } = notification;
  return (
    <li>
      <button
        type="button"
        onClick={() => onOpen(notification)}
        className={cn(
          'flex w-full items-start gap-3 rounded-xl px-3 py-3 text-left transition-colors hover:bg-slate-50 focus-visible:outline-offset-[-2px]',
          !seen && 'bg-brand-50/60',
        )}
      >
        <span
          className={cn(
            'mt-0.5 grid size-8 shrink-0 place-items-center rounded-full',
            seen ? 'bg-slate-100 text-slate-500' : 'bg-brand-100 text-brand-700',
          )}
        >
          <SubjectIcon subject={subject} className="size-4" />
        </span>
        <span className="min-w-0 flex-1">
          <span className={cn('block text-sm', seen ? 'text-slate-600' : 'font-medium text-slate-900')}>{content}</span>
          <span className="mt-0.5 block text-xs text-slate-500">
            <span className="inline-block first-letter:uppercase">{i18n._(SUBJECT_LABELS[subject])}</span> · {formatLongDate(createdAt)}
          </span>
        </span>
        {seen ? null : (
          <span className="mt-2 size-2 shrink-0 rounded-full bg-brand-500">
            <span className="sr-only">
              <Trans>Unseen</Trans>
            </span>
          </span>
        )}
      </button>
    </li>
  );
}

import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Clock, PencilLine, UserX } from 'lucide-react';
import type { THomeworkItem } from '@carnet/contract';
import { RichText } from '../../../components/rich-text';
import { formatDate, formatTimeOfDay } from '../../../lib/dates';
import { KIND_LABELS } from '../homework-labels';
import { HomeworkFiles } from './homework-files';
import { HomeworkTick } from './homework-tick';

type Props = { childId: number; item: THomeworkItem; canTick: boolean };

/** The due day in words: 'Thursday 26 November', 'jeudi 26 novembre', with the lesson's hour when due at one. */
function dueText(item: THomeworkItem): string {
  const day = formatDate(item.dueDate, { weekday: 'long', day: 'numeric', month: 'long' });
  return item.dueStartHour ? `${day}, ${formatTimeOfDay(item.dueStartHour)}` : day;
}

/** One homework: its subject in its colour, its kind, what to do, the time it takes, its files and its tick. */
export function HomeworkCard({ childId, item, canTick }: Props) {
  const { i18n, t } = useLingui();
  const summaryId = useId();
  const kind = i18n._(KIND_LABELS[item.kind]);
  const due = dueText(item);
  const minutes = item.minutes;
  return (
    <li>
      <article
        aria-labelledby={summaryId}
        className="flex flex-col gap-3 rounded-xl border border-l-4 border-slate-200 bg-white p-4"
        style={{ borderLeftColor: item.color }}
      >
        <header className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <h3 id={summaryId} className="font-semibold text-slate-900">
            {item.subject}
            <span className="font-normal text-slate-600">
              {' · '}
              {kind}
              {' · '}
              <Trans>due {due}</Trans>
            </span>
          </h3>
          {item.minutes > 0 ? (
            <p className="flex items-center gap-1 text-sm text-slate-600">
              <Clock aria-hidden="true" className="size-4" />
              {t`${minutes} min`}
            </p>
          ) : null}
        </header>
        {item.changedAt || item.missedWhileAway ? (
          <p className="flex flex-wrap gap-2 text-xs font-medium">
            {item.changedAt ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-amber-800 ring-1 ring-amber-200">
                <PencilLine aria-hidden="true" className="size-3.5" />
                <Trans>Changed</Trans>
              </span>
            ) : null}
            {item.missedWhileAway ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-sky-50 px-2 py-0.5 text-sky-800 ring-1 ring-sky-200">
                <UserX aria-hidden="true" className="size-3.5" />
                <Trans>Missed while away</Trans>
              </span>
            ) : null}
          </p>
        ) : null}
        <RichText text={item.text} className="text-sm text-slate-800" />
        <HomeworkFiles childId={childId} files={item.files} />
        <footer className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-2">
          <HomeworkTick childId={childId} item={item} canTick={canTick} summaryId={summaryId} />
          <p className="text-xs text-slate-500">{item.teacherName}</p>
        </footer>
      </article>
    </li>
  );
}

import { useLingui } from '@lingui/react/macro';
import { Award, TriangleAlert } from 'lucide-react';
import type { TRewardItem } from '@carnet/contract';
import { DateText } from '../../../components/date-text';
import { cn } from '../../../lib/cn';
import { responsibleName } from '../responsible-name';
import { rewardSummary } from '../rewards-rules';

/** One reward (or sanction): date, subject, responsible person and summary. */
export function RewardCard({ item, isSanction = false }: { item: TRewardItem; isSanction?: boolean }) {
  const { i18n } = useLingui();
  const Icon = isSanction ? TriangleAlert : Award;
  const summary = isSanction ? item.resume.trim() : rewardSummary(item.resume);
  return (
    <article className="flex h-full flex-col rounded-2xl border border-slate-200/80 bg-white p-4 shadow-xs sm:p-5">
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className={cn(
            'grid size-10 shrink-0 place-items-center rounded-xl',
            isSanction ? 'bg-amber-50 text-amber-700' : 'bg-violet-50 text-violet-700',
          )}
        >
          <Icon className="size-5" />
        </span>
        <div className="min-w-0">
          <h3 className="font-semibold text-slate-900">{item.subject}</h3>
          <p className="text-sm text-slate-500">
            <DateText value={item.date} /> · {responsibleName(item.responsible, i18n)}
          </p>
        </div>
      </div>
      {summary ? <p className="mt-3 text-sm text-slate-700">{summary}</p> : null}
    </article>
  );
}

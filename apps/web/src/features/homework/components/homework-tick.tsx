import { Trans, useLingui } from '@lingui/react/macro';
import { CircleCheck, Circle } from 'lucide-react';
import type { THomeworkItem } from '@carnet/contract';
import { formatLongDate } from '../../../lib/dates';
import { useTickHomework } from '../api/tick-homework';

/** `summaryId`: the element that names the homework (its subject, kind and due day), read after "Done". */
type Props = { childId: number; item: THomeworkItem; canTick: boolean; summaryId: string };

/**
 * The student ticks their homework done (a real checkbox, named "Done" and the homework it ticks, so
 * a list of them reads apart); a parent sees the tick, and cannot change it.
 */
export function HomeworkTick({ childId, item, canTick, summaryId }: Props) {
  const { t } = useLingui();
  const doneId = `${summaryId}-done`;
  const tick = useTickHomework();
  const isDone = tick.isPending ? tick.variables.isDone : item.doneAt !== null;
  if (!canTick) {
    const doneOn = item.doneAt ? formatLongDate(item.doneAt) : null;
    return doneOn ? (
      <p className="flex items-center gap-1.5 text-sm font-medium text-emerald-700">
        <CircleCheck aria-hidden="true" className="size-4" />
        <Trans>Done on {doneOn}</Trans>
      </p>
    ) : (
      <p className="flex items-center gap-1.5 text-sm text-slate-500">
        <Circle aria-hidden="true" className="size-4" />
        <Trans>Not ticked yet</Trans>
      </p>
    );
  }
  return (
    <label className="inline-flex min-h-11 cursor-pointer items-center gap-2.5 text-sm font-medium text-slate-800">
      <input
        type="checkbox"
        checked={isDone}
        disabled={tick.isPending}
        aria-labelledby={`${doneId} ${summaryId}`}
        onChange={(event) => tick.mutate({ childId, id: item.id, isDone: event.target.checked })}
        className="size-5 cursor-pointer rounded border-slate-300 accent-emerald-600"
      />
      <span id={doneId}>{t`Done`}</span>
    </label>
  );
}

import { useLingui } from '@lingui/react/macro';
import { cn } from '../../../lib/cn';
import { formatOutOf } from '../marks-format';

/** One figure out of 20 with its name above it: 'Average 13.25/20'; 'None' when nothing counts yet. */
export function Figure({ label, value, isMain = false }: { label: string; value: number | null; isMain?: boolean }) {
  const { t } = useLingui();
  return (
    <div className="flex flex-col">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className={cn('tabular-nums', isMain ? 'text-lg font-semibold text-slate-900' : 'text-sm text-slate-800')}>
        {value === null ? t`None` : formatOutOf(value, 20)}
      </dd>
    </div>
  );
}

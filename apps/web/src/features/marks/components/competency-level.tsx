import { useLingui } from '@lingui/react/macro';
import type { TCompetencyLevel } from '@carnet/contract';
import { cn } from '../../../lib/cn';
import { LEVEL_LABELS } from '../marks-labels';

const LEVEL_STYLES: Record<TCompetencyLevel, string> = {
  1: 'bg-rose-50 text-rose-800 ring-rose-200',
  2: 'bg-amber-50 text-amber-800 ring-amber-200',
  3: 'bg-sky-50 text-sky-800 ring-sky-200',
  4: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
};

/** A level of mastery by its name, its colour only a help: 'Very good mastery', never a number. */
export function CompetencyLevel({ level }: { level: TCompetencyLevel | null }) {
  const { i18n, t } = useLingui();
  if (level === null) return <span className="text-xs text-slate-600">{t`Not assessed`}</span>;
  return (
    <span className={cn('inline-flex rounded-full px-2 py-0.5 text-xs font-medium ring-1 whitespace-nowrap', LEVEL_STYLES[level])}>
      {i18n._(LEVEL_LABELS[level])}
    </span>
  );
}

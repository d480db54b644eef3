import type { ReactNode } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Award, Medal, TriangleAlert } from 'lucide-react';
import { REWARDS_PER_COMMENDATION } from '@carnet/contract';
import { DateText } from '../../../components/date-text';
import { cn } from '../../../lib/cn';

type Props = {
  rewards: number;
  commendations: number;
  sanctions: number;
  /** This term's last day, when known. */
  termEnd: string | null;
  /** The sanctions could not be narrowed to this term (its dates are unknown): they are the school year's. */
  sanctionsOfSchoolYear?: boolean;
};

function Counter({ label, value, note, icon, tint }: { label: string; value: number; note: ReactNode; icon: ReactNode; tint: string }) {
  return (
    <li className="flex items-center gap-3 rounded-2xl border border-slate-200/80 bg-white px-4 py-3 shadow-xs sm:gap-4 sm:p-5">
      <span aria-hidden="true" className={cn('grid size-9 shrink-0 place-items-center rounded-xl sm:size-11', tint)}>
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-sm font-medium text-slate-600">{label}</p>
        <p className="text-2xl font-semibold text-slate-900 tabular-nums">{value}</p>
        <p className="text-xs text-slate-500">{note}</p>
      </div>
    </li>
  );
}

/** The period the counters count: 'This term, until 18 December 2026'. */
function ThisTerm({ termEnd }: { termEnd: string | null }) {
  return termEnd ? (
    <Trans>
      This term, until <DateText value={termEnd} />
    </Trans>
  ) : (
    <Trans>This term</Trans>
  );
}

/**
 * Rewards and sanctions of the same period, this term (with its end, when leftover rewards are lost),
 * and the commendations they make.
 */
export function RewardCounters({ rewards, commendations, sanctions, termEnd, sanctionsOfSchoolYear = false }: Props) {
  const { t } = useLingui();
  const perCommendation = REWARDS_PER_COMMENDATION;
  return (
    <ul aria-label={t`Counters`} className="mb-6 grid grid-cols-1 gap-2 sm:grid-cols-3 sm:gap-4">
      <Counter
        label={t`Rewards`}
        value={rewards}
        icon={<Award className="size-5" />}
        tint="bg-violet-50 text-violet-700"
        note={<ThisTerm termEnd={termEnd} />}
      />
      <Counter
        label={t`Commendations`}
        value={commendations}
        icon={<Medal className="size-5" />}
        tint="bg-emerald-50 text-emerald-700"
        note={<Plural value={perCommendation} one="# reward makes 1" other="# rewards make 1" />}
      />
      <Counter
        label={t`Sanctions`}
        value={sanctions}
        icon={<TriangleAlert className="size-5" />}
        tint="bg-amber-50 text-amber-700"
        note={sanctionsOfSchoolYear ? <Trans>This school year</Trans> : <ThisTerm termEnd={termEnd} />}
      />
    </ul>
  );
}

import type { ReactNode } from 'react';
import { Award, Medal, TriangleAlert } from 'lucide-react';
import { DateText } from '../../../components/date-text';
import { cn } from '../../../lib/cn';

type Props = { rewards: number; commendations: number; sanctions: number; termEnd: string | null };

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

/** Rewards (with the term's end, when leftover ones are lost), commendations and sanctions. */
export function RewardCounters({ rewards, commendations, sanctions, termEnd }: Props) {
  return (
    <ul aria-label="Counters" className="mb-6 grid grid-cols-1 gap-2 sm:grid-cols-3 sm:gap-4">
      <Counter
        label="Rewards"
        value={rewards}
        icon={<Award className="size-5" />}
        tint="bg-violet-50 text-violet-700"
        note={
          termEnd ? (
            <>
              This term, until <DateText value={termEnd} />
            </>
          ) : (
            'This term'
          )
        }
      />
      <Counter
        label="Commendations"
        value={commendations}
        icon={<Medal className="size-5" />}
        tint="bg-emerald-50 text-emerald-700"
        note="5 rewards make 1"
      />
      <Counter
        label="Sanctions"
        value={sanctions}
        icon={<TriangleAlert className="size-5" />}
        tint="bg-amber-50 text-amber-700"
        note="This school year"
      />
    </ul>
  );
}

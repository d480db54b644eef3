import { Trans } from '@lingui/react/macro';
import { CircleHelp } from 'lucide-react';
import { REWARDS_PER_COMMENDATION } from '@carnet/contract';

/** How commendations are earned, and that leftover rewards are lost at the term's end, so nobody counts on them. */
export function CommendationHelp() {
  const perCommendation = REWARDS_PER_COMMENDATION;
  return (
    <aside aria-labelledby="commendation-help" className="rounded-2xl border border-slate-200/80 bg-white p-5 shadow-xs">
      <h2 id="commendation-help" className="flex items-center gap-2.5 text-base font-semibold text-slate-900">
        <span aria-hidden="true" className="grid size-8 place-items-center rounded-lg bg-brand-50 text-brand-600">
          <CircleHelp className="size-4" />
        </span>
        <Trans>How are commendations earned?</Trans>
      </h2>
      <ul className="mt-4 flex list-disc flex-col gap-2.5 pl-5 text-sm text-slate-600 marker:text-brand-400">
        <li>
          <Trans>Teachers give a reward for good work, effort or behaviour.</Trans>
        </li>
        <li>
          <Trans>
            Every {perCommendation} rewards make 1 commendation: the progress card fills up to {perCommendation}/{perCommendation}, then a
            new card starts.
          </Trans>
        </li>
        <li>
          <Trans>The count starts again at zero at the beginning of each term.</Trans>
        </li>
        <li>
          <Trans>Rewards that have not made a full commendation by the end of the term are lost.</Trans>
        </li>
      </ul>
    </aside>
  );
}

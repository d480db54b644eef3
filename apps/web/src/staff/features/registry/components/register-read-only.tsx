import { Trans, useLingui } from '@lingui/react/macro';
import { Lock } from 'lucide-react';
import type { TRegister } from '@carnet/contract';
import { FamilyWord } from './family-word';
import { MARK_LABELS } from './mark-labels';

/** A register this person may no longer change (a teacher, after the lesson's day): the marks as saved. */
export function RegisterReadOnly({ register }: { register: TRegister }) {
  const { t, i18n } = useLingui();
  return (
    <div className="grid gap-4">
      <p className="flex items-start gap-2 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
        <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <Trans>A teacher takes or corrects a register on the lesson’s day only. To change it now, ask the school office.</Trans>
      </p>
      <ul
        aria-label={t`Pupils`}
        className="max-w-3xl divide-y divide-slate-100 rounded-2xl border border-slate-200/80 bg-white px-4 shadow-xs"
      >
        {register.pupils.map((pupil) => {
          const minutes = pupil.lateMinutes;
          return (
            <li key={pupil.childId} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
              <span className="flex flex-col gap-1">
                <span className="font-medium text-slate-900">{`${pupil.firstName} ${pupil.lastName}`}</span>
                <FamilyWord word={pupil.familyWord} />
              </span>
              <span className="text-sm text-slate-700">
                {pupil.mark === null ? <Trans>Not marked</Trans> : i18n._(MARK_LABELS[pupil.mark])}
                {pupil.mark === 'late' && minutes !== null ? <Trans>, {minutes} min</Trans> : null}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

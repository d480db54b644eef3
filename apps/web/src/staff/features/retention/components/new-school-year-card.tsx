import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { TNewSchoolYearSummary } from '@carnet/contract';
import { buttonClass } from '../../../../components/button-styles';
import { formatShortDate } from '../../../../lib/dates';
import { writeErrorMessage } from '../../../components/write-error';
import { useRollNewSchoolYear } from '../api/new-school-year';
import { RollDialog } from './roll-dialog';

/** What the roll does (or did): the same five numbers before and after. */
function Counts({ summary }: { summary: TNewSchoolYearSummary }) {
  const { t } = useLingui();
  const deleted = Object.values(summary.deleted).reduce((sum, n) => sum + n, 0);
  const { classesClosed, eveningsArchived, formsArchived, pupilsLeft, cahiersArchived } = summary;
  return (
    <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
      <li>{t`Classes with no pupil left closed: ${classesClosed}`}</li>
      <li>{t`Past parents' evenings archived: ${eveningsArchived}`}</li>
      <li>{t`Forms archived: ${formsArchived}`}</li>
      <li>{t`Pupils without a class marked as left: ${pupilsLeft}`}</li>
      <li>{t`Cahiers de textes of last year's teaching groups archived: ${cahiersArchived}`}</li>
      {summary.isDone && summary.doneAt ? <li>{t`Records deleted by retention: ${deleted}`}</li> : null}
    </ul>
  );
}

/** The roll into the next school year: a preview, then a confirmation naming the year. */
export function NewSchoolYearCard({ summary }: { summary: TNewSchoolYearSummary }) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState<string | null>(null);
  const roll = useRollNewSchoolYear();
  const error = writeErrorMessage(roll.error);
  const schoolYear = summary.schoolYear;

  if (summary.isDone) {
    const doneOn = summary.doneAt ? formatShortDate(summary.doneAt) : '';
    return (
      <div className="flex flex-col gap-3" aria-live="polite">
        <p className="text-slate-800">
          {summary.doneAt
            ? t`The school moved into ${schoolYear} on ${doneOn}.`
            : t`The school is in ${schoolYear}. The next school year can be started from 1 July.`}
        </p>
        {summary.doneAt ? <Counts summary={summary} /> : null}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <p className="text-slate-800">{t`Moving the school into ${schoolYear} will:`}</p>
      <Counts summary={summary} />
      <p className="text-sm text-slate-700">
        <Trans>Family accounts are kept. Families still see past evenings and forms, but can no longer book or answer them.</Trans>
      </p>
      <div>
        <button type="button" className={buttonClass('primary')} onClick={() => setConfirming(schoolYear)}>
          <Trans>Start the school year {schoolYear}…</Trans>
        </button>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-rose-700">
          {error}
        </p>
      ) : null}
      <RollDialog
        schoolYear={confirming}
        isPending={roll.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => roll.mutate(schoolYear, { onSettled: () => setConfirming(null) })}
      />
    </div>
  );
}

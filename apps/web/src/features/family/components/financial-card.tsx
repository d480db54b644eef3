import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Pencil, Wallet } from 'lucide-react';
import type { TFamily } from '@carnet/contract';
import { buttonClass } from '../../../components/button-styles';
import { Card } from '../../../components/card';
import { FINANCIAL_SOURCE_LABELS, choiceLabel } from '../member-labels';
import { FinancialForm } from './financial-form';

/** Financial information: SOURCE and OBSERVATION to read, with Edit switching to the form. */
export function FinancialCard({ family }: { family: TFamily }) {
  const { t } = useLingui();
  const [isEditing, setIsEditing] = useState(false);
  const notSpecified = <span className="text-slate-500">{t`Not specified`}</span>;
  return (
    <Card
      title={t`Financial`}
      titleId="family-financial"
      icon={<Wallet className="size-4" />}
      action={
        isEditing ? null : (
          <button type="button" onClick={() => setIsEditing(true)} className={buttonClass('secondary', 'sm')}>
            <Pencil aria-hidden="true" className="size-4" />
            <Trans>
              Edit<span className="sr-only"> financial information</span>
            </Trans>
          </button>
        )
      }
    >
      {isEditing ? (
        <FinancialForm family={family} onDone={() => setIsEditing(false)} />
      ) : (
        <dl className="grid grid-cols-1 gap-x-6 gap-y-4 sm:grid-cols-2">
          <div>
            <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">
              <Trans>SOURCE</Trans>
            </dt>
            <dd className="mt-0.5 text-sm text-slate-900">
              {family.financialSource ? choiceLabel(FINANCIAL_SOURCE_LABELS, family.financialSource) : notSpecified}
            </dd>
          </div>
          <div className="min-w-0">
            <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">
              <Trans>OBSERVATION</Trans>
            </dt>
            <dd className="mt-0.5 text-sm break-words whitespace-pre-line text-slate-900">{family.financialObservation || notSpecified}</dd>
          </div>
        </dl>
      )}
    </Card>
  );
}

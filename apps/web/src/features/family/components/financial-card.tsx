import { useState } from 'react';
import { Pencil, Wallet } from 'lucide-react';
import type { TFamily } from '@carnet/contract';
import { buttonClass } from '../../../components/button-styles';
import { Card } from '../../../components/card';
import { FinancialForm } from './financial-form';

/** Financial information: SOURCE and OBSERVATION to read, with Edit switching to the form. */
export function FinancialCard({ family }: { family: TFamily }) {
  const [isEditing, setIsEditing] = useState(false);
  return (
    <Card
      title="Financial"
      titleId="family-financial"
      icon={<Wallet className="size-4" />}
      action={
        isEditing ? null : (
          <button type="button" onClick={() => setIsEditing(true)} className={buttonClass('secondary', 'sm')}>
            <Pencil aria-hidden="true" className="size-4" />
            Edit<span className="sr-only"> financial information</span>
          </button>
        )
      }
    >
      {isEditing ? (
        <FinancialForm family={family} onDone={() => setIsEditing(false)} />
      ) : (
        <dl className="grid grid-cols-1 gap-x-6 gap-y-4 sm:grid-cols-2">
          <div>
            <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">SOURCE</dt>
            <dd className="mt-0.5 text-sm text-slate-900">
              {family.financialSource ?? <span className="text-slate-400">Not specified</span>}
            </dd>
          </div>
          <div className="min-w-0">
            <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">OBSERVATION</dt>
            <dd className="mt-0.5 text-sm break-words whitespace-pre-line text-slate-900">
              {family.financialObservation || <span className="text-slate-400">Not specified</span>}
            </dd>
          </div>
        </dl>
      )}
    </Card>
  );
}

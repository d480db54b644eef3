import { Trans, useLingui } from '@lingui/react/macro';
import { Syringe } from 'lucide-react';
import type { TAllergy } from '@carnet/contract';
import { formatLongDate } from '../../../lib/dates';
import { CertificateList } from './certificate-list';

/** Each allergy with its comment, its syringes and when they expire, and its certificates. */
export function AllergyList({ allergies }: { allergies: readonly TAllergy[] }) {
  const { t } = useLingui();
  if (allergies.length === 0)
    return (
      <p className="text-sm text-slate-500">
        <Trans>No allergies recorded</Trans>
      </p>
    );
  return (
    <ul className="flex flex-col gap-3">
      {allergies.map((allergy) => {
        const name = allergy.name;
        return (
          <li key={allergy.id} className="rounded-xl border border-slate-200 p-4">
            <h4 className="text-sm font-semibold text-slate-900">{allergy.name}</h4>
            {allergy.comment ? <p className="mt-1 text-sm text-slate-600">{allergy.comment}</p> : null}
            {allergy.syringes.length > 0 ? (
              <ul aria-label={t`Syringes: ${name}`} className="mt-3 flex flex-col gap-2">
                {allergy.syringes.map((syringe, index) => {
                  const expiry = syringe.expiration ? formatLongDate(syringe.expiration) : null;
                  return (
                    <li key={`${syringe.name}-${index}`} className="flex gap-3 rounded-lg bg-rose-50/60 px-3 py-2 ring-1 ring-rose-100">
                      <Syringe aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-rose-600" />
                      <div className="min-w-0 text-sm">
                        <p className="font-medium text-slate-900">{syringe.name}</p>
                        <p className="text-slate-600">
                          {expiry ? <Trans>Expires {expiry}</Trans> : <Trans>No expiration date</Trans>}
                          {syringe.comment ? ` · ${syringe.comment}` : ''}
                        </p>
                      </div>
                    </li>
                  );
                })}
              </ul>
            ) : null}
            <CertificateList certificates={allergy.certificates} />
          </li>
        );
      })}
    </ul>
  );
}

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { MEDICAL_INFO_TYPES, type TMedicalInfo } from '@carnet/contract';
import { formatLongDate } from '../../../lib/dates';
import { CertificateList } from './certificate-list';

const HEADINGS: Record<TMedicalInfo['type'], MessageDescriptor> = {
  Information: msg`Information`,
  Allergy: msg`Allergy`,
  Medication: msg`Medication`,
};

/** The medical records grouped by type (Information, Allergy, Medication), each with its certificates. */
export function MedicalRecords({ records }: { records: readonly TMedicalInfo[] }) {
  const { i18n } = useLingui();
  const groups = MEDICAL_INFO_TYPES.map((type) => ({ type, items: records.filter((record) => record.type === type) })).filter(
    (group) => group.items.length > 0,
  );
  if (groups.length === 0)
    return (
      <p className="text-sm text-slate-500">
        <Trans>No medical records</Trans>
      </p>
    );
  return (
    <div className="flex flex-col gap-5">
      {groups.map((group) => (
        <section key={group.type} aria-labelledby={`medical-${group.type}`}>
          <h4 id={`medical-${group.type}`} className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {i18n._(HEADINGS[group.type])}
          </h4>
          <ul className="flex flex-col gap-3">
            {group.items.map((record) => (
              <li key={record.id} className="rounded-xl border border-slate-200 p-4">
                <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                  <p className="text-sm font-medium text-slate-900">{record.name}</p>
                  {record.date ? <p className="text-xs text-slate-500">{formatLongDate(record.date)}</p> : null}
                </div>
                <CertificateList certificates={record.certificates} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

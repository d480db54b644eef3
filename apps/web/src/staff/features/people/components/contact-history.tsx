import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { TContactChange } from '@carnet/contract';
import { Card } from '../../../../components/card';
import { EmptyState } from '../../../../components/empty-state';
import { formatInstantTime, formatLongDate } from '../../../../lib/dates';

/** The contact fields by their database names, as the family form labels them. */
const FIELDS: Record<string, MessageDescriptor> = {
  civility: msg`Civility`,
  family_tie: msg`Family tie`,
  last_name: msg`Lastname`,
  first_name: msg`Firstname`,
  phone: msg`Phone`,
  mobile: msg`Mobile`,
  email: msg`E-mail`,
  birthday: msg`Birthday`,
  birth_place: msg`Birth place`,
  birth_country: msg`Birth country`,
  nationality: msg`Nationality`,
  language: msg`Language`,
  job: msg`Job`,
  address: msg`Address`,
  postal_code: msg`Postal code`,
  city: msg`City`,
  contactable: msg`Contactable`,
  speaks_english: msg`Speaks English`,
};

/** Who changed which contact field from what to what, and when: parents' own edits and the office's. */
export function ContactHistory({ history }: { history: TContactChange[] }) {
  const { t, i18n } = useLingui();
  const label = (field: string) => (FIELDS[field] ? i18n._(FIELDS[field]!) : field);
  const shown = (value: string) => (value === '1' ? t`Yes` : value === '0' ? t`No` : value || '—');
  return (
    <Card title={t`Contact changes`} titleId="family-history">
      {history.length === 0 ? (
        <EmptyState message={t`No change recorded yet.`} />
      ) : (
        <ol className="flex flex-col gap-3 text-sm">
          {history.map((change, index) => {
            const who = change.userName;
            const contact = change.memberName;
            const date = formatLongDate(change.at);
            const time = formatInstantTime(change.at) ?? '';
            return (
              <li key={index} className="rounded-lg border border-slate-200 px-3 py-2">
                <p className="font-medium text-slate-900">{t`${who} changed ${contact}`}</p>
                <p className="text-slate-600">{t`${date} at ${time}`}</p>
                <ul className="mt-1 list-disc pl-5 text-slate-700">
                  {change.fields.map((field) => {
                    const name = label(field.field);
                    const from = shown(field.from);
                    const to = shown(field.to);
                    return <li key={field.field}>{t`${name}: ${from} → ${to}`}</li>;
                  })}
                </ul>
              </li>
            );
          })}
        </ol>
      )}
    </Card>
  );
}

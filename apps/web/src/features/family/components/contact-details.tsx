import { normaliseFamilyTie, type TFamilyMember } from '@carnet/contract';
import { formatLongDate } from '../../../lib/dates';
import { countryName } from '../countries';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** The read-only fields of a contact, every one labelled; stored country codes shown as names. */
export function ContactDetails({ member }: { member: TFamilyMember }) {
  const rows: [string, string][] = [
    ['Civility', member.civility],
    ['Family tie', normaliseFamilyTie(member.family_tie)],
    ['Last name', member.last_name],
    ['First name', member.first_name],
    ['Phone', member.phone],
    ['Mobile', member.mobile],
    ['E-mail', member.email],
    ['Birthday', member.birthday ? formatLongDate(member.birthday) : ''],
    ['Birth place', member.birth_place],
    ['Birth country', countryName(member.birth_country)],
    ['Nationality', countryName(member.nationality)],
    ['Language', member.language],
    ['Job', member.job],
    ['Address', member.address],
    ['Postal code', member.postalCode],
    ['City', member.city],
    ['Contactable', yesNo(member.contactable)],
    ['Speaks English', yesNo(member.speaks_english)],
  ];
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-4 sm:grid-cols-2 xl:grid-cols-3">
      {rows.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
          <dd className="mt-0.5 text-sm break-words text-slate-900">{value || <span className="text-slate-400">Not specified</span>}</dd>
        </div>
      ))}
    </dl>
  );
}

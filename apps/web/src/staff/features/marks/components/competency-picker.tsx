import { useLingui } from '@lingui/react/macro';
import { COMMON_CORE_DOMAINS, type TCommonCoreDomain } from '@carnet/contract';
import { InlineError } from '../../../../components/inline-error';
import { Skeleton } from '../../../../components/skeleton';
import { useCompetencies } from '../api/competencies';
import { DOMAIN_LABELS } from '../marks-labels';

type Kept = { id: number; domain: TCommonCoreDomain; label: string };
type Props = { chosen: number[]; kept: Kept[]; onChange: (ids: number[]) => void };

/** The school's competencies, grouped by domain of the common core; an archived one is offered only where the assessment already has it. */
export function CompetencyPicker({ chosen, kept, onChange }: Props) {
  const { t, i18n } = useLingui();
  const list = useCompetencies();
  if (list.isError && !list.data)
    return <InlineError message={t`The competencies could not be loaded.`} onRetry={() => void list.refetch()} />;
  if (!list.data) return <Skeleton rows={3} />;
  const offered = [
    ...list.data.competencies.filter((competency) => competency.archivedAt === null),
    ...kept.filter((competency) => !list.data.competencies.some((one) => one.id === competency.id && one.archivedAt === null)),
  ];
  const toggle = (id: number) => onChange(chosen.includes(id) ? chosen.filter((one) => one !== id) : [...chosen, id]);
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-medium text-slate-700">{t`Competencies assessed`}</legend>
      {offered.length === 0 ? <p className="text-sm text-slate-600">{t`The school has no competency yet: the office adds them.`}</p> : null}
      {COMMON_CORE_DOMAINS.map((domain) => {
        const inDomain = offered.filter((competency) => competency.domain === domain);
        if (inDomain.length === 0) return null;
        return (
          <div key={domain} role="group" aria-label={i18n._(DOMAIN_LABELS[domain])} className="grid gap-1.5">
            <p className="text-xs font-semibold text-slate-600">{i18n._(DOMAIN_LABELS[domain])}</p>
            {inDomain.map((competency) => (
              <label key={competency.id} className="flex min-h-11 cursor-pointer items-center gap-2.5 text-sm text-slate-800">
                <input
                  type="checkbox"
                  checked={chosen.includes(competency.id)}
                  onChange={() => toggle(competency.id)}
                  className="size-4 rounded accent-brand-600"
                />
                {competency.label}
              </label>
            ))}
          </div>
        );
      })}
    </fieldset>
  );
}

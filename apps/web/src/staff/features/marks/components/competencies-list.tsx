import { Trans, useLingui } from '@lingui/react/macro';
import { ListChecks } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { COMMON_CORE_DOMAINS, type TCommonCoreDomain, type TCompetency } from '@carnet/contract';
import { buttonClass } from '../../../../components/button-styles';
import { Card } from '../../../../components/card';
import { FormError, controlClass } from '../../../../components/form-controls';
import { InlineError } from '../../../../components/inline-error';
import { Skeleton } from '../../../../components/skeleton';
import { cn } from '../../../../lib/cn';
import { writeErrorMessage } from '../../../components/write-error';
import { useAddCompetency, useCompetencies } from '../api/competencies';
import { useArchiveCompetency, useRenameCompetency } from '../api/competency';
import { DOMAIN_LABELS } from '../marks-labels';

/** The school's competencies by domain of the common core: added, renamed, archived (assessments that used one keep it). */
export function CompetenciesList() {
  const { t, i18n } = useLingui();
  const list = useCompetencies();
  return (
    <Card title={t`Competencies`} titleId="competencies" icon={<ListChecks className="size-4" />}>
      {list.isError && !list.data ? (
        <InlineError message={t`The competencies could not be loaded.`} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <Skeleton rows={4} />
      ) : (
        <div className="grid gap-6">
          {COMMON_CORE_DOMAINS.map((domain) => {
            const inDomain = list.data.competencies.filter((competency) => competency.domain === domain && competency.archivedAt === null);
            return (
              <section key={domain} aria-label={i18n._(DOMAIN_LABELS[domain])} className="grid gap-2">
                <h3 className="text-sm font-semibold text-slate-900">{i18n._(DOMAIN_LABELS[domain])}</h3>
                {inDomain.length === 0 ? <p className="text-sm text-slate-600">{t`No competency in this domain.`}</p> : null}
                <ul className="grid gap-2">
                  {inDomain.map((competency) => (
                    <CompetencyLine key={competency.id} competency={competency} />
                  ))}
                </ul>
                <AddCompetency domain={domain} />
              </section>
            );
          })}
        </div>
      )}
    </Card>
  );
}

function CompetencyLine({ competency }: { competency: TCompetency }) {
  const { t } = useLingui();
  const id = useId();
  const [label, setLabel] = useState(competency.label);
  const rename = useRenameCompetency();
  const archive = useArchiveCompetency();
  const name = competency.label;
  return (
    <li className="grid gap-1">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={id} className="sr-only">{t`Name of ${name}`}</label>
        <input
          id={id}
          value={label}
          onChange={(event) => setLabel(event.target.value)}
          className={cn(controlClass(), 'h-10 min-w-0 flex-1')}
        />
        <button
          type="button"
          disabled={rename.isPending || label.trim() === '' || label.trim() === competency.label}
          onClick={() => rename.mutate({ id: competency.id, body: { domain: competency.domain, label: label.trim() } })}
          className={buttonClass('secondary', 'sm', 'h-10')}
        >
          <Trans>Rename</Trans>
        </button>
        <button
          type="button"
          disabled={archive.isPending}
          onClick={() => archive.mutate(competency.id)}
          className={buttonClass('secondary', 'sm', 'h-10')}
        >
          {t`Archive ${name}`}
        </button>
      </div>
      <FormError message={writeErrorMessage(rename.error ?? archive.error)} />
    </li>
  );
}

function AddCompetency({ domain }: { domain: TCommonCoreDomain }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const add = useAddCompetency();
  const [label, setLabel] = useState('');
  const domainName = i18n._(DOMAIN_LABELS[domain]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (label.trim() === '') return;
    add.mutate({ domain, label: label.trim() }, { onSuccess: () => setLabel('') });
  };
  return (
    <form onSubmit={submit} className="grid gap-1">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={id} className="sr-only">{t`New competency in ${domainName}`}</label>
        <input
          id={id}
          value={label}
          placeholder={t`A new competency`}
          onChange={(event) => setLabel(event.target.value)}
          className={cn(controlClass(), 'h-10 min-w-0 flex-1')}
        />
        <button type="submit" disabled={add.isPending || label.trim() === ''} className={buttonClass('primary', 'sm', 'h-10')}>
          <Trans>Add</Trans>
        </button>
      </div>
      <FormError message={writeErrorMessage(add.error)} />
    </form>
  );
}

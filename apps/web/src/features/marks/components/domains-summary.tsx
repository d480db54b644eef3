import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { COMPETENCY_LEVELS, type TDomainSummary } from '@carnet/contract';
import { DOMAIN_LABELS, LEVEL_LABELS } from '../marks-labels';
import { CompetencyLevel } from './competency-level';

/**
 * The common core's domains over the term: how often each level was given and the median level, by its
 * name. Competencies are never turned into a mark (decision 114), so no number out of 20 appears here.
 */
export function DomainsSummary({ domains }: { domains: readonly TDomainSummary[] }) {
  const { i18n } = useLingui();
  const titleId = useId();
  const assessed = domains.filter((domain) => domain.counts.some((count) => count > 0));
  if (assessed.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3 rounded-2xl border border-slate-200/80 bg-white p-4 shadow-xs sm:p-5">
      <h2 id={titleId} className="text-base font-semibold text-slate-900">
        <Trans>Common core</Trans>
      </h2>
      <ul className="flex flex-col gap-3">
        {assessed.map((domain) => (
          <li key={domain.domain} className="flex flex-col gap-1.5 border-t border-slate-100 pt-3 first:border-t-0 first:pt-0">
            <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
              <h3 className="text-sm font-medium text-slate-900">
                {domain.domain} · {i18n._(DOMAIN_LABELS[domain.domain])}
              </h3>
              <p className="flex items-center gap-1.5 text-xs text-slate-600">
                <Trans>Median level</Trans>
                <CompetencyLevel level={domain.level} />
              </p>
            </div>
            <dl className="flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-slate-600">
              {COMPETENCY_LEVELS.map((level) => (
                <div key={level} className="flex gap-1">
                  <dt>{i18n._(LEVEL_LABELS[level])}</dt>
                  <dd className="font-medium text-slate-800 tabular-nums">{domain.counts[level - 1] ?? 0}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { TTermReportSummary } from '@carnet/contract';
import { buttonClass } from '../../../../components/button-styles';
import { InlineError } from '../../../../components/inline-error';
import { formatLongDate, schoolToday } from '../../../../lib/dates';
import { cn } from '../../../../lib/cn';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { writeErrorMessage } from '../../../components/write-error';
import { staffPages, withIds } from '../../../staff-paths';
import { useTermReportStep } from '../api/terms';
import { TERM_REPORT_STATE_LABELS } from '../term-report-labels';
import { GradebookExportButton } from './gradebook-export-button';
import { PublishProgress } from './publish-progress';

const STATE_CLASSES = {
  notOpened: 'bg-slate-100 text-slate-700',
  open: 'bg-sky-100 text-sky-900',
  publishing: 'bg-amber-100 text-amber-900',
  published: 'bg-emerald-100 text-emerald-900',
} as const;

/** One term: its dates and state; the office opens and publishes its reports, follows the job and exports the gradebook. */
export function TermCard({ term, isOffice }: { term: TTermReportSummary; isOffice: boolean }) {
  const { t, i18n } = useLingui();
  const [asked, setAsked] = useState<'open' | 'publish' | null>(null);
  const step = useTermReportStep();
  const { name, failure } = term;
  const start = formatLongDate(term.start);
  const end = formatLongDate(term.end);
  const publishedOn = term.publishedAt ? formatLongDate(schoolToday(new Date(term.publishedAt))) : '';
  const hasFailed = term.failure !== null && term.state !== 'published';
  const canRead = isOffice || term.state !== 'notOpened';
  const confirm = () => {
    if (!asked) return;
    step.mutate({ termId: term.termId, step: asked }, { onSettled: () => setAsked(null) });
  };
  return (
    <li className="grid gap-3 rounded-2xl border border-slate-200/80 bg-white p-4 shadow-xs sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid">
          <h2 className="text-lg font-semibold text-slate-900">{name}</h2>
          <p className="text-sm text-slate-600">{t`From ${start} to ${end}`}</p>
        </div>
        <span className={cn('rounded-full px-2.5 py-0.5 text-sm font-medium', STATE_CLASSES[term.state])}>
          {i18n._(TERM_REPORT_STATE_LABELS[term.state])}
        </span>
      </div>
      {term.state === 'publishing' && term.progress && !hasFailed ? (
        <PublishProgress done={term.progress.done} total={term.progress.total} label={t`Reports of ${name} made`} />
      ) : null}
      {term.state === 'published' && term.publishedAt ? (
        <p className="text-sm text-slate-700">
          <Trans>Published on {publishedOn}: each family finds the report in Reports.</Trans>
        </p>
      ) : null}
      {hasFailed ? (
        <p role="alert" className="rounded-xl bg-rose-50 px-3 py-2 text-sm text-rose-800">
          <Trans>The publishing stopped: {failure}</Trans>
        </p>
      ) : null}
      <div className="flex flex-wrap items-start gap-2">
        {canRead ? (
          <Link to={withIds(staffPages.termReport, { termId: term.termId })} className={buttonClass('secondary', 'sm', 'h-10')}>
            <Trans>Groups and classes</Trans>
            <ChevronRight aria-hidden="true" className="size-4" />
          </Link>
        ) : null}
        {isOffice && term.state === 'notOpened' ? (
          <button type="button" onClick={() => setAsked('open')} className={buttonClass('primary', 'sm', 'h-10')}>
            <Trans>Open the reports</Trans>
          </button>
        ) : null}
        {isOffice && (term.state === 'open' || hasFailed) ? (
          <button type="button" onClick={() => setAsked('publish')} className={buttonClass('primary', 'sm', 'h-10')}>
            {hasFailed ? <Trans>Publish again</Trans> : <Trans>Publish the reports</Trans>}
          </button>
        ) : null}
        {isOffice ? <GradebookExportButton termId={term.termId} termName={name} /> : null}
      </div>
      {step.isError ? <InlineError message={writeErrorMessage(step.error) ?? ''} /> : null}
      <ConfirmDialog
        open={asked !== null}
        title={asked === 'open' ? t`Open the reports of ${name}?` : t`Publish the reports of ${name}?`}
        description={
          asked === 'open'
            ? t`Each teacher can then write an appreciation for each pupil of their groups, and each head teacher a general one.`
            : t`Each pupil's report goes to their family in Reports, and the family is told. The term's marks and appreciations can no longer be changed.`
        }
        confirmLabel={asked === 'open' ? t`Open the reports` : t`Publish the reports`}
        isPending={step.isPending}
        onCancel={() => setAsked(null)}
        onConfirm={confirm}
      />
    </li>
  );
}

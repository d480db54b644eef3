import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, ChevronRight } from 'lucide-react';
import { Link, useParams } from 'react-router';
import type { TTermReportOverview } from '@carnet/contract';
import { buttonClass } from '../../../components/button-styles';
import { EmptyState } from '../../../components/empty-state';
import { InlineError } from '../../../components/inline-error';
import { PageHeader } from '../../../components/page-header';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ItemQueryState } from '../../components/item-query-state';
import { useIsOffice } from '../../lib/use-is-office';
import { staffPages, withIds } from '../../staff-paths';
import { useTeacherChoices, useTermReportOverview } from './api/overview';
import { HeadTeacherField } from './components/head-teacher-field';
import { TERM_REPORT_STATE_LABELS } from './term-report-labels';

const cardClass =
  'flex min-h-16 items-center gap-3 rounded-2xl border border-slate-200/80 bg-white p-4 shadow-xs hover:border-brand-300 focus-visible:outline-2 focus-visible:outline-brand-500';

/** A term's reports: the caller's groups with how many appreciations are written, and the classes with their head teacher. */
export function TermOverviewPage() {
  const { t } = useLingui();
  const termId = Number(useParams().termId);
  const overview = useTermReportOverview(termId);
  useDocumentTitle(t`Term reports`);
  return (
    <>
      <Link to={staffPages.termReports} className={buttonClass('ghost', 'sm', 'mb-3 -ml-2')}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        <Trans>All terms</Trans>
      </Link>
      <ItemQueryState
        query={overview}
        missingMessage={t`This term is not one of the school's.`}
        failedMessage={t`The term's reports could not be loaded.`}
      >
        {(data) => <Overview overview={data} />}
      </ItemQueryState>
    </>
  );
}

function Overview({ overview }: { overview: TTermReportOverview }) {
  const { t, i18n } = useLingui();
  const isOffice = useIsOffice();
  const teachers = useTeacherChoices(isOffice);
  const { term, groups, classes } = overview;
  const termName = term.name;
  const state = i18n._(TERM_REPORT_STATE_LABELS[term.state]);
  return (
    <>
      <PageHeader title={t`Term reports: ${termName}`} description={t`Reports: ${state}`} />
      <div className="grid gap-8 lg:grid-cols-2">
        <section aria-labelledby="groups-title" className="grid content-start gap-3">
          <h2 id="groups-title" className="text-lg font-semibold text-slate-900">
            <Trans>Appreciations by group</Trans>
          </h2>
          {groups.length === 0 ? (
            <EmptyState message={t`No teaching group to write for in this term.`} />
          ) : (
            <ul className="grid gap-3">
              {groups.map((group) => {
                const { subject, className, teacherName, writtenCount: written, pupilsCount: pupils } = group;
                return (
                  <li key={group.groupId}>
                    <Link to={withIds(staffPages.termReportGroup, { termId: term.termId, groupId: group.groupId })} className={cardClass}>
                      <span className="grid min-w-0 flex-1">
                        <span className="font-semibold text-slate-900">
                          {subject} · {className}
                        </span>
                        <span className="text-sm text-slate-600">{teacherName}</span>
                        <span className="text-sm text-slate-700">{t`${written} of ${pupils} written`}</span>
                      </span>
                      <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-slate-400" />
                    </Link>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
        <section aria-labelledby="classes-title" className="grid content-start gap-3">
          <h2 id="classes-title" className="text-lg font-semibold text-slate-900">
            <Trans>General appreciations by class</Trans>
          </h2>
          {isOffice && teachers.isError ? (
            <InlineError message={t`The teachers could not be loaded.`} onRetry={() => void teachers.refetch()} />
          ) : null}
          {classes.length === 0 ? (
            <EmptyState message={t`No class for you in this term.`} />
          ) : (
            <ul className="grid gap-3">
              {classes.map((schoolClass) => {
                const { name, writtenCount: written, pupilsCount: pupils } = schoolClass;
                const headTeacher = schoolClass.headTeacherName;
                return (
                  <li key={schoolClass.classId} className="grid gap-3 rounded-2xl border border-slate-200/80 bg-white p-4 shadow-xs">
                    <div className="grid">
                      <h3 className="font-semibold text-slate-900">{name}</h3>
                      <p className="text-sm text-slate-600">{headTeacher ? t`Head teacher: ${headTeacher}` : t`No head teacher yet`}</p>
                      <p className="text-sm text-slate-700">{t`${written} of ${pupils} general appreciations written`}</p>
                    </div>
                    {isOffice && teachers.data ? (
                      <HeadTeacherField
                        classId={schoolClass.classId}
                        className={name}
                        headTeacherId={schoolClass.headTeacherId}
                        headTeacherName={schoolClass.headTeacherName}
                        teachers={teachers.data}
                      />
                    ) : null}
                    <Link
                      to={withIds(staffPages.termReportClass, { termId: term.termId, classId: schoolClass.classId })}
                      className={buttonClass('secondary', 'sm', 'h-10 justify-self-start')}
                    >
                      {schoolClass.canWrite ? (
                        <Trans>Write the general appreciations of {name}</Trans>
                      ) : (
                        <Trans>Read the class's report of {name}</Trans>
                      )}
                    </Link>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}

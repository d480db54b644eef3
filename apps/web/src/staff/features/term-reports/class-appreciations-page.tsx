import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { staffTermReportClassPath, type TClassAppreciations } from '@carnet/contract';
import { buttonClass } from '../../../components/button-styles';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ItemQueryState } from '../../components/item-query-state';
import { useIsOffice } from '../../lib/use-is-office';
import { staffPages, withIds } from '../../staff-paths';
import { useClassAppreciations } from './api/appreciations';
import { AppreciationField } from './components/appreciation-field';
import { AppreciationsForm } from './components/appreciations-form';
import { formatAverage } from './components/figures';
import { PreviewButton } from './components/preview-button';
import { ReadOnlyNotice } from './components/read-only-notice';
import { useAppreciationDrafts } from './use-appreciation-drafts';

/** A class's general appreciations: per pupil the subjects' averages and appreciations (read), and the head teacher's text (written). */
export function ClassAppreciationsPage() {
  const { t } = useLingui();
  const params = useParams();
  const termId = Number(params.termId);
  const classId = Number(params.classId);
  const appreciations = useClassAppreciations(termId, classId);
  useDocumentTitle(t`General appreciations`);
  return (
    <>
      <Link to={withIds(staffPages.termReport, { termId })} className={buttonClass('ghost', 'sm', 'mb-3 -ml-2')}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        <Trans>The term's groups and classes</Trans>
      </Link>
      <ItemQueryState
        query={appreciations}
        missingMessage={t`This class is not one whose general appreciations you write.`}
        failedMessage={t`The appreciations could not be loaded.`}
      >
        {(data) => <Grid key={`${termId}-${classId}`} schoolClass={data} />}
      </ItemQueryState>
    </>
  );
}

function Grid({ schoolClass }: { schoolClass: TClassAppreciations }) {
  const { t } = useLingui();
  const isOffice = useIsOffice();
  const drafts = useAppreciationDrafts(schoolClass.pupils);
  const isReadOnly = !schoolClass.canWrite || schoolClass.term.state !== 'open';
  const { name: className, term } = schoolClass;
  const termName = term.name;
  const cards = (
    <ul className="grid gap-4">
      {schoolClass.pupils.map((pupil) => {
        const name = `${pupil.firstName} ${pupil.lastName}`;
        const overall = pupil.overallAverage === null ? null : formatAverage(pupil.overallAverage);
        return (
          <li key={pupil.childId} className="grid gap-3 rounded-2xl border border-slate-200/80 bg-white p-4 shadow-xs">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 className="text-base font-semibold text-slate-900">{name}</h2>
              <span className="text-sm text-slate-700">{overall === null ? t`No overall average` : t`Overall average ${overall}`}</span>
            </div>
            {pupil.subjects.length > 0 ? (
              // On a phone each subject is a block (its name, average, then appreciation); from sm up, a table's row.
              <table className="w-full text-left text-sm max-sm:block">
                <caption className="sr-only">{t`Subjects of ${name}`}</caption>
                <thead className="text-xs text-slate-600 max-sm:sr-only">
                  <tr>
                    <th scope="col" className="py-1 pr-3 font-medium">
                      {t({ message: 'Subject', context: 'the column of the subjects taught' })}
                    </th>
                    <th scope="col" className="py-1 pr-3 font-medium">{t`Average`}</th>
                    <th scope="col" className="py-1 font-medium">{t`Appreciation`}</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100 align-top max-sm:block">
                  {pupil.subjects.map((line) => (
                    <tr key={line.subject} className="max-sm:grid max-sm:grid-cols-[1fr_auto] max-sm:gap-x-3 max-sm:py-1.5">
                      <th scope="row" className="py-1.5 pr-3 font-medium text-slate-900 max-sm:p-0">
                        {line.subject}
                      </th>
                      <td className="py-1.5 pr-3 text-slate-700 max-sm:p-0">{line.average === null ? '–' : formatAverage(line.average)}</td>
                      <td className="py-1.5 break-words whitespace-pre-line text-slate-700 max-sm:col-span-2 max-sm:p-0">
                        {line.appreciation || '–'}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : null}
            <AppreciationField
              label={t`General appreciation for ${name}`}
              value={drafts.textOf(pupil.childId)}
              onChange={(text) => drafts.write(pupil.childId, text)}
              isReadOnly={isReadOnly}
            />
            {isOffice ? <PreviewButton termId={term.termId} childId={pupil.childId} name={name} /> : null}
          </li>
        );
      })}
    </ul>
  );
  return (
    <>
      <PageHeader title={t`${className}: general appreciations`} description={termName} />
      {isReadOnly ? <ReadOnlyNotice state={term.state} /> : null}
      {schoolClass.pupils.length === 0 ? (
        <EmptyState message={t`No pupil in this class.`} />
      ) : isReadOnly ? (
        cards
      ) : (
        <AppreciationsForm
          path={staffTermReportClassPath(term.termId, schoolClass.classId)}
          drafts={drafts}
          label={t`General appreciations`}
        >
          {cards}
        </AppreciationsForm>
      )}
    </>
  );
}

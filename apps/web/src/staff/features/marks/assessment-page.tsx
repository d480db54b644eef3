import { useLingui } from '@lingui/react/macro';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import type { TAssessmentGrid, TAssessmentRelease } from '@carnet/contract';
import { buttonClass } from '../../../components/button-styles';
import { Card } from '../../../components/card';
import { InlineError } from '../../../components/inline-error';
import { PageHeader } from '../../../components/page-header';
import { Skeleton } from '../../../components/skeleton';
import { TextLink } from '../../../components/text-link';
import { formatLongDate } from '../../../lib/dates';
import { hasReadFailed } from '../../../lib/query-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { writeErrorMessage } from '../../components/write-error';
import { staffPages, withId } from '../../staff-paths';
import { useAssessmentGrid } from './api/assessment';
import { useEditAssessment } from './api/edit-assessment';
import { AssessmentForm } from './components/assessment-form';
import { AssessmentState } from './components/assessments-table';
import { MarksEntry } from './components/marks-entry';
import { PublishButton, ReleasedNotice } from './components/publish-button';
import { KIND_LABELS } from './marks-labels';
import { formatMark, useIsTeacher } from './marks-format';

/** One assessment: its marks grid (the teacher enters, the office reads), its changes, and publishing it. */
export function AssessmentPage() {
  const { t } = useLingui();
  const id = Number(useParams().id);
  const grid = useAssessmentGrid(id);
  useDocumentTitle(grid.data?.assessment.title ?? t`Assessment`);
  if (hasReadFailed(grid)) return <InlineError message={t`The assessment could not be loaded.`} onRetry={() => void grid.refetch()} />;
  if (!grid.data) return <Skeleton rows={8} />;
  return <AssessmentView grid={grid.data} />;
}

function AssessmentView({ grid }: { grid: TAssessmentGrid }) {
  const { t, i18n } = useLingui();
  const { assessment, group } = grid;
  const isTeacher = useIsTeacher();
  const canWrite = isTeacher && assessment.isEditable;
  const [isEditing, setIsEditing] = useState(false);
  // A new entry after each save: the grid starts again from the server's marks.
  const [savedCount, setSavedCount] = useState(0);
  const edit = useEditAssessment(assessment.id);
  // The server's answer on publishing, until the assessment read again carries the same times.
  const [release, setRelease] = useState<TAssessmentRelease | null>(null);
  const shownRelease =
    release ??
    (assessment.releaseAt && assessment.parentsReleaseAt
      ? { releaseAt: assessment.releaseAt, parentsReleaseAt: assessment.parentsReleaseAt }
      : null);
  const { outOf, markedCount: marked, pupilsCount: pupils } = assessment;
  const scale = outOf === null ? i18n._(KIND_LABELS.competencies) : t`Out of ${outOf}`;
  const coefficient = formatMark(assessment.coefficient);
  const day = formatLongDate(assessment.date);
  return (
    <>
      <PageHeader
        title={assessment.title}
        description={`${group.subject} · ${group.teachingGroup} · ${day} · ${scale} · ${t`Coefficient ${coefficient}`}`}
      >
        <TextLink to={withId(staffPages.marksGroup, group.id)}>{t`The group's marks`}</TextLink>
      </PageHeader>
      <div className="mb-4 flex flex-wrap items-center gap-3 text-sm">
        <AssessmentState assessment={assessment} />
        <span className="text-slate-600">{t`Marked: ${marked} of ${pupils}`}</span>
        {canWrite && !isEditing ? (
          <button type="button" onClick={() => setIsEditing(true)} className={buttonClass('secondary', 'sm')}>
            <Pencil aria-hidden="true" className="size-4" />
            {t`Edit the assessment`}
          </button>
        ) : null}
      </div>
      {isEditing ? (
        <Card title={t`Edit the assessment`} titleId="marks-edit-assessment" className="mb-4">
          <AssessmentForm
            assessment={assessment}
            isPending={edit.isPending}
            serverError={writeErrorMessage(edit.error)}
            onCancel={() => setIsEditing(false)}
            onSubmit={({ kind: _kind, ...changes }) => edit.mutate(changes, { onSuccess: () => setIsEditing(false) })}
          />
        </Card>
      ) : null}
      {shownRelease ? (
        <div className="mb-4">
          <ReleasedNotice release={shownRelease} />
        </div>
      ) : null}
      <Card title={t`Marks`} titleId="marks-grid">
        {!canWrite ? <p className="mb-3 text-sm text-slate-600">{t`These marks are read only.`}</p> : null}
        <MarksEntry
          key={savedCount}
          grid={grid}
          isEditable={canWrite}
          onSaved={() => setSavedCount((count) => count + 1)}
          publish={
            canWrite && assessment.state === 'draft'
              ? (hasUnsavedChanges) => (
                  <PublishButton assessmentId={assessment.id} hasUnsavedChanges={hasUnsavedChanges} onPublished={setRelease} />
                )
              : null
          }
        />
      </Card>
    </>
  );
}

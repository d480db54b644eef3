import { useLingui } from '@lingui/react/macro';
import { ClipboardList, Plus, Users } from 'lucide-react';
import { useId, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/button-styles';
import { Card } from '../../../components/card';
import { controlClass } from '../../../components/form-controls';
import { InlineError } from '../../../components/inline-error';
import { PageHeader } from '../../../components/page-header';
import { Skeleton } from '../../../components/skeleton';
import { TextLink } from '../../../components/text-link';
import { cn } from '../../../lib/cn';
import { hasReadFailed } from '../../../lib/query-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { writeErrorMessage } from '../../components/write-error';
import { staffPages, withId } from '../../staff-paths';
import { useCreateAssessment } from './api/create-assessment';
import { useMarksGroupTerm } from './api/group-term';
import { AssessmentForm } from './components/assessment-form';
import { AssessmentsTable } from './components/assessments-table';
import { PupilsAverages } from './components/pupils-averages';
import { useIsTeacher } from './marks-format';

/** One group's term: its assessments, the pupils' averages out of 20 and the class's figures; the teacher's new assessment. */
export function GroupMarksPage() {
  const { t } = useLingui();
  const groupId = Number(useParams().id);
  const [params, setParams] = useSearchParams();
  const termParam = params.get('termId');
  const term = useMarksGroupTerm(groupId, termParam && /^\d+$/.test(termParam) ? Number(termParam) : null);
  const isTeacher = useIsTeacher();
  const [isCreating, setIsCreating] = useState(false);
  const termSelectId = useId();
  const data = term.data;
  const title = data ? `${data.group.subject} · ${data.group.teachingGroup}` : t`Marks`;
  useDocumentTitle(title);
  if (hasReadFailed(term)) return <InlineError message={t`The group's marks could not be loaded.`} onRetry={() => void term.refetch()} />;
  if (!data) return <Skeleton rows={6} />;
  const canWrite = isTeacher && data.group.archivedAt === null;
  return (
    <>
      <PageHeader title={title} description={`${data.group.className}, ${data.group.teacherName}`}>
        <TextLink to={staffPages.marks}>{t`Every group`}</TextLink>
      </PageHeader>
      <div className="mb-4 flex flex-wrap items-end gap-3">
        {data.terms.length > 0 ? (
          <div className="grid gap-1.5">
            <label htmlFor={termSelectId} className="text-sm font-medium text-slate-700">{t`Term`}</label>
            <select
              id={termSelectId}
              value={data.term?.id ?? ''}
              onChange={(event) => setParams({ termId: event.target.value }, { replace: true })}
              className={cn(controlClass(), 'h-11 w-56')}
            >
              {data.terms.map((one) => (
                <option key={one.id} value={one.id}>
                  {one.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {canWrite && !isCreating ? (
          <button type="button" onClick={() => setIsCreating(true)} className={buttonClass('primary', 'md', 'h-11')}>
            <Plus aria-hidden="true" className="size-4" />
            {t`New assessment`}
          </button>
        ) : null}
      </div>
      {isCreating ? <NewAssessment groupId={groupId} onCancel={() => setIsCreating(false)} /> : null}
      <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
        <Card title={t`Assessments`} titleId="marks-assessments" icon={<ClipboardList className="size-4" />}>
          <AssessmentsTable assessments={data.assessments} />
        </Card>
        <Card title={t`Averages out of 20`} titleId="marks-averages" icon={<Users className="size-4" />}>
          <PupilsAverages pupils={data.pupils} classFigures={data.classFigures} />
        </Card>
      </div>
    </>
  );
}

function NewAssessment({ groupId, onCancel }: { groupId: number; onCancel: () => void }) {
  const { t } = useLingui();
  const create = useCreateAssessment();
  const navigate = useNavigate();
  return (
    <Card title={t`New assessment`} titleId="marks-new-assessment" className="mb-4">
      <AssessmentForm
        isPending={create.isPending}
        serverError={writeErrorMessage(create.error)}
        onCancel={onCancel}
        onSubmit={(fields) =>
          create.mutate({ groupId, ...fields }, { onSuccess: (saved) => void navigate(withId(staffPages.assessment, saved.id)) })
        }
      />
    </Card>
  );
}

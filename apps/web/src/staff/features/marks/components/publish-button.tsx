import { Trans, useLingui } from '@lingui/react/macro';
import { Send } from 'lucide-react';
import { useState } from 'react';
import type { TAssessmentRelease, TMarksSettings } from '@carnet/contract';
import { buttonClass } from '../../../../components/button-styles';
import { FormError } from '../../../../components/form-controls';
import { formatInstantTime, formatLongDate, formatTimeOfDay } from '../../../../lib/dates';
import { schoolTimeZone } from '../../../../lib/env';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { writeErrorMessage } from '../../../components/write-error';
import { usePublishAssessment } from '../api/publish-assessment';
import { useMarksSettings } from '../api/settings';
import { planRelease, schoolTimeNow } from '../release-wording';

/** "Publish", after a question saying when families will see the marks; the server's answer is shown after. */
type Props = { assessmentId: number; hasUnsavedChanges: boolean; onPublished: (release: TAssessmentRelease) => void };

export function PublishButton({ assessmentId, hasUnsavedChanges, onPublished }: Props) {
  const { t } = useLingui();
  const [isAsking, setIsAsking] = useState(false);
  const settings = useMarksSettings();
  const publish = usePublishAssessment(assessmentId);
  return (
    <div className="grid gap-2">
      <div>
        <button
          type="button"
          onClick={() => setIsAsking(true)}
          disabled={!settings.data || publish.isPending}
          className={buttonClass('primary', 'md', 'h-11')}
        >
          <Send aria-hidden="true" className="size-4" />
          <Trans>Publish</Trans>
        </button>
      </div>
      <FormError message={writeErrorMessage(publish.error)} />
      <ConfirmDialog
        open={isAsking}
        title={<Trans>Publish these marks?</Trans>}
        description={
          <>
            {settings.data ? <ReleaseQuestion settings={settings.data} /> : null}
            {hasUnsavedChanges ? <> {t`Changes not saved yet are not published: save them first.`}</> : null}
          </>
        }
        confirmLabel={<Trans>Publish</Trans>}
        isPending={publish.isPending}
        onCancel={() => setIsAsking(false)}
        onConfirm={() =>
          publish.mutate(undefined, {
            onSuccess: onPublished,
            onSettled: () => setIsAsking(false),
          })
        }
      />
    </div>
  );
}

function ReleaseQuestion({ settings }: { settings: TMarksSettings }) {
  const { t } = useLingui();
  const plan = planRelease(settings, schoolTimeNow(schoolTimeZone()));
  const delay = plan.delay;
  if (plan.when === 'now')
    return delay === 0
      ? t`The student and the parents see these marks at once.`
      : t`The student sees these marks at once, the parents ${delay} minutes later.`;
  const student = formatTimeOfDay(plan.studentAt);
  if (plan.parentsAt === null) return t`The student sees these marks at ${student} today, the parents ${delay} minutes later.`;
  const parents = formatTimeOfDay(plan.parentsAt);
  return t`The student sees these marks at ${student} today, the parents at ${parents}.`;
}

/** When each side sees the assessment, as the server fixed it on publishing. */
export function ReleasedNotice({ release }: { release: TAssessmentRelease }) {
  const { t } = useLingui();
  const studentDay = formatLongDate(release.releaseAt);
  const parentsDay = formatLongDate(release.parentsReleaseAt);
  const student = formatInstantTime(release.releaseAt) ?? '';
  const parents = formatInstantTime(release.parentsReleaseAt) ?? '';
  return (
    <p aria-live="polite" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
      {studentDay === parentsDay
        ? t`Published: the student sees these marks on ${studentDay} at ${student}, the parents at ${parents}.`
        : t`Published: the student sees these marks on ${studentDay} at ${student}, the parents on ${parentsDay} at ${parents}.`}
    </p>
  );
}

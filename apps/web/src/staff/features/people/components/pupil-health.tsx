import { Trans, useLingui } from '@lingui/react/macro';
import { ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { buttonClass } from '../../../../components/button-styles';
import { Card } from '../../../../components/card';
import { EmptyState } from '../../../../components/empty-state';
import { InlineError } from '../../../../components/inline-error';
import { Skeleton } from '../../../../components/skeleton';
import { formatLongDate } from '../../../../lib/dates';
import { usePupilHealth } from '../api/pupil-health';
import { AllergyList } from './allergy-list';
import { MedicalInfoList } from './medical-info-list';

/**
 * Medical records, allergies and concerns. Reading them is written in the audit log, so they load only
 * when the office asks, and the page says so before.
 */
export function PupilHealth({ pupilId }: { pupilId: number }) {
  const { t } = useLingui();
  const [isOpen, setIsOpen] = useState(false);
  const health = usePupilHealth(pupilId, isOpen);
  return (
    <Card title={t`Health and concerns`} titleId="pupil-health" icon={<ShieldAlert className="size-4" />}>
      {!isOpen ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="flex-1 basis-64 text-sm text-slate-600">
            <Trans>Medical records, allergies and concerns are private: each reading is recorded in the audit log with your name.</Trans>
          </p>
          <button type="button" className={buttonClass('primary')} onClick={() => setIsOpen(true)}>
            <Trans>Show health records</Trans>
          </button>
        </div>
      ) : health.isPending ? (
        <Skeleton rows={3} />
      ) : health.isError ? (
        <InlineError message={t`The health records could not be loaded.`} onRetry={() => void health.refetch()} />
      ) : (
        <div className="flex flex-col gap-6">
          <MedicalInfoList pupilId={pupilId} infos={health.data.medicalInfos} />
          <AllergyList pupilId={pupilId} allergies={health.data.allergies} />
          <section aria-labelledby="pupil-concerns">
            <h3 id="pupil-concerns" className="mb-2 text-sm font-semibold text-slate-700">
              <Trans>Concerns</Trans>
            </h3>
            {health.data.concerns.length === 0 ? (
              <EmptyState message={t`No concern.`} />
            ) : (
              <ul className="flex flex-col gap-2 text-sm">
                {health.data.concerns.map((concern) => (
                  <li key={concern.id} className="rounded-lg border border-slate-200 px-3 py-2">
                    <span className="font-medium text-slate-900">
                      {concern.type} · {concern.reason}
                    </span>
                    <span className="block text-slate-600">{formatLongDate(concern.date)}</span>
                    {concern.comment ? <span className="block text-slate-700">{concern.comment}</span> : null}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </Card>
  );
}

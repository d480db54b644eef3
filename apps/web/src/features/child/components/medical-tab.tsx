import { Trans, useLingui } from '@lingui/react/macro';
import { Droplet, HeartPulse } from 'lucide-react';
import type { TChild } from '@carnet/contract';
import { Card } from '../../../components/card';
import { AllergyList } from './allergy-list';
import { MedicalRecords } from './medical-records';

/** Blood type, medical records (information, allergy, medication) and allergies with their syringes. */
export function MedicalTab({ child }: { child: TChild }) {
  const { t } = useLingui();
  const bloodType = child.blood_type || t`Not specified`;
  return (
    <Card title={t`Medical`} titleId="child-medical" icon={<HeartPulse className="size-4" />}>
      <div className="flex flex-col gap-6">
        <p className="inline-flex items-center gap-2 self-start rounded-xl bg-rose-50 px-3.5 py-2 text-sm text-rose-900 ring-1 ring-rose-100">
          <Droplet aria-hidden="true" className="size-4 text-rose-600" />
          <Trans>
            Blood type <span className="font-semibold">{bloodType}</span>
          </Trans>
        </p>
        <section aria-labelledby="child-medical-records">
          <h3 id="child-medical-records" className="mb-3 text-sm font-semibold text-slate-900">
            <Trans>Medical records</Trans>
          </h3>
          <MedicalRecords records={child.medicalInfos} />
        </section>
        <section aria-labelledby="child-allergies">
          <h3 id="child-allergies" className="mb-3 text-sm font-semibold text-slate-900">
            <Trans>Allergies</Trans>
          </h3>
          <AllergyList allergies={child.allergies} />
        </section>
      </div>
    </Card>
  );
}

import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import { buttonClass } from '../../../../components/button-styles';
import { ApiError } from '../../../../lib/api-error';
import { notifyFailure, notifySuccess } from '../../../../lib/toast';
import { downloadFamilyExport } from '../api/families';

/** "Export this family's data" (decision 077): the zip the family itself can download, for a request; the server audits it. */
export function FamilyExportButton({ familyId, familyName }: { familyId: number; familyName: string }) {
  const { t } = useLingui();
  const [isBusy, setIsBusy] = useState(false);
  const exportData = async () => {
    setIsBusy(true);
    try {
      await downloadFamilyExport(familyId, familyName);
      notifySuccess(t`The family's data was downloaded.`);
    } catch (error) {
      const isRateLimited = error instanceof ApiError && error.status === 429;
      notifyFailure(isRateLimited ? t`Too many downloads. Please wait a minute.` : t`The export failed. Please try again.`, error);
    } finally {
      setIsBusy(false);
    }
  };
  return (
    <button type="button" disabled={isBusy} aria-busy={isBusy} onClick={() => void exportData()} className={buttonClass('secondary')}>
      <Download aria-hidden="true" className="size-4" />
      {isBusy ? <Trans>Preparing the file…</Trans> : <Trans>Export this family's data</Trans>}
    </button>
  );
}

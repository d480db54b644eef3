import { Trans, useLingui } from '@lingui/react/macro';
import { FileSearch } from 'lucide-react';
import { useState } from 'react';
import { buttonClass } from '../../../../components/button-styles';
import { openInNewTab } from '../../../../lib/download';
import { notifyFailure } from '../../../../lib/toast';
import { getReportPreview } from '../api/files';

/** The office's look at a pupil's report as it would be published: the PDF in a new tab (fetched with the session). */
export function PreviewButton({ termId, childId, name }: { termId: number; childId: number; name: string }) {
  const { t } = useLingui();
  const [isLoading, setIsLoading] = useState(false);
  const open = async () => {
    setIsLoading(true);
    try {
      await openInNewTab(() => getReportPreview(termId, childId));
    } catch (error) {
      notifyFailure(t`The report's preview could not be made. Try again.`, error);
    } finally {
      setIsLoading(false);
    }
  };
  return (
    <button
      type="button"
      onClick={() => void open()}
      disabled={isLoading}
      className={buttonClass('ghost', 'sm', 'h-10 justify-self-start')}
    >
      <FileSearch aria-hidden="true" className="size-4" />
      <Trans>Preview the report of {name} (PDF, new tab)</Trans>
    </button>
  );
}

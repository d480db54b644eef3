import { Trans, useLingui } from '@lingui/react/macro';
import { LoaderCircle, Printer } from 'lucide-react';
import { useState } from 'react';
import { buttonClass } from '../../../../components/button-styles';
import { InlineError } from '../../../../components/inline-error';
import { pdfFileName, saveBlob } from '../../../../lib/download';
import { getCahierPdf } from '../api/cahier-pdf';

/** The school year's cahier as a PDF file, downloaded (fetched with the session, so not a plain link). */
export function PrintCahierButton({ groupId, title }: { groupId: number; title: string }) {
  const { t } = useLingui();
  const [isLoading, setIsLoading] = useState(false);
  const [hasFailed, setHasFailed] = useState(false);
  const download = async () => {
    setIsLoading(true);
    setHasFailed(false);
    try {
      saveBlob(await getCahierPdf(groupId), pdfFileName(title));
    } catch {
      setHasFailed(true);
    } finally {
      setIsLoading(false);
    }
  };
  return (
    <div className="grid gap-2">
      <button type="button" onClick={() => void download()} disabled={isLoading} className={buttonClass('secondary', 'md', 'h-11')}>
        {isLoading ? (
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        ) : (
          <Printer aria-hidden="true" className="size-4" />
        )}
        <Trans>Print as PDF</Trans>
      </button>
      {hasFailed ? <InlineError message={t`The PDF could not be made. Try again.`} /> : null}
    </div>
  );
}

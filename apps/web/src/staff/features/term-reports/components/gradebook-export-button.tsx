import { Trans, useLingui } from '@lingui/react/macro';
import { Download, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { buttonClass } from '../../../../components/button-styles';
import { InlineError } from '../../../../components/inline-error';
import { saveBlob } from '../../../../lib/download';
import { getOneRosterZip } from '../api/files';

/** The term's gradebook as OneRoster 1.2 CSV files in a zip, fetched with the session (so a button, not a plain link). */
export function GradebookExportButton({ termId, termName }: { termId: number; termName: string }) {
  const { t } = useLingui();
  const [isLoading, setIsLoading] = useState(false);
  const [hasFailed, setHasFailed] = useState(false);
  const download = async () => {
    setIsLoading(true);
    setHasFailed(false);
    try {
      saveBlob(await getOneRosterZip(termId), `${`oneroster-${termName}`.replace(/[\\/:*?"<>|\s]+/g, '-')}.zip`);
    } catch {
      setHasFailed(true);
    } finally {
      setIsLoading(false);
    }
  };
  return (
    <div className="grid gap-2">
      <button type="button" onClick={() => void download()} disabled={isLoading} className={buttonClass('secondary', 'sm', 'h-10')}>
        {isLoading ? (
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        ) : (
          <Download aria-hidden="true" className="size-4" />
        )}
        <Trans>Export the gradebook (OneRoster 1.2)</Trans>
      </button>
      {hasFailed ? <InlineError message={t`The gradebook could not be exported. Try again.`} /> : null}
    </div>
  );
}

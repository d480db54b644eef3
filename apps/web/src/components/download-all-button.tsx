import { Plural } from '@lingui/react/macro';
import { FolderDown, LoaderCircle } from 'lucide-react';
import type { DownloadProgress } from '../lib/use-download-all';
import { buttonClass } from './button-styles';

type Props = {
  label: string;
  onClick: () => void;
  isPending: boolean;
  progress: DownloadProgress | null;
  disabled?: boolean;
};

/** 'Download all ...' with the files fetched so far shown, and announced, while the archive is built. */
export function DownloadAllButton({ label, onClick, isPending, progress, disabled }: Props) {
  const percent = progress && progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 0;
  const done = progress?.done ?? 0;
  const total = progress?.total ?? 0;
  return (
    <div className="flex flex-col items-stretch gap-1.5 sm:items-end">
      <button type="button" onClick={onClick} disabled={disabled || isPending} className={buttonClass('primary', 'md')}>
        <span aria-hidden="true">{isPending ? <LoaderCircle className="size-4 animate-spin" /> : <FolderDown className="size-4" />}</span>
        {label}
      </button>
      {progress ? (
        <div className="flex items-center gap-2 text-xs text-slate-600">
          <div
            role="progressbar"
            aria-label={label}
            aria-valuemin={0}
            aria-valuemax={progress.total}
            aria-valuenow={progress.done}
            className="h-1.5 w-28 overflow-hidden rounded-full bg-slate-200"
          >
            <div className="h-full rounded-full bg-brand-500 transition-[width]" style={{ width: `${percent}%` }} />
          </div>
          <span aria-live="polite">
            <Plural value={total} one={`${done} of # file`} other={`${done} of # files`} />
          </span>
        </div>
      ) : null}
    </div>
  );
}

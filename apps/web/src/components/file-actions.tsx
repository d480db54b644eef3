import { Trans, useLingui } from '@lingui/react/macro';
import { Download, ExternalLink, LoaderCircle } from 'lucide-react';
import { buttonClass } from './button-styles';

type Props = {
  title: string;
  onDownload: () => void;
  onOpen: () => void;
  isDownloading?: boolean;
  isOpening?: boolean;
  /** Icon buttons only, for dense lists; the title still names each button. */
  isCompact?: boolean;
};

/** 'Download' and 'Open' for a PDF; each button names the file for screen readers. */
export function FileActions({ title, onDownload, onOpen, isDownloading, isOpening, isCompact }: Props) {
  const { t } = useLingui();
  const downloadIcon = isDownloading ? <LoaderCircle className="size-4 animate-spin" /> : <Download className="size-4" />;
  const openIcon = isOpening ? <LoaderCircle className="size-4 animate-spin" /> : <ExternalLink className="size-4" />;
  if (isCompact) {
    return (
      <div className="flex shrink-0 items-center gap-1">
        <button
          type="button"
          onClick={onDownload}
          disabled={isDownloading}
          aria-label={t`Download ${title}`}
          title={t`Download`}
          className={buttonClass('ghost', 'icon', 'size-9')}
        >
          <span aria-hidden="true">{downloadIcon}</span>
        </button>
        <button
          type="button"
          onClick={onOpen}
          disabled={isOpening}
          aria-label={t`Open ${title} in a new tab`}
          title={t`Open in a new tab`}
          className={buttonClass('ghost', 'icon', 'size-9')}
        >
          <span aria-hidden="true">{openIcon}</span>
        </button>
      </div>
    );
  }
  return (
    <div className="flex flex-wrap gap-2">
      <button type="button" onClick={onDownload} disabled={isDownloading} className={buttonClass('primary', 'sm')}>
        <span aria-hidden="true">{downloadIcon}</span>
        <Trans>
          Download<span className="sr-only"> {title}</span>
        </Trans>
      </button>
      <button type="button" onClick={onOpen} disabled={isOpening} className={buttonClass('secondary', 'sm')}>
        <span aria-hidden="true">{openIcon}</span>
        <Trans>
          Open<span className="sr-only"> {title} in a new tab</span>
        </Trans>
      </button>
    </div>
  );
}

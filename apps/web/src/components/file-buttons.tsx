import { Trans, useLingui } from '@lingui/react/macro';
import { Download, Eye, LoaderCircle } from 'lucide-react';
import { buttonClass } from './button-styles';

type Props = {
  /** The full title, so each button says which file it is about. */
  title: string;
  onSee: () => void;
  onDownload: () => void;
  isSeeing?: boolean;
  isDownloading?: boolean;
  /** The spec writes 'download' on documents and reports and 'Download' on newsletters. */
  downloadLabel?: 'download' | 'Download';
};

const icon = (isBusy: boolean | undefined, Idle: typeof Eye) =>
  isBusy ? <LoaderCircle className="size-4 animate-spin" /> : <Idle className="size-4" />;

/** 'See' (opens the PDF in a new tab) and 'download' (saves it), as on the spec's cards. */
export function FileButtons({ title, onSee, onDownload, isSeeing, isDownloading, downloadLabel = 'download' }: Props) {
  const { t } = useLingui();
  return (
    <div className="flex flex-wrap gap-2">
      <button type="button" onClick={onSee} disabled={isSeeing} className={buttonClass('secondary', 'sm')}>
        <span aria-hidden="true">{icon(isSeeing, Eye)}</span>
        <Trans>
          See<span className="sr-only"> {title} (opens in a new tab)</span>
        </Trans>
      </button>
      {/* The text stays as the spec writes it; only its look is capitalised, like every other button. */}
      <button type="button" onClick={onDownload} disabled={isDownloading} className={buttonClass('subtle', 'sm', 'capitalize')}>
        <span aria-hidden="true">{icon(isDownloading, Download)}</span>
        {downloadLabel === 'Download' ? t`Download` : t`download`}
        <span className="sr-only normal-case"> {title}</span>
      </button>
    </div>
  );
}

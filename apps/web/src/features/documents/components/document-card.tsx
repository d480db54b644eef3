import type { TDocument } from '@carnet/contract';
import { DateText } from '../../../components/date-text';
import { FileButtons } from '../../../components/file-buttons';
import { FileCard } from '../../../components/file-card';

type Props = {
  document: TDocument;
  onSee: () => void;
  onDownload: () => void;
  isSeeing: boolean;
  isDownloading: boolean;
};

export function DocumentCard({ document, onSee, onDownload, isSeeing, isDownloading }: Props) {
  return (
    // The whole title, on two lines at most: the spec's cut at 15 characters hid what a letter was about (decision 099).
    <FileCard title={document.title} isNew={document.hasNotification} meta={<DateText value={document.date} />}>
      <FileButtons title={document.title} onSee={onSee} onDownload={onDownload} isSeeing={isSeeing} isDownloading={isDownloading} />
    </FileCard>
  );
}

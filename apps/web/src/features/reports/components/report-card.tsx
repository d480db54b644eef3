import { useLingui } from '@lingui/react/macro';
import { FileChartColumn } from 'lucide-react';
import type { TReport } from '@carnet/contract';
import { FileButtons } from '../../../components/file-buttons';
import { FileCard } from '../../../components/file-card';

type Props = {
  report: TReport;
  onSee: () => void;
  onDownload: () => void;
  isSeeing: boolean;
  isDownloading: boolean;
};

export function ReportCard({ report, onSee, onDownload, isSeeing, isDownloading }: Props) {
  const { t } = useLingui();
  const { year } = report;
  return (
    <FileCard
      title={report.title}
      isNew={report.hasNotification}
      meta={t`School year ${year}`}
      icon={<FileChartColumn className="size-5" />}
    >
      <FileButtons title={report.title} onSee={onSee} onDownload={onDownload} isSeeing={isSeeing} isDownloading={isDownloading} />
    </FileCard>
  );
}

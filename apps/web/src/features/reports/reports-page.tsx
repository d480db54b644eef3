import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { TChildSummary } from '@carnet/contract';
import { ChildSelector, useSelectedChild } from '../../components/child-selector';
import { DownloadAllButton } from '../../components/download-all-button';
import { EmptyState } from '../../components/empty-state';
import { InlineError } from '../../components/inline-error';
import { PageHeader } from '../../components/page-header';
import { Skeleton } from '../../components/skeleton';
import { TabBar } from '../../components/tab-bar';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useUser } from '../../lib/use-user';
import { useDownloadAllReports, useReportFile } from './api/download-report';
import { useReports } from './api/get-reports';
import { ReportCard } from './components/report-card';
import { reportYears, reportsOfSelection } from './report-rules';

const NO_CHILDREN: readonly TChildSummary[] = [];

/** Route /reports (any signed-in user): one child, one school year at a time, the latest preselected. */
export function ReportsPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Reports`);
  const children = useUser()?.familyInfo.children ?? NO_CHILDREN;
  const { selected: child, selectedId, select } = useSelectedChild(children);
  const [pickedYear, setPickedYear] = useState<string | null>(null);
  const reports = useReports();
  const file = useReportFile();
  const downloadAll = useDownloadAllReports();

  const all = reports.data ?? [];
  const years = reportYears(all, selectedId);
  const year = pickedYear && years.includes(pickedYear) ? pickedYear : (years[0] ?? null);
  const selection = reportsOfSelection(all, selectedId, year);
  const yearsWithUnseen = new Set(all.filter((r) => r.child.id === selectedId && r.hasNotification).map((r) => r.year));

  return (
    <>
      <PageHeader title={t`Reports`} description={t`School reports, by school year.`}>
        {children.length > 1 ? <ChildSelector items={children} selectedId={selectedId} onSelect={select} /> : null}
      </PageHeader>
      {reports.isPending ? <Skeleton rows={3} /> : null}
      {reports.isError ? <InlineError message={t`Error loading data...`} /> : null}
      {reports.isSuccess && !year ? <EmptyState message={t`No reports available`} /> : null}
      {year && child ? (
        <TabBar
          label={t`School year`}
          items={years.map((value) => ({ value, label: value, hasDot: yearsWithUnseen.has(value) }))}
          value={year}
          onValueChange={setPickedYear}
          action={
            <DownloadAllButton
              label={t`Download all reports`}
              onClick={() => {
                const childName = `${child.firstName} ${child.lastName}`;
                // The archive's name in the page's language: 'Léa Martin - Reports 2025-2026', 'Léa Martin - Bulletins 2025-2026'.
                downloadAll.downloadAll({ items: selection, label: t`${childName} - Reports ${year}` });
              }}
              isPending={downloadAll.isPending}
              progress={downloadAll.progress}
            />
          }
        >
          <h2 className="sr-only">{t`Reports of ${year}`}</h2>
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {selection.map((report) => (
              <li key={report.id}>
                <ReportCard
                  report={report}
                  onSee={() => file.open.mutate(report)}
                  onDownload={() => file.download.mutate(report)}
                  isSeeing={file.open.isPending && file.open.variables.id === report.id}
                  isDownloading={file.download.isPending && file.download.variables.id === report.id}
                />
              </li>
            ))}
          </ul>
        </TabBar>
      ) : null}
    </>
  );
}

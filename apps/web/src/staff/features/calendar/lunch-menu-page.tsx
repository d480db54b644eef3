import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { schoolWeekStart } from '@carnet/contract';
import { InlineError } from '../../../components/inline-error';
import { PageHeader } from '../../../components/page-header';
import { Skeleton } from '../../../components/skeleton';
import { schoolToday } from '../../../lib/dates';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLunchWeek } from './api/lunch-week';
import { LunchWeekForm } from './components/lunch-week-form';
import { WeekNav } from './components/week-nav';

/** The office enters a week's lunch menu, each dish in English and French; families read their language. */
export function LunchMenuPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Lunch menu`);
  const [weekOffset, setWeekOffset] = useState(0);
  const monday = schoolWeekStart(schoolToday(), weekOffset);
  const week = useLunchWeek(monday);
  return (
    <>
      <PageHeader
        title={t`Lunch menu`}
        description={t`Each day's dishes in English and in French. Families read the menu in their language.`}
      />
      <WeekNav weekOffset={weekOffset} onChange={setWeekOffset} label={t`Weeks`} />
      {week.isError && !week.data ? (
        <InlineError message={t`Error fetching food menu by week. Please try again later.`} onRetry={() => void week.refetch()} />
      ) : week.data && week.data.data[0]?.date === monday ? (
        // A fresh form per week and per saved version, so what is typed never leaks into another week.
        <LunchWeekForm key={`${monday}-${week.dataUpdatedAt}`} monday={monday} week={week.data} />
      ) : (
        <Skeleton rows={5} />
      )}
    </>
  );
}

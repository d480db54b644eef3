import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { staffTermReportGroupPath, type TGroupAppreciations } from '@carnet/contract';
import { buttonClass } from '../../../components/button-styles';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ItemQueryState } from '../../components/item-query-state';
import { staffPages, withIds } from '../../staff-paths';
import { useGroupAppreciations } from './api/appreciations';
import { AppreciationField } from './components/appreciation-field';
import { AppreciationsForm } from './components/appreciations-form';
import { formatAverage } from './components/figures';
import { ReadOnlyNotice } from './components/read-only-notice';
import { useAppreciationDrafts } from './use-appreciation-drafts';

/** A group's appreciations for the term: a line per pupil with their average, the teacher's text beside it (a card each on a phone). */
export function GroupAppreciationsPage() {
  const { t } = useLingui();
  const params = useParams();
  const termId = Number(params.termId);
  const groupId = Number(params.groupId);
  const appreciations = useGroupAppreciations(termId, groupId);
  useDocumentTitle(t`Appreciations`);
  return (
    <>
      <Link to={withIds(staffPages.termReport, { termId })} className={buttonClass('ghost', 'sm', 'mb-3 -ml-2')}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        <Trans>The term's groups and classes</Trans>
      </Link>
      <ItemQueryState
        query={appreciations}
        missingMessage={t`This teaching group is not one you write for.`}
        failedMessage={t`The appreciations could not be loaded.`}
      >
        {(data) => <Grid key={`${termId}-${groupId}`} group={data} />}
      </ItemQueryState>
    </>
  );
}

function Grid({ group }: { group: TGroupAppreciations }) {
  const { t } = useLingui();
  const drafts = useAppreciationDrafts(group.pupils);
  const isReadOnly = !group.canWrite || group.term.state !== 'open';
  const { subject, className } = group;
  const termName = group.term.name;
  const { average, lowest, highest } = group.classFigures;
  const [classAverage, classLowest, classHighest] = [average, lowest, highest].map((value) =>
    value === null ? null : formatAverage(value),
  );
  const figures =
    classAverage === null || classLowest === null || classHighest === null
      ? t`No class average yet`
      : t`Class average ${classAverage}, lowest ${classLowest}, highest ${classHighest}`;
  const rows = (
    <ul className="grid gap-3 md:gap-0 md:divide-y md:divide-slate-100 md:rounded-2xl md:border md:border-slate-200/80 md:bg-white">
      {group.pupils.map((pupil) => {
        const name = `${pupil.firstName} ${pupil.lastName}`;
        const pupilAverage = pupil.average === null ? null : formatAverage(pupil.average);
        return (
          <li
            key={pupil.childId}
            className="grid gap-2 rounded-2xl border border-slate-200/80 bg-white p-4 md:grid-cols-[14rem_7rem_minmax(0,1fr)] md:items-start md:rounded-none md:border-0"
          >
            <span className="font-medium text-slate-900">{name}</span>
            <span className="text-sm text-slate-700">{pupilAverage === null ? t`No average` : t`Average ${pupilAverage}`}</span>
            <AppreciationField
              label={t`Appreciation for ${name}`}
              value={drafts.textOf(pupil.childId)}
              onChange={(text) => drafts.write(pupil.childId, text)}
              isReadOnly={isReadOnly}
            />
          </li>
        );
      })}
    </ul>
  );
  return (
    <>
      <PageHeader title={t`${subject} · ${className}: appreciations`} description={t`${termName}. ${figures}.`} />
      {isReadOnly ? <ReadOnlyNotice state={group.term.state} /> : null}
      {group.pupils.length === 0 ? (
        <EmptyState message={t`No pupil in this group.`} />
      ) : isReadOnly ? (
        rows
      ) : (
        <AppreciationsForm path={staffTermReportGroupPath(group.term.termId, group.groupId)} drafts={drafts} label={t`Appreciations`}>
          {rows}
        </AppreciationsForm>
      )}
    </>
  );
}

import { useLingui } from '@lingui/react/macro';
import { ChartLine } from 'lucide-react';
import { useSearchParams } from 'react-router';
import type { TChildSummary } from '@carnet/contract';
import { ChildSelector } from '../../components/child-selector';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useUser } from '../../lib/use-user';
import { ChildMarks } from './components/child-marks';

/** The child named by ?children=, or the first; an id not among the family's children shows none. */
function chooseChild(children: readonly TChildSummary[], requested: string | null): TChildSummary | null {
  if (requested === null || requested === '') return children[0] ?? null;
  return children.find((child) => String(child.id) === requested) ?? null;
}

/** The term asked for by ?termId=, or none (the server's default: today's term, or the latest begun). */
const termIdOf = (requested: string | null): number | null => (requested && /^\d{1,9}$/.test(requested) ? Number(requested) : null);

/**
 * Route /marks?children={childId}&termId={termId} (any family account): the child's released marks in a
 * term, subject by subject with a chart beside the class's average, and the common core's domains.
 */
export function MarksPage() {
  const { t } = useLingui();
  const title = t`Marks`;
  useDocumentTitle(title);
  const children = useUser()?.familyInfo.children ?? [];
  const [searchParams, setSearchParams] = useSearchParams();
  const child = chooseChild(children, searchParams.get('children'));
  const termId = termIdOf(searchParams.get('termId'));
  // The terms are the school's, the same for every child: a term chosen stays when the child changes.
  const show = (childId: number, nextTermId: number | null) =>
    setSearchParams({ children: String(childId), ...(nextTermId === null ? {} : { termId: String(nextTermId) }) }, { replace: true });

  return (
    <>
      <PageHeader title={title}>
        {children.length > 1 ? <ChildSelector items={children} selectedId={child?.id ?? null} onSelect={(id) => show(id, termId)} /> : null}
      </PageHeader>
      {child ? (
        <ChildMarks key={child.id} childId={child.id} termId={termId} onTermSelect={(id) => show(child.id, id)} />
      ) : (
        <EmptyState message={t`No child found`} icon={<ChartLine className="size-6" />} />
      )}
    </>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, Eye } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { TFamilyPreview } from '@carnet/contract';
import { buttonClass } from '../../../components/button-styles';
import { Card } from '../../../components/card';
import { EmptyState } from '../../../components/empty-state';
import { InlineError } from '../../../components/inline-error';
import { PageHeader } from '../../../components/page-header';
import { Skeleton } from '../../../components/skeleton';
import { formatLongDate } from '../../../lib/dates';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { staffPages, withId } from '../../staff-paths';
import { useFamilyPreview } from './api/families';
import { useDocumentTypeLabel } from './people-labels';

/**
 * "See as this family": the lists the family's parent gets, read-only. The server builds them with the
 * family's own services; nothing here is marked seen, and there is no button that writes.
 */
export function FamilyPreviewPage() {
  const { t } = useLingui();
  const id = Number(useParams().id);
  const preview = useFamilyPreview(id);
  useDocumentTitle(t`Preview`);
  return (
    <>
      <PageHeader title={t`See as this family`}>
        <Link to={withId(staffPages.family, id)} className={buttonClass('secondary')}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          <Trans>Back to the family</Trans>
        </Link>
      </PageHeader>
      {preview.isPending ? (
        <Skeleton rows={6} />
      ) : preview.isError ? (
        <InlineError message={t`What the family sees could not be loaded.`} onRetry={() => void preview.refetch()} />
      ) : (
        <PreviewContent preview={preview.data} />
      )}
    </>
  );
}

/** The bell's latest notifications; the family's own list holds more, the preview shows the top of it. */
const PREVIEW_NOTIFICATIONS = 15;

function PreviewContent({ preview }: { preview: TFamilyPreview }) {
  const { t } = useLingui();
  const typeLabel = useDocumentTypeLabel();
  const familyName = preview.familyName;
  const parentName = preview.parentName;
  const childName = (childId: number) => {
    const child = preview.children.find((c) => c.id === childId);
    return child ? `${child.firstName} ${child.lastName}` : '';
  };
  return (
    <>
      <p role="note" className="mb-6 flex items-center gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
        <Eye aria-hidden="true" className="size-5 shrink-0" />
        <span>
          <strong>
            <Trans>Preview: what the {familyName} family sees (read-only)</Trans>
          </strong>
          <span className="block text-sm">
            {parentName ? (
              <Trans>As {parentName} would see it. Nothing is marked as read; this visit is recorded in the audit log.</Trans>
            ) : (
              <Trans>This family has no parent account yet. This visit is recorded in the audit log.</Trans>
            )}
          </span>
        </span>
      </p>
      <div className="grid gap-6 lg:grid-cols-2">
        <PreviewList title={t`Children`} id="preview-children" empty={t`No child.`}>
          {preview.children.map((c) => (
            <li key={c.id}>
              {c.firstName} {c.lastName}
            </li>
          ))}
        </PreviewList>
        <PreviewList title={t`Notifications`} id="preview-notifications" empty={t`No notification.`}>
          {preview.notifications.slice(0, PREVIEW_NOTIFICATIONS).map((n) => (
            <li key={n.id}>
              <span className={n.seen ? 'text-slate-700' : 'font-medium text-slate-900'}>{n.content}</span>
              <span className="block text-slate-500">
                {formatLongDate(n.createdAt)}
                {n.seen ? '' : ` · ${t`Unread`}`}
              </span>
            </li>
          ))}
        </PreviewList>
        <PreviewList title={t`Newsletters`} id="preview-newsletters" empty={t`No newsletter.`}>
          {preview.newsletters.map((n) => (
            <li key={n.id}>
              {n.title}
              <span className="block text-slate-500">{formatLongDate(n.publishDate)}</span>
            </li>
          ))}
        </PreviewList>
        <PreviewList title={t`Documents`} id="preview-documents" empty={t`No document.`}>
          {preview.documents.map((d) => (
            <li key={d.id}>
              {d.title}
              <span className="block text-slate-500">
                {childName(d.child.id)} · {typeLabel(d.type)} · {formatLongDate(d.date)}
              </span>
            </li>
          ))}
        </PreviewList>
        <PreviewList title={t`Reports`} id="preview-reports" empty={t`No report.`}>
          {preview.reports.map((r) => (
            <li key={r.id}>
              {r.title}
              <span className="block text-slate-500">
                {childName(r.child.id)} · {r.year}
              </span>
            </li>
          ))}
        </PreviewList>
      </div>
    </>
  );
}

function PreviewList({ title, id, empty, children }: { title: string; id: string; empty: string; children: ReactNode[] }) {
  return (
    <Card title={title} titleId={id}>
      {children.length === 0 ? <EmptyState message={empty} /> : <ul className="flex flex-col gap-2 text-sm text-slate-800">{children}</ul>}
    </Card>
  );
}

import { Trans } from '@lingui/react/macro';
import { Construction } from 'lucide-react';
import { useDocumentTitle } from '../lib/use-document-title';
import { PageHeader } from './page-header';

/** Screens that later work fills: the route, the guard, the title and the heading exist already. */
export function PlaceholderPage({ title, description }: { title: string; description: string }) {
  useDocumentTitle(title);
  return (
    <>
      <PageHeader title={title} description={description} />
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
        <Construction aria-hidden="true" className="size-8 text-brand-400" />
        <p className="max-w-md text-slate-600">
          <Trans>This section of the portal is being prepared and will be available soon.</Trans>
        </p>
      </div>
    </>
  );
}

import { Trans } from '@lingui/react/macro';
import type { TChild } from '@carnet/contract';
import { ChildPhoto } from './child-photo';

/** Photo, first and last name (the page's h1), class year and class name. */
export function ChildHeader({ child }: { child: TChild }) {
  return (
    <header className="mb-6 flex items-center gap-4 sm:mb-8 sm:gap-5">
      <ChildPhoto childId={child.id} firstName={child.firstName} lastName={child.lastName} />
      <div className="min-w-0">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
          {child.firstName} {child.lastName}
        </h1>
        <dl className="mt-2 flex flex-wrap gap-2 text-sm">
          <div className="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1 text-slate-700 ring-1 ring-slate-200">
            <dt className="text-slate-500">
              <Trans>Class year</Trans>
            </dt>
            <dd className="font-medium text-slate-900">{child.class_year}</dd>
          </div>
          <div className="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1 text-slate-700 ring-1 ring-slate-200">
            <dt className="text-slate-500">
              <Trans>Class</Trans>
            </dt>
            <dd className="font-medium text-slate-900">{child.class_name}</dd>
          </div>
        </dl>
      </div>
    </header>
  );
}

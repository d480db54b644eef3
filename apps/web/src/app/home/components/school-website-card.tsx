import { Trans } from '@lingui/react/macro';
import { Globe } from 'lucide-react';
import { ExternalLink } from '../../../components/external-link';
import { cn } from '../../../lib/cn';
import { SCHOOL_WEBSITE_URL } from '../../../lib/env';

/** The way out to the school's public website; `isWide` lays it out as a strip. */
export function SchoolWebsiteCard({ isWide = false }: { isWide?: boolean }) {
  return (
    <section
      aria-labelledby="home-website"
      className={cn('rounded-2xl bg-brand-900 p-5 text-white shadow-sm sm:p-6', isWide && 'sm:flex sm:items-center sm:gap-5')}
    >
      <span aria-hidden="true" className="grid size-10 shrink-0 place-items-center rounded-xl bg-white/10">
        <Globe className="size-5" />
      </span>
      <div className={cn('mt-4', isWide && 'sm:mt-0 sm:flex-1')}>
        <h2 id="home-website" className="font-semibold">
          <Trans>School website</Trans>
        </h2>
        <p className="mt-1 text-sm text-brand-100">
          <Trans>News, calendar and contacts of the school, for everyone.</Trans>
        </p>
      </div>
      <ExternalLink
        href={SCHOOL_WEBSITE_URL}
        className={cn(
          'mt-4 inline-flex items-center gap-2 rounded-lg bg-white px-3.5 py-2 text-sm font-medium text-brand-900 hover:bg-brand-50',
          isWide && 'sm:mt-0',
        )}
      >
        <Trans>Visit the school website</Trans>
      </ExternalLink>
    </section>
  );
}

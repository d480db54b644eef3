import { Trans } from '@lingui/react/macro';
import { Mail } from 'lucide-react';
import { SCHOOL_OFFICE_EMAIL } from '../../../lib/env';

/** 'Contact us': an e-mail to the school office (address set at build time, see lib/env). */
export function ContactOffice() {
  return (
    <section aria-labelledby="meetings-contact" className="self-start rounded-2xl bg-brand-900 p-5 text-white shadow-xs sm:p-6">
      <h2 id="meetings-contact" className="flex items-center gap-2.5 text-base font-semibold">
        <Mail aria-hidden="true" className="size-5" />
        <Trans>Contact us</Trans>
      </h2>
      <p className="mt-2 text-sm text-brand-100">
        <Trans>A question about the meetings? Write to the school office.</Trans>
      </p>
      <a
        href={`mailto:${SCHOOL_OFFICE_EMAIL}`}
        className="mt-4 inline-flex items-center gap-2 rounded-lg bg-white px-3.5 py-2 text-sm font-medium break-all text-brand-800 hover:bg-brand-50"
      >
        <Mail aria-hidden="true" className="size-4 shrink-0" />
        {SCHOOL_OFFICE_EMAIL}
      </a>
    </section>
  );
}

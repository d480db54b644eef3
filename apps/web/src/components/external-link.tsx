import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { ExternalLink as ExternalIcon } from 'lucide-react';

type Props = { href: string; className?: string; children: ReactNode; showIcon?: boolean };

/** A link leaving the portal: new tab, no opener, and says so to screen readers. */
export function ExternalLink({ href, className, children, showIcon = true }: Props) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      {showIcon ? <ExternalIcon aria-hidden="true" className="size-4 shrink-0 opacity-70" /> : null}
      <span className="sr-only">
        {' '}
        <Trans>(opens in a new tab)</Trans>
      </span>
    </a>
  );
}

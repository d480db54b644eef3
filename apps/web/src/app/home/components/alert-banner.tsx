import type { ReactNode } from 'react';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn';

type Props = { to: string; icon: ReactNode; tone: 'brand' | 'amber'; children: ReactNode };

const tones = {
  brand: 'border-brand-200 bg-brand-50 text-brand-900 hover:bg-brand-100/70',
  amber: 'border-amber-200 bg-amber-50 text-amber-950 hover:bg-amber-100/70',
};

/** A banner that is one link: the whole strip is the target. */
export function AlertBanner({ to, icon, tone, children }: Props) {
  return (
    <Link to={to} className={cn('group flex items-center gap-3 rounded-2xl border px-4 py-3.5 transition-colors sm:px-5', tones[tone])}>
      <span aria-hidden="true" className="shrink-0">
        {icon}
      </span>
      <span className="flex-1 text-sm font-medium sm:text-[0.9375rem]">{children}</span>
      <ArrowRight aria-hidden="true" className="size-5 shrink-0 transition-transform group-hover:translate-x-0.5" />
    </Link>
  );
}

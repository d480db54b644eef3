import type { ReactNode } from 'react';
import { ArrowLeft, BookOpen } from 'lucide-react';
import { Link } from 'react-router';
import { LanguageSwitch } from '../../../components/language-switch';
import { PRODUCT_NAME } from '../../../lib/env';

type Props = {
  title: string;
  /** Where the quiet link at the top leads (sign in, or back to the portal) and what it says. */
  back: { to: string; label: string };
  children: ReactNode;
};

/** The frame of every account page: a card like the login page's, the way back, the language switch. */
export function AccountCard({ title, back, children }: Props) {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50 px-4 py-5 sm:px-6 sm:py-8">
      <div className="mx-auto flex w-full max-w-md flex-wrap items-center justify-between gap-3">
        <Link to={back.to} className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-slate-600 hover:text-brand-700">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {back.label}
        </Link>
        <LanguageSwitch />
      </div>
      <main className="mx-auto mt-6 w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:mt-10 sm:p-8">
        <div className="flex items-center gap-3">
          <span aria-hidden="true" className="grid size-10 place-items-center rounded-xl bg-brand-600 text-white">
            <BookOpen className="size-5" />
          </span>
          <span className="text-sm font-semibold text-slate-500">{PRODUCT_NAME}</span>
        </div>
        <h1 className="mt-5 text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
        <div className="mt-4 flex flex-col gap-5">{children}</div>
      </main>
    </div>
  );
}

/** A short notice in the card: what happened and what to do now. */
export function Notice({ tone = 'info', children }: { tone?: 'info' | 'warning' | 'success'; children: ReactNode }) {
  const toneClass = {
    info: 'bg-brand-50 text-brand-900',
    warning: 'bg-amber-50 text-amber-900',
    success: 'bg-emerald-50 text-emerald-900',
  }[tone];
  return <div className={`rounded-lg px-3.5 py-3 text-sm ${toneClass}`}>{children}</div>;
}

import { type KeyboardEvent, lazy, type PointerEvent, Suspense, useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react';
import { ChevronDown } from 'lucide-react';
import type { TLanguage, TMe } from '@carnet/contract';
import { accountLabel, initialsOf } from './account-label';

/*
 * Radix's menu (with its positioning library) is the heaviest part of the top bar, and most visits
 * never open it: it loads on the first open (the home page's JavaScript budget, scripts/size.ts). Until
 * then a plain button looks and answers like Radix's trigger: pointer down, Enter, Space, ArrowDown.
 */
const AccountMenuPopup = lazy(() => import('./account-menu-popup').then((m) => ({ default: m.AccountMenuPopup })));

const triggerClass =
  'group flex items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-medium text-slate-700 hover:bg-slate-100 sm:pr-3';
const isOpeningKey = (key: string) => ['Enter', ' ', 'ArrowDown'].includes(key);

/**
 * A language chosen in the menu renders the whole page anew (app/providers), this button included:
 * focus comes back to the new button, where the person left it, instead of falling to the page's start.
 */
let focusOwedIn: TLanguage | null = null;

/** The account menu of the top bar: family form, the children, the language, log out. */
export function AccountMenu({ user }: { user: TMe }) {
  const [isOpen, setIsOpen] = useState(false);
  const [openedBy, setOpenedBy] = useState<'pointer' | 'keyboard' | null>(null);
  const { i18n } = useLingui();
  const placeholderRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusOwedIn !== i18n.locale) return;
    focusOwedIn = null;
    placeholderRef.current?.focus();
  }, [i18n.locale]);
  const label = accountLabel(user);
  const content = (
    <>
      <span aria-hidden="true" className="grid size-8 place-items-center rounded-full bg-brand-600 text-xs font-semibold text-white">
        {initialsOf(user)}
      </span>
      <span className="sr-only sm:not-sr-only">{label}</span>
      <ChevronDown aria-hidden="true" className="size-4 text-slate-500 transition-transform group-data-[state=open]:rotate-180" />
    </>
  );
  const openWith = (how: 'pointer' | 'keyboard') => {
    setOpenedBy(how);
    setIsOpen(true);
  };
  const placeholder = (
    <button
      ref={placeholderRef}
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      className={triggerClass}
      onPointerDown={(event: PointerEvent) => {
        if (event.button !== 0 || event.ctrlKey) return;
        event.preventDefault();
        openWith('pointer');
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (!isOpeningKey(event.key)) return;
        event.preventDefault();
        openWith('keyboard');
      }}
    >
      {content}
    </button>
  );
  if (!openedBy) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <AccountMenuPopup
        user={user}
        label={label}
        isOpen={isOpen}
        onOpenChange={setIsOpen}
        isKeyboardOpen={openedBy === 'keyboard'}
        onLanguageChosen={(language) => (focusOwedIn = language)}
        triggerClass={triggerClass}
      >
        {content}
      </AccountMenuPopup>
    </Suspense>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { type ReactNode, useId, useRef } from 'react';
import { Bell, CalendarPlus, Check, Download, KeyRound, LogOut, UserRound, Users } from 'lucide-react';
import { useNavigate } from 'react-router';
import { isLanguage, LANGUAGES, type TLanguage, type TMe } from '@carnet/contract';
import { LANGUAGE_NAMES, switchLanguage } from '../../components/language-switch';
import { accountEntries } from './account-label';
import { logOut } from '../../lib/log-out';
import { paths } from '../../lib/paths';

const itemClass =
  'flex cursor-pointer items-center gap-2.5 rounded-lg px-3 py-2 text-sm text-slate-700 outline-none select-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800';
const separatorClass = 'mx-1 my-1 h-px bg-slate-100';

type Props = {
  user: TMe;
  label: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Opened from the keyboard before this module was loaded: Radix would then have focused the first item. */
  isKeyboardOpen: boolean;
  /** A language was chosen: the page is about to be rendered anew in it. */
  onLanguageChosen: (language: TLanguage) => void;
  triggerClass: string;
  children: ReactNode;
};

/** The Radix menu behind the account button: family form, the children, the language, log out (loaded on first open, see account-menu). */
export function AccountMenuPopup({ user, label, isOpen, onOpenChange, isKeyboardOpen, onLanguageChosen, triggerClass, children }: Props) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  // Radix notices the keyboard through its own listener, which did not exist yet at the first key press.
  const isFirstKeyboardOpen = useRef(isKeyboardOpen);
  const languageLabelId = useId();
  const choose = (language: TLanguage) => {
    if (language === i18n.locale) return;
    onLanguageChosen(language);
    void switchLanguage(language);
  };
  return (
    <DropdownMenu.Root modal={false} open={isOpen} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger className={triggerClass}>{children}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          onFocus={(event) => {
            // Radix focuses the menu itself on open; from the keyboard it would have gone on to the first item.
            if (!isFirstKeyboardOpen.current || event.target !== event.currentTarget) return;
            isFirstKeyboardOpen.current = false;
            event.currentTarget.querySelector<HTMLElement>('[role="menuitem"]')?.focus({ preventScroll: true });
          }}
          align="end"
          sideOffset={8}
          collisionPadding={8}
          className="z-50 min-w-60 rounded-2xl border border-slate-200 bg-white p-1.5 shadow-xl shadow-slate-900/10"
        >
          <DropdownMenu.Label className="px-3 pt-2 pb-2.5">
            <span className="block text-sm font-semibold text-slate-900">{label}</span>
            <span className="block truncate text-xs text-slate-500">{user.email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className={separatorClass} />
          {accountEntries(user).map((entry) => (
            <DropdownMenu.Item key={entry.to} className={itemClass} onSelect={() => void navigate(entry.to)}>
              {entry.to === paths.parentInfo ? (
                <Users aria-hidden="true" className="size-4 text-slate-500" />
              ) : (
                <UserRound aria-hidden="true" className="size-4 text-slate-500" />
              )}
              {entry.label}
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Item className={itemClass} onSelect={() => void navigate(paths.accountSecurity)}>
            <KeyRound aria-hidden="true" className="size-4 text-slate-500" />
            <Trans>Password and sessions</Trans>
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} onSelect={() => void navigate(paths.notifications)}>
            <Bell aria-hidden="true" className="size-4 text-slate-500" />
            <Trans>Notifications</Trans>
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} onSelect={() => void navigate(paths.accountCalendar)}>
            <CalendarPlus aria-hidden="true" className="size-4 text-slate-500" />
            <Trans>Subscribe in my calendar</Trans>
          </DropdownMenu.Item>
          {user.roles.includes('ROLE_PARENT') ? (
            <DropdownMenu.Item className={itemClass} onSelect={() => void navigate(paths.accountData)}>
              <Download aria-hidden="true" className="size-4 text-slate-500" />
              <Trans>Download my data</Trans>
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Separator className={separatorClass} />
          <DropdownMenu.Label id={languageLabelId} className="px-3 pt-1.5 pb-1 text-xs font-medium text-slate-500">
            <Trans>Language</Trans>
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup
            aria-labelledby={languageLabelId}
            value={i18n.locale}
            onValueChange={(value) => {
              if (isLanguage(value)) choose(value);
            }}
          >
            {LANGUAGES.map((language) => (
              <DropdownMenu.RadioItem key={language} value={language} lang={language} className={itemClass}>
                <span aria-hidden="true" className="grid size-4 place-items-center">
                  <DropdownMenu.ItemIndicator>
                    <Check className="size-4 text-brand-600" />
                  </DropdownMenu.ItemIndicator>
                </span>
                {LANGUAGE_NAMES[language]}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
          <DropdownMenu.Separator className={separatorClass} />
          <DropdownMenu.Item className={itemClass} onSelect={() => void logOut()}>
            <LogOut aria-hidden="true" className="size-4 text-slate-500" />
            <Trans>Log out</Trans>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

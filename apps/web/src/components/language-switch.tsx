import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { LANGUAGES, type TLanguage } from '@carnet/contract';
import { chooseLanguage } from '../lib/i18n/choose-language';
import { activateLanguage, currentLanguage } from '../lib/i18n/language';
import { notifyError } from '../lib/toast';
import { cn } from '../lib/cn';

/**
 * Each language named in itself, so a reader of either finds their own: these names are the same
 * whatever language the page speaks, so they are not in the catalogs.
 */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a language's own name, the same in every language
export const LANGUAGE_NAMES: Record<TLanguage, string> = { en: 'English', fr: 'Français' };

/**
 * Speaks the language chosen (see chooseLanguage), or says what failed, once the page speaks what it
 * will speak: the language itself, or only its saving on the account (the page then speaks it already).
 */
export async function switchLanguage(language: TLanguage): Promise<void> {
  try {
    await chooseLanguage(language);
  } catch (error) {
    // Waits for the switch still loading, if any (no second load): the message is then in the page's language.
    await activateLanguage(language).catch(() => undefined);
    const message =
      currentLanguage() === language
        ? t`The language could not be saved on your account. Please try again.`
        : t`The language could not be changed. Please try again.`;
    notifyError(message, error);
  }
}

/** The language switch of the login page: two buttons, the spoken one pressed. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { i18n } = useLingui();
  return (
    <div
      role="group"
      aria-label={t`Language`}
      className={cn('inline-flex rounded-lg border border-slate-200 bg-white p-0.5 text-sm', className)}
    >
      {LANGUAGES.map((language) => {
        const isSpoken = i18n.locale === language;
        return (
          <button
            key={language}
            type="button"
            lang={language}
            aria-pressed={isSpoken}
            onClick={() => void switchLanguage(language)}
            className={cn(
              'rounded-md px-3 py-1.5 font-medium transition-colors',
              isSpoken ? 'bg-brand-600 text-white' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
            )}
          >
            {LANGUAGE_NAMES[language]}
          </button>
        );
      })}
    </div>
  );
}

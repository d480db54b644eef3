import { i18n } from '@lingui/core';
import { isLanguage, pickLanguage, type TLanguage } from '@carnet/contract';
import { DEFAULT_LANGUAGE } from '../env';
import { getStoredUser } from '../session';
import { loadMessages } from './catalogs';

/** The language chosen on this device before signing in (the switch on the login page). */
const DEVICE_CHOICE_KEY = 'language';

/**
 * The language to speak: the account's saved choice; else the one chosen on this device; else the
 * first of the browser's languages Carnet speaks; else the school's.
 */
export function preferredLanguage(): TLanguage {
  const saved = getStoredUser()?.language;
  if (saved) return saved;
  const chosenHere = localStorage.getItem(DEVICE_CHOICE_KEY);
  if (isLanguage(chosenHere)) return chosenHere;
  return pickLanguage(navigator.languages ?? [navigator.language]) ?? DEFAULT_LANGUAGE;
}

/** The language the page speaks now. */
export function currentLanguage(): TLanguage {
  return isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE;
}

let pending: { language: TLanguage; done: Promise<void> } | null = null;

/** Loads the language's messages and speaks it; `<html lang>` follows, for screen readers and hyphenation. */
export function activateLanguage(language: TLanguage): Promise<void> {
  if (i18n.locale === language) {
    // Back to the language spoken now: a switch still loading must not land after this.
    pending = null;
    return Promise.resolve();
  }
  if (pending?.language === language) return pending.done;
  const done = loadMessages(language).then((messages) => {
    // A later choice won the race: this one must not undo it.
    if (pending?.language !== language) return;
    i18n.loadAndActivate({ locale: language, messages });
    document.documentElement.lang = language;
    pending = null;
  });
  pending = { language, done };
  return done;
}

/** Remembers a choice made on this device, so the login page and the next sign-in speak it. */
export function rememberDeviceChoice(language: TLanguage): void {
  localStorage.setItem(DEVICE_CHOICE_KEY, language);
}

/** The language chosen on this device, if any (to save on the account at sign-in). */
export function deviceChoice(): TLanguage | null {
  const chosen = localStorage.getItem(DEVICE_CHOICE_KEY);
  return isLanguage(chosen) ? chosen : null;
}

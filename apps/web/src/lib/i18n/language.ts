import { i18n } from '@lingui/core';
import { isLanguage, pickLanguage, type TLanguage } from '@carnet/contract';
import { DEFAULT_LANGUAGE } from '../env';
import { getStoredUser } from '../session';
import { type CatalogPart, loadMessages } from './catalogs';

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
/** The parts of the catalogs the page has needed so far: a new language loads the same parts. */
const neededParts = new Set<CatalogPart>(['public']);

/** Loads the language's messages and speaks it; `<html lang>` follows, for screen readers and hyphenation. */
export function activateLanguage(language: TLanguage): Promise<void> {
  if (i18n.locale === language) {
    // Back to the language spoken now: a switch still loading must not land after this.
    pending = null;
    return Promise.resolve();
  }
  if (pending?.language === language) return pending.done;
  const parts = new Set(neededParts);
  const done = loadMessages(language, parts).then(async (messages) => {
    // A later choice won the race: this one must not undo it.
    if (pending?.language !== language) return;
    // A part needed while these loaded (the shell's, at sign-in) comes with them.
    const missing = new Set([...neededParts].filter((part) => !parts.has(part)));
    const more = missing.size > 0 ? await loadMessages(language, missing) : {};
    if (pending?.language !== language) return;
    i18n.loadAndActivate({ locale: language, messages: { ...messages, ...more } });
    document.documentElement.lang = language;
    pending = null;
  });
  pending = { language, done };
  return done;
}

/**
 * The signed-in pages' texts (the shell, home and every area), loaded with the shell: the login page
 * does without them. In the language spoken, or being switched to.
 */
export function loadSignedInMessages(): Promise<void> {
  return loadCatalogPart('signed-in');
}

/**
 * Loads one more part of the catalogs into the language spoken (or being switched to); a later
 * switch of language loads it too. The staff side loads 'staff' this way with its shell.
 */
export async function loadCatalogPart(part: CatalogPart): Promise<void> {
  if (neededParts.has(part)) return pending?.done;
  neededParts.add(part);
  const language = pending?.language ?? currentLanguage();
  const messages = await loadMessages(language, new Set([part]));
  // Merged into the language's messages, unless another language took over meanwhile (it loaded them too).
  if (i18n.locale === language && !pending) i18n.load(language, messages);
  else await pending?.done;
}

/** Remembers a choice made on this device, so the login page and the next sign-in speak it. */
export function rememberDeviceChoice(language: TLanguage): void {
  localStorage.setItem(DEVICE_CHOICE_KEY, language);
}

/** A language picked on the login page in this tab, before signing in: the sign-in saves it on the account. */
const PICKED_BEFORE_SIGN_IN_KEY = 'language-picked-before-sign-in';

/** Remembers a pick of the signed-out pages (login, activation), for the coming sign-in only. */
export function rememberPickBeforeSignIn(language: TLanguage): void {
  sessionStorage.setItem(PICKED_BEFORE_SIGN_IN_KEY, language);
}

/** The language picked on the login page before this sign-in, if any. */
export function pickBeforeSignIn(): TLanguage | null {
  const picked = sessionStorage.getItem(PICKED_BEFORE_SIGN_IN_KEY);
  return isLanguage(picked) ? picked : null;
}

export function forgetPickBeforeSignIn(): void {
  sessionStorage.removeItem(PICKED_BEFORE_SIGN_IN_KEY);
}

/** The language chosen on this device, if any (to save on the account at sign-in). */
export function deviceChoice(): TLanguage | null {
  const chosen = localStorage.getItem(DEVICE_CHOICE_KEY);
  return isLanguage(chosen) ? chosen : null;
}

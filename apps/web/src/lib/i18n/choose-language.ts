import type { TLanguage } from '@carnet/contract';
import { saveLanguage } from '../api/save-language';
import { getStoredUser, getToken, saveUser } from '../session';
import { activateLanguage, rememberDeviceChoice, rememberPickBeforeSignIn } from './language';

/**
 * The language switch (login page, account menu): speak the language now, remember it on this device,
 * and, signed in, save it on the account so a new device speaks it too; signed out, the coming sign-in
 * saves it (language-at-sign-in.ts).
 */
export async function chooseLanguage(language: TLanguage): Promise<void> {
  rememberDeviceChoice(language);
  const isSignedIn = Boolean(getToken() && getStoredUser());
  if (!isSignedIn) rememberPickBeforeSignIn(language);
  await Promise.all([activateLanguage(language), isSignedIn ? saveLanguage(language).then(saveUser) : null]);
}

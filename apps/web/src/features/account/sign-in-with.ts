import { withLanguageChosenAtSignIn } from '../../lib/i18n/language-at-sign-in';
import { clearSession, saveToken, saveUser } from '../../lib/session';
import { getMe } from './api/account-api';

/**
 * Signs in with a token the server just gave (a link used): saved as the login page saves it, with
 * the account, and the language chosen on this page kept on the account as at sign-in.
 */
export async function signInWith(token: string): Promise<void> {
  saveToken(token);
  try {
    saveUser(await withLanguageChosenAtSignIn(await getMe()));
  } catch (error) {
    clearSession();
    throw error;
  }
}

import type { TMe } from '@carnet/contract';
import { saveLanguage } from '../api/save-language';
import { deviceChoice, forgetPickBeforeSignIn, pickBeforeSignIn } from './language';

/**
 * The account as it should be kept at sign-in (the login form, an activation link). A language picked
 * on the login page just before is the person's latest word: it wins over the one their account saved
 * and becomes the saved one (decision 095). Without such a pick, a language chosen on this device
 * earlier is saved only when the account has none, so another person's old pick on a shared device
 * never overrides an account's choice.
 */
export async function withLanguageChosenAtSignIn(user: TMe): Promise<TMe> {
  const picked = pickBeforeSignIn() ?? (user.language ? null : deviceChoice());
  const kept = picked && picked !== user.language ? await saveLanguage(picked) : user;
  forgetPickBeforeSignIn();
  return kept;
}

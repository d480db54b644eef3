import { useEffect, useSyncExternalStore } from 'react';
import { getStoredUser, subscribeToSession } from '../session';
import { activateLanguage } from './language';

const accountLanguage = () => getStoredUser()?.language ?? null;

/**
 * Speaks the account's language as soon as it is known: at sign-in, when the account is refreshed, or
 * when another tab or device changed it.
 */
export function useAccountLanguage(): void {
  const language = useSyncExternalStore(subscribeToSession, accountLanguage, () => null);
  useEffect(() => {
    if (language) void activateLanguage(language);
  }, [language]);
}

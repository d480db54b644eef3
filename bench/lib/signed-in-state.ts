import type { Browser, BrowserContext } from 'playwright-core';
import type { AccountName } from '../../e2e/support/accounts';
import { signIn } from '../../e2e/support/session';

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * The localStorage of a signed-in account, made in a throwaway context: a context started with it
 * opens a signed-in page cold, without the login screen's files already in its cache.
 */
export async function signedInState(browser: Browser, baseUrl: string, account: AccountName): Promise<StorageState> {
  const context = await browser.newContext({ baseURL: baseUrl });
  try {
    await signIn(await context.newPage(), baseUrl, account, '/login');
    return await context.storageState();
  } finally {
    await context.close();
  }
}

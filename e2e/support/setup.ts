import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { type TestServer, startServer } from './server';

/** One server (with extra environment variables, if any) and one browser for the test file that calls it; both stopped after. */
export function useServerAndBrowser(serverEnv: Record<string, string> = {}) {
  const handles: { server: TestServer | null; browser: Browser | null } = { server: null, browser: null };
  beforeAll(async () => {
    // Settled, not all: if one fails to start, the other is still known and stopped after.
    const [server, browser] = await Promise.allSettled([startServer(serverEnv), launchBrowser()]);
    handles.server = server.status === 'fulfilled' ? server.value : null;
    handles.browser = browser.status === 'fulfilled' ? browser.value : null;
    if (server.status === 'rejected') throw server.reason;
    if (browser.status === 'rejected') throw browser.reason;
  });
  afterAll(async () => {
    await handles.browser?.close();
    await handles.server?.stop();
  });
  return {
    get baseUrl(): string {
      if (!handles.server) throw new Error('server not started');
      return handles.server.baseUrl;
    },
    get databaseFile(): string {
      if (!handles.server) throw new Error('server not started');
      return handles.server.databaseFile;
    },
    get browser(): Browser {
      if (!handles.browser) throw new Error('browser not launched');
      return handles.browser;
    },
  };
}

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { connectBrowser } from './browser';
import { type TestServer, startServer } from './server';

/**
 * The test file's own server, on its own copy of the demo school's database (with extra environment
 * variables, if any), and a connection to the run's shared browser (e2e/global-setup.ts); the server
 * is stopped and the connection closed after the file. Every journey file owns its data this way:
 * what one file writes (a booking, a sent form, a seen document) no other file ever reads.
 */
export function useServerAndBrowser(serverEnv: Record<string, string> = {}) {
  const handles: { server: TestServer | null; browser: Browser | null } = { server: null, browser: null };
  beforeAll(async () => {
    // Settled, not all: if one fails to start, the other is still known and stopped after.
    const [server, browser] = await Promise.allSettled([
      startServer(serverEnv, { bundle: inject('serverBundle'), seededDatabase: inject('seededDatabase') }),
      connectBrowser(inject('browserWsEndpoint')),
    ]);
    handles.server = server.status === 'fulfilled' ? server.value : null;
    handles.browser = browser.status === 'fulfilled' ? browser.value : null;
    if (server.status === 'rejected') throw server.reason;
    if (browser.status === 'rejected') throw browser.reason;
  });
  afterAll(async () => {
    // A connected browser's close() closes this file's contexts and disconnects; the browser lives on.
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
      if (!handles.browser) throw new Error('browser not connected');
      return handles.browser;
    },
  };
}

import type { Browser } from 'playwright-core';
import { afterEach, expect } from 'vitest';
import { MOBILE, type TestPage, openPage } from './browser';

/**
 * For a journey of several people (a teacher, a parent, the office), each in their own browser
 * context: `open` gives a page at a width (the journey's default unless given) and in a language; after each test every page it opened is
 * closed, and none may have thrown an error.
 */
export function useOpenedPages(env: { browser: Browser; baseUrl: string }, defaultViewport = MOBILE) {
  let opened: TestPage[] = [];
  afterEach(async () => {
    const errors = opened.flatMap((page) => page.pageErrors);
    await Promise.all(opened.map((page) => page.context.close()));
    opened = [];
    expect(errors).toEqual([]);
  });
  return async (viewport = defaultViewport, locale = 'en-GB'): Promise<TestPage> => {
    const page = await openPage(env.browser, env.baseUrl, viewport, { locale });
    opened.push(page);
    return page;
  };
}

import { unzipSync } from 'fflate';
import type { BrowserContext, Download, Page } from 'playwright-core';

/**
 * Checks shared by the journeys of the file screens (documents, reports, newsletters) and the
 * other pages of the same issue (rewards, term dates): what a download or a new tab really holds,
 * and when a page has settled. The accessibility scan is in ./axe.
 */

/** A PDF starts with '%PDF-'. */
export const isPdf = (bytes: Uint8Array) => Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-';

/** A download's bytes, read as a stream: the journeys' browser is shared, and path() throws on a connected browser. */
export async function downloadedBytes(download: Download): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

/** The files of a downloaded zip, by name. */
export async function zipEntries(download: Download): Promise<Record<string, Uint8Array>> {
  return unzipSync(await downloadedBytes(download));
}

type BlobWindow = Window & { __createdBlobs?: Map<string, Blob> };

/**
 * Keeps every Blob the app turns into a URL, so a journey can read what a new tab was given (the
 * page's CSP forbids fetching blob: URLs, rightly). Call before the first navigation.
 */
export async function recordBlobUrls(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const created = new Map<string, Blob>();
    (window as BlobWindow).__createdBlobs = created;
    const original = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (object: Blob | MediaSource) => {
      const url = original(object);
      if (object instanceof Blob) created.set(url, object);
      return url;
    };
  });
}

/**
 * What a new tab shows: the media type of its document (Chromium's viewer says 'application/pdf')
 * and the first bytes of the blob behind its URL, read in the page that made it.
 */
export async function tabContent(opener: Page, tab: Page): Promise<{ type: string; head: string }> {
  await tab.waitForURL(/^blob:/);
  await tab.waitForLoadState();
  const type = await tab.evaluate(() => document.contentType);
  const head = await opener.evaluate(async (url) => {
    const blob = (window as BlobWindow).__createdBlobs?.get(url);
    if (!blob) return 'no blob';
    return new TextDecoder('latin1').decode(new Uint8Array(await blob.slice(0, 5).arrayBuffer()));
  }, tab.url());
  return { type, head };
}

/** Waits until no loading placeholder is left and toasts have finished sliding in. */
export async function settled(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForFunction(() => document.querySelectorAll('[role="status"]').length === 0, undefined, { timeout: 15_000 });
  await page.evaluate(() => document.fonts.ready);
}

import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Every finite CSS animation and transition over: mid-way through a fade or a slide (a toast coming
 * in, a page going from its loading opacity to full) colours are not the final ones, and axe would
 * judge the contrast of a frame no one keeps seeing. Two frames first, so a transition that a
 * just-mounted element starts on its next frame is already running. Endless ones (spinners) are
 * left out.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
    undefined,
    { timeout: 10_000 },
  );
}

/**
 * The WCAG 2.1 A and AA violations of the page as it rests, as short lines naming the rule and the elements.
 *
 * Legacy mode: axe.run in the page itself. The default mode runs axe in parts and then opens a blank
 * page (one more renderer process) in the test's context to put the parts together, and injects axe
 * there a second time: on a busy 2-core machine that doubled every scan and made long scan lists
 * reach their time-out. The default exists for cross-origin frames, which the portal has none of;
 * same-origin frames are still scanned. Same rules, same results.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await animationsSettled(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG_21_AA).setLegacyMode(true).analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} -> ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

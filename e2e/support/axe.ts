import axe from 'axe-core';
import type { Page } from 'playwright-core';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

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
 * axe-core itself, run in the page, put there once per loaded document: the portal moves between
 * screens without reloading, so a journey's later scans find it already there. @axe-core/playwright,
 * used before, evaluated axe's 550 KB of source twice on every scan (once to check for a newer API,
 * once per frame), which was most of a scan's time: 4.3 to 9.6 s against 0.9 to 2.0 s for the same
 * page and the same rules, measured side by side on the office's evenings page at load 16. The
 * portal has no frames of its own to scan. Only violations are gathered in full (`resultTypes`):
 * axe otherwise builds a selector for every element that passed, which these checks never read.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await animationsSettled(page);
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.evaluate(axe.source);
  const violations = await page.evaluate(async (tags) => {
    if (!window.axe) throw new Error('axe-core did not load in the page');
    const results = await window.axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return results.violations.map((v) => ({ id: v.id, help: v.help, targets: v.nodes.map((node) => node.target.join(' ')) }));
  }, WCAG_21_AA);
  return violations.map((v) => `${v.id}: ${v.help} -> ${v.targets.join(', ')}`);
}

/** Accessibility checks with axe-core. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import axe, { type AxeResults } from 'axe-core';
import { expect } from './test.ts';

/** The WCAG 2.1 A and AA rule sets. */
export const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

/**
 * axe's results for the page as it is now, WCAG 2.1 A and AA rules. A page without frames (every
 * shop page) is scanned by axe-core in the page itself, injected once per document: 0.1–0.6 s a
 * scan. `@axe-core/playwright`'s builder injects axe twice and merges its results in a blank page
 * of its own, 1.3–3 s a scan on a 2-core machine (about a hundred scans in the journeys); it stays
 * for a page with frames, whose documents it scans too. Same rules, same results (measured on the
 * home, category, product, price and cart pages, 2026-11-28).
 */
async function scan(page: Page): Promise<AxeResults> {
  if (page.frames().length > 1) return new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
  if (!(await page.evaluate(() => window.axe !== undefined))) await page.evaluate(axe.source);
  return page.evaluate((tags) => window.axe!.run(document, { runOnly: { type: 'tag', values: tags } }), WCAG_AA);
}

/** Runs axe on the page as it is now; fails on any serious or critical WCAG 2.1 AA violation. */
export async function expectNoSeriousViolations(page: Page, what: string): Promise<void> {
  // A dialog fading in has its text half-transparent: axe would measure the colours mid-fade. Every
  // finite animation is let finish first (a spinner's endless one is left running).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await scan(page);
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
    }));
  expect(serious, `serious or critical axe violations on ${what}`).toEqual([]);
  // Guard against a vacuous pass (e.g. axe analysing an empty document).
  expect(results.passes.length, `axe checked rules on ${what}`).toBeGreaterThan(10);
}

/** Accessibility checks with axe-core. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './test.ts';

/** The WCAG 2.1 A and AA rule sets. */
export const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Runs axe on the page as it is now; fails on any serious or critical WCAG 2.1 AA violation. */
export async function expectNoSeriousViolations(page: Page, what: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
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

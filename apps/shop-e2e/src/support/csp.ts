/**
 * Content-Security-Policy violations in the browser (issue #11: every HTML answer carries a policy
 * whose script-src has no 'unsafe-inline'). Chromium reports a violation twice over: a console error
 * ("… violates the following Content Security Policy directive …", also for workers, where it may
 * surface as an uncaught error) and a `securitypolicyviolation` event on the document, which the
 * init script below turns into a console error of its own, so that both paths end up in `found`.
 */
import type { BrowserContext, Page } from '@playwright/test';

const CSP_MESSAGE = /Content[- ]Security[- ]Policy/i;

/** Whether a console or page error message reports a CSP violation. */
export function isCspViolation(message: string): boolean {
  return CSP_MESSAGE.test(message);
}

/** Collects the CSP violations `page` reports (console errors and uncaught errors) into `found`. */
export function collectCspViolations(page: Page, found: string[]): void {
  page.on('console', (message) => {
    if (message.type() === 'error' && isCspViolation(message.text())) found.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    if (isCspViolation(error.message)) found.push(`${page.url()}: ${error.message}`);
  });
}

/**
 * Makes every document of `context` report its `securitypolicyviolation` events as console errors
 * (init scripts are injected by the browser's debugging protocol, so the page's policy does not
 * apply to them).
 */
export async function reportViolationEvents(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `Content Security Policy violation event: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}` +
          ` at ${event.sourceFile || location.href}:${event.lineNumber} ${event.sample}`,
      );
    });
  });
}

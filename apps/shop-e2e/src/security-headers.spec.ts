/**
 * Security headers in the browser (issue #11): every page type arrives with a Content-Security-Policy
 * whose script-src allows inline scripts only by this response's nonce, renders and hydrates without
 * a single violation (support/csp.ts, checked for every test by support/test.ts), and still
 * navigates on the client. The headers themselves, page by page, are tested over HTTP in
 * apps/shop-server/tests/security/headers.test.ts.
 */
import type { Page, Response } from '@playwright/test';
import { findProduct, offers, startPrintOrder } from './support/print.ts';
import { expect, main, test, waitForHydration } from './support/test.ts';

/** The nonce of the response's policy, after checking the policy's script-src. */
function policyNonce(response: Response | null): string {
  const policy = response?.headers()['content-security-policy'] ?? '';
  const scriptSrc =
    policy
      .split(';')
      .map((directive) => directive.trim())
      .find((directive) => directive.startsWith('script-src ')) ?? '';
  expect(scriptSrc, `script-src of ${response?.url()}`).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'unsafe-eval'");
  const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(scriptSrc)?.[1];
  if (!nonce) throw new Error(`no nonce in the policy of ${response?.url()}: ${policy}`);
  expect(response?.headers()['x-content-type-options']).toBe('nosniff');
  expect(response?.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  return nonce;
}

/**
 * The executable inline scripts of the document and their nonces (JSON-LD is data: the policy does
 * not apply to it). Browsers hide the nonce attribute once the policy applies; the property keeps it.
 */
function inlineScriptNonces(page: Page): Promise<{ nonce: string; start: string }[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('script:not([src])')]
      .filter((script) => !/json/i.test(script.getAttribute('type') ?? ''))
      .map((script) => ({ nonce: (script as HTMLScriptElement).nonce, start: (script.textContent ?? '').slice(0, 60) })),
  );
}

/** Opens `path` as a document load and checks its policy, its inline scripts and its hydration. */
async function openPage(page: Page, path: string, status = 200): Promise<string> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(status);
  const nonce = policyNonce(response);
  await waitForHydration(page);
  const scripts = await inlineScriptNonces(page);
  expect(scripts.length, `inline scripts of ${path}`).toBeGreaterThan(0);
  for (const script of scripts) expect(script, `inline script of ${path}`).toEqual({ nonce, start: script.start });
  return nonce;
}

test('every page type loads under its nonce policy without a CSP violation, hydrates and navigates on the client', async ({
  page,
  request,
  cspViolations,
}) => {
  const product = await findProduct(request, (p) => offers(p, 'inkjet'));
  const pages: { name: string; path: string; status?: number; heading?: string | RegExp }[] = [
    { name: 'home', path: '/', heading: 'オリジナルTシャツ・グッズを1枚から' },
    { name: 'category', path: '/t-shirts' },
    { name: 'product', path: `/product/${product.code}`, heading: product.name },
    { name: 'print method page', path: `/product/${product.code}/print` },
    { name: 'cart', path: '/cart' },
    { name: 'login', path: '/login' },
    { name: 'guide page', path: '/guidance/delivery' },
    { name: 'blog', path: '/blog' },
    { name: '404', path: '/no/such/page', status: 404, heading: 'Not Found' },
  ];
  const nonces = new Set<string>();
  for (const { name, path, status, heading } of pages) {
    await test.step(name, async () => {
      nonces.add(await openPage(page, path, status));
      if (heading) await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      expect(cspViolations, `CSP violations on ${path}`).toEqual([]);
    });
  }
  expect(nonces.size, 'a fresh nonce for every response').toBe(pages.length);

  await test.step('a print step (reloaded as a document)', async () => {
    await startPrintOrder(page, product.code, 'インクジェット');
    const step = new URL(page.url());
    await openPage(page, `${step.pathname}${step.search}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('プリント位置・カラー・数量を選ぶ');
  });

  await test.step('colour swatches keep their inline colours (style-src-attr)', async () => {
    await openPage(page, `/product/${product.code}`);
    const colours = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('main [style*="background"]')].map((element) => getComputedStyle(element).backgroundColor),
    );
    expect(colours.length).toBeGreaterThan(0);
    expect(colours.filter((colour) => colour === 'rgba(0, 0, 0, 0)')).toEqual([]);
  });

  await test.step('the menu drawer (its scroll lock adds a <style> with the nonce) and a client-side navigation', async () => {
    await openPage(page, '/');
    // A full document load would lose this mark; a client-side navigation keeps it.
    await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
    await page.getByRole('button', { name: 'メニューを開く' }).click();
    const drawer = page.getByRole('dialog', { name: 'メニュー' });
    await expect(drawer).toBeVisible();
    const link = drawer.getByRole('region', { name: '商品カテゴリー' }).getByRole('link').first();
    const category = (await link.textContent())?.trim() ?? '';
    await link.click();
    await expect(drawer).toBeHidden();
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(category);
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(cspViolations).toEqual([]);
  });
});

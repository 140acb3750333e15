import { chooseColourAndSize } from './support/product.ts';
import { expect, firstListedProduct, test, waitForHydration } from './support/test.ts';

// The server HTML is the whole page; scripts only make it interactive. React hoists React Router's
// module preloads to the top of <head>, where they held up the first paint on slow connections
// (apps/shop-web/app/html/head-filter.ts removes them). These checks fail if the preloads come back
// or if the page no longer hydrates without them.
test('server-rendered pages carry no module preloads in the head and still hydrate and respond', async ({ page, request }) => {
  await page.goto('/');
  const product = await firstListedProduct(page);
  for (const path of ['/', '/tops', product.path]) {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head, `head of ${path}`).toContain('rel="stylesheet"');
    expect(head, `head of ${path}`).not.toContain('rel="modulepreload"');
    expect(html, `module script of ${path}`).toMatch(/<script\b[^>]*\btype="module"[^>]*>[\s\S]*import\(/);

    await page.goto(path);
    await waitForHydration(page);
  }
  // Hydrated: adding to the guest cart (browser-only code) works on the product page.
  const choice = await chooseColourAndSize(page, 1);
  await page.getByRole('button', { name: 'カートに入れる' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'カートに' })).toContainText(`カートに${choice.quantity}点追加しました。`);
});

import { chooseColourAndSize } from './support/product.ts';
import { expect, firstListedProduct, main, test, waitForHydration } from './support/test.ts';

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

// React Router writes `#` after the address of a stylesheet that an island's import also brings;
// Vite's preload helper has to count those links as present (apps/shop-web/vite.config.ts,
// routeLinkedStylesCount), or it links every island's stylesheet a second time while the page
// hydrates. Without the server's links, a page reached by a client-side navigation would need
// the helper's: this checks that such a page has every stylesheet the server's HTML links.
test('every stylesheet is linked once, and a page reached in the browser has the stylesheets of its server HTML', async ({
  page,
  request,
}) => {
  const linked = () =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => new URL(link.href).pathname),
    );
  const twice = (paths: string[]) => paths.filter((path, index) => paths.indexOf(path) !== index);

  await page.goto('/');
  const product = await firstListedProduct(page);
  for (const path of ['/', '/tops', product.path]) {
    await page.goto(path);
    await waitForHydration(page);
    // The first sign of a shopper wakes the dormant parts (their code and stylesheets load).
    await page.mouse.move(60, 60);
    await page.waitForLoadState('networkidle');
    const paths = await linked();
    expect(paths.length, `stylesheets of ${path}`).toBeGreaterThan(3);
    expect(twice(paths), `stylesheets linked twice on ${path}`).toEqual([]);
  }

  const serverLinked = [
    ...(await (await request.get(product.path)).text()).matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"#]+)#?"/g),
  ].map((match) => match[1]!);
  expect(serverLinked.some((path) => path.includes('product-page-body'))).toBe(true);
  await page.goto('/');
  await waitForHydration(page);
  await main(page).locator(`a[href="${product.path}"]`).first().click();
  await expect(page).toHaveURL(product.path);
  await waitForHydration(page);
  await page.mouse.move(60, 60);
  await page.waitForLoadState('networkidle');
  const paths = await linked();
  expect(
    serverLinked.filter((path) => !paths.includes(path)),
    'stylesheets missing after a client-side navigation',
  ).toEqual([]);
});

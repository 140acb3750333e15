/**
 * The price truth (issue #13): every yen amount a guidance page or a glossary word shows, as served,
 * is one the catalogue produces (tier charges, plates, extra charges, data production fees, colour
 * change charges, the shipping fee and free-shipping minimum) or one of the worked examples and
 * simulations the page renders, recomputed here with cart-domain from the inputs it declares.
 */
import { catalogueAmounts, exampleAmounts, exampleInputs, htmlText, yenAmounts } from './support/price-truth.ts';
import { expect, test } from './support/test.ts';

test('every yen amount on the guidance pages and glossary words is one the catalogue produces', async ({ request }) => {
  test.setTimeout(120_000);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>[^<]*?(\/(?:guidance|word)\/[^<]*)<\/loc>/g)].map((match) => match[1] ?? '');
  expect(paths.filter((path) => path.startsWith('/guidance/')).length, 'the guidance pages in the sitemap').toBeGreaterThanOrEqual(12);
  expect(paths).toContain('/guidance/price');

  const catalogue = await catalogueAmounts(request);
  expect(catalogue.size, 'amounts the catalogue states').toBeGreaterThan(20);

  const untrue: string[] = [];
  let checked = 0;
  for (const path of paths) {
    const res = await request.get(path);
    expect(res.status(), `GET ${path}`).toBe(200);
    const html = await res.text();
    const allowed = new Set(catalogue);
    for (const inputs of exampleInputs(html)) for (const amount of await exampleAmounts(request, inputs)) allowed.add(amount);
    const shown = yenAmounts(htmlText(html));
    checked += shown.length;
    for (const amount of shown) if (!allowed.has(amount)) untrue.push(`${path}: ${amount.toLocaleString('ja-JP')}円`);
  }
  expect(untrue, 'yen amounts the catalogue does not produce').toEqual([]);
  // The price page states its tables, examples and simulation: a vacuous pass is not a pass.
  expect(checked).toBeGreaterThan(60);
});

test('the price page tables show the catalogue tiers of each method, and two worked examples priced on a real product', async ({
  page,
  request,
}) => {
  const list = (await (await request.get('/api/products?response_group=shop&category=t-shirts&per_page=40')).json()) as {
    data: { code: string; print_methods: { slug: string }[] }[];
  };
  const code = list.data.find((p) => p.print_methods.length === 3)?.code;
  expect(code).toBeDefined();
  const product = (await (await request.get(`/api/products/${code}?response_group=order`)).json()) as {
    data: {
      print_methods: {
        slug: string;
        name: string;
        min_quantity: number;
        print_specs: { print_category: { id: number; print_charges: { min_quantity: number; charge: number }[] } }[];
      }[];
    };
  };
  await page.goto('/guidance/price');
  for (const method of product.data.print_methods) {
    const categories = new Map(method.print_specs.map((spec) => [spec.print_category.id, spec.print_category]));
    const table = page.getByRole('table', { name: new RegExp(`^${method.name}のプリント代`) });
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveCount(categories.size + 1);
    // The first row is the method's smallest order: each category's charge for that many pieces.
    const first = [...categories.values()]
      .map((category) => category.print_charges.filter((tier) => tier.min_quantity <= method.min_quantity).map((tier) => tier.charge))
      .map((charges) => Math.min(...charges))
      .sort((a, b) => a - b);
    const cells = (await table.getByRole('row').nth(1).getByRole('cell').allTextContents()).map((text) =>
      Number(text.replace(/[^\d]/g, '')),
    );
    expect([...cells].sort((a, b) => a - b)).toEqual(first);
  }
  await expect(page.getByText(/^例1：インクジェットでTシャツを30枚/)).toBeVisible();
  await expect(page.getByText(/^例2：シルクスクリーンでTシャツを50枚/)).toBeVisible();
  await expect(page.locator('[data-price-example]')).toHaveCount(3); // two examples and the simulator
});

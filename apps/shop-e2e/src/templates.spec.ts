import { readFileSync } from 'node:fs';
import { expect, main, test, waitForHydration } from './support/test.ts';

test('the side menu leads to the T-shirt templates, whose SVG downloads as a file', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);

  await page.getByRole('button', { name: 'メニューを開く' }).click();
  const drawer = page.getByRole('dialog', { name: 'メニュー' });
  const submission = drawer.getByRole('region', { name: 'データ入稿' });
  await expect(submission.getByRole('link')).toHaveText([
    '入稿データの作り方',
    'デザイン作成ガイド',
    'Tシャツテンプレート',
    'フリーフォント',
  ]);
  await expect(drawer.getByRole('region', { name: 'お役立ち情報' }).getByRole('link')).toHaveText([
    'サイズ表の見方',
    'サイズガイド',
    '用語集',
    '制作事例',
  ]);
  await submission.getByRole('link', { name: 'Tシャツテンプレート' }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL('/reference/templates');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tシャツテンプレート');

  const link = main(page).getByRole('link', { name: 'テンプレートをダウンロード（SVG）' }).first();
  const href = await link.getAttribute('href');
  expect(href).toBe('/templates/tshirt-front.svg');

  // Served as a static file: 200 with the SVG media type.
  const response = await page.request.get(href ?? '');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^image\/svg\+xml/);
  expect(await response.text()).toContain('前面 A4（210×297 mm）');

  // Clicking the link saves the file instead of navigating.
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe('printfactory-tshirt-front.svg');
  const saved = readFileSync((await download.path()) ?? '', 'utf8');
  expect(saved).toContain('<svg xmlns="http://www.w3.org/2000/svg" width="800mm"');
  await expect(page).toHaveURL('/reference/templates');
});

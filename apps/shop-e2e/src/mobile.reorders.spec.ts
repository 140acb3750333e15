/**
 * Reorders (issue #15) on a Pixel 7 (390 px), on a shop of this file's own (port 3949
 * `E2E_OWN_MOBILE_REORDERS_PORT`): a delivered silk-screen production (plates kept) listed on
 * /myaccount/reorder with its plate-keeping date; the quantity grid, the ink step (a new colour) and
 * the confirm page's §9 breakdown (色替え代, no 版代) without sideways scrolling and with no serious axe
 * violation; into the cart as 「再注文 PF-…」 at the confirmed total. The estimate list
 * (/myaccount/reorder/estimate) leads to the same steps in estimate mode.
 */
import { expectNoSeriousViolations } from './support/axe.ts';
import { expectNoSideScroll } from './support/loyalty.ts';
import { useOwnShopCustomer } from './support/own-shop-customer.ts';
import { deliveredSilkScreen, shoot } from './support/reorders.ts';
import { expect, main, test, waitForHydration, yenValue } from './support/test.ts';
import { e2ePort } from './support/servers.ts';

const own = useOwnShopCustomer(e2ePort('E2E_OWN_MOBILE_REORDERS_PORT', 3949), 'mobile-reorders');

test('on a phone: a delivered silk-screen production reordered with a new ink colour into the cart', async ({ page, request }) => {
  test.setTimeout(240_000);
  const { number, product } = await deliveredSilkScreen(page, request, own.shop(), 12);

  await page.goto('/myaccount/reorder/estimate');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('再注文の見積書をつくる');
  await expect(main(page).getByRole('link', { name: `${product.name}（${number}）を見積もる` })).toHaveAttribute(
    'href',
    `/myaccount/reorder/${number}?mode=estimate`,
  );
  await expectNoSideScroll(page, 'the reorder estimate list');
  await shoot(page, 'mobile-estimate-list');

  await page.goto('/myaccount/reorder');
  await waitForHydration(page);
  const card = main(page).getByRole('listitem', { name: product.name });
  await expect(card).toContainText(/版\d{4}年\d{1,2}月\d{1,2}日まで保管（版代なし）/);
  await expectNoSideScroll(page, 'the reorder list');
  await expectNoSeriousViolations(page, 'the reorder list on a phone');
  await shoot(page, 'mobile-list');
  await card.getByRole('link', { name: `${product.name}（${number}）を再注文する` }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('再注文：カラー・サイズ・数量');
  await waitForHydration(page);
  await expect(main(page).getByRole('spinbutton').first()).toHaveValue('12');
  await expectNoSideScroll(page, 'the reorder quantities');
  await expectNoSeriousViolations(page, 'the reorder quantities on a phone');
  await shoot(page, 'mobile-items');
  await page.getByRole('button', { name: 'インクの色へ進む' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('再注文：インクの色');
  await page.getByRole('radio', { name: /^色を変える/ }).check();
  await page.getByRole('combobox', { name: /新しいインクの色/ }).selectOption({ label: 'ネイビー' });
  await expectNoSideScroll(page, 'the reorder ink colours');
  await expectNoSeriousViolations(page, 'the reorder ink colours on a phone');
  await shoot(page, 'mobile-ink');
  await page.getByRole('button', { name: '確認へ進む' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('再注文：内容の確認');
  const breakdown = page.getByLabel('再注文の料金の内訳');
  await expect(breakdown).toContainText('色替え代￥2,200');
  await expect(breakdown).not.toContainText('版代');
  const total = yenValue(await breakdown.getByText('合計（税込）').locator('xpath=following-sibling::dd[1]').textContent());
  await expectNoSideScroll(page, 'the reorder confirmation');
  await expectNoSeriousViolations(page, 'the reorder confirmation on a phone');
  await shoot(page, 'mobile-confirm');
  await page.getByRole('button', { name: 'カートに入れる' }).click();

  await expect(page).toHaveURL('/cart');
  const subtotal = page.getByRole('status', { name: `再注文 ${number} ${product.name}の小計` });
  await expect(subtotal).toHaveText(/[￥¥][\d,]+/);
  expect(yenValue(await subtotal.textContent())).toBe(total);
  await expectNoSideScroll(page, 'the cart with a reorder');
  await shoot(page, 'mobile-cart');
});

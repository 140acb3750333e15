/**
 * Issue #13 "Feedback after adding to the cart" on a phone: the confirmation fits the screen and is
 * reached by touch, the add-to-cart button keeps WCAG AA contrast in every state (enabled, pressed
 * down, and disabled as before hydration and while adding), and 0 in the cart asks before removing.
 */
import { expectNoSeriousViolations } from './support/axe.ts';
import { addedDialog, expectLegible } from './support/cart-feedback.ts';
import { findProduct } from './support/print.ts';
import { chooseColourAndSize } from './support/product.ts';
import { expect, main, test, waitForHydration, yenValue } from './support/test.ts';

const SHOTS = process.env['CART_FEEDBACK_SHOTS'];

test('on a phone the add button stays legible in every state and the confirmation fits the screen', async ({ page, request }) => {
  const product = await findProduct(request, () => true);
  await page.goto(`/product/${product.code}`);
  await waitForHydration(page);
  const add = page.getByRole('button', { name: 'カートに入れる' });
  await add.scrollIntoViewIfNeeded();
  await expectLegible(add, 'enabled');

  // Disabled (before hydration, and while the addition is under way): the same element as the browser draws it then.
  await add.evaluate((element) => element.setAttribute('disabled', ''));
  await expectLegible(add, 'disabled');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/phone-disabled.png` });
  await add.evaluate((element) => element.removeAttribute('disabled'));

  const choice = await chooseColourAndSize(page, 1);
  await add.tap();
  const dialog = addedDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('status')).toContainText('カートに1点追加しました。');
  await expect(dialog).toContainText(`カラー: ${choice.colour}`);
  await expect(dialog).toContainText(`サイズ・数量: ${choice.size} × 1`);
  expect(yenValue(await dialog.getByText(/^カートの合計（税込）: /).textContent())).toBe(choice.unitPrice);
  await expect(dialog.getByRole('link', { name: 'カートを見る' })).toBeFocused();

  // The dialog is inside the screen, the page does not scroll sideways, and the header's cart link stays reachable.
  const box = await dialog.boundingBox();
  const viewport = page.viewportSize();
  expect(
    box && viewport ? box.x >= 0 && box.x + box.width <= viewport.width && box.y >= 0 && box.y + box.height <= viewport.height : false,
  ).toBe(true);
  expect(await page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) <= window.innerWidth)).toBe(true);
  await expect(page.getByRole('link', { name: 'カート（商品あり）' })).toBeVisible();
  await expectNoSeriousViolations(page, 'a product page on a phone with the add-to-cart confirmation');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/phone-added.png` });

  await dialog.getByRole('button', { name: '買い物を続ける' }).tap();
  await expect(dialog).toBeHidden();
  await expectLegible(add, 'enabled after adding');

  await chooseColourAndSize(page, 2);
  await add.tap();
  await dialog.getByRole('link', { name: 'カートを見る' }).tap();
  await expect(page).toHaveURL('/cart');
  await expect(main(page).getByRole('listitem', { name: `${product.name}（${choice.colour} / ${choice.size}）` })).toBeVisible();
});

test('on a phone 0 in the cart asks before removing the line, and cancel keeps the quantity', async ({ page, request }) => {
  const product = await findProduct(request, () => true);
  await page.goto(`/product/${product.code}`);
  await waitForHydration(page);
  const choice = await chooseColourAndSize(page, 2);
  await page.getByRole('button', { name: 'カートに入れる' }).tap();
  await addedDialog(page).getByRole('link', { name: 'カートを見る' }).tap();
  await expect(page).toHaveURL('/cart');

  const lineName = `${product.name}（${choice.colour} / ${choice.size}）`;
  const line = main(page).getByRole('listitem', { name: lineName });
  const quantity = line.getByRole('spinbutton', { name: `${lineName}の数量` });
  await quantity.fill('0');
  await quantity.press('Enter');
  const question = page.getByRole('alertdialog', { name: 'この商品をカートから削除しますか？' });
  await expect(question).toBeVisible();
  const box = await question.boundingBox();
  expect(box ? box.x >= 0 && box.x + box.width <= (page.viewportSize()?.width ?? 0) : false).toBe(true);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/phone-zero.png` });
  await question.getByRole('button', { name: 'キャンセル' }).tap();
  await expect(quantity).toHaveValue('2');

  await quantity.fill('0');
  await quantity.press('Enter');
  await question.getByRole('button', { name: '削除する' }).tap();
  await expect(line).toHaveCount(0);
});

/**
 * Issue #13 "Feedback after adding to the cart" on a desktop: the confirmation dialog after
 * 「カートに入れる」 (the line, the cart total, 「カートを見る」 / 「買い物を続ける」, focus), typing 0 in
 * the cart asks before removing the line (logging in from the cart: cart-return.spec.ts).
 */
import { addedDialog } from './support/cart-feedback.ts';
import { findProduct } from './support/print.ts';
import { chooseColourAndSize } from './support/product.ts';
import { expect, main, test, waitForHydration, yenValue } from './support/test.ts';

const SHOTS = process.env['CART_FEEDBACK_SHOTS'];

test('after 「カートに入れる」 a dialog names the line and the cart total, and leads to the cart or back to shopping', async ({
  page,
  request,
}) => {
  const product = await findProduct(request, () => true);
  await page.goto(`/product/${product.code}`);
  await waitForHydration(page);
  const first = await chooseColourAndSize(page, 2);
  const add = page.getByRole('button', { name: 'カートに入れる' });
  await add.click();

  const dialog = addedDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('status')).toContainText('カートに2点追加しました。');
  await expect(dialog).toContainText(product.name);
  await expect(dialog).toContainText(`カラー: ${first.colour}`);
  await expect(dialog).toContainText(`サイズ・数量: ${first.size} × 2`);
  const total = dialog.getByText(/^カートの合計（税込）: [￥¥]/);
  await expect(total).toBeVisible();
  expect(yenValue(await total.textContent())).toBe(first.unitPrice * 2);
  // The focus is in the dialog, on the way to the cart; the header stays usable beside it.
  await expect(dialog.getByRole('link', { name: 'カートを見る' })).toBeFocused();
  await expect(page.getByRole('link', { name: 'カート（商品あり）' })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/desktop-added.png` });

  // 「買い物を続ける」 closes it and gives the focus back to the button.
  await dialog.getByRole('button', { name: '買い物を続ける' }).click();
  await expect(dialog).toBeHidden();
  await expect(add).toBeFocused();

  // A second addition: the total is the whole cart's.
  const second = await chooseColourAndSize(page, 1);
  await add.click();
  await expect(dialog.getByRole('status')).toContainText('カートに1点追加しました。');
  await expect(dialog).toContainText(`サイズ・数量: ${second.size} × 1`);
  expect(yenValue(await total.textContent())).toBe(first.unitPrice * 2 + second.unitPrice);
  // Escape closes it as well.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(add).toBeFocused();

  await chooseColourAndSize(page, 1);
  await add.click();
  await dialog.getByRole('link', { name: 'カートを見る' }).click();
  await expect(page).toHaveURL('/cart');
  await expect(main(page).getByRole('listitem', { name: `${product.name}（${first.colour} / ${first.size}）` })).toBeVisible();
});

test('typing 0 as a cart line’s quantity asks before removing it: cancel keeps the quantity, 「削除する」 removes the line', async ({
  page,
  request,
}) => {
  const product = await findProduct(request, () => true);
  await page.goto(`/product/${product.code}`);
  await waitForHydration(page);
  const choice = await chooseColourAndSize(page, 3);
  await page.getByRole('button', { name: 'カートに入れる' }).click();
  await addedDialog(page).getByRole('link', { name: 'カートを見る' }).click();
  await expect(page).toHaveURL('/cart');

  const lineName = `${product.name}（${choice.colour} / ${choice.size}）`;
  const line = main(page).getByRole('listitem', { name: lineName });
  const quantity = line.getByRole('spinbutton', { name: `${lineName}の数量` });
  await expect(quantity).toHaveValue('3');
  await quantity.fill('0');
  await quantity.press('Enter');
  const question = page.getByRole('alertdialog', { name: 'この商品をカートから削除しますか？' });
  await expect(question).toBeVisible();
  await expect(question).toContainText(`${lineName}を削除します。キャンセルすると数量は3のままです。`);
  await expect(question.getByRole('button', { name: 'キャンセル' })).toBeFocused();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/desktop-zero.png` });

  await question.getByRole('button', { name: 'キャンセル' }).click();
  await expect(question).toBeHidden();
  await expect(quantity).toHaveValue('3');
  await expect(quantity).toBeFocused();
  expect(yenValue(await page.getByRole('status', { name: `${lineName}の小計`, exact: true }).textContent())).toBe(choice.unitPrice * 3);

  // Leaving the field (blur) with 0 asks too; this time the line goes.
  await quantity.fill('0');
  await page.getByRole('heading', { level: 1 }).click();
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: '削除する' }).click();
  await expect(line).toHaveCount(0);
  await expect(main(page).getByText('カートに商品が入っていません。')).toBeVisible();
});

/**
 * 「校正を共有する」 (issue #30) on the desktop: a guest's silk-screen order in the cart, a link made
 * from the cart line (dialog, copy button, what the recipient sees), the link opened in a new browser
 * context with no session (mock-up with the artwork through the link, sizes and pieces, inks, print
 * size in mm, no yen sign anywhere), the cart's 「共有中の校正」, then the link revoked from the dialog
 * and the recipient's page saying so (410).
 */
import {
  expectRevoked,
  openSharedProof,
  shareFromCart,
  shareFromConfirmStep,
  silkscreenOrderAtConfirm,
  silkscreenOrderInCart,
} from './support/proof-share.ts';
import { shoot } from './support/reorders.ts';
import { expect, main, test } from './support/test.ts';

test('a guest shares the proof of a silk-screen order, the team sees it without prices, the guest revokes it', async ({
  page,
  request,
  browser,
  baseURL,
  context,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { productName, inks } = await silkscreenOrderInCart(page, request, 30);
  const { url, dialog } = await shareFromCart(page, 'proof-share-desktop');

  await openSharedProof(browser, baseURL ?? '', url, { productName, inks, quantity: 30 }, 'proof-share-desktop');

  // The cart lists the open link (the guest's session owns it).
  await dialog.getByRole('button', { name: '閉じる' }).click();
  const shared = main(page).getByRole('region', { name: '共有中の校正' });
  await expect(shared).toContainText(productName);
  await shoot(page, 'proof-share-desktop-cart');

  // Revoked where it was made: the dialog of a new link, then the list of the cart for the first.
  await main(page)
    .getByRole('button', { name: /の校正を共有する$/ })
    .first()
    .click();
  await expect(dialog.getByRole('textbox', { name: /共有リンク/ })).toHaveValue(/\/proof\//);
  const second = await dialog.getByRole('textbox', { name: /共有リンク/ }).inputValue();
  expect(second).not.toBe(url);
  await dialog.getByRole('button', { name: 'このリンクを停止する' }).click();
  await expect(dialog.getByRole('status')).toContainText('このリンクを停止しました');
  await dialog.getByRole('button', { name: '閉じる' }).click();
  await expectRevoked(browser, baseURL ?? '', second, productName, 'proof-share-desktop-second');

  await shared
    .getByRole('button', { name: `「${productName}」の共有リンクを停止する` })
    .first()
    .click();
  await expect(shared.getByRole('status')).toContainText('停止しました');
  await expectRevoked(browser, baseURL ?? '', url, productName, 'proof-share-desktop');
});

test("a guest shares the proof from the print order's last step, before the cart: the team sees the inks by name", async ({
  page,
  request,
  browser,
  baseURL,
  context,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { productName, inks } = await silkscreenOrderAtConfirm(page, request, 24);
  const { url, dialog } = await shareFromConfirmStep(page, 'proof-share-confirm-desktop');
  await dialog.getByRole('button', { name: '閉じる' }).click();
  await openSharedProof(browser, baseURL ?? '', url, { productName, inks, quantity: 24 }, 'proof-share-confirm-desktop');
  // Nothing went into the cart: the link was made from the order as it stands.
  await expect(main(page).getByRole('button', { name: 'カートに入れる' })).toBeEnabled();
});

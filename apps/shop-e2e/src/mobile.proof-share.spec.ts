/**
 * 「校正を共有する」 (issue #30) on a phone, for a signed-in customer on a shop of this file's own: a
 * silk-screen order in the server cart shared from its cart line at 390 px, the link opened at 360 px
 * in a browser with no session (no sideways scroll, no yen sign), the account's 「共有中の校正」 listing
 * it and revoking it, and the link then answering the revoked page.
 */
import type { Page } from '@playwright/test';
import { newCustomer } from './support/account.ts';
import { startOwnShop, type OwnShop } from './support/own-shop.ts';
import { expectNoSidewaysScroll } from './support/phone-widths.ts';
import {
  expectRevoked,
  openSharedProof,
  shareFromCart,
  shareFromConfirmStep,
  silkscreenOrderAtConfirm,
  silkscreenOrderInCart,
} from './support/proof-share.ts';
import { shoot } from './support/reorders.ts';
import { e2ePort } from './support/servers.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { expect, main, test, waitForHydration } from './support/test.ts';

const port = e2ePort('E2E_OWN_PROOFSHARE_PORT', 3973);
let shop: OwnShop | undefined;

test.use({ baseURL: `http://127.0.0.1:${port}`, viewport: { width: 390, height: 844 } });
test.beforeAll(async () => {
  test.setTimeout(150_000);
  shop = await startOwnShop(port);
});
test.afterAll(async () => {
  await shop?.close();
});

/**
 * Registers a new customer through the API in the page's own browser context (its cookies, so the
 * page is logged in afterwards): the registration form's own journey is auth.spec.ts's; here the
 * password hashing of a loaded machine may take longer than a page assertion waits.
 */
async function signUp(page: Page): Promise<void> {
  const customer = newCustomer('proofshare');
  await page.request.get('/laravel/sanctum/csrf-cookie');
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const answer = await page.request.post('/laravel/api/register', {
    data: { name: customer.name, email: customer.email, password: customer.password, password_confirmation: customer.password },
    headers: { accept: 'application/json', 'x-xsrf-token': decodeURIComponent(xsrf) },
    timeout: 60_000,
  });
  expect(answer.status(), await answer.text()).toBe(201);
}

test('at 390 px a customer shares a silk-screen proof, it opens at 360 px without prices, and is revoked from the account', async ({
  page,
  request,
  browser,
  context,
}) => {
  test.setTimeout(150_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signUp(page);
  const { productName, inks } = await silkscreenOrderInCart(page, request, 12);
  const { url, dialog } = await shareFromCart(page, 'proof-share-mobile');
  // (The cart itself is not checked for sideways scroll here: at 390 px its colour group of a print
  // order with a wrapping choice sticks out by 56 px, before and without this feature.)
  await dialog.getByRole('button', { name: '閉じる' }).click();

  await openSharedProof(
    browser,
    `http://127.0.0.1:${port}`,
    url,
    { productName, inks, quantity: 12, viewport: { width: 360, height: 780 } },
    'proof-share-mobile',
  );

  // The account lists it, from the account services, and revokes it.
  await page.goto('/myaccount');
  await main(page).getByRole('link', { name: '共有中の校正' }).click();
  await expect(page).toHaveURL('/myaccount/proof_links');
  await waitForHydration(page);
  const item = main(page).getByRole('listitem').filter({ hasText: productName });
  await expect(item).toContainText('カートから共有');
  await expect(item).toContainText('まで有効');
  await expectNoSidewaysScroll(page);
  await expectNoSeriousViolations(page, 'the account list of shared proofs');
  await shoot(page, 'proof-share-mobile-account');
  await item.getByRole('button', { name: `「${productName}」の共有リンクを停止する` }).click();
  await expect(main(page).getByRole('status')).toContainText('停止しました');
  await expect(item).toContainText('に停止');
  await expect(item.getByRole('button')).toHaveCount(0);
  await expectRevoked(browser, `http://127.0.0.1:${port}`, url, productName, 'proof-share-mobile');
});

test("at 390 px a guest shares the proof from the print order's last step; the page fits the screen", async ({
  page,
  request,
  browser,
  context,
}) => {
  test.setTimeout(150_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { productName, inks } = await silkscreenOrderAtConfirm(page, request, 15);
  await expectNoSidewaysScroll(page);
  const { url, dialog } = await shareFromConfirmStep(page, 'proof-share-confirm-mobile');
  await dialog.getByRole('button', { name: '閉じる' }).click();
  await openSharedProof(
    browser,
    `http://127.0.0.1:${port}`,
    url,
    { productName, inks, quantity: 15, viewport: { width: 390, height: 844 } },
    'proof-share-confirm-mobile',
  );
});

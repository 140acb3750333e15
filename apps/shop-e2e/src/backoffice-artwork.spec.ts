/**
 * The artwork loop with the back office's データチェック (issue #30), at desktop size: a customer
 * places a print order; a staff member of role artwork_check (made with `staff-add` on this file's
 * own shop, logged in with password and authenticator code) finds it in the queue by keyboard, sees
 * the files side by side at true scale and sends データ不備 with an edited reason; the customer sends
 * a new file from the order page; the staff member approves the new version; the customer approves
 * the proof and the placement is 製作待ち.
 */
import type { Browser, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe.ts';
import { reupload, sendReupload } from './support/artwork.ts';
import { addInkjetPrint, atCheckoutWithAddress, inkjetProduct, placeOrder, proceedWith } from './support/checkout.ts';
import { mailsTo } from './support/mail.ts';
import { useOwnShopCustomer } from './support/own-shop-customer.ts';
import { flatPng } from './support/print.ts';
import { shoot } from './support/reorders.ts';
import { addAndSignInStaff, type TestStaff } from './support/staff.ts';
import { e2ePort } from './support/servers.ts';
import { expect, main, test } from './support/test.ts';

const own = useOwnShopCustomer(e2ePort('E2E_OWN_ARTCHECK_PORT', 3971), 'artcheck');
const CHECKER: TestStaff = {
  email: 'checker-e2e@example.com',
  password: 'a checker password 2026',
  name: 'データ担当 佐藤',
  role: 'artwork_check',
};
const EDITED_REASON = '写真の解像度が足りません（約70dpi）。300dpi程度の画像に差し替えてください。';

test.use({ viewport: { width: 1280, height: 900 } });
test.describe.configure({ timeout: 240_000 });

/** The authenticator app: the code of `secret` (base32) `steps` time steps from now. */
/** Waits for the artwork mail of `kind` (【…】 at the start of its subject) to the customer. */
async function waitForArtMail(kind: string): Promise<void> {
  await expect
    .poll(() => mailsTo(own.customer().email, own.shop().log).filter((mail) => mail.subject.startsWith(`【${kind}】`)).length, {
      message: `a mail 【${kind}】 to the customer`,
      intervals: [100],
    })
    .toBeGreaterThanOrEqual(1);
}

/** A staff member of role artwork_check, set up through the link `staff-add` prints, signed in: their page. */
async function signedInChecker(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: own.shop().url, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await addAndSignInStaff(page, own.shop(), CHECKER);
  // The artwork check role reads the orders too: it lands on the dashboard.
  await expect(page.getByRole('heading', { name: 'ダッシュボード', level: 1 })).toBeVisible();
  return page;
}

const placement = (page: Page) => main(page).getByRole('region', { name: '前面 A4のデータ' });
const state = (page: Page) => placement(page).getByTestId('art-status');

test('データチェック: the queue by keyboard, データ不備 with an edited reason, a new file, approval, the proof approved', async ({
  page,
  request,
  browser,
}) => {
  // The customer's print order (the proof wanted), paid by bank transfer.
  await addInkjetPrint(page, await inkjetProduct(request), 2);
  await atCheckoutWithAddress(page);
  await proceedWith(page, '銀行振込');
  const number = await placeOrder(page);
  await expect(state(page)).toHaveText('データ確認中');
  expect((await own.shop().admin('confirm-payment', number)).code).toBe(0);
  expect((await own.shop().admin('start-check', number)).code).toBe(0);

  // The checker's menu and queue; the queue's shortcuts are on screen and ? lists them.
  const staff = await signedInChecker(browser);
  const menu = staff.getByRole('navigation', { name: '管理メニュー' });
  await expect(menu.getByRole('link')).toHaveText(['ダッシュボード', '受注', 'データチェック', 'メッセージ', 'アカウント']);
  await menu.getByRole('link', { name: 'データチェック' }).click();
  await expect(staff.getByRole('heading', { name: 'データチェック' })).toBeVisible();
  const row = staff.getByRole('row').filter({ hasText: number });
  await expect(row).toHaveAttribute('aria-selected', 'true');
  await expect(staff.getByLabel('キーボードショートカット')).toContainText('次のデータへ');
  await staff.keyboard.press('?');
  await expect(staff.getByRole('dialog', { name: 'キーボードショートカット' })).toBeVisible();
  await shoot(staff, 'artcheck-queue-desktop');
  await expectNoSeriousViolations(staff, 'the artwork check queue');
  await staff.keyboard.press('?');
  await expect(staff.getByRole('dialog', { name: 'キーボードショートカット' })).toHaveCount(0);
  // Typing in a field is never a shortcut: r in the method filter stays on the queue.
  await staff.getByLabel('プリント方法').focus();
  await staff.keyboard.press('r');
  await expect(staff).toHaveURL(/\/admin\/artwork$/);
  await staff.getByRole('heading', { name: 'データチェック' }).click();

  // r opens the job at the データ不備 form.
  await staff.keyboard.press('r');
  await expect(staff).toHaveURL(/\/admin\/artwork\/\d+#reject$/);
  await expect(staff.getByRole('heading', { name: /前面 A4（インクジェット）/ })).toBeVisible();
  await expect(staff.getByRole('img', { name: 'お客様のデータを印刷範囲に配置した図' })).toBeVisible();
  await expect(staff.getByRole('img', { name: /のボディに印刷した仕上がりイメージ$/ })).toBeVisible();
  // The mock-up version 1 kept when it was made: the stored 400 px PNG, beside the drawn stages.
  const stored = staff.getByRole('img', { name: /^第1版の保存された仕上がりイメージ/ });
  await expect(stored).toBeVisible();
  await expect.poll(() => stored.evaluate((image) => (image as HTMLImageElement).naturalWidth), { timeout: 20_000 }).toBe(400);
  await expect(staff.getByText('3つの図は同じ縮尺です')).toBeVisible();
  // The three stages share one scale.
  const scales = await staff.locator('[data-scale]').evaluateAll((els) => els.map((el) => el.getAttribute('data-scale')));
  expect(new Set(scales).size).toBe(1);
  await expect(staff.getByRole('img', { name: 'お客様のデータを印刷範囲に配置した図' }).locator('img')).toHaveJSProperty('complete', true);
  // The preflight comes after the files: the findings kept with version 1 (2000 px over 210 mm, one colour: nothing to report).
  await expect(staff.getByRole('region', { name: '自動チェック（第1版）' })).toContainText('指摘はありません。');
  const reject = staff.locator('#reject');
  await reject.getByRole('checkbox', { name: /解像度不足/ }).check();
  const text = reject.getByRole('textbox', { name: '解像度不足の説明（お客様に送る文）' });
  await expect(text).toHaveValue(/解像度が不足しているため/);
  await text.fill(EDITED_REASON);
  await shoot(staff, 'artcheck-job-reject-desktop');
  await expectNoSeriousViolations(staff, 'the artwork check screen');
  await reject.getByRole('button', { name: '第1版のデータ不備を連絡する' }).click();
  await expect(staff.getByText(/データ不備をお客様に連絡しました（返答期限 \d{4}-\d{2}-\d{2}）/)).toBeVisible();
  await expect(staff.getByRole('heading', { name: /データ不備（お客様の対応待ち）/ })).toBeVisible();
  await expect(staff.getByRole('region', { name: '版の履歴' })).toContainText(`データ不備（${CHECKER.name}・`);

  // The customer reads the edited reason and sends a new file from the order page.
  await waitForArtMail('入稿データ不備のお知らせ');
  await page.reload();
  await expect(state(page)).toHaveText('データ不備');
  await expect(placement(page)).toContainText(EDITED_REASON);
  // The order page's re-upload panel (support/artwork.ts): the file, its preflight and mock-up, then send.
  await sendReupload(page, await reupload(page, { name: 'front-hires.png', buffer: flatPng(3000, 4200, [30, 90, 200]) }));

  // Back in the queue (u), the job is there again with version 2; a opens it at the approval.
  await staff.keyboard.press('u');
  await expect(staff).toHaveURL(/\/admin\/artwork$/);
  await expect(staff.getByRole('row').filter({ hasText: number })).toContainText('第2版');
  await staff.keyboard.press('a');
  await expect(staff).toHaveURL(/#approve$/);
  await expect(staff.getByText('お客様のデータ（第2版）')).toBeVisible();
  await shoot(staff, 'artcheck-job-approve-desktop');
  await staff.getByRole('button', { name: '第2版を承認する' }).click();
  await expect(staff.getByText('第2版を承認し、校正をお客様に送りました。')).toBeVisible();
  await expect(staff.getByRole('heading', { name: /校正の返答待ち/ })).toBeVisible();
  await shoot(staff, 'artcheck-job-approved-desktop');

  // The customer approves the proof: 製作待ち, and production may start.
  await waitForArtMail('校正のご確認のお願い');
  await page.reload();
  await expect(state(page)).toHaveText('校正確認待ち');
  await placement(page).getByRole('button', { name: 'この内容で進める' }).click();
  await expect(state(page)).toHaveText('製作待ち');
  expect((await own.shop().admin('start-production', number)).code).toBe(0);
  await staff.context().close();
});

/**
 * The artwork loop's journeys (issue #30) on a spec file's own shop: an inkjet print order placed by
 * the logged-in customer, the staff's decisions on the command line (`npm run admin -- art-…`, the
 * same services as the back office), the artwork mails, and the order page's placement.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { addInkjetPrint, atCheckoutWithAddress, inkjetProduct, placeOrder, proceedWith } from './checkout.ts';
import { mailsTo } from './mail.ts';
import type { NewCustomer } from './account.ts';
import type { OwnShop } from './own-shop.ts';
import { shoot } from './reorders.ts';
import { expect, main } from './test.ts';

export const PROOF_QUESTION = '製作前に仕上がりイメージ（校正）を確認しますか';

/** The staff's command line and the mails of an own shop's customer. */
export function artworkShop(own: { shop: () => OwnShop; customer: () => NewCustomer }) {
  async function admin(...args: string[]): Promise<{ code: number; output: string }> {
    const result = await own.shop().admin(...args);
    return { code: result.code, output: result.output.trimEnd() };
  }

  /** Waits for the artwork mail of `kind` (【…】 at the start of its subject) to the customer. */
  async function waitForArtMail(kind: string, count = 1): Promise<void> {
    await expect
      .poll(() => mailsTo(own.customer().email, own.shop().log).filter((mail) => mail.subject.startsWith(`【${kind}】`)).length, {
        message: `a mail 【${kind}】 to the customer`,
        intervals: [100],
      })
      .toBeGreaterThanOrEqual(count);
  }

  /** The order's one art job, checked by the staff: the payment confirmed, the check started; its id. */
  async function jobUnderCheck(number: string): Promise<string> {
    expect((await admin('confirm-payment', number)).code).toBe(0);
    expect((await admin('start-check', number)).code).toBe(0);
    const listed = await admin('art-jobs', number);
    const id = /^#(\d+)/m.exec(listed.output)?.[1];
    if (!id) throw new Error(`no art job in: ${listed.output}`);
    return id;
  }

  /** The staff approve the data: the proof mail, then on the reloaded page 校正確認待ち with the version's mock-up. */
  async function proofSent(page: Page, id: string, version: number): Promise<void> {
    expect((await admin('art-approve', id)).code).toBe(0);
    await waitForArtMail('校正のご確認のお願い');
    await page.reload();
    await expect(artState(page)).toHaveText('校正確認待ち');
    await expectStoredMockup(page, version);
  }

  return { admin, waitForArtMail, jobUnderCheck, proofSent };
}

/** An inkjet print order (front A4, a PNG) paid by bank transfer, the proof chosen as told; its number. */
export async function printOrder(
  page: Page,
  request: APIRequestContext,
  proof: 'wanted' | 'skipped',
  shotName = `artwork-confirm-proof-${proof}`,
): Promise<string> {
  await addInkjetPrint(page, await inkjetProduct(request), 2);
  await atCheckoutWithAddress(page);
  await proceedWith(page, '銀行振込');
  const question = page.getByRole('group', { name: PROOF_QUESTION });
  await expect(question.getByRole('radio', { name: /校正を確認してから製作する/ })).toBeChecked();
  if (proof === 'skipped') await question.getByRole('radio', { name: /校正なしで進める/ }).check();
  await shoot(page, shotName);
  return placeOrder(page);
}

/** The front A4 placement's block on the order page. */
export const placement = (page: Page): Locator => main(page).getByRole('region', { name: '前面 A4のデータ', exact: true });

/** Its state in words. */
export const artState = (page: Page): Locator => placement(page).getByTestId('art-status');

/**
 * The proof of `version`: the garment with the artwork on it in the first ordered colour, the
 * mock-up the version kept when it was made (a stored PNG, never drawn again).
 */
export const proofMockup = (page: Page, version: number): Locator =>
  placement(page)
    .getByRole('group', { name: `前面 A4の校正（第${version}版）` })
    .getByRole('img', { name: new RegExp(`第${version}版を前面へ印刷した仕上がりイメージ$`) })
    .first();

/** The stored mock-up has loaded: the 400 px PNG the version kept. */
export async function expectStoredMockup(page: Page, version: number): Promise<void> {
  const image = proofMockup(page, version);
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('src', /^\/api\/files\/[0-9a-f-]{36}/);
  await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth), { timeout: 20_000 }).toBe(400);
}

/**
 * 「校正を共有する」 on the placement waiting for the proof (校正確認待ち): the dialog's link, then the
 * dialog closed; the link's address.
 */
export async function shareProofOfPlacement(page: Page): Promise<string> {
  await placement(page)
    .getByRole('button', { name: /の校正を共有する$/ })
    .click();
  const dialog = page.getByRole('dialog', { name: '校正を共有する' });
  const field = dialog.getByRole('textbox', { name: /共有リンク/ });
  await expect(field).toHaveValue(/\/proof\/[A-Za-z0-9_-]{22}$/, { timeout: 20_000 });
  const url = await field.inputValue();
  await expect(dialog).toContainText('料金・お名前・お届け先などの個人情報は表示されません');
  await shoot(page, 'artwork-proof-share-dialog');
  await dialog.getByRole('button', { name: '閉じる' }).click();
  return url;
}

/**
 * 「データを再入稿する」 on the order page with a PNG: the upload widget's panel once the file is
 * uploaded and its preflight answered, the mock-up shown (the caller may adjust, then `sendReupload`).
 */
export async function reupload(page: Page, file: { name: string; buffer: Buffer }): Promise<Locator> {
  await placement(page).getByRole('button', { name: 'データを再入稿する' }).click();
  const panel = placement(page).getByRole('region', { name: 'データを再入稿する（前面 A4）' });
  await panel.getByLabel('前面 A4のプリントデータ').setInputFiles({ ...file, mimeType: 'image/png' });
  await expect(panel.getByRole('img', { name: `${file.name}のサムネイル` })).toBeVisible({ timeout: 20_000 });
  await expectPreflightAndMockup(panel);
  return panel;
}

/** The panel shows the server's preflight (answered) and the garment mock-up. */
export async function expectPreflightAndMockup(panel: Locator): Promise<void> {
  await expect(panel.getByRole('region', { name: '前面 A4のデータチェック' })).not.toContainText('データを確認しています', {
    timeout: 20_000,
  });
  await expect(panel.getByRole('img', { name: /前面プレビュー/ })).toBeVisible();
}

/** 「この内容で再入稿する」: the placement goes back to データ確認中. */
export async function sendReupload(page: Page, panel: Locator): Promise<void> {
  await panel.getByRole('button', { name: 'この内容で再入稿する' }).click();
  await expect(artState(page)).toHaveText('データ確認中', { timeout: 20_000 });
}

/** 「この内容で進める」 on the proof: 製作待ち, the button gone. */
export async function approveProof(page: Page): Promise<void> {
  await placement(page).getByRole('button', { name: 'この内容で進める' }).click();
  await expect(artState(page)).toHaveText('製作待ち');
  await expect(placement(page).getByRole('button', { name: 'この内容で進める' })).toHaveCount(0);
}

/** The order's art jobs as the customer's API answers them (the page's session). */
export async function artJobsOf(page: Page, number: string) {
  const answer = await page.request.get(`/api/orders/${number}/art_jobs`, { headers: { Accept: 'application/json' } });
  expect(answer.status()).toBe(200);
  return (
    (await answer.json()) as { data: { id: number; status: string; versions: { number: number; source: string; layout: unknown }[] }[] }
  ).data;
}

/** How far the page scrolls sideways (0: it fits the screen). */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

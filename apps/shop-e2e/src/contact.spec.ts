import { mailsTo, waitForMail } from './support/mail.ts';
import { expect, main, test, waitForHydration } from './support/test.ts';

const RECEIVED_SUBJECT = '【お問い合わせ受付】お問い合わせを受け付けました';

test('a visitor fills the contact form, checks it on the confirmation page, sends it, and gets a receipt number and a confirmation mail', async ({
  page,
}) => {
  const inquiry = {
    name: '問合 花子',
    email: `e2e-contact-${Date.now()}@example.com`,
    category: 'プリントについて',
    title: '白インクジェットの仕上がりについて',
    contents: '黒のTシャツに白インクジェットで写真をプリントした場合の仕上がりを教えてください。\n洗濯での色落ちも気になります。',
  };

  await page.goto('/info/contactus');
  await waitForHydration(page);
  await expect(page.getByRole('list', { name: 'お問い合わせの手順' }).locator('[aria-current="step"]')).toHaveText('1. 入力');
  await page.getByLabel('お名前').fill(inquiry.name);
  await page.getByLabel('メールアドレス').fill(inquiry.email);
  await page.getByLabel('お問い合わせ種別').selectOption({ label: inquiry.category });
  await page.getByLabel('件名').fill(inquiry.title);
  await page.getByLabel('お問い合わせ内容').fill(inquiry.contents);
  await page.getByRole('button', { name: '入力内容を確認する' }).click();

  // The confirmation page shows what will be sent, nothing is sent yet.
  await expect(page).toHaveURL('/info/confirm_inquiry');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('入力内容の確認');
  const review = main(page).locator('dl');
  for (const [term, value] of [
    ['お名前', inquiry.name],
    ['メールアドレス', inquiry.email],
    ['お問い合わせ種別', inquiry.category],
    ['件名', inquiry.title],
  ] as const) {
    await expect(
      review
        .locator('div')
        .filter({ has: page.locator('dt', { hasText: term }) })
        .locator('dd'),
    ).toHaveText(value);
  }
  await expect(review).toContainText('洗濯での色落ちも気になります。');
  expect(mailsTo(inquiry.email)).toEqual([]);

  await page.getByRole('button', { name: '送信する' }).click();
  const thanks = page.getByRole('heading', { level: 1, name: 'お問い合わせを受け付けました' });
  await expect(thanks).toBeVisible();
  await expect(thanks).toBeFocused();
  await expect(page.getByRole('list', { name: 'お問い合わせの手順' }).locator('[aria-current="step"]')).toHaveText('3. 完了');
  // The receipt number is the id the server stored the inquiry under.
  const receipt = await main(page)
    .getByText(/受付番号は「\d+」です。/)
    .textContent();
  const number = Number(/「(\d+)」/.exec(receipt ?? '')?.[1]);
  expect(number).toBeGreaterThan(0);

  // The server stored it and mailed the confirmation to the address typed in (outbox + log line),
  // exactly once.
  await waitForMail(inquiry.email, RECEIVED_SUBJECT);
  expect(mailsTo(inquiry.email)).toEqual([{ subject: RECEIVED_SUBJECT, links: [] }]);
});

import { expect, test } from '@playwright/test';

test('the server answers its health check through the browser', async ({ page }) => {
  const res = await page.goto('/healthcheck');
  expect(res?.status()).toBe(200);
  await expect(page.locator('body')).toContainText('"status":"ok"');
});

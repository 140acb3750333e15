import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Debian's Chromium; never a downloaded browser.
const executablePath = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
const port = Number(process.env['E2E_PORT'] ?? 3931);
const baseURL = `http://127.0.0.1:${port}`;
const reportDir = process.env['TEST_REPORT_DIR'];
// A fresh database for every run: the server creates and seeds it on start.
const dataDir = mkdtempSync(join(tmpdir(), 'shop-e2e-'));

export default defineConfig({
  testDir: './src',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: reportDir ? [['list'], ['json', { outputFile: `${reportDir}/playwright-shop-e2e.json` }]] : [['list']],
  use: {
    baseURL,
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    trace: 'off',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-dev-shm-usage',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined }, testIgnore: /mobile\..*\.spec\.ts/ },
    { name: 'mobile', use: { ...devices['Pixel 7'], channel: undefined }, testMatch: /mobile\..*\.spec\.ts/ },
  ],
  webServer: {
    command: `node ../shop-server/src/main.ts`,
    url: `${baseURL}/healthcheck`,
    timeout: 120_000,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'production' },
  },
});

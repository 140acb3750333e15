import { defineConfig, devices } from '@playwright/test';
import { MAINTENANCE_END, MAINTENANCE_PORT, MAINTENANCE_URL, SHOP_LOG, SHOP_PORT, SHOP_URL } from './src/support/servers.ts';

// Debian's Chromium; never a downloaded browser.
const executablePath = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
const reportDir = process.env['TEST_REPORT_DIR'];
// run-shards.ts runs shards side by side: each writes its own report and its own test-results folder.
const shard = process.env['E2E_SHARD'];
const reportFile = `${reportDir}/playwright-shop-e2e${shard ? `-${shard}` : ''}.json`;

// Each server gets a fresh database: fresh-server.ts makes a temporary data directory, the server
// creates and seeds it on start, and the directory is deleted when the server stops.
const server = (port: number, url: string, env: Record<string, string> = {}) => ({
  command: 'node --conditions=@shop/source fresh-server.ts',
  url: `${url}/healthcheck`,
  timeout: 120_000,
  reuseExistingServer: false,
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
  env: { PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production', ...env },
});

export default defineConfig({
  testDir: './src',
  // 60 s, not 30: pages scanned by axe took 15 s on a quiet 2-core machine and over 30 s when anything
  // else ran beside the journeys (2026-11-28); a journey that hangs still fails, a minute later.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: reportDir ? [['list'], ['json', { outputFile: reportFile }]] : [['list']],
  outputDir: shard ? `test-results/shard-${shard}` : 'test-results',
  use: {
    baseURL: SHOP_URL,
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
  webServer: [
    // Its log carries the mails (no SMTP: outbox table plus one log line each) for the journeys to read.
    server(SHOP_PORT, SHOP_URL, { SERVER_LOG: SHOP_LOG }),
    // The same shop in maintenance (spec §4 Maintenance): every API call answers 503 with the end time.
    server(MAINTENANCE_PORT, MAINTENANCE_URL, { MAINTENANCE: MAINTENANCE_END }),
  ],
});

import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';

// E2E_PORT / E2E_DIST let parallel runs (one per developer task) use their own build and port.
const PORT = Number(process.env.E2E_PORT || 4173);
const DIST = process.env.E2E_DIST || 'dist-mock';
const chromiumPath = process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  // A flaky test is a bug to find and fix, never to retry away.
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: `node_modules/.bin/vite preview --mode dev --outDir ${DIST} --port ${PORT} --strictPort`,
    url: `http://localhost:${PORT}/recruit-web/candidate/home`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});

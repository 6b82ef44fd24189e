import { defineConfig, devices } from '@playwright/test';
import { sharedUse } from './playwright.shared';

// E2E_PORT / E2E_DIST let parallel runs (one per developer task) use their own build and port.
const PORT = Number(process.env.E2E_PORT || 4173);
const DIST = process.env.E2E_DIST || 'dist-mock';

export default defineConfig({
  testDir: './e2e',
  // Two workers, test by test: a test also waits — on Playwright's polling and its page's boot — and the other worker
  // fills that time (docs/decisions/067: the same commit's journeys took 494 s on two workers, 684 s on one, in a fresh
  // clone on a quiet 2-core machine; all tests also passed on two workers at load 10–14). E2E_WORKERS=1 for one.
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS || 2),
  // A flaky test is a bug to find and fix, never to retry away.
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    ...sharedUse,
    baseURL: `http://localhost:${PORT}`,
  },
  // Two projects of the same browser, so `npm test` can time the journeys and the accessibility checks apart
  // (docs/decisions/060); `playwright test` runs both.
  projects: [
    {
      name: 'chromium',
      testIgnore: ['**/a11y-*.spec.ts'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'a11y',
      testMatch: ['**/a11y-*.spec.ts'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: `node_modules/.bin/vite preview --mode dev --outDir ${DIST} --port ${PORT} --strictPort`,
    url: `http://localhost:${PORT}/recruit-web/candidate/home`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});

import { defineConfig, devices } from '@playwright/test';
import { EXPECT_TIMEOUT_MS, sharedUse } from './playwright.shared';

// E2E_PORT / E2E_DIST let parallel runs (one per developer task) use their own build and port.
const PORT = Number(process.env.E2E_PORT || 4173);
const DIST = process.env.E2E_DIST || 'dist-mock';

export default defineConfig({
  testDir: './e2e',
  // Three workers on the two cores, test by test: a test also waits — on Playwright's polling, its page's boot, the
  // mock's service worker — and the other workers fill that time. Journeys took 684 s on one worker and 494 s on two
  // (docs/decisions/067); the last fresh-clone run on two took 280 s for the journeys and 317 s for the
  // accessibility states; three took 256 s and 284 s, all passing (docs/decisions/086). E2E_WORKERS=1 for one.
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS || 3),
  // A flaky test is a bug to find and fix, never to retry away.
  retries: 0,
  timeout: 45_000,
  expect: { timeout: EXPECT_TIMEOUT_MS },
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

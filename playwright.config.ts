import { defineConfig, devices } from '@playwright/test';
import { sharedUse } from './playwright.shared';

// E2E_PORT / E2E_DIST let parallel runs (one per developer task) use their own build and port.
const PORT = Number(process.env.E2E_PORT || 4173);
const DIST = process.env.E2E_DIST || 'dist-mock';

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  // One worker (docs/decisions/067): on the project's 2-core machines the suite is bound by Chromium's CPU, and a second
  // worker bought nothing (fresh clone, quiet machine: journeys 494 s and accessibility 756 s on two workers, 582 s and
  // 787 s on one) but halves each page's share of the machine. E2E_WORKERS=2 (or more, on a bigger machine) for more.
  workers: Number(process.env.E2E_WORKERS || 1),
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

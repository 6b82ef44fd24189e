import { defineConfig, devices } from '@playwright/test';
import { EXPECT_TIMEOUT_MS, sharedUse } from './playwright.shared';
import { API_PORT, NGINX_PORT, ORIGIN, SERVE_DIST } from './e2e-nginx/served';

// The production build (same-origin API bases, built by `npm run test:nginx`) served by nginx with deploy/nginx's
// configuration, the mock API as its upstream (docs/decisions/019). Ports 8610/8611 (NGINX_E2E_PORT): the e2e suite
// and `npm run serve:prod` use others.
export default defineConfig({
  testDir: './e2e-nginx',
  // Two workers, test by test (docs/decisions/083): the tests only read the mock API's data, and each owns its browser
  // context; the five route groups of the CSP check take most of the time. 83 s → 54–57 s on a quiet 2-core machine.
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: EXPECT_TIMEOUT_MS },
  reporter: [['list']],
  use: { ...sharedUse, baseURL: ORIGIN },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: `node scripts/serve-prod.mjs --no-build --dist ${SERVE_DIST} --port ${NGINX_PORT} --api-port ${API_PORT}`,
    url: `${ORIGIN}/recruit-web/candidate/home`,
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: 'ignore',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});

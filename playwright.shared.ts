import { existsSync } from 'node:fs';
import type { PlaywrightTestConfig } from '@playwright/test';

/**
 * The browsers the suites may drive, best first (toolchain: Playwright's own download is not reachable): Debian's
 * headless shell — what Playwright itself runs headless tests on, the same Blink without the full browser's UI,
 * 27 % less time for the same accessibility states (docs/decisions/084) — then Debian's full chromium.
 */
export const SYSTEM_CHROMIUMS = ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium'] as const;

/** CHROMIUM_PATH, else the first of SYSTEM_CHROMIUMS installed, else Playwright's own. */
export const chromiumPath = process.env.CHROMIUM_PATH || SYSTEM_CHROMIUMS.find((path) => existsSync(path));

/** The timezone the suite's browser runs in (the company's), whatever the machine's own. */
export const SUITE_TIME_ZONE = 'Asia/Shanghai';

/**
 * How long an expectation waits for a page to show a state, in both suites (docs/decisions/102): room for a busy
 * machine — a fresh clone's journeys beside a test run saw the job list's lazily loaded filters and saved searches
 * arrive just past 10 s. A passing test never waits for it.
 */
export const EXPECT_TIMEOUT_MS = 20_000;

/** Browser settings shared by the e2e suite (playwright.config.ts) and the nginx suite (playwright.nginx.config.ts). */
export const sharedUse: NonNullable<PlaywrightTestConfig['use']> = {
  locale: 'zh-CN',
  timezoneId: SUITE_TIME_ZONE,
  viewport: { width: 1280, height: 800 },
  // Recording a trace costs every test its time, passing or not: PW_TRACE=1 records them, kept for failures only.
  trace: process.env.PW_TRACE === '1' ? 'retain-on-failure' : 'off',
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
};

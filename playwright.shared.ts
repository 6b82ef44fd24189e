import { existsSync } from 'node:fs';
import type { PlaywrightTestConfig } from '@playwright/test';

/** Debian's chromium when present (toolchain: Playwright's own download is not reachable), else Playwright's. */
export const chromiumPath = process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/** The timezone the suite's browser runs in (the company's), whatever the machine's own. */
export const SUITE_TIME_ZONE = 'Asia/Shanghai';

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

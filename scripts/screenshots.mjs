#!/usr/bin/env node
// Full-page screenshots (1280x800) of the four home pages into docs/screenshots/, against the mock build.
// Usage: npm run build:mock && node scripts/screenshots.mjs
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const PORT = 4179;
const ORIGIN = `http://localhost:${PORT}`;
const OUT = 'docs/screenshots';

/** A JWT-shaped token the mock backend accepts (rule MOCK-4); `sub` picks the demo account. */
function mockToken(sub, biz) {
  const b64 = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub, biz, iat: now, exp: now + 86_400 })}.${b64('mock-signature')}`;
}

function staffCookies() {
  const expires = Date.now() + 86_400_000;
  return [
    { name: 'WebStaAuthorization', value: mockToken('staff-wang', 'staff'), url: ORIGIN },
    { name: 'WebStaAuthorizationExpires', value: String(expires), url: ORIGIN },
  ];
}

const SHOTS = [
  { name: 'candidate-home', path: '/recruit-web/candidate/home' },
  { name: 'campus-home', path: '/recruit-web/candidate/school/home' },
  { name: 'staff-home', path: '/recruit-web/staff/home', cookies: staffCookies },
  { name: 'interview-home', path: '/recruit-web/interview/home', cookies: staffCookies },
];

async function waitForServer(url, timeoutMs = 30_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`preview server did not start at ${url}`);
}

if (!existsSync('dist-mock/index.html')) throw new Error('run `npm run build:mock` first');
mkdirSync(OUT, { recursive: true });
const server = spawn(
  'node_modules/.bin/vite',
  ['preview', '--mode', 'dev', '--outDir', 'dist-mock', '--port', String(PORT), '--strictPort'],
  {
    stdio: 'ignore',
  },
);
try {
  await waitForServer(`${ORIGIN}/recruit-web/candidate/home`);
  const browser = await chromium.launch({
    executablePath: existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run', '--disable-quic'],
  });
  for (const shot of SHOTS) {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      locale: 'zh-CN',
      timezoneId: 'Asia/Shanghai',
    });
    if (shot.cookies) await context.addCookies(shot.cookies());
    const page = await context.newPage();
    await page.goto(`${ORIGIN}${shot.path}`);
    await page.waitForLoadState('networkidle');
    // Down a screen at a time and back, like a visitor: what loads near the screen (the footer's QR code) is drawn.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 800; y < height + 800; y += 800) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(100);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(600);
    await page.screenshot({ path: `${OUT}/${shot.name}.png`, fullPage: true });
    console.log(`screenshot ${OUT}/${shot.name}.png`);
    await context.close();
  }
  await browser.close();
} finally {
  server.kill();
}

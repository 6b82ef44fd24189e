#!/usr/bin/env node
// Makes sure Playwright has a Chromium to drive, without Playwright's own download where possible
// (playwright.shared.ts picks it: CHROMIUM_PATH, else Debian's headless shell, else Debian's chromium):
// 1. CHROMIUM_PATH when set;
// 2. else, as root, Debian's chromium-headless-shell and fonts-noto-cjk (Chinese text renders as boxes without it)
//    installed when missing — the headless shell runs the suites in 27 % less time than the full chromium
//    (docs/decisions/084);
// 3. else Debian's /usr/bin/chromium when present;
// 4. else Playwright's own download.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const CJK_FONT = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';
const run = (cmd) => execSync(cmd, { stdio: 'inherit' });
const apt = (packages) =>
  run(
    `DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages} || (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages})`,
  );
const explicit = process.env.CHROMIUM_PATH;
const asRootWithApt = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');

if (explicit && existsSync(explicit)) {
  console.log(`ensure-browser: using ${explicit}`);
} else if (existsSync(HEADLESS_SHELL) || asRootWithApt) {
  const missing = [!existsSync(HEADLESS_SHELL) && 'chromium-headless-shell', !existsSync(CJK_FONT) && 'fonts-noto-cjk'];
  const packages = missing.filter(Boolean).join(' ');
  if (packages && asRootWithApt) {
    console.log(`ensure-browser: installing Debian's ${packages}`);
    apt(packages);
  }
  console.log(`ensure-browser: using ${HEADLESS_SHELL}`);
} else if (existsSync('/usr/bin/chromium')) {
  console.log("ensure-browser: using /usr/bin/chromium (not root: Debian's chromium-headless-shell would be faster)");
} else {
  console.log("ensure-browser: no system chromium and not root; using Playwright's own download");
  run('npx --yes playwright install chromium');
}

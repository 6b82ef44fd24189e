#!/usr/bin/env node
// Makes sure Playwright has a Chromium to drive, without Playwright's own download where possible:
// 1. Debian's /usr/bin/chromium when present (or CHROMIUM_PATH);
// 2. else, as root, install Debian's chromium and fonts-noto-cjk (Chinese text renders as boxes without it);
// 3. else Playwright's own download.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const run = (cmd) => execSync(cmd, { stdio: 'inherit' });
const explicit = process.env.CHROMIUM_PATH;

if (explicit && existsSync(explicit)) {
  console.log(`ensure-browser: using ${explicit}`);
} else if (existsSync('/usr/bin/chromium')) {
  console.log('ensure-browser: using /usr/bin/chromium');
  if (process.getuid?.() === 0 && !existsSync('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc')) {
    run('apt-get install -y -qq fonts-noto-cjk || (apt-get update -qq && apt-get install -y -qq fonts-noto-cjk)');
  }
} else if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
  console.log("ensure-browser: installing Debian's chromium and fonts-noto-cjk");
  run('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-cjk');
} else {
  console.log("ensure-browser: no system chromium and not root; using Playwright's own download");
  run('npx --yes playwright install chromium');
}

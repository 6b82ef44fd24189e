#!/usr/bin/env node
// Fails when the production build (dist/, or the directory given as the first argument) carries the mock backend: msw, its worker, the mock SSO or seed data, the crash probe, or the footer's demo placeholders.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = process.argv[2] || 'dist';
const markers = [
  ['msw runtime', /mockServiceWorker|MSW_|msw\/browser|setupWorker/],
  ['mock SSO page', /mock-sso|以此身份登录/],
  ['mock fault switches', /mockFaults|mockFault|mockReset|mockLatency|mockPublished/],
  // The crash probe (shared-layout.tsx) renders only in mock mode: the e2e suite's way to the crash screen.
  ['crash probe', /__crash|演示崩溃/],
  // Seed data: demo account ids and names survive minification as string literals.
  ['demo accounts', /cand-full|cand-new|staff-wang|interviewer-liu|张晓明/],
  // The footer's addresses and record numbers are configuration (issue 19): no placeholder ships.
  ['footer placeholders', /www\.example\.com|XXXXXXXX|（演示）/],
];

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

const files = walk(root);
const problems = [];
for (const file of files) {
  if (file.endsWith('mockServiceWorker.js')) problems.push(`${file}: the msw worker file is shipped`);
  if (!/\.(js|html|css|json)$/.test(file)) continue;
  const text = readFileSync(file, 'utf8');
  for (const [what, pattern] of markers) if (pattern.test(text)) problems.push(`${file}: contains ${what} (${pattern})`);
}

if (problems.length > 0) {
  console.error(`check-prod-build: the production build contains mock code:\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`check-prod-build: ${files.length} files in ${root}/, no mock code or seed data`);

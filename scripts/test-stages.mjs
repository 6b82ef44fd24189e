#!/usr/bin/env node
// `npm test`: runs the stages in order, stops at the first that fails, and prints how long each took — the figures
// issue 21 tracks (docs/decisions/060). Usage: node scripts/test-stages.mjs [stage …] (default: all of them).
import { spawnSync } from 'node:child_process';

const STAGES = [
  'format:check',
  'lint',
  'typecheck',
  'test:unit',
  'check:prod-build',
  'e2e:prepare',
  'e2e:journeys',
  'e2e:a11y',
  'test:nginx',
];

const wanted = process.argv.slice(2);
const unknown = wanted.filter((stage) => !STAGES.includes(stage));
if (unknown.length > 0) {
  console.error(`unknown stage(s): ${unknown.join(', ')}; the stages are ${STAGES.join(', ')}`);
  process.exit(2);
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const times = [];
let status = 0;
const started = Date.now();
for (const stage of wanted.length > 0 ? wanted : STAGES) {
  const t0 = Date.now();
  const result = spawnSync(npm, ['run', stage], { stdio: 'inherit' });
  times.push([stage, (Date.now() - t0) / 1000]);
  status = result.status ?? 1;
  if (status !== 0) {
    times.push([`${stage} FAILED (exit ${status})`, 0]);
    break;
  }
}
console.log('\nstage times (s):');
for (const [stage, seconds] of times) if (seconds > 0) console.log(`  ${stage.padEnd(18)} ${seconds.toFixed(1)}`);
console.log(`  ${'total'.padEnd(18)} ${((Date.now() - started) / 1000).toFixed(1)}`);
if (status !== 0) console.log(`  ${times.at(-1)[0]}`);
process.exit(status);

#!/usr/bin/env node
// `npm test`: runs the stages in order, stops at the first that fails, and prints how long each took — the figures
// issue 21 tracks (docs/decisions/060). Usage: node scripts/test-stages.mjs [stage …] (default: all of them).
// The static checks (format, lint, types) each keep one core busy for 10–25 s: they run side by side, on both cores,
// their output printed whole once each is done (docs/decisions/078); the two builds join them (docs/decisions/086).
import { spawn } from 'node:child_process';

/** The stages in order; a group's stages run at the same time. */
const STAGES = [
  ['format:check', 'lint', 'typecheck', 'check:prod-build', 'e2e:prepare'],
  'test:unit',
  'e2e:journeys',
  'e2e:a11y',
  'test:nginx',
];
const ALL = STAGES.flat();

const wanted = process.argv.slice(2);
const unknown = wanted.filter((stage) => !ALL.includes(stage));
if (unknown.length > 0) {
  console.error(`unknown stage(s): ${unknown.join(', ')}; the stages are ${ALL.join(', ')}`);
  process.exit(2);
}
const steps =
  wanted.length > 0
    ? STAGES.map((step) =>
        Array.isArray(step) ? step.filter((s) => wanted.includes(s)) : wanted.includes(step) ? [step] : [],
      ).filter((step) => step.length > 0)
    : STAGES.map((step) => (Array.isArray(step) ? step : [step]));

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs one npm script; alone, its output streams through; beside others, it is kept and printed when it ends. */
function run(stage, alone) {
  return new Promise((resolve) => {
    const t0 = Date.now();
    const child = spawn(npm, ['run', stage], { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      if (!alone) process.stdout.write(Buffer.concat(output));
      resolve({ stage, seconds: (Date.now() - t0) / 1000, status: code ?? (signal ? 1 : 0) });
    });
  });
}

const times = [];
let failed;
const started = Date.now();
for (const step of steps) {
  const t0 = Date.now();
  const results = await Promise.all(step.map((stage) => run(stage, step.length === 1)));
  for (const { stage, seconds } of results) times.push([stage, seconds]);
  if (step.length > 1) times.push([`(${step.join(' + ')}: together)`, (Date.now() - t0) / 1000]);
  failed = results.find((result) => result.status !== 0);
  if (failed) break;
}
console.log('\nstage times (s):');
for (const [stage, seconds] of times) console.log(`  ${stage.padEnd(18)} ${seconds.toFixed(1)}`);
console.log(`  ${'total'.padEnd(18)} ${((Date.now() - started) / 1000).toFixed(1)}`);
if (failed) console.log(`  ${failed.stage} FAILED (exit ${failed.status})`);
process.exit(failed ? failed.status || 1 : 0);

#!/usr/bin/env node
// `npm test`: runs the stages, stops after the first group in which one fails, and prints how long each took — the
// figures issue 21 tracks (docs/decisions/060). Usage: node scripts/test-stages.mjs [stage …] (default: all of them).
//
// The first group runs the static checks and the two builds side by side: each uses one core (docs/decisions/078) and
// none waits on a clock. The suites that do — component tests, journeys, accessibility states, nginx suite — run one
// after another: side by side they were no faster on two cores (docs/decisions/086), and beside each other they slowed
// each other's tests 10–40 times, past the waits sized for a busy machine, in three CI runs out of three
// (docs/decisions/098). A stage that runs alone streams its output; beside others, its output is kept and printed
// whole when the group ends, so none interleaves — the passing stages first and a failing one last, so the failure is
// what the tail of a CI log shows.
import { spawn } from 'node:child_process';

/** Groups in order; a group's stages run at the same time. */
const GROUPS = [
  ['format:check', 'lint', 'typecheck', 'build:served', 'e2e:prepare'],
  ['test:unit'],
  ['e2e:journeys'],
  ['e2e:a11y'],
  ['test:nginx:built'],
];
const ALL = GROUPS.flat();

const wanted = process.argv.slice(2);
const unknown = wanted.filter((stage) => !ALL.includes(stage));
if (unknown.length > 0) {
  console.error(`unknown stage(s): ${unknown.join(', ')}; the stages are ${ALL.join(', ')}`);
  process.exit(2);
}
/** The groups with only the wanted stages. */
const groups = GROUPS.map((group) => group.filter((stage) => wanted.length === 0 || wanted.includes(stage))).filter(
  (group) => group.length > 0,
);

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs one npm script; alone, its output streams through; beside others, it is kept and returned. */
function run(stage, alone) {
  return new Promise((resolve) => {
    const t0 = Date.now();
    const child = spawn(npm, ['run', stage], { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = (Date.now() - t0) / 1000;
      resolve({ stage, seconds, status: code ?? (signal ? 1 : 0), output: Buffer.concat(output) });
    });
  });
}

const times = [];
let failed;
const started = Date.now();
for (const group of groups) {
  const t0 = Date.now();
  const alone = group.length === 1;
  const results = await Promise.all(group.map((stage) => run(stage, alone)));
  const passedFirst = [...results].sort((a, b) => Number(a.status !== 0) - Number(b.status !== 0));
  for (const { output } of passedFirst) if (output.length > 0) process.stdout.write(output);
  for (const { stage, seconds } of results) times.push([stage, seconds]);
  if (!alone) times.push([`(${group.join(' + ')}: together)`, (Date.now() - t0) / 1000]);
  failed = results.find((result) => result.status !== 0);
  if (failed) break;
}
console.log('\nstage times (s):');
for (const [stage, seconds] of times) console.log(`  ${stage.padEnd(18)} ${seconds.toFixed(1)}`);
console.log(`  ${'total'.padEnd(18)} ${((Date.now() - started) / 1000).toFixed(1)}`);
if (failed) console.log(`  ${failed.stage} FAILED (exit ${failed.status})`);
process.exit(failed ? failed.status || 1 : 0);

// What the benchmark machine is (used by scripts/bench.mjs): Lighthouse's benchmark index times JavaScript alone, and
// two machines with the same index scored the same build 90–98 and 64–83 on the mobile preset (docs/decisions/097).
// The difference was the browser's own work around the scripts — font matching through the browser process, each
// response's handling — so the report says what the machine is and times one such piece of work.
import { cpus, release } from 'node:os';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './bench-first-load.mjs';
import { median } from './bench-lighthouse.mjs';

/**
 * Two lines of Chinese in two sizes: the first layout matches their fonts. The home page's hero as it read on
 * 2026-11-27, kept fixed on purpose (not imported) so that machines' figures compare across commits.
 */
const CALIBRATION_HTML =
  '<h1 style="font: 600 32px sans-serif">加入我们，让每一天的生活更美好</h1>' +
  '<p style="font: 14px sans-serif">从门店到总部，从一线到管理，这里有适合你的舞台。Join us</p>';

/** The first layout of CALIBRATION_HTML in a fresh browser, in ms (a forced layout timed inside the page). */
async function firstLayoutMs() {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    return await page.evaluate((html) => {
      document.body.innerHTML = html;
      const start = performance.now();
      void document.body.offsetHeight;
      return performance.now() - start;
    }, CALIBRATION_HTML);
  } finally {
    await browser.close();
  }
}

/**
 * The machine: kernel, CPU model and count, and the median of `runs` first layouts of two lines of Chinese text
 * (each in a fresh browser; 23–70 ms on the machine of decision 097).
 * @returns {Promise<{ kernel: string, cpu: string, cores: number, firstLayoutMs: number, firstLayoutRuns: number[] }>}
 */
export async function measureMachine(runs = 5) {
  const firstLayoutRuns = [];
  for (let i = 0; i < runs; i += 1) firstLayoutRuns.push(Math.round((await firstLayoutMs()) * 10) / 10);
  const cpu = cpus();
  return {
    kernel: release(),
    cpu: cpu[0]?.model ?? 'unknown',
    cores: cpu.length,
    firstLayoutMs: median(firstLayoutRuns),
    firstLayoutRuns,
  };
}

/** One line for the report. */
export function machineLine(machine) {
  return (
    `Machine: ${machine.cores} × ${machine.cpu}, kernel ${machine.kernel}; first layout of two lines of Chinese in a ` +
    `fresh Chromium ${machine.firstLayoutMs} ms (median of ${machine.firstLayoutRuns.join(', ')}).`
  );
}

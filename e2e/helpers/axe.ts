import { expect, type Page } from '@playwright/test';
import axe from 'axe-core';

/**
 * Issue 10: the accessibility checks run every axe rule of WCAG 2.0, 2.1 and 2.2 at levels A and AA, the
 * experimental rules and the best practices, and allow no violation of any impact.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'experimental', 'best-practice'] as const;

/**
 * The rules, by id, from the axe-core that @axe-core/playwright injects. Naming them (runOnly by rule) enables
 * the ones axe leaves out by default: the experimental rules and those disabled by default (target-size, …).
 */
export const AXE_RULES: readonly string[] = axe
  .getRules([...AXE_TAGS])
  .map((rule) => rule.ruleId)
  .sort();

/** One line per violation: rule id, impact, what it asks, where (CSS selectors of every node). */
export function formatViolations(violations: axe.Result[]): string[] {
  return violations.map((violation) => {
    const targets = violation.nodes.map((node) => node.target.map(String).join(' >>> ')).join(' | ');
    const line = `${violation.id} [${violation.impact ?? 'no impact'}] ${violation.help} — ${violation.nodes.length} node(s): ${targets}`;
    // A11Y_DEBUG=1 adds each node's markup and axe's explanation.
    if (!process.env.A11Y_DEBUG) return line;
    const details = violation.nodes.map((node) => `\n    ${node.html.slice(0, 300)}\n      ${node.failureSummary ?? ''}`);
    return `${line}${details.join('')}`;
  });
}

/**
 * Runs axe with every rule of AXE_RULES on the page as it is now, in the page itself: axe's own `axe.run`, its source
 * put into each document once. @axe-core/playwright put the 600 kB source in again and asked for the rules before
 * every check — ~200 ms of a ~290 ms check on the job list; its one addition, merging the results of cross-origin
 * frames, has nothing to merge here: the portal embeds no frame (docs/decisions/067, 086).
 * Every node of every violation is reported; of the passing, incomplete and inapplicable checks only one node each
 * (axe's `resultTypes`): nothing reads them, and describing ~1,700 passing nodes and sending them back to the test
 * took half of each check (job list: 850 → 470 ms, docs/decisions/081).
 */
export async function analyzeAll(page: Page): Promise<axe.AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(
    (rules) =>
      (window as unknown as { axe: typeof axe }).axe.run(document, {
        runOnly: { type: 'rule', values: rules },
        resultTypes: ['violations'],
      }),
    [...AXE_RULES],
  );
}

/**
 * Waits until no finite animation or transition runs (a dialog zooming in, a drawer sliding): axe judges colours as
 * they are painted, and half-faded text fails colour contrast though the user then sees it at full strength.
 * Endless ones (spinners, skeleton shimmer) are the state itself and are not waited for. antd's motions start a frame
 * or two after their element appears (transparent, with a `-prepare`/`-start` class and no animation yet): the page
 * must be calm for three frames in a row, with no motion about to start. A hover menu checked in that gap failed
 * colour contrast on a busy machine.
 */
export async function animationsFinished(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as { calmFrames?: number }).calmFrames = 0;
  });
  await page.waitForFunction(
    () => {
      const calm =
        document
          .getAnimations()
          .every(
            (animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
          ) &&
        !document.querySelector(
          '[class*="-appear-prepare"], [class*="-appear-start"], [class*="-enter-prepare"], [class*="-enter-start"]',
        );
      const state = window as { calmFrames?: number };
      state.calmFrames = calm ? (state.calmFrames ?? 0) + 1 : 0;
      return state.calmFrames >= 3;
    },
    undefined,
    { polling: 'raf' },
  );
}

/**
 * Fails with a readable list when axe finds any violation on the page as it is now; `state` names the page and
 * state in the message.
 */
export async function expectNoAxeViolations(page: Page, state: string): Promise<void> {
  await animationsFinished(page);
  const results = await analyzeAll(page);
  expect(formatViolations(results.violations), `axe violations: ${state}`).toEqual([]);
}

import AxeBuilder from '@axe-core/playwright';
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
 * Runs axe with every rule of AXE_RULES on the page as it is now. Legacy mode runs `axe.run` in the page itself;
 * the default opens a blank page per check to merge the frames' results, which doubled each check's time (1.7 s →
 * 0.8 s measured) for frames the portal does not have: it embeds no cross-origin frame (docs/decisions/067).
 * Every node of every violation is reported; of the passing, incomplete and inapplicable checks only one node each
 * (axe's `resultTypes`): nothing reads them, and describing ~1,700 passing nodes and sending them back to the test
 * took half of each check (job list: 850 → 470 ms, docs/decisions/081).
 */
export async function analyzeAll(page: Page): Promise<axe.AxeResults> {
  return new AxeBuilder({ page })
    .withRules([...AXE_RULES])
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
}

/**
 * Waits until no finite animation or transition runs (a dialog zooming in, a drawer sliding): axe judges colours as
 * they are painted, and half-faded text fails colour contrast though the user then sees it at full strength.
 * Endless ones (spinners, skeleton shimmer) are the state itself and are not waited for.
 */
export async function animationsFinished(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
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

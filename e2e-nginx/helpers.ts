import { expect, type APIRequestContext, type Page } from '@playwright/test';

declare global {
  interface Window {
    /** Bound by `watchPage`: reports a `securitypolicyviolation` event to the test. */
    __reportCspViolation?: (text: string) => void;
  }
}

/** What went wrong on a page while the test watched it. */
export interface PageProblems {
  cspViolations: string[];
  consoleErrors: string[];
}

/**
 * Records every `securitypolicyviolation` event (a listener added before any script of the page, in every
 * document the page opens) and every console error or uncaught exception.
 */
export async function watchPage(page: Page): Promise<PageProblems> {
  const problems: PageProblems = { cspViolations: [], consoleErrors: [] };
  await page.exposeBinding('__reportCspViolation', (_source, text: string) => {
    problems.cspViolations.push(text);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__reportCspViolation?.(
        `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} on ${location.pathname} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.consoleErrors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.consoleErrors.push(`uncaught: ${error.message}`));
  return problems;
}

/** The page has rendered its route (the tab title says which) and nothing on it is loading any more. */
export async function expectSettled(page: Page): Promise<void> {
  await expect(page).toHaveTitle(/^(?!404 ).+ - 招聘门户$/);
  await expect(page.locator('[aria-busy="true"], .ant-spin-spinning')).toHaveCount(0);
}

/** A seeded job of a recruit type, from the mock API through nginx. */
export async function seededJob(
  request: APIRequestContext,
  recruitType: 'social' | 'shop' | 'school',
): Promise<{ id: string; name: string }> {
  const code = recruitType === 'school' ? 'campus' : 'social';
  const response = await request.get(
    `/api/recruit/client/recruit/v1/position_demand?page=1&page_size=1&recruit_type=${recruitType}&recruit_type_code=${code}`,
  );
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data?: { list?: { id?: string | number; position_name?: string }[] } };
  const job = body.data?.list?.[0];
  if (job?.id === undefined || !job.position_name)
    throw new Error(`no seeded ${recruitType} job: ${JSON.stringify(body).slice(0, 200)}`);
  return { id: String(job.id), name: job.position_name };
}

// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- a global script, not a module: the source's config module (reached through the types below) needs its `ImportMetaEnv`
/// <reference path="../../src/vite-env.d.ts" />
import type { BusinessName, RecruitType } from '../../src/lib/config/business';
import type { PageName, PageQuery } from '../../src/lib/routing/catalogue';

/**
 * The portal's paths for the browser tests. The source's `pagePath` cannot be loaded here: its module reads Vite's
 * `import.meta.env`, which Playwright does not have. So this builder takes the page names from the source's
 * catalogue (as types: a page a business does not have does not compile) and a unit test
 * (tests/e2e/paths.node.test.ts) checks it against `pagePath` for every page of the catalogue (decision 064).
 */
export const PUBLIC_NAME = 'recruit-web';
export const BASE = `/${PUBLIC_NAME}`;

/**
 * `/{public_name}/{business}[/{recruitType}]/{page}[?query]`. Give the recruit type exactly when the page sits
 * under one (a page at the business's top level, such as the staff job list, takes none).
 */
export function routePath<B extends BusinessName>(
  business: B,
  page: PageName<B>,
  recruitType?: RecruitType,
  query?: PageQuery,
): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined && value !== '') search.set(key, String(value));
  const qs = search.toString();
  return `${BASE}/${business}${recruitType ? `/${recruitType}` : ''}/${page}${qs ? `?${qs}` : ''}`;
}

// The landing pages that get a first screen from HTML (issue 24, docs/decisions/080): the build writes
// `{outDir}/{path}.html` for each (build/first-screen.ts) and nginx serves it for that path (deploy/nginx). Read by
// the build, the nginx suite and the e2e checks of the take-over.

/**
 * A landing page: its path under the base, the business whose sign-in it needs, if any, and for a page whose tabs are
 * addresses of their own (`trends?tab=talks`), the tab. nginx picks `{path}.tab-{tab}.html` by the `tab` query value.
 */
export interface FirstScreenRoute {
  path: string;
  signedIn?: 'staff' | 'interview';
  tab?: string;
  /**
   * A query the prerender adds, for a page that reads one before it shows its loading state: job detail without an
   * `id` is the "job not found" page, with one it is the skeleton of the job every visitor waits for.
   */
  query?: Record<string, string>;
}

/** The file of a route's first screen, relative to the build's directory, without `.html`. */
export function firstScreenFile({ path, tab }: FirstScreenRoute): string {
  return tab ? `${path}.tab-${tab}` : path;
}

/** The address the prerender opens for a route, relative to the base. */
export function firstScreenAddress({ path, tab, query }: FirstScreenRoute): string {
  const search = new URLSearchParams({ ...(tab ? { tab } : {}), ...query }).toString();
  return search ? `${path}?${search}` : path;
}

/** The id the prerender asks job detail for: its call is never answered, so the page stays at its skeleton. */
const PENDING_JOB = { id: 'first-screen' };

export const FIRST_SCREEN_ROUTES: readonly FirstScreenRoute[] = [
  { path: 'candidate/home' },
  { path: 'candidate/social/job' },
  { path: 'candidate/shop/job' },
  { path: 'candidate/social/jobDetail', query: PENDING_JOB },
  { path: 'candidate/shop/jobDetail', query: PENDING_JOB },
  { path: 'candidate/school/home' },
  { path: 'candidate/school/job' },
  // Its first tab (招聘流程) at the bare address; the others by `?tab=` (features/campus TRENDS_TABS).
  { path: 'candidate/school/trends' },
  { path: 'candidate/school/trends', tab: 'talks' },
  { path: 'candidate/school/trends', tab: 'notices' },
  { path: 'candidate/school/trends', tab: 'qa' },
  { path: 'staff/home', signedIn: 'staff' },
  { path: 'staff/job', signedIn: 'staff' },
  { path: 'staff/rank', signedIn: 'staff' },
  { path: 'interview/social/list', signedIn: 'interview' },
  { path: 'interview/shop/list', signedIn: 'interview' },
  { path: 'interview/school/list', signedIn: 'interview' },
];

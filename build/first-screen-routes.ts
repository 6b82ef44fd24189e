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
}

/** The file of a route's first screen, relative to the build's directory, without `.html`. */
export function firstScreenFile({ path, tab }: FirstScreenRoute): string {
  return tab ? `${path}.tab-${tab}` : path;
}

/** The address the prerender opens for a route, relative to the base. */
export function firstScreenAddress({ path, tab }: FirstScreenRoute): string {
  return tab ? `${path}?tab=${tab}` : path;
}

export const FIRST_SCREEN_ROUTES: readonly FirstScreenRoute[] = [
  { path: 'candidate/home' },
  { path: 'candidate/social/job' },
  { path: 'candidate/shop/job' },
  { path: 'candidate/social/jobDetail' },
  { path: 'candidate/shop/jobDetail' },
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

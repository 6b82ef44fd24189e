// The landing pages that get a first screen from HTML (issue 24, docs/decisions/080): the build writes
// `{outDir}/{path}.html` for each (build/first-screen.ts) and nginx serves it for that path (deploy/nginx). Read by
// the build, the nginx suite and the e2e checks of the take-over.
import type { LaterAntdComponent } from './antd-css-vars.ts';

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
  /**
   * antd components the page shows once its data arrives (or its idle-loaded filters, or its user card): their CSS
   * variables go into the HTML, so that antd inserts no style sheet when they first render (docs/decisions/105). The
   * nginx suite fails for a landing page on which antd still inserts one.
   */
  later?: readonly LaterAntdComponent[];
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

/** The job lists' filters (loaded when the page is idle) and pagination. */
const JOB_LIST_LATER: readonly LaterAntdComponent[] = ['Select', 'Cascader', 'Pagination'];
/** The signed-in frame's user card. */
const USER_CARD_LATER: readonly LaterAntdComponent[] = ['Avatar', 'Dropdown'];
/** A table of evaluations or rankings, with its status filter, tags and pagination. */
const TABLE_LATER: readonly LaterAntdComponent[] = ['Radio', 'Tag', 'Pagination', 'Table', ...USER_CARD_LATER];

export const FIRST_SCREEN_ROUTES: readonly FirstScreenRoute[] = [
  { path: 'candidate/home' },
  { path: 'candidate/social/job', later: JOB_LIST_LATER },
  { path: 'candidate/shop/job', later: JOB_LIST_LATER },
  { path: 'candidate/social/jobDetail', query: PENDING_JOB, later: ['Tag'] },
  { path: 'candidate/shop/jobDetail', query: PENDING_JOB, later: ['Tag'] },
  { path: 'candidate/school/home', later: ['Steps', 'Collapse', 'Tag'] },
  { path: 'candidate/school/job', later: JOB_LIST_LATER },
  // Its first tab (招聘流程) at the bare address; the others by `?tab=` (features/campus TRENDS_TABS).
  { path: 'candidate/school/trends' },
  { path: 'candidate/school/trends', tab: 'talks', later: ['Radio', 'Tag', 'Pagination'] },
  { path: 'candidate/school/trends', tab: 'notices', later: ['Pagination'] },
  { path: 'candidate/school/trends', tab: 'qa', later: ['Collapse'] },
  { path: 'staff/home', signedIn: 'staff', later: ['Tag', ...USER_CARD_LATER] },
  { path: 'staff/job', signedIn: 'staff', later: [...JOB_LIST_LATER, ...USER_CARD_LATER] },
  { path: 'staff/rank', signedIn: 'staff', later: [...TABLE_LATER, 'Button'] },
  { path: 'interview/social/list', signedIn: 'interview', later: TABLE_LATER },
  { path: 'interview/shop/list', signedIn: 'interview', later: TABLE_LATER },
  { path: 'interview/school/list', signedIn: 'interview', later: TABLE_LATER },
];

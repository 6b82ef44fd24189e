// The landing pages that get a first screen from HTML (issue 24, docs/decisions/080): the build writes
// `{outDir}/{path}.html` for each (build/first-screen.ts) and nginx serves it for that path (deploy/nginx). Read by
// the build, the nginx suite and the e2e checks of the take-over.

/** A landing page: its path under the base, and the business whose sign-in it needs, if any. */
export interface FirstScreenRoute {
  path: string;
  signedIn?: 'staff' | 'interview';
}

export const FIRST_SCREEN_ROUTES: readonly FirstScreenRoute[] = [
  { path: 'candidate/home' },
  { path: 'candidate/social/job' },
  { path: 'candidate/shop/job' },
  { path: 'candidate/social/jobDetail' },
  { path: 'candidate/shop/jobDetail' },
  { path: 'candidate/school/home' },
  { path: 'candidate/school/job' },
  { path: 'candidate/school/trends' },
  { path: 'staff/home', signedIn: 'staff' },
  { path: 'staff/job', signedIn: 'staff' },
  { path: 'staff/rank', signedIn: 'staff' },
  { path: 'interview/social/list', signedIn: 'interview' },
  { path: 'interview/shop/list', signedIn: 'interview' },
  { path: 'interview/school/list', signedIn: 'interview' },
];

// The cases of features/jobs/ that need a browser, in one test file: one jsdom window, one setup and one module graph, warm
// after the first page (docs/decisions/090). Each module's cases run in their own describe block (tests/cases.ts).
import { cases } from '../../cases';

cases('activity-job-detail', () => import('./activity-job-detail.cases'));
cases('candidate-home-page', () => import('./candidate-home-page.cases'));
cases('job-detail-head', () => import('./job-detail-head.cases'));
cases('job-detail-page', () => import('./job-detail-page.cases'));
cases('job-filters', () => import('./job-filters.cases'));
cases('job-list-under-staff', () => import('./job-list-under-staff.cases'));
cases('job-search-box', () => import('./job-search-box.cases'));
cases('saved-searches', () => import('./saved-searches.cases'));
cases('special-session-head', () => import('./special-session-head.cases'));
cases('special-session-list', () => import('./special-session-list.cases'));
cases('use-idle-value', () => import('./use-idle-value.cases'));

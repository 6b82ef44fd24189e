// The cases of lib/tracking/ that need a browser, in one test file: one jsdom window, one setup and one module graph, warm
// after the first page (docs/decisions/090). Each module's cases run in their own describe block (tests/cases.ts).
import { cases } from '../../cases';

cases('analytics-settings', () => import('./analytics-settings.cases'));
cases('analytics', () => import('./analytics.cases'));
cases('page-history-env', () => import('./page-history-env.cases'));
cases('page-history', () => import('./page-history.cases'));
cases('page-left', () => import('./page-left.cases'));
cases('track-event', () => import('./track-event.cases'));
cases('use-page-tracking', () => import('./use-page-tracking.cases'));

// The cases of app/ that need a browser, in one test file: one jsdom window, one setup and one module graph, warm
// after the first page (docs/decisions/090). Each module's cases run in their own describe block (tests/cases.ts).
import { cases } from '../cases';

cases('browser-support-banner', () => import('./browser-support-banner.cases'));
cases('odd-rows', () => import('./odd-rows.cases'));
cases('wrong-shape-answers', () => import('./wrong-shape-answers.cases'));
cases('layouts/route-view-tracking', () => import('./layouts/route-view-tracking.cases'));
cases('layouts/secret-dialog-tech-centre', () => import('./layouts/secret-dialog-tech-centre.cases'));
cases('layouts/secret-dialog', () => import('./layouts/secret-dialog.cases'));
cases('routes/preload-page', () => import('./routes/preload-page.cases'));
cases('theme', () => import('./theme.cases'));

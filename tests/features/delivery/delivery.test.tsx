// The cases of features/delivery/ that need a browser, in one test file: one jsdom window, one setup and one module graph, warm
// after the first page (docs/decisions/090). Each module's cases run in their own describe block (tests/cases.ts).
import { cases } from '../../cases';

cases('delivery-resume-page', () => import('./delivery-resume-page.cases'));
cases('one-message-per-failure', () => import('./one-message-per-failure.cases'));
cases('other-pages', () => import('./other-pages.cases'));
cases('registration-draft', () => import('./registration-draft.cases'));
cases('registration-limits', () => import('./registration-limits.cases'));

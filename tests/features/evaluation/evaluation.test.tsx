// The cases of features/evaluation/ that need a browser, in one test file: one jsdom window, one setup and one module graph, warm
// after the first page (docs/decisions/090). Each module's cases run in their own describe block (tests/cases.ts).
import { cases } from '../../cases';

cases('fillin-page', () => import('./fillin-page.cases'));
cases('interview-home', () => import('./interview-home.cases'));
cases('list-page', () => import('./list-page.cases'));
cases('scoring', () => import('./scoring.cases'));
cases('sign-in-and-tracking', () => import('./sign-in-and-tracking.cases'));
cases('wrong-shape', () => import('./wrong-shape.cases'));

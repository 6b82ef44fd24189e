// The cases of features/campus/ that need a browser, in one test file: one jsdom window, one setup and one module graph, warm
// after the first page (docs/decisions/090). Each module's cases run in their own describe block (tests/cases.ts).
import { cases } from '../../cases';

cases('about-page', () => import('./about-page.cases'));
cases('campus-home-page', () => import('./campus-home-page.cases'));
cases('campus-home-wrong-shape', () => import('./campus-home-wrong-shape.cases'));
cases('know-more-page', () => import('./know-more-page.cases'));
cases('modification-registration', () => import('./modification-registration.cases'));
cases('modification-wrong-shape', () => import('./modification-wrong-shape.cases'));
cases('notice-detail-page', () => import('./notice-detail-page.cases'));
cases('special-delivery', () => import('./special-delivery.cases'));
cases('special-result-page', () => import('./special-result-page.cases'));
cases('special-wrong-shape', () => import('./special-wrong-shape.cases'));
cases('trends-page', () => import('./trends-page.cases'));
cases('trends-talks', () => import('./trends-talks.cases'));
cases('trends-wrong-shape', () => import('./trends-wrong-shape.cases'));

// The cases of components/ and entities/ that need a browser, in one test file: one jsdom window, one setup and one
// module graph, warm after the first page (docs/decisions/090). Each module's cases run in their own describe block
// (tests/cases.ts).
import { cases } from '../cases';

cases('deferred-view', () => import('./deferred-view.cases'));
cases('limited-input', () => import('./limited-input.cases'));
cases('query-radio-filter', () => import('./query-radio-filter.cases'));
cases('sanitize-html-seo', () => import('./sanitize-html-seo.cases'));
cases('sanitize-html', () => import('./sanitize-html.cases'));
cases('status-tag', () => import('./status-tag.cases'));
cases('use-latest-callback', () => import('./use-latest-callback.cases'));
cases('../entities/favourite/favourite-toggle', () => import('../entities/favourite/favourite-toggle.cases'));
cases('../entities/referral-level/level-tag', () => import('../entities/referral-level/level-tag.cases'));
cases('../entities/resume-form/field-limits', () => import('../entities/resume-form/field-limits.cases'));
cases('../entities/session/use-session', () => import('../entities/session/use-session.cases'));

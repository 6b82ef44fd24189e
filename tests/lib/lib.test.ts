// The cases of lib/'s modules that need a browser (cookies, storage, the mock backend), in one test file: one jsdom
// window, one setup and one module graph for all of them. Alone, each of the 13 files spent ~2 s starting for ~0.1 s
// of tests (issue 21, docs/decisions/089). The setup resets what a test changes (mock data and handlers, storage,
// cookies, a faked clock) after every test; `npm run test:unit -- --sequence.shuffle` runs these in a random order.
import { cases } from '../cases';

cases('auth/token', () => import('./auth/token.cases'));
cases('auth/session', () => import('./auth/session.cases'));
cases('auth/redirect', () => import('./auth/redirect.cases'));
cases('auth/url-token', () => import('./auth/url-token.cases'));
cases('auth/sso-state', () => import('./auth/sso-state.cases'));
cases('http/client-request', () => import('./http/client-request.cases'));
cases('http/client-per-type', () => import('./http/client-per-type.cases'));
cases('http/client-case', () => import('./http/client-case.cases'));
cases('http/client-keep-key-case', () => import('./http/client-keep-key-case.cases'));
cases('storage/draft-store', () => import('./storage/draft-store.cases'));
cases('storage/json-storage', () => import('./storage/json-storage.cases'));
cases('storage/draft-housekeeping', () => import('./storage/draft-housekeeping.cases'));
cases('saved-searches/saved-search-store', () => import('./saved-searches/saved-search-store.cases'));
cases('auth/auth-guard', () => import('./auth/auth-guard.cases'));
cases('feedback/feedback-host', () => import('./feedback/feedback-host.cases'));
cases('http/client-business-fallback', () => import('./http/client-business-fallback.cases'));
cases('http/client-malformed', () => import('./http/client-malformed.cases'));
cases('routing/page-titles', () => import('./routing/page-titles.cases'));
cases('storage/use-draft', () => import('./storage/use-draft.cases'));

// The cases of mocks/ and stores/ that need a browser, in one test file: one jsdom window, one setup and one module
// graph, warm after the first page (docs/decisions/090). Each module's cases run in their own describe block
// (tests/cases.ts).
import { cases } from '../cases';

cases('db', () => import('./db.cases'));
cases('endpoints', () => import('./endpoints.cases'));
cases('faults', () => import('./faults.cases'));
cases('../stores/business-store', () => import('../stores/business-store.cases'));

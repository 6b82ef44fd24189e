// The cases of features/friend-resume/ that need a browser, in one test file: one jsdom window, one setup and one module graph, warm
// after the first page (docs/decisions/090). Each module's cases run in their own describe block (tests/cases.ts).
import { cases } from '../../cases';

cases('edit-friend-resume-page', () => import('./edit-friend-resume-page.cases'));
cases('friend-resumes-page', () => import('./friend-resumes-page.cases'));
cases('job-detail-and-result', () => import('./job-detail-and-result.cases'));
cases('refer-friend-page', () => import('./refer-friend-page.cases'));
cases('wrong-shape', () => import('./wrong-shape.cases'));

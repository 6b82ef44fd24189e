// The API modules' cases, in one test file: one jsdom window, one setup and one module graph for all of them. Alone,
// each of the 16 files spent ~2 s starting (jsdom, the mock backend, the modules) for ~0.4 s of tests (issue 21,
// docs/decisions/089). The setup resets what a test changes (mock data and handlers, storage, cookies) after every
// test, as between the tests of any file; `npm run test:unit -- --sequence.shuffle` runs these in a random order.
import { cases } from '../cases';

cases('applications', () => import('./applications.cases'));
cases('auth', () => import('./auth.cases'));
cases('campus', () => import('./campus.cases'));
cases('config', () => import('./config.cases'));
cases('delivery-uuid', () => import('./delivery-uuid.cases'));
cases('delivery', () => import('./delivery.cases'));
cases('evaluation', () => import('./evaluation.cases'));
cases('favourites', () => import('./favourites.cases'));
cases('links', () => import('./links.cases'));
cases('points', () => import('./points.cases'));
cases('positions', () => import('./positions.cases'));
cases('referral-trail', () => import('./referral-trail.cases'));
cases('referral', () => import('./referral.cases'));
cases('resume', () => import('./resume.cases'));
cases('schemas', () => import('./schemas.cases'));
cases('session', () => import('./session.cases'));

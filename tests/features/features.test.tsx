// The cases of the feature folders without a group of their own (one or two files each), in one test file: one
// jsdom window, one setup and one module graph, warm after the first page (docs/decisions/090). Each module's cases
// run in their own describe block (tests/cases.ts).
import { cases } from '../cases';

cases('applications/application-records-page', () => import('./applications/application-records-page.cases'));
cases('auth/login-page', () => import('./auth/login-page.cases'));
cases('favourites/favourites-page', () => import('./favourites/favourites-page.cases'));
cases('feedback/feedback-page', () => import('./feedback/feedback-page.cases'));
cases('points/bill-links', () => import('./points/bill-links.cases'));
cases('points/points-bill-page', () => import('./points/points-bill-page.cases'));
cases('rank/rank-page', () => import('./rank/rank-page.cases'));
cases('referral/my-referrals-page', () => import('./referral/my-referrals-page.cases'));
cases('referral/referral-trail', () => import('./referral/referral-trail.cases'));
cases('referral/staff-home-page', () => import('./referral/staff-home-page.cases'));
cases('referral/wrong-shape-staff-lists', () => import('./referral/wrong-shape-staff-lists.cases'));
cases('resume/edit-resume-page', () => import('./resume/edit-resume-page.cases'));

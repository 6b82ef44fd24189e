import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { APPLICATION_PATHS } from '@/api/applications';
import { CAMPUS_PATHS } from '@/api/campus';
import { EVALUATION_PATHS } from '@/api/evaluation';
import { FAVOURITE_PATHS } from '@/api/favourites';
import { FEEDBACK_PATHS } from '@/api/feedback';
import { POINTS_PATHS } from '@/api/points';
import { POSITION_PATHS } from '@/api/positions';
import { REFERRAL_PATHS } from '@/api/referral';
import { EMPTY_PLACEHOLDER } from '@/lib/format';
import { ERROR_TIMEOUT, openPage } from '../features/jobs/page-helpers';
import { pagePath } from '@/lib/routing';
import { expectNoCrashScreen } from './render-app';

/**
 * Issue 19: every list answer the staff, interview and campus pages read, answered with the mock's `odd-rows` fault —
 * row 1 at level 7 with null figures, row 2 with strings for figures and status 99, row 3 without an id
 * (src/mocks/odd-rows.ts). The page shows its other rows, "--" where the odd value was, and never its load error.
 */
interface OddCase {
  page: string;
  path: string;
  account: string;
  /** A substring of the list call's path (the fault's match). */
  match: string;
  /** What shows the odd rows with "--" where their odd value was (at least `min` times). */
  dash: string | RegExp;
  min: number;
  /** The rows shown: at least the two odd ones that keep their id. */
  rows: () => HTMLElement[];
}

const tableRows = () => screen.queryAllByRole('row').filter((row) => row.querySelector('td'));
const articles = () => screen.queryAllByRole('article');
const listItems = (name: string) => () => screen.queryByRole('list', { name })?.querySelectorAll('li') ?? [];

const CASES: OddCase[] = [
  {
    page: 'ranking',
    path: pagePath('staff', 'rank'),
    account: 'staff-wang',
    match: POINTS_PATHS.ranking,
    dash: EMPTY_PLACEHOLDER,
    min: 4,
    rows: tableRows,
  },
  {
    page: 'points bill',
    path: pagePath('staff', 'integralBill'),
    account: 'staff-wang',
    match: POINTS_PATHS.bills,
    dash: EMPTY_PLACEHOLDER,
    min: 2,
    rows: tableRows,
  },
  {
    page: 'my referrals',
    path: pagePath('staff', 'myPush'),
    account: 'staff-wang',
    match: REFERRAL_PATHS.referrals,
    dash: EMPTY_PLACEHOLDER,
    min: 3,
    rows: tableRows,
  },
  {
    page: 'friend resumes',
    path: pagePath('staff', 'maintainedResume'),
    account: 'staff-wang',
    match: REFERRAL_PATHS.manageResumes,
    dash: EMPTY_PLACEHOLDER,
    min: 2,
    rows: tableRows,
  },
  {
    page: 'problem reports',
    path: pagePath('staff', 'feedBack'),
    account: 'staff-wang',
    match: FEEDBACK_PATHS.questions,
    dash: EMPTY_PLACEHOLDER,
    min: 1,
    rows: () => [...listItems('反馈记录')()] as HTMLElement[],
  },
  {
    page: 'staff job list',
    path: pagePath('staff', 'job', undefined, { activeKey: 'social' }),
    account: 'staff-wang',
    match: POSITION_PATHS.list,
    dash: `招${EMPTY_PLACEHOLDER}人`,
    min: 2,
    rows: articles,
  },
  {
    page: 'staff favourites',
    path: pagePath('staff', 'collectingPosition'),
    account: 'staff-wang',
    match: FAVOURITE_PATHS.list,
    dash: `招${EMPTY_PLACEHOLDER}人`,
    min: 2,
    rows: articles,
  },
  {
    page: 'evaluation list',
    path: pagePath('interview', 'list', 'social'),
    account: 'interviewer-liu',
    match: EVALUATION_PATHS.mine,
    dash: EMPTY_PLACEHOLDER,
    min: 1,
    rows: tableRows,
  },
  {
    page: 'campus job list',
    path: pagePath('candidate', 'job', 'school'),
    account: 'cand-full',
    match: POSITION_PATHS.list,
    dash: `招${EMPTY_PLACEHOLDER}人`,
    min: 2,
    rows: articles,
  },
  {
    page: 'campus talks',
    path: pagePath('candidate', 'trends', 'school', { tab: 'talks' }),
    account: 'cand-full',
    match: CAMPUS_PATHS.careerTalks,
    dash: /./,
    min: 0,
    rows: articles,
  },
  {
    // Notices carry no figures: the row without an id is left out, the others show.
    page: 'campus notices',
    path: pagePath('candidate', 'trends', 'school', { tab: 'notices' }),
    account: 'cand-full',
    match: CAMPUS_PATHS.announcements,
    dash: /./,
    min: 0,
    rows: () => [...listItems('公告列表')()] as HTMLElement[],
  },
  {
    page: 'campus application records',
    path: pagePath('candidate', 'applyForTheRecord', 'school'),
    account: 'cand-campus',
    match: APPLICATION_PATHS.list,
    dash: /./,
    min: 0,
    rows: tableRows,
  },
];

describe('a list answer with odd rows shows the other rows (issue 19)', () => {
  it.each(CASES)('$page', async ({ path, account, match, dash, min, rows }) => {
    openPage(path, { account, faults: [{ kind: 'odd-rows', match }] });
    await waitFor(() => expect(rows().length).toBeGreaterThanOrEqual(2), ERROR_TIMEOUT);
    await waitFor(() => expect(screen.queryAllByText(dash).length).toBeGreaterThanOrEqual(min), ERROR_TIMEOUT);
    expect(screen.queryByText(/加载失败/)).toBeNull();
    expectNoCrashScreen();
  });
});

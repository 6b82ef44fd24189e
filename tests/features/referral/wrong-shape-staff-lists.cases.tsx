import { screen } from '@testing-library/react';
import { describeWrongShapes, heading, PROFILE, USER, type PageCase } from '../../wrong-shape-table';
import { ERROR_TIMEOUT } from '../jobs/page-helpers';
import { pagePath } from '@/lib/routing';
import { BILL_QUERY } from '@/features/points/lib/bill-links';
import { TRAIL_QUERY } from '@/features/referral/lib/trail-links';
import { stageBillId } from '@/mocks/data/referral-trails';

/**
 * Issue 12: the staff lists — my referrals, the points bill, the ranking and the problem reports — in the wrong-shape
 * table (tests/wrong-shape-table.tsx).
 */

const PAGES: PageCase[] = [
  {
    page: 'my referrals',
    path: () => pagePath('staff', 'myPush'),
    account: 'staff-wang',
    calls: {
      [USER]: {},
      [PROFILE]: {},
      'GET /api/recruit/employee/recommendation': {
        error: '推荐记录加载失败',
        empty: '还没有推荐记录，去看看内推职位，把好机会推荐给好友吧',
      },
    },
    shown: () => screen.findAllByRole('row', {}, ERROR_TIMEOUT),
  },
  // Issue 23: a referral's trail open over the list (its last page: two rows, so jsdom's role queries stay quick), and
  // the bill of one referral's lines.
  {
    page: 'my referrals, a trail open',
    path: () => pagePath('staff', 'myPush', undefined, { page: 2, [TRAIL_QUERY]: 'RF-W5' }),
    account: 'staff-wang',
    calls: {
      [USER]: {},
      [PROFILE]: {},
      'GET /api/recruit/employee/recommendation': {
        error: '推荐记录加载失败',
        empty: '还没有推荐记录，去看看内推职位，把好机会推荐给好友吧',
      },
      'GET /api/recruit/employee/recommendation/RF-W5': { error: '推荐进度加载失败' },
    },
    shown: () => screen.findByRole('list', { name: '各阶段进度' }, ERROR_TIMEOUT),
  },
  {
    page: 'points bill of a referral',
    path: () =>
      pagePath('staff', 'integralBill', undefined, {
        [BILL_QUERY.referral]: 'RF-W5',
        [BILL_QUERY.bill]: stageBillId('RF-W5', 5),
      }),
    account: 'staff-wang',
    calls: {
      [USER]: {},
      [PROFILE]: {},
      'GET /api/recruit/recommendations/integral': { error: '积分概览加载失败', dashed: '当前积分' },
      'GET /api/recruit/recommendations/bills': { error: '积分明细加载失败', empty: '这次推荐还没有获得积分' },
    },
    shown: heading('积分概览'),
  },
  {
    page: 'points bill',
    path: () => pagePath('staff', 'integralBill'),
    account: 'staff-wang',
    calls: {
      [USER]: {},
      [PROFILE]: {},
      'GET /api/recruit/recommendations/integral': { error: '积分概览加载失败', dashed: '当前积分' },
      'GET /api/recruit/recommendations/bills': {
        error: '积分明细加载失败',
        empty: '暂无积分记录，推荐好友即可获得积分',
      },
    },
    shown: heading('积分概览'),
  },
  {
    page: 'ranking',
    path: () => pagePath('staff', 'rank'),
    account: 'staff-wang',
    calls: {
      [USER]: {},
      [PROFILE]: {},
      'GET /api/recruit/recommendations/ranking': {
        error: '排行榜加载失败',
        empty: '暂无排行数据，快去推荐好友抢占榜首吧',
      },
    },
    shown: () => screen.findByRole('region', { name: '我的排名' }, ERROR_TIMEOUT),
  },
  {
    page: 'problem reports',
    path: () => pagePath('staff', 'feedBack'),
    account: 'staff-wang',
    calls: {
      // Without the signed-in user the form still works, only without a local draft.
      [USER]: {},
      [PROFILE]: {},
      'GET /api/recruit/recommendations/feedback_question': {
        error: '反馈记录加载失败',
        empty: '还没有反馈记录，遇到问题可以通过上方表单告诉我们',
      },
    },
    shown: () => screen.findByRole('radiogroup', { name: '问题类型' }, ERROR_TIMEOUT),
  },
];

describeWrongShapes(PAGES);

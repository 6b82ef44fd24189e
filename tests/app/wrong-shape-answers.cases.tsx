import { getCatalog } from '@/mocks/db';
import { describeWrongShapes, heading, PROFILE, USER, type PageCase, pageHeading } from '../wrong-shape-table';
import { ERROR_TIMEOUT } from '../features/jobs/page-helpers';
import { screen } from '@testing-library/react';
import { pagePath } from '@/lib/routing';
import { PROGRESS_QUERY, progressEmptyText } from '@/features/applications/lib/timeline';

/**
 * Issue 10: the candidate, campus and staff-home pages in the wrong-shape table (tests/wrong-shape-table.tsx). The
 * interview pages have their own table (tests/features/evaluation/wrong-shape.cases.tsx).
 */

const job = () => {
  const found = getCatalog().positions.find((p) => p.recruitType === 'social' && p.isValid && !p.activityId);
  if (!found) throw new Error('no open social job in the seed');
  return found;
};

const PAGES: PageCase[] = [
  {
    page: 'candidate home',
    path: () => pagePath('candidate', 'home'),
    account: 'cand-full',
    calls: {
      [USER]: {},
      'GET /api/recruit/position_demand/hot': { error: '热招职位加载失败', empty: '暂无热招职位' },
      'GET /api/recruit/client/recruit/v1/basic_configure': {},
    },
    shown: () => screen.findAllByRole('article', {}, ERROR_TIMEOUT),
  },
  {
    page: 'job list',
    path: () => pagePath('candidate', 'job', 'social'),
    account: 'cand-full',
    calls: {
      [USER]: {},
      'GET /api/recruit/client/recruit/v1/position_demand': {
        error: '职位列表加载失败',
        empty: '暂无开放的职位，请稍后再来看看',
      },
      'GET /api/recruit/client/recruit/v1/basic_configure': {},
      'GET /api/recruit/position_demand/city_code': {},
      'GET /api/recruit/position_demand/function_code': {},
      'GET /api/recruit/position_demand/target_depart': {},
      'GET /api/recruit/position_demand/collection': {},
    },
    shown: () => screen.findAllByRole('article', {}, ERROR_TIMEOUT),
  },
  {
    page: 'job detail',
    path: () => pagePath('candidate', 'jobDetail', 'social', { id: job().id }),
    account: 'cand-full',
    calls: {
      [USER]: {},
      [`GET /api/recruit/position_demand/${job().id}`]: { error: '职位详情加载失败' },
      // Similar jobs are a side column: left out when they cannot be read.
      [`GET /api/recruit/position_demand/${job().id}/recommendation`]: {},
    },
    shown: pageHeading(job().positionName),
  },
  {
    page: 'delivery',
    path: () => pagePath('candidate', 'deliveryResume', 'social', { id: job().id, positionId: job().positionId }),
    account: 'cand-full',
    calls: {
      [USER]: {},
      [`GET /api/recruit/position_demand/${job().id}`]: { error: '职位信息加载失败' },
      'GET /api/recruit/resume/detail': { error: '在线简历加载失败', empty: '您还没有在线简历，填写后即可投递' },
    },
    shown: () => screen.findByRole('button', { name: '确认投递' }, ERROR_TIMEOUT),
  },
  {
    page: 'edit resume',
    path: () => pagePath('candidate', 'editResume', 'social', { type: 'edit' }),
    account: 'cand-full',
    calls: {
      // The local draft belongs to the signed-in user: without one the page offers a retry.
      [USER]: { error: '简历加载失败' },
      // No resume reads as a first resume: the empty form.
      'GET /api/recruit/resume/detail': { error: '简历加载失败', empty: '填写简历' },
      'GET /api/recruit/resume/draft': {},
      'GET /api/dict/open/basic/v1/dicts/batch_list': {},
      'GET /api/recruit/position_demand/city_code': {},
    },
    shown: heading(/编辑简历|填写简历/),
  },
  {
    page: 'favourites',
    path: () => pagePath('candidate', 'collectingPosition', 'social'),
    account: 'cand-full',
    calls: {
      [USER]: {},
      'GET /api/recruit/position_demand/collection': {
        error: '收藏列表加载失败',
        empty: '还没有收藏的职位，看到心仪的职位点个收藏吧',
      },
      'GET /api/recruit/position_demand/invalid/count': {},
    },
    shown: () => screen.findByText(/共 \d+ 个收藏职位/, {}, ERROR_TIMEOUT),
  },
  {
    page: 'application records',
    path: () => pagePath('candidate', 'applyForTheRecord', 'social'),
    account: 'cand-full',
    calls: {
      [USER]: {},
      'GET /api/recruit/candidate/apply_record': {
        error: '投递记录加载失败',
        empty: '还没有投递记录，找到心仪的职位就投递简历吧',
      },
    },
    shown: () => screen.findAllByRole('row', {}, ERROR_TIMEOUT),
  },
  {
    // Issue 22: filtered, "nothing" is the filter's empty state.
    page: 'application records (ended only)',
    path: () => pagePath('candidate', 'applyForTheRecord', 'social', { [PROGRESS_QUERY]: 'ended' }),
    account: 'cand-full',
    calls: {
      [USER]: {},
      'GET /api/recruit/candidate/apply_record': { error: '投递记录加载失败', empty: progressEmptyText('ended') },
    },
    shown: () => screen.findAllByRole('row', {}, ERROR_TIMEOUT),
  },
  {
    page: 'staff home',
    path: () => pagePath('staff', 'home'),
    account: 'staff-wang',
    calls: {
      [USER]: {},
      [PROFILE]: { error: '积分数据加载失败' },
    },
    shown: heading('推荐好友，共赢未来'),
  },
];

describeWrongShapes(PAGES);

import { screen } from '@testing-library/react';
import { describeWrongShapes, USER, type PageCase, pageHeading } from '../../wrong-shape-table';
import { ERROR_TIMEOUT } from '../jobs/page-helpers';
import { CAMPUS, SESSION_NAME, undeliveredJob } from './special-session-data';
import { pagePath } from '@/lib/routing';

/**
 * Rule CAMPUS-7 in the wrong-shape table (tests/wrong-shape-table.tsx): the special session's job list, job detail,
 * delivery and result page with each answer — the session list and the remaining deliveries above all — replaced
 * by data of the wrong shape. `null` or `[]` for the session list reads as "no such session".
 */

const ACTIVITIES = 'GET /api/recruit/activity/list';
const LIMIT = 'GET /api/recruit/activity/ACT002/postion_candidate/limit';
const job = () => undeliveredJob();
const SESSION = { error: '专场信息加载失败', empty: '未找到该专场' };
const SESSION_PART = { error: '专场信息加载失败', empty: '专场信息暂不可用' };
const FIGURE = { error: '剩余投递次数加载失败' };

const PAGES: PageCase[] = [
  {
    page: 'session job list',
    path: () => pagePath('candidate', 'job', 'school', { activityId: 'ACT002' }),
    account: CAMPUS,
    calls: {
      [USER]: {},
      [ACTIVITIES]: SESSION,
      [LIMIT]: FIGURE,
      'GET /api/recruit/client/recruit/v1/position_demand': {
        error: '职位列表加载失败',
        empty: '本专场暂时没有开放的职位，去看看全部校招职位吧',
      },
      'GET /api/recruit/position_demand/city_code': {},
      'GET /api/recruit/position_demand/function_code': {},
      'GET /api/recruit/position_demand/target_depart': {},
      'GET /api/recruit/position_demand/collection': {},
    },
    shown: () => screen.findAllByRole('article', {}, ERROR_TIMEOUT),
  },
  {
    page: 'session job detail',
    path: () => pagePath('candidate', 'jobDetail', 'school', { id: job().id }),
    account: CAMPUS,
    calls: {
      [USER]: {},
      [`GET /api/recruit/position_demand/${job().id}`]: { error: '职位详情加载失败' },
      [`GET /api/recruit/position_demand/${job().id}/recommendation`]: {},
      [ACTIVITIES]: SESSION_PART,
      [LIMIT]: FIGURE,
    },
    shown: pageHeading(job().positionName),
  },
  {
    page: 'session delivery',
    path: () => pagePath('candidate', 'deliverySchoolResume', 'school', { id: job().id, positionId: job().positionId }),
    account: CAMPUS,
    calls: {
      [USER]: {},
      [`GET /api/recruit/position_demand/${job().id}`]: { error: '职位信息加载失败' },
      'GET /api/recruit/resume/detail': { error: '在线简历加载失败', empty: '您还没有在线简历，填写后即可投递' },
      [ACTIVITIES]: SESSION_PART,
      [LIMIT]: FIGURE,
    },
    shown: () => screen.findByRole('button', { name: '确认投递' }, ERROR_TIMEOUT),
  },
  {
    page: 'special delivery result',
    path: () => pagePath('candidate', 'speicalDeliveryResult', 'school', { id: job().id, activityId: 'ACT002', recordId: 'AP1' }),
    account: CAMPUS,
    calls: {
      [USER]: {},
      // The job's name only completes a sentence: without it the sentence names the session alone.
      [`GET /api/recruit/position_demand/${job().id}`]: {},
      [ACTIVITIES]: { error: '专场信息加载失败', empty: '没有可显示的专场投递结果' },
      [LIMIT]: FIGURE,
    },
    shown: () => screen.findByText(new RegExp(`「${SESSION_NAME}」专场`), {}, ERROR_TIMEOUT),
  },
];

describeWrongShapes(PAGES);

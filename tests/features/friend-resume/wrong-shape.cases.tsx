import { screen } from '@testing-library/react';
import { getCatalog } from '@/mocks/db';
import { describeWrongShapes, heading, PROFILE, USER, type PageCase, pageHeading } from '../../wrong-shape-table';
import { ERROR_TIMEOUT } from '../jobs/page-helpers';
import { pagePath } from '@/lib/routing';

/** Issue 12: the staff referral pages in the wrong-shape table (tests/wrong-shape-table.tsx). */

const job = () => {
  const found = getCatalog().positions.find((p) => p.recruitType === 'social' && p.isValid && !p.activityId);
  if (!found) throw new Error('no open social job in the seed');
  return found;
};
const API = '/api/recruit';
const FRIENDS = `GET ${API}/employee/manage_resume`;

const PAGES: PageCase[] = [
  {
    page: 'staff job detail',
    path: () => pagePath('staff', 'jobDetail', 'social', { id: job().id }),
    account: 'staff-wang',
    calls: {
      [USER]: {},
      [PROFILE]: {},
      [`GET ${API}/position_demand/${job().id}`]: { error: '职位详情加载失败' },
      [`GET ${API}/position_demand/${job().id}/recommendation`]: {},
    },
    shown: pageHeading(job().positionName),
  },
  {
    page: 'refer a friend',
    path: () => pagePath('staff', 'deliveryResume', 'social', { id: job().id, positionId: job().positionId }),
    account: 'staff-wang',
    calls: {
      [USER]: {},
      [PROFILE]: {},
      [`GET ${API}/position_demand/${job().id}`]: { error: '职位信息加载失败' },
      [FRIENDS]: { error: '好友简历加载失败', empty: '还没有好友简历，新建一份即可推荐' },
    },
    shown: () => screen.findAllByRole('radio', {}, ERROR_TIMEOUT),
  },
  {
    page: 'referral result',
    path: () => pagePath('staff', 'sendResult', undefined, { id: job().id, recordId: 'RF1' }),
    account: 'staff-wang',
    // The job only names the referral in the text: without it the page still says the referral went through.
    calls: { [USER]: {}, [PROFILE]: {}, [`GET ${API}/position_demand/${job().id}`]: {} },
    shown: heading('推荐成功'),
  },
  {
    page: 'resume management',
    path: () => pagePath('staff', 'maintainedResume'),
    account: 'staff-wang',
    calls: {
      [USER]: {},
      [PROFILE]: {},
      [FRIENDS]: { error: '好友简历加载失败', empty: '还没有好友简历，为好友建一份简历，推荐时就能直接选用' },
    },
    shown: () => screen.findByText(/共 \d+ 份好友简历/, {}, ERROR_TIMEOUT),
  },
  {
    page: 'edit a friend’s resume',
    path: () => pagePath('staff', 'editResume', undefined, { id: 'FR-wang-1' }),
    account: 'staff-wang',
    calls: {
      // The local draft belongs to the signed-in staff member: without them the page offers a retry.
      [USER]: { error: '简历加载失败' },
      [PROFILE]: {},
      [`GET ${API}/resume/FR-wang-1/resume_detail`]: { error: '简历加载失败' },
      'GET /api/dict/open/basic/v1/dicts/batch_list': {},
      [`GET ${API}/position_demand/city_code`]: {},
    },
    shown: heading('编辑好友简历'),
  },
  {
    page: 'new friend’s resume',
    path: () => pagePath('staff', 'editResume'),
    account: 'staff-wang',
    calls: {
      [USER]: { error: '简历加载失败' },
      [PROFILE]: {},
      'GET /api/dict/open/basic/v1/dicts/batch_list': {},
      [`GET ${API}/position_demand/city_code`]: {},
    },
    shown: heading('新建好友简历'),
  },
];

describeWrongShapes(PAGES);

import { screen } from '@testing-library/react';
import { getState } from '@/mocks/db';
import { describeWrongShapes, heading, USER, type PageCase } from '../../wrong-shape-table';
import { ERROR_TIMEOUT } from '../jobs/page-helpers';
import { pagePath } from '@/lib/routing';

/** Issue 13: the interview pages in the wrong-shape table (tests/wrong-shape-table.tsx). */

const MINE = 'GET /api/recruit/interview/evaluation/my';
const open = () => {
  const found = getState().evaluations.find((e) => e.recruitType === 'social' && e.status === 0);
  if (!found) throw new Error('no open social evaluation in the seed');
  return found;
};

const PAGES: PageCase[] = [
  {
    page: 'interview home',
    path: () => pagePath('interview', 'home'),
    account: 'interviewer-liu',
    calls: {
      // The interviewer's name and sign-out menu: without the user the page shows, without the menu.
      [USER]: {},
      // Reads as nothing to fill in: 0 per recruit type.
      [MINE]: { error: '待填写数量加载失败', empty: '目前没有待填写的评价' },
    },
    shown: () => screen.findByText(/共有 \d+ 份评价待填写/, {}, ERROR_TIMEOUT),
  },
  {
    page: 'evaluation list',
    path: () => pagePath('interview', 'list', 'social'),
    account: 'interviewer-liu',
    calls: {
      [USER]: {},
      [MINE]: { error: '评价列表加载失败', empty: '暂无面试评价，安排面试后会出现在这里' },
    },
    shown: () => screen.findByRole('table', {}, ERROR_TIMEOUT),
  },
  {
    page: 'fill in',
    path: () => pagePath('interview', 'fillin', 'social', { id: open().id }),
    account: 'interviewer-liu',
    calls: {
      // The draft belongs to the signed-in interviewer: without them the page offers a retry.
      [USER]: { error: '评价加载失败' },
      [`GET /api/recruit/interview/evaluation/${open().id}/detail`]: { error: '面试评价加载失败' },
      [`GET /api/recruit/position_candidate/${open().positionCandidateId}/resume`]: { error: '候选人简历加载失败' },
    },
    shown: heading(`填写评价：${open().candidateName}`),
  },
];

describeWrongShapes(PAGES);

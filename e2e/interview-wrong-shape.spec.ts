import { errorOrEmpty, wrongShapeTests, type PageCase } from './helpers/wrong-shape';

/** Issue 13: the interview pages in the e2e wrong-shape table (helpers/wrong-shape.ts). */

const PAGES: PageCase[] = [
  {
    page: 'interview home',
    route: 'interview/home',
    account: 'interviewer-liu',
    state: errorOrEmpty('待填写数量加载失败', '目前没有待填写的评价'),
  },
  {
    page: 'evaluation list',
    route: 'interview/social/list',
    account: 'interviewer-liu',
    state: errorOrEmpty('评价列表加载失败', '暂无面试评价，安排面试后会出现在这里'),
  },
  {
    page: 'fill in',
    route: 'interview/social/fillin?id=EV001',
    account: 'interviewer-liu',
    // The signed-in user's answer is wrong too: the draft would have no owner, so the page offers a retry.
    state: errorOrEmpty('评价加载失败'),
  },
];

wrongShapeTests(PAGES);

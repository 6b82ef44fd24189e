import { errorOrEmpty, wrongShapeTests, type PageCase } from './helpers/wrong-shape';

/** Issue 12: my referrals, the points bill, the ranking and the problem reports in the e2e wrong-shape table. */

const PAGES: PageCase[] = [
  {
    page: 'my referrals',
    route: 'staff/myPush',
    account: 'staff-wang',
    state: errorOrEmpty('推荐记录加载失败', '还没有推荐记录，去看看内推职位，把好机会推荐给好友吧'),
  },
  {
    page: 'points bill',
    route: 'staff/integralBill',
    account: 'staff-wang',
    state: errorOrEmpty('积分明细加载失败', '暂无积分记录，推荐好友即可获得积分'),
  },
  {
    page: 'ranking',
    route: 'staff/rank',
    account: 'staff-wang',
    state: errorOrEmpty('排行榜加载失败', '暂无排行数据，快去推荐好友抢占榜首吧'),
  },
  {
    page: 'problem reports',
    route: 'staff/feedBack',
    account: 'staff-wang',
    state: errorOrEmpty('反馈记录加载失败', '还没有反馈记录，遇到问题可以通过上方表单告诉我们'),
  },
];

wrongShapeTests(PAGES);

import { errorOrEmpty, wrongShapeTests, type PageCase } from './helpers/wrong-shape';

/** Issue 12: the staff referral pages in the e2e wrong-shape table (helpers/wrong-shape.ts). */

const PAGES: PageCase[] = [
  {
    page: 'staff job detail',
    route: 'staff/social/jobDetail?id=PD20001',
    account: 'staff-wang',
    state: errorOrEmpty('职位详情加载失败'),
  },
  {
    page: 'refer a friend',
    route: 'staff/social/deliveryResume?id=PD20001&positionId=POS-social-01',
    account: 'staff-wang',
    state: errorOrEmpty('职位信息加载失败'),
  },
  // The job only names the referral in the text: with every answer wrong the page still says it went through.
  {
    page: 'referral result',
    route: 'staff/sendResult?id=PD20001',
    account: 'staff-wang',
    state: (page) => page.getByText('推荐成功'),
  },
  {
    page: 'resume management',
    route: 'staff/maintainedResume',
    account: 'staff-wang',
    state: errorOrEmpty('好友简历加载失败', '还没有好友简历，为好友建一份简历，推荐时就能直接选用'),
  },
  {
    page: 'edit a friend’s resume',
    route: 'staff/editResume?id=FR-wang-1',
    account: 'staff-wang',
    state: errorOrEmpty('简历加载失败'),
  },
];

wrongShapeTests(PAGES);

import { errorOrEmpty, wrongShapeTests, type PageCase } from './helpers/wrong-shape';
import { progressEmptyText } from '../src/features/applications/lib/timeline-registry';

/**
 * Issue 10: the candidate, campus and staff-home pages in the e2e wrong-shape table (helpers/wrong-shape.ts). The
 * interview pages have their own (interview-wrong-shape.spec.ts).
 */

const PAGES: PageCase[] = [
  {
    page: 'candidate home',
    route: 'candidate/home',
    account: 'cand-full',
    state: errorOrEmpty('热招职位加载失败', '暂无热招职位'),
  },
  {
    page: 'job list',
    route: 'candidate/social/job',
    account: 'cand-full',
    state: errorOrEmpty('职位列表加载失败', '暂无开放的职位，请稍后再来看看'),
  },
  {
    page: 'job detail',
    route: 'candidate/social/jobDetail?id=PD20001',
    account: 'cand-full',
    state: errorOrEmpty('职位详情加载失败'),
  },
  {
    page: 'delivery',
    route: 'candidate/social/deliveryResume?id=PD20001',
    account: 'cand-full',
    state: errorOrEmpty('职位信息加载失败'),
  },
  {
    page: 'edit resume',
    route: 'candidate/social/editResume?type=edit',
    account: 'cand-full',
    state: errorOrEmpty('简历加载失败'),
  },
  {
    page: 'favourites',
    route: 'candidate/social/collectingPosition',
    account: 'cand-full',
    state: errorOrEmpty('收藏列表加载失败', '还没有收藏的职位，看到心仪的职位点个收藏吧'),
  },
  {
    page: 'application records',
    route: 'candidate/social/applyForTheRecord',
    account: 'cand-full',
    state: errorOrEmpty('投递记录加载失败', '还没有投递记录，找到心仪的职位就投递简历吧'),
  },
  {
    page: 'application records (ended only)',
    route: 'candidate/social/applyForTheRecord?progress=ended',
    account: 'cand-full',
    state: errorOrEmpty('投递记录加载失败', progressEmptyText('ended')),
  },
  // Campus home keeps its hero and entries whatever its three season sections are answered (each section's error
  // or empty state: tests/features/campus/campus-home-wrong-shape.cases.tsx); staff home keeps its banner.
  {
    page: 'campus home',
    route: 'candidate/school/home',
    account: 'cand-campus',
    state: (page) => page.getByText('青春正当时，未来由你定义'),
  },
  { page: 'staff home', route: 'staff/home', account: 'staff-wang', state: (page) => page.getByText('推荐好友，共赢未来') },
];

wrongShapeTests(PAGES);

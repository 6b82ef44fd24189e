import { prefetchJobDetail } from '@/features/jobs/job-detail-data';
import { prefetchStaffHome } from '@/features/referral/staff-home-data';
import type { RecruitType } from '@/lib/config/business';
import { STAFF_TRACKING_PAGES as PAGES } from '@/lib/tracking';
import { LOGIN_PAGE, topLevel, underRecruitTypes, type PageDef, type RouteEntry } from './route-entry';

const RECRUIT_TYPES: readonly RecruitType[] = ['social', 'school', 'shop'];

/** Rule STAFF-1: under each recruit type only these two pages exist. All staff pages need login. */
export const STAFF_RECRUIT_PAGES: readonly PageDef[] = [
  {
    page: 'jobDetail',
    title: '职位详情',
    trackingPage: 'job_detail',
    needLogin: true,
    load: () => import('@/features/jobs/pages/job-detail-page'),
    prefetch: prefetchJobDetail,
  },
  {
    page: 'deliveryResume',
    title: '推荐简历',
    trackingPage: 'delivery_resume',
    needLogin: true,
    load: () => import('@/features/friend-resume/pages/refer-friend-page'),
  },
];

/** Rule STAFF-1: the staff pages without a recruit-type segment. */
export const STAFF_PAGES: readonly PageDef[] = [
  {
    page: 'home',
    title: '内推首页',
    trackingPage: 'home',
    needLogin: true,
    load: () => import('@/features/referral/pages/staff-home-page'),
    prefetch: prefetchStaffHome,
  },
  {
    page: 'job',
    title: '内推职位',
    trackingPage: 'job_list',
    needLogin: true,
    load: () => import('@/features/jobs/pages/job-list-page'),
  },
  {
    page: 'collectingPosition',
    title: '我的收藏',
    trackingPage: 'collecting_position',
    needLogin: true,
    load: () => import('@/features/favourites/pages/favourites-page'),
  },
  {
    page: 'maintainedResume',
    title: '简历管理',
    trackingPage: PAGES.referrerResumeList,
    needLogin: true,
    load: () => import('@/features/friend-resume/pages/friend-resumes-page'),
  },
  {
    page: 'myPush',
    title: '我的推荐',
    trackingPage: 'my_push',
    needLogin: true,
    load: () => import('@/features/referral/pages/my-referrals-page'),
  },
  {
    page: 'sendResult',
    title: '推荐结果',
    trackingPage: 'send_result',
    needLogin: true,
    load: () => import('@/features/friend-resume/pages/refer-result-page'),
  },
  {
    page: 'editResume',
    title: '编辑简历',
    trackingPage: PAGES.resumeDetail,
    needLogin: true,
    load: () => import('@/features/friend-resume/pages/edit-friend-resume-page'),
  },
  {
    page: 'rank',
    title: '排行榜',
    trackingPage: PAGES.rank,
    needLogin: true,
    load: () => import('@/features/rank/pages/rank-page'),
  },
  {
    page: 'integralBill',
    title: '积分账单',
    trackingPage: PAGES.pointsBill,
    needLogin: true,
    load: () => import('@/features/points/pages/points-bill-page'),
  },
  {
    page: 'feedBack',
    title: '问题反馈',
    trackingPage: PAGES.feedback,
    needLogin: true,
    load: () => import('@/features/feedback/pages/feedback-page'),
  },
];

/** Every route of the staff business, relative to `/{public_name}/staff`. */
export const staffRoutes: readonly RouteEntry[] = [
  ...topLevel([...STAFF_PAGES, LOGIN_PAGE]),
  ...underRecruitTypes(RECRUIT_TYPES, STAFF_RECRUIT_PAGES),
];

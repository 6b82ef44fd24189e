import { STAFF_TRACKING_PAGES as PAGES } from '@/lib/tracking';
import { LOGIN_FACTS, type PageRegistry } from './types';

/**
 * The staff pages (rule STAFF-1: all need login). The order is the order of the header tabs (NAV-5), the user-card
 * menu (NAV-11) and the footer (NAV-14) that offer them.
 */
export const STAFF_PAGES = {
  home: {
    title: '内推首页',
    trackingPage: 'home',
    needLogin: true,
    offeredIn: { tab: { key: 'staffHome' }, footer: true },
  },
  job: { title: '内推职位', trackingPage: 'job_list', needLogin: true, offeredIn: { tab: { key: 'staffJob' } } },
  rank: { title: '排行榜', trackingPage: PAGES.rank, needLogin: true, offeredIn: { tab: { key: 'rank' } } },
  myPush: { title: '我的推荐', trackingPage: 'my_push', needLogin: true, offeredIn: { userMenu: true } },
  maintainedResume: {
    title: '简历管理',
    trackingPage: PAGES.referrerResumeList,
    needLogin: true,
    offeredIn: { userMenu: true },
  },
  collectingPosition: {
    title: '我的收藏',
    trackingPage: 'collecting_position',
    needLogin: true,
    offeredIn: { userMenu: true },
  },
  integralBill: { title: '积分账单', trackingPage: PAGES.pointsBill, needLogin: true, offeredIn: { userMenu: true } },
  feedBack: { title: '问题反馈', trackingPage: PAGES.feedback, needLogin: true, offeredIn: { userMenu: true } },
  sendResult: { title: '推荐结果', trackingPage: 'send_result', needLogin: true },
  editResume: { title: '编辑简历', trackingPage: PAGES.resumeDetail, needLogin: true },
  jobDetail: { title: '职位详情', trackingPage: 'job_detail', needLogin: true },
  deliveryResume: { title: '推荐简历', trackingPage: 'delivery_resume', needLogin: true },
  login: LOGIN_FACTS,
} satisfies PageRegistry<'staff'>;

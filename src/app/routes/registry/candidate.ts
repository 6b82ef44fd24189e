import { RECRUIT_TYPE_REGISTRY } from '@/lib/config/recruit-types';
import { LOGIN_FACTS, type PageRegistry } from './types';

/**
 * The candidate pages, social, shop and school alike (rules CAND-1, CAMPUS-1); `perRecruitType` says where the school
 * copy differs. Which recruit types have a page is the route catalogue's (`lib/routing`).
 */
export const CANDIDATE_PAGES = {
  home: {
    title: '首页',
    trackingPage: 'home',
    needLogin: false,
    offeredIn: { tab: { key: 'home' } },
    perRecruitType: {
      school: { title: RECRUIT_TYPE_REGISTRY.school.label, offeredIn: { tab: { key: 'schoolHome', label: '首页' } } },
    },
  },
  job: {
    title: '职位列表',
    trackingPage: 'job_list',
    needLogin: false,
    perRecruitType: { school: { title: RECRUIT_TYPE_REGISTRY.school.listTabLabel, offeredIn: { tab: { key: 'schoolJob' } } } },
  },
  jobDetail: { title: '职位详情', trackingPage: 'job_detail', needLogin: false },
  deliveryResume: { title: '投递简历', trackingPage: 'delivery_resume', needLogin: false },
  deliverySchoolResume: {
    title: '投递简历',
    trackingPage: 'delivery_school_resume',
    needLogin: false,
    perRecruitType: { school: { needLogin: true } },
  },
  editResume: { title: '我的简历', trackingPage: 'edit_resume', needLogin: true, offeredIn: { userMenu: true } },
  collectingPosition: {
    title: '我的收藏',
    trackingPage: 'collecting_position',
    needLogin: true,
    offeredIn: { userMenu: true },
  },
  applyForTheRecord: {
    title: '投递记录',
    trackingPage: 'apply_record',
    needLogin: true,
    offeredIn: { userMenu: true },
  },
  applyRegistration: { title: '报名登记', trackingPage: 'apply_registration', needLogin: false },
  sendResult: { title: '投递结果', trackingPage: 'send_result', needLogin: false },
  registrationResult: { title: '报名结果', trackingPage: 'registration_result', needLogin: false },
  deliveryTransfer: {
    title: '投递中',
    trackingPage: 'delivery_transfer',
    needLogin: false,
    perRecruitType: { school: { needLogin: true } },
  },
  trends: { title: '招聘动态', trackingPage: 'trends', needLogin: false, offeredIn: { tab: { key: 'trends' } } },
  noticeDetail: { title: '公告详情', trackingPage: 'notice_detail', needLogin: false },
  about: { title: '关于我们', trackingPage: 'about', needLogin: false },
  knowMore: { title: '了解更多', trackingPage: 'know_more', needLogin: false, offeredIn: { tab: { key: 'knowMore' } } },
  speicalDeliveryResult: { title: '专场投递结果', trackingPage: 'special_delivery_result', needLogin: false },
  modificationRegistration: { title: '修改报名信息', trackingPage: 'modification_registration', needLogin: true },
  login: LOGIN_FACTS,
} satisfies PageRegistry<'candidate'>;

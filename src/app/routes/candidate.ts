import { prefetchDelivery } from '@/features/delivery/delivery-data';
import { prefetchJobDetail } from '@/features/jobs/job-detail-data';
import { prefetchEditResume } from '@/features/resume/edit-resume-data';
import { LOGIN_PAGE, topLevel, underRecruitTypes, type PageDef, type RouteEntry } from './route-entry';

/**
 * Each candidate page once: social, shop and school pick from this catalogue, so a page built for one
 * recruit type serves the others (the recruit type is a parameter).
 */
const PAGE = {
  home: {
    page: 'home',
    title: '首页',
    trackingPage: 'home',
    needLogin: false,
    load: () => import('@/features/jobs/pages/candidate-home-page'),
  },
  job: {
    page: 'job',
    title: '职位列表',
    trackingPage: 'job_list',
    needLogin: false,
    load: () => import('@/features/jobs/pages/job-list-page'),
  },
  jobDetail: {
    page: 'jobDetail',
    title: '职位详情',
    trackingPage: 'job_detail',
    needLogin: false,
    load: () => import('@/features/jobs/pages/job-detail-page'),
    prefetch: prefetchJobDetail,
  },
  deliveryResume: {
    page: 'deliveryResume',
    title: '投递简历',
    trackingPage: 'delivery_resume',
    needLogin: false,
    load: () => import('@/features/delivery/pages/delivery-resume-page'),
    prefetch: prefetchDelivery,
  },
  deliverySchoolResume: {
    page: 'deliverySchoolResume',
    title: '投递简历',
    trackingPage: 'delivery_school_resume',
    needLogin: false,
    load: () => import('@/features/delivery/pages/delivery-resume-page'),
    prefetch: prefetchDelivery,
  },
  collectingPosition: {
    page: 'collectingPosition',
    title: '我的收藏',
    trackingPage: 'collecting_position',
    needLogin: true,
    load: () => import('@/features/favourites/pages/favourites-page'),
  },
  applyForTheRecord: {
    page: 'applyForTheRecord',
    title: '投递记录',
    trackingPage: 'apply_record',
    needLogin: true,
    load: () => import('@/features/applications/pages/application-records-page'),
  },
  applyRegistration: {
    page: 'applyRegistration',
    title: '报名登记',
    trackingPage: 'apply_registration',
    needLogin: false,
    exact: false,
    hideInMenu: true,
    load: () => import('@/features/delivery/pages/apply-registration-page'),
  },
  sendResult: {
    page: 'sendResult',
    title: '投递结果',
    trackingPage: 'send_result',
    needLogin: false,
    load: () => import('@/features/delivery/pages/send-result-page'),
  },
  registrationResult: {
    page: 'registrationResult',
    title: '报名结果',
    trackingPage: 'registration_result',
    needLogin: false,
    load: () => import('@/features/delivery/pages/registration-result-page'),
  },
  editResume: {
    page: 'editResume',
    title: '我的简历',
    trackingPage: 'edit_resume',
    needLogin: true,
    load: () => import('@/features/resume/pages/edit-resume-page'),
    prefetch: prefetchEditResume,
  },
  deliveryTransfer: {
    page: 'deliveryTransfer',
    title: '投递中',
    trackingPage: 'delivery_transfer',
    needLogin: false,
    load: () => import('@/features/delivery/pages/delivery-transfer-page'),
  },
} satisfies Record<string, PageDef>;

const needsLogin = (def: PageDef): PageDef => ({ ...def, needLogin: true });

/** Rule CAND-1: candidate pages shared by the social and shop recruit types. */
export const SOCIAL_SHOP_PAGES: readonly PageDef[] = [
  PAGE.job,
  PAGE.jobDetail,
  PAGE.deliveryResume,
  PAGE.deliverySchoolResume,
  PAGE.collectingPosition,
  PAGE.applyForTheRecord,
  PAGE.applyRegistration,
  PAGE.sendResult,
  PAGE.registrationResult,
  PAGE.editResume,
  PAGE.deliveryTransfer,
];

/** Rule CAMPUS-1: candidate pages of the school recruit type (delivery pages there need login). */
export const SCHOOL_PAGES: readonly PageDef[] = [
  { ...PAGE.job, title: '校招职位' },
  PAGE.jobDetail,
  { ...PAGE.home, title: '校园招聘', load: () => import('@/features/campus/pages/campus-home-page') },
  {
    page: 'trends',
    title: '招聘动态',
    trackingPage: 'trends',
    needLogin: false,
    load: () => import('@/features/campus/pages/trends-page'),
  },
  {
    page: 'noticeDetail',
    title: '公告详情',
    trackingPage: 'notice_detail',
    needLogin: false,
    load: () => import('@/features/campus/pages/notice-detail-page'),
  },
  {
    page: 'about',
    title: '关于我们',
    trackingPage: 'about',
    needLogin: false,
    load: () => import('@/features/campus/pages/about-page'),
  },
  {
    page: 'knowMore',
    title: '了解更多',
    trackingPage: 'know_more',
    needLogin: false,
    load: () => import('@/features/campus/pages/know-more-page'),
  },
  PAGE.applyRegistration,
  PAGE.sendResult,
  PAGE.registrationResult,
  {
    page: 'speicalDeliveryResult',
    title: '专场投递结果',
    trackingPage: 'special_delivery_result',
    needLogin: false,
    load: () => import('@/features/delivery/pages/special-delivery-result-page'),
  },
  needsLogin(PAGE.deliverySchoolResume),
  PAGE.collectingPosition,
  PAGE.applyForTheRecord,
  PAGE.editResume,
  needsLogin(PAGE.deliveryTransfer),
  {
    page: 'modificationRegistration',
    title: '修改报名信息',
    trackingPage: 'modification_registration',
    needLogin: true,
    exact: false,
    hideInMenu: true,
    load: () => import('@/features/campus/pages/modification-registration-page'),
  },
];

const CANDIDATE_HOME = PAGE.home;

/** Every route of the candidate business, relative to `/{public_name}/candidate`. */
export const candidateRoutes: readonly RouteEntry[] = [
  ...topLevel([CANDIDATE_HOME, LOGIN_PAGE]),
  ...underRecruitTypes(['social', 'shop'], SOCIAL_SHOP_PAGES),
  ...underRecruitTypes(['school'], SCHOOL_PAGES),
];

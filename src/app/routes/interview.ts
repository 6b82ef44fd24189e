import type { RecruitType } from '@/lib/config/business';
import { LOGIN_PAGE, topLevel, underRecruitTypes, type PageDef, type RouteEntry } from './route-entry';

const RECRUIT_TYPES: readonly RecruitType[] = ['social', 'school', 'shop'];

/** Rule INTERVIEW-1: under each recruit type, navigation hidden; interview routes all need login. */
export const EVALUATION_PAGES: readonly PageDef[] = [
  {
    page: 'list',
    title: '我的评价',
    trackingPage: 'evaluation_list',
    needLogin: true,
    hideInMenu: true,
    load: () => import('@/features/evaluation/pages/evaluation-list-page'),
  },
  {
    page: 'fillin',
    title: '填写评价',
    trackingPage: 'evaluation_fillin',
    needLogin: true,
    hideInMenu: true,
    load: () => import('@/features/evaluation/pages/evaluation-fillin-page'),
  },
];

const INTERVIEW_HOME: PageDef = {
  page: 'home',
  title: '面试评价',
  trackingPage: 'home',
  needLogin: true,
  hideInMenu: true,
  load: () => import('@/features/evaluation/pages/interview-home-page'),
};

/** Every route of the interview business, relative to `/{public_name}/interview`. */
export const interviewRoutes: readonly RouteEntry[] = [
  ...topLevel([INTERVIEW_HOME, LOGIN_PAGE]),
  ...underRecruitTypes(RECRUIT_TYPES, EVALUATION_PAGES),
];

import { tabLabel, type TrendsTab } from '@/features/campus/trends/trends-search';
import { RECRUIT_TYPE_REGISTRY, type RecruitType } from '@/lib/config/recruit-types';
import { LOGIN_FACTS, type PageRegistry } from './types';

/** What a search result says of each recruit type's job list (its title is the list's heading). */
const JOB_LIST_DESCRIPTION = {
  social: '社会招聘职位：总部与各地的专业岗位，可按城市、职能、薪资和学历筛选，查看职位详情并在线投递简历。',
  school: '校园招聘职位：面向应届毕业生的校招岗位，可按城市和职能筛选，查看职位详情并在线投递校招简历。',
  shop: '门店招聘职位：全国门店的店长、店员、导购等岗位，可按城市和薪资筛选附近门店的职位，在线投递简历。',
} satisfies Record<RecruitType, string>;

/** The campus trends tabs, each its own address (`trends?tab=…`); titles are the tabs' own labels (trends-search). */
const TRENDS_HEADS = {
  process: { title: tabLabel('process'), description: '校园招聘流程：网申、测评、面试到录用的每一步与时间安排，提前做好准备。' },
  talks: {
    title: tabLabel('talks'),
    description: '宣讲总览：各城市、各高校的校园宣讲会时间与地点，可按城市、线上线下和状态筛选。',
  },
  notices: { title: tabLabel('notices'), description: '公告专区：校园招聘的最新公告、测评与面试安排通知。' },
  qa: { title: tabLabel('qa'), description: '问答专区：网申、测评、面试与录用的常见问题解答。' },
} satisfies Record<TrendsTab, { title: string; description: string }>;

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
    description: '招聘门户：社会招聘、门店招聘与校园招聘职位一站查询，按城市和职能找到合适的工作，在线投递简历。',
    perRecruitType: {
      school: {
        title: RECRUIT_TYPE_REGISTRY.school.label,
        offeredIn: { tab: { key: 'schoolHome', label: '首页' } },
        description: '校园招聘：网申进度、校招专场、宣讲行程与最新公告，面向应届毕业生的校招岗位一站了解、在线投递。',
      },
    },
  },
  job: {
    title: '职位列表',
    trackingPage: 'job_list',
    needLogin: false,
    // Titled as the list's heading (社会招聘职位 …); the campus tab keeps its short label.
    perRecruitType: {
      social: { title: RECRUIT_TYPE_REGISTRY.social.listHeading, description: JOB_LIST_DESCRIPTION.social },
      shop: { title: RECRUIT_TYPE_REGISTRY.shop.listHeading, description: JOB_LIST_DESCRIPTION.shop },
      school: {
        title: RECRUIT_TYPE_REGISTRY.school.listHeading,
        description: JOB_LIST_DESCRIPTION.school,
        offeredIn: { tab: { key: 'schoolJob', label: RECRUIT_TYPE_REGISTRY.school.listTabLabel } },
      },
    },
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
  trends: {
    title: '招聘动态',
    trackingPage: 'trends',
    needLogin: false,
    offeredIn: { tab: { key: 'trends' } },
    description: '招聘动态：校园招聘流程、宣讲行程、公告与答疑，第一时间掌握校园招聘的每一步。',
    headByQuery: { param: 'tab', heads: TRENDS_HEADS },
  },
  noticeDetail: { title: '公告详情', trackingPage: 'notice_detail', needLogin: false },
  about: { title: '关于我们', trackingPage: 'about', needLogin: false },
  knowMore: { title: '了解更多', trackingPage: 'know_more', needLogin: false, offeredIn: { tab: { key: 'knowMore' } } },
  speicalDeliveryResult: { title: '专场投递结果', trackingPage: 'special_delivery_result', needLogin: false },
  modificationRegistration: { title: '修改报名信息', trackingPage: 'modification_registration', needLogin: true },
  login: LOGIN_FACTS,
} satisfies PageRegistry<'candidate'>;

import type { FeedbackQuestion } from '@/api/types/feedback';
import type { IntegralBill, RecommendLevel } from '@/api/types/points';
import type { Referral } from '@/api/types/referral';
import { LEVEL_NAMES, type BillSource } from '@/api/points';
import type { TrailStage } from '@/api/referral';
import { createPrng } from './prng';
import { referralFigures, stageBills } from './referral-trails';

/** An employee of the ranking; the demo staff and interviewer accounts are among them. */
export interface EmployeeRecord {
  employeeId: string;
  accountId?: string;
  name: string;
  userName: string;
  departmentName: string;
  departmentCodes: string[];
  recommendIntegral: number;
  currentRecommendIntegral: number;
  recommendNum: number;
  validResumeNum: number;
  avatarUrl: string;
}

/**
 * A bill line as stored; its balance is worked out when the bill is read, and a referral's line takes the friend's and
 * the job's names from the referral then (issue 23). `stage` is the referral stage that earned it (not sent).
 */
export type BillRecord = Omit<IntegralBill, 'balance' | 'integral'> & {
  integral: number;
  accountId: string;
  source: BillSource;
  referralId: string | null;
  stage: TrailStage | null;
};
export type ReferralRecord = Referral & { accountId: string };
export type FeedbackRecord = FeedbackQuestion & { accountId: string };

/** Levels by cumulative points (rule STATE-17: 1–5). */
const LEVELS: Array<[min: number, level: RecommendLevel]> = [
  [1500, 5],
  [800, 4],
  [300, 3],
  [100, 2],
  [0, 1],
];

/** The level of cumulative points and its name (the names are the product's one map). */
export function levelOf(recommendIntegral: number): { level: RecommendLevel; name: string } {
  const level = LEVELS.find(([min]) => recommendIntegral >= min)?.[1] ?? 1;
  return { level, name: LEVEL_NAMES[level] };
}

const SURNAMES = [
  '王',
  '李',
  '张',
  '刘',
  '陈',
  '杨',
  '黄',
  '赵',
  '吴',
  '周',
  '徐',
  '孙',
  '马',
  '朱',
  '胡',
  '郭',
  '何',
  '林',
  '罗',
  '高',
];
const GIVEN = [
  '伟',
  '芳',
  '娜',
  '敏',
  '静',
  '磊',
  '洋',
  '艳',
  '勇',
  '军',
  '杰',
  '娟',
  '涛',
  '明',
  '超',
  '秀兰',
  '霞',
  '平',
  '刚',
  '桂英',
  '子涵',
  '浩宇',
  '欣怡',
  '梓萱',
  '宇轩',
];
const DEPARTMENTS: Array<[name: string, codes: string[]]> = [
  ['门店运营中心·华东大区', ['ATS_SCFT_003', 'ATS_SCFT_003_01']],
  ['门店运营中心·华南大区', ['ATS_SCFT_003', 'ATS_SCFT_003_02']],
  ['采购中心', ['ATS_SCFT_005']],
  ['供应链中心', ['ATS_SCFT_006']],
  ['市场中心', ['ATS_SCFT_007']],
  ['人力资源中心', ['ATS_SCFT_008']],
  ['技术中心·零售研发部', ['ATS_SCFT_011', 'ATS_SCFT_011_02']],
  ['电商事业部', ['ATS_SCFT_010']],
];

/** 220 employees; E10001–E10003 are the demo staff, tech staff and interviewer. */
export function seedEmployees(): EmployeeRecord[] {
  const prng = createPrng(777);
  const employees: EmployeeRecord[] = [
    {
      employeeId: 'E10001',
      accountId: 'staff-wang',
      name: '王丽华',
      userName: 'wanglihua',
      departmentName: '门店运营中心·华东大区',
      departmentCodes: ['ATS_SCFT_003', 'ATS_SCFT_003_01'],
      recommendIntegral: 0,
      currentRecommendIntegral: 0,
      ...referralFigures('staff-wang'),
      avatarUrl: '',
    },
    {
      employeeId: 'E10002',
      accountId: 'staff-tech',
      name: '陈志强',
      userName: 'chenzhiqiang',
      departmentName: '技术中心·零售研发部',
      departmentCodes: ['ATS_SCFT_011', 'ATS_SCFT_011_02'],
      recommendIntegral: 0,
      currentRecommendIntegral: 0,
      ...referralFigures('staff-tech'),
      avatarUrl: '',
    },
    {
      employeeId: 'E10003',
      accountId: 'interviewer-liu',
      name: '刘建国',
      userName: 'liujianguo',
      departmentName: '人力资源中心',
      departmentCodes: ['ATS_SCFT_008'],
      recommendIntegral: 40,
      currentRecommendIntegral: 40,
      recommendNum: 0,
      validResumeNum: 1,
      avatarUrl: '',
    },
  ];
  for (let i = 4; i <= 220; i += 1) {
    const [departmentName, departmentCodes] = prng.pick(DEPARTMENTS);
    const recommendIntegral = Math.floor(prng.next() ** 2.2 * 2600);
    employees.push({
      employeeId: `E${10000 + i}`,
      name: prng.pick(SURNAMES) + prng.pick(GIVEN),
      userName: `user${10000 + i}`,
      departmentName,
      departmentCodes,
      recommendIntegral,
      currentRecommendIntegral: Math.max(0, recommendIntegral - prng.int(0, 3) * 100),
      recommendNum: Math.floor(recommendIntegral / 300),
      validResumeNum: Math.floor(recommendIntegral / 40) + prng.int(0, 3),
      avatarUrl: '',
    });
  }
  return employees;
}

/** A line of another cause than a referral's stage: an award (source 2) or an exchange (source 3). */
type OtherBillRow = [title: string, integral: number, daysAgo: number, source: Exclude<BillSource, 1>];

const WANG_OTHER_BILLS: OtherBillRow[] = [
  ['积分兑换：超市购物卡', -300, 12, 3],
  ['月度内推之星奖励', 100, 35, 2],
  ['积分兑换：电影票', -80, 33, 3],
  // The day after the first referral (RF-W6).
  ['新人首推奖励', 20, 69, 2],
];

const TECH_OTHER_BILLS: OtherBillRow[] = [['新人首推奖励', 20, 3, 2]];

/**
 * The bills of the demo staff: the lines the referrals' stages earned (data/referral-trails.ts) and the lines of other
 * causes. A referral's line carries no names here: the bill reads them from the referral.
 */
export function seedBills(anchorDateTime: (daysAgo: number) => string): BillRecord[] {
  const others = (accountId: string, prefix: string, list: OtherBillRow[]): BillRecord[] =>
    list.map(([title, integral, daysAgo, source], i) => ({
      id: `${prefix}${i + 1}`,
      accountId,
      title,
      integral,
      createTime: anchorDateTime(daysAgo),
      candidateName: '',
      positionName: '',
      source,
      referralId: null,
      stage: null,
    }));
  const referrals: BillRecord[] = stageBills().map((bill) => ({
    id: bill.id,
    accountId: bill.accountId,
    title: bill.title,
    integral: bill.integral,
    createTime: anchorDateTime(bill.daysAgo),
    candidateName: '',
    positionName: '',
    source: 1,
    referralId: bill.referralId,
    stage: bill.stage,
  }));
  return [...referrals, ...others('staff-wang', 'BILL-W', WANG_OTHER_BILLS), ...others('staff-tech', 'BILL-T', TECH_OTHER_BILLS)];
}

/** Points of a staff account from its bills (cumulative: income only; current: balance). */
export function pointsFromBills(bills: BillRecord[], accountId: string): { total: number; current: number } {
  const own = bills.filter((bill) => bill.accountId === accountId);
  return {
    total: own.filter((b) => b.integral > 0).reduce((sum, b) => sum + b.integral, 0),
    current: own.reduce((sum, b) => sum + b.integral, 0),
  };
}

type FeedbackRow = [
  type: FeedbackQuestion['type'],
  status: FeedbackQuestion['status'],
  daysAgo: number,
  content: string,
  reply: string,
];

const FEEDBACK: FeedbackRow[] = [
  [1, 2, 40, '推荐的吴俊杰已入职满一个月，入职奖励积分还没有到账。', '您好，奖励积分已于本周补发，请在积分账单中查看。'],
  [2, 1, 12, '推荐的周婷简历筛选已经两周了，还没有反馈结果。', '已催促用人部门，预计本周内给出反馈。'],
  [3, 0, 2, '朋友想从收银员岗位改投储备干部，可以调整吗？', ''],
  [4, 2, 25, '系统提示郑佳怡的简历重复，但她是第一次被推荐。', '经核实该候选人半年内曾自行投递，系统判定无误。'],
  [5, 0, 1, '希望内推职位列表可以按门店距离排序。', ''],
  [2, 2, 60, '孙浩然的面试结果什么时候出？', '面试已通过，HR 将在 3 个工作日内联系候选人。'],
];

export function seedFeedback(anchorDateTime: (daysAgo: number) => string): FeedbackRecord[] {
  return FEEDBACK.map(([type, status, daysAgo, content, reply], i) => ({
    id: `FB${String(i + 1).padStart(3, '0')}`,
    accountId: 'staff-wang',
    type,
    content,
    referralId: null,
    status,
    createTime: anchorDateTime(daysAgo),
    reply,
    replyTime: reply ? anchorDateTime(Math.max(0, daysAgo - 1)) : '',
  }));
}

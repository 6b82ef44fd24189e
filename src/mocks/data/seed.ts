import type { Activity, AnnouncementDetail, CareerTalk } from '@/api/types/campus';
import type { ApplySource } from '@/api/types/applications';
import type { ResumeDraft, ResumeInput } from '@/api/types/resume';
import type { InvalidReason, ReferralStatus } from '@/api/types/referral';
import { seedAnnouncements } from './announcements';
import { seedActivities, seedCareerTalks } from './campus';
import { seedEvaluations, type EvaluationRecord } from './evaluations';
import { seedPositions, type PositionRecord } from './positions';
import { daysFromAnchor } from './prng';
import { seedResumes, type ResumeRecord } from './resumes';
import {
  pointsFromBills,
  seedBills,
  seedEmployees,
  seedFeedback,
  type BillRecord,
  type EmployeeRecord,
  type FeedbackRecord,
  type ReferralRecord,
} from './staff';

export interface FavouriteRecord {
  id: string;
  accountId: string;
  positionDemandId: string;
  collectTime: string;
}

export interface ApplicationRecord {
  id: string;
  accountId: string;
  resumeId: string;
  positionDemandId: string;
  applyTime: string;
  source: ApplySource;
  statusText: string;
}

export interface PositionCandidateRecord {
  id: string;
  accountId: string;
  activityId: string;
  positionDemandId: string;
  resume: ResumeRecord;
}

export interface ParseJob {
  uuid: string;
  accountId: string;
  fileName: string;
  polls: number;
}

/** Everything the demo can change; persisted in the browser. */
export interface MockState {
  seq: number;
  favourites: FavouriteRecord[];
  resumes: ResumeRecord[];
  /** Keyed by account id. */
  drafts: Record<string, ResumeDraft>;
  parses: ParseJob[];
  applications: ApplicationRecord[];
  positionCandidates: PositionCandidateRecord[];
  employees: EmployeeRecord[];
  bills: BillRecord[];
  referrals: ReferralRecord[];
  feedback: FeedbackRecord[];
  evaluations: EvaluationRecord[];
  shortLinks: Record<string, string>;
}

/** Reference data the demo only reads. */
export interface MockCatalog {
  positions: PositionRecord[];
  activities: Activity[];
  careerTalks: CareerTalk[];
  announcements: AnnouncementDetail[];
}

export function seedCatalog(): MockCatalog {
  const positions = seedPositions();
  const counts: Record<string, number> = {};
  for (const p of positions) if (p.activityId) counts[p.activityId] = (counts[p.activityId] ?? 0) + 1;
  return { positions, activities: seedActivities(counts), careerTalks: seedCareerTalks(), announcements: seedAnnouncements() };
}

const at = (daysAgo: number, hour = 10): string => daysFromAnchor(-daysAgo, hour);

type ReferralRow = [
  status: ReferralStatus,
  stage: string,
  reason: InvalidReason | null,
  n: number | null,
  integral: number,
  daysAgo: number,
];
const WANG_REFERRALS: ReferralRow[] = [
  [1, '简历筛选', null, null, 0, 1],
  [1, '一面', null, null, 10, 5],
  [1, '终面', null, null, 60, 9],
  [1, 'offer沟通', null, null, 60, 14],
  [3, '已入职', null, null, 560, 40],
  [3, '已入职', null, null, 360, 70],
  [2, '面试未通过', null, null, 10, 20],
  [2, '候选人放弃', null, null, 10, 33],
  [2, '推荐无效', 1, 6, 0, 4],
  [2, '推荐无效', 2, null, 0, 11],
  [2, '推荐无效', 3, null, 0, 18],
  [2, '推荐无效', 4, 180, 0, 26],
  [2, '简历未通过', null, null, 0, 8],
  [2, '放弃录用', null, null, 60, 50],
];

export function seedState(catalog: MockCatalog): MockState {
  const { positions } = catalog;
  const open = (recruitType: PositionRecord['recruitType']) =>
    positions.filter((p) => p.isValid && p.recruitType === recruitType);
  const closed = (shop: boolean) => positions.filter((p) => !p.isValid && (p.isShop === 1) === shop);
  const [social, shop, school] = [open('social'), open('shop'), open('school')];
  const pick = (list: PositionRecord[], i: number): PositionRecord => list[i % list.length] as PositionRecord;
  const resumes = seedResumes();
  const favourites: FavouriteRecord[] = [
    ...[
      pick(social, 3),
      pick(social, 9),
      pick(shop, 4),
      pick(shop, 12),
      pick(school, 2),
      pick(closed(false), 0),
      pick(closed(false), 1),
      pick(closed(true), 0),
    ].map((p, i) => ({ id: `FAV-F${i + 1}`, accountId: 'cand-full', positionDemandId: p.id, collectTime: at(i * 3 + 1, 20) })),
    ...[pick(shop, 1), pick(social, 5), pick(closed(true), 1)].map((p, i) => ({
      id: `FAV-W${i + 1}`,
      accountId: 'staff-wang',
      positionDemandId: p.id,
      collectTime: at(i + 2, 21),
    })),
  ];
  const specialSessionPositions = school.filter((p) => p.activityId === 'ACT002');
  // The stages each one reached and how it ended: data/application-stages.ts, keyed by these ids (issue 22).
  const applications: ApplicationRecord[] = [
    {
      id: 'AP-F1',
      accountId: 'cand-full',
      resumeId: 'R-full-01',
      positionDemandId: pick(social, 0).id,
      applyTime: at(4, 9),
      source: 1,
      statusText: '简历筛选中',
    },
    {
      id: 'AP-F2',
      accountId: 'cand-full',
      resumeId: 'R-full-01',
      positionDemandId: pick(social, 16).id,
      applyTime: at(12, 14),
      source: 0,
      statusText: '面试中',
    },
    {
      id: 'AP-F3',
      accountId: 'cand-full',
      resumeId: 'R-full-03',
      positionDemandId: pick(shop, 0).id,
      applyTime: at(20, 11),
      source: 3,
      statusText: '已发放录用意向',
    },
    {
      id: 'AP-F4',
      accountId: 'cand-full',
      resumeId: 'R-full-02',
      positionDemandId: pick(school, 0).id,
      applyTime: at(45, 16),
      source: 2,
      statusText: '不合适',
    },
    {
      id: 'AP-F5',
      accountId: 'cand-full',
      resumeId: 'R-full-01',
      positionDemandId: pick(closed(false), 2).id,
      applyTime: at(120, 10),
      source: 1,
      statusText: '职位已关闭',
    },
    {
      id: 'AP-F6',
      accountId: 'cand-full',
      resumeId: 'R-full-01',
      positionDemandId: pick(social, 25).id,
      applyTime: at(150, 15),
      source: 3,
      statusText: '流程已结束',
    },
    ...specialSessionPositions.slice(0, 2).map((p, i) => ({
      id: `AP-C${i + 1}`,
      accountId: 'cand-campus',
      resumeId: 'R-campus-02',
      positionDemandId: p.id,
      applyTime: at(3 + i, 19),
      source: 2 as ApplySource,
      statusText: i ? '已投递' : '简历筛选中',
    })),
  ];
  const campusResume = resumes.find((r) => r.id === 'R-campus-02') as ResumeRecord;
  const positionCandidates: PositionCandidateRecord[] = specialSessionPositions.slice(0, 2).map((p, i) => ({
    id: `PC00${i + 1}`,
    accountId: 'cand-campus',
    activityId: 'ACT002',
    positionDemandId: p.id,
    resume: { ...campusResume, id: `R-pc-${i + 1}` },
  }));
  const friendOf = (accountId: string) => resumes.filter((r) => r.kind === 'friend' && r.ownerId === accountId);
  const wangFriends = friendOf('staff-wang');
  const referralOf = (
    accountId: string,
    friend: ResumeRecord,
    p: PositionRecord,
    row: ReferralRow,
    id: string,
  ): ReferralRecord => ({
    id,
    accountId,
    friendResumeId: friend.id,
    friendName: friend.basicInfo.name,
    phone: friend.basicInfo.phone,
    positionDemandId: p.id,
    positionName: p.positionName,
    recommendTime: at(row[5], 11),
    status: row[0],
    stageText: row[1],
    invalidReason: row[2],
    invalidValue: row[3],
    integral: row[4],
  });
  const referrals = [
    ...WANG_REFERRALS.map((row, i) =>
      referralOf(
        'staff-wang',
        wangFriends[i % wangFriends.length] as ResumeRecord,
        pick(i % 2 ? social : shop, i + 30),
        row,
        `RF-W${i + 1}`,
      ),
    ),
    ...friendOf('staff-tech').map((friend, i) =>
      referralOf(
        'staff-tech',
        friend,
        pick(social, i + 40),
        [1, i ? '一面' : '简历筛选', null, null, 10 * i, 3 + i],
        `RF-T${i + 1}`,
      ),
    ),
  ];
  const bills = seedBills((daysAgo) => at(daysAgo, 16));
  const employees = seedEmployees();
  for (const employee of employees) {
    if (!employee.accountId || employee.accountId === 'interviewer-liu') continue;
    const points = pointsFromBills(bills, employee.accountId);
    employee.recommendIntegral = points.total;
    employee.currentRecommendIntegral = points.current;
  }
  const pool = resumes.filter((r) => r.kind === 'pool');
  return {
    seq: 1000,
    favourites,
    resumes,
    drafts: { 'cand-full': { resumeType: '01', content: draftContent(resumes), updateTime: at(1, 22) } },
    parses: [],
    applications,
    positionCandidates,
    employees,
    bills,
    referrals,
    feedback: seedFeedback((daysAgo) => at(daysAgo, 15)),
    evaluations: seedEvaluations(pool, positions, (days, hour) => daysFromAnchor(days, hour)),
    shortLinks: {},
  };
}

function draftContent(resumes: ResumeRecord[]): Partial<ResumeInput> {
  const base = resumes.find((r) => r.id === 'R-full-01') as ResumeRecord;
  return { resumeType: '01', basicInfo: base.basicInfo, selfEvaluation: '（草稿）正在补充自我评价……' };
}

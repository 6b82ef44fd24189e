import { describe, expect, it } from 'vitest';
import type { ResponseSchema } from '@/lib/http';
import { toCamelCaseKeys } from '@/lib/http/case-conversion';
import { validateResponse } from '@/lib/http/response-schema';
import * as applications from '@/api/schemas/applications';
import * as auth from '@/api/schemas/auth';
import * as campus from '@/api/schemas/campus';
import * as common from '@/api/schemas/common';
import * as config from '@/api/schemas/config';
import * as delivery from '@/api/schemas/delivery';
import * as evaluation from '@/api/schemas/evaluation';
import * as favourites from '@/api/schemas/favourites';
import * as feedback from '@/api/schemas/feedback';
import * as links from '@/api/schemas/links';
import * as points from '@/api/schemas/points';
import * as positions from '@/api/schemas/positions';
import * as referral from '@/api/schemas/referral';
import * as registration from '@/api/schemas/registration';
import * as resume from '@/api/schemas/resume';
import { DEMO_ACCOUNTS } from '@/mocks/data/accounts';
import { wire, type WireCall } from '../mocks/wire';
import { BASE } from '@/lib/config/paths';

/**
 * Every answer of the mock backend (seeded data, real handlers through msw/node) passes its response
 * schema, and passes unchanged: the schema neither drops a field the mock sends nor fills in a default
 * the mock left out. So the mock, the types and the schemas describe one contract.
 */
interface Row {
  name: string;
  path: string;
  call?: WireCall | (() => Promise<WireCall>);
  schema: ResponseSchema<unknown>;
}

const ALL = { page_size: 100 };
const CANDIDATES = DEMO_ACCOUNTS.filter((a) => a.business === 'candidate').map((a) => a.id);
const dictHeaders = { ClientCode: 'EHR,GLOBAL' };

async function positionIds(query: Record<string, string | number>): Promise<string[]> {
  const { body } = await wire('/client/recruit/v1/position_demand', { query: { ...query, ...ALL } });
  return (body.data as { list: Array<{ id: string }> }).list.map((p) => p.id);
}

const resumeBody = {
  resume_type: '01',
  basic_info: {
    name: '测试用户',
    gender: 1,
    birthday: '1998-01',
    phone: '13100001234',
    email: 't@example.com',
    current_city_code: '310100',
    current_city_name: '上海市',
    work_years: 3,
    highest_education_code: 'EDU04',
    highest_education_name: '本科',
  },
  job_intention: {
    expected_position: '采购专员',
    expected_city_codes: ['310100'],
    expected_city_names: ['上海市'],
    expected_salary_min: 8000,
    expected_salary_max: 12000,
    job_status: '在职，考虑机会',
    arrival_time: '一个月内',
  },
  educations: [],
  works: [],
  projects: [],
  skills: [],
  certificates: [],
  languages: [],
  self_evaluation: '',
  attachment: null,
};

const ROWS: Row[] = [
  {
    name: 'code exchange',
    path: '/open/basic/v1/oauth/token',
    call: { method: 'POST', base: 'account', body: { code: 'mock-cand-full', appid: 'mock-candidate-appid' } },
    schema: auth.exchangeCodeSchema,
  },
  ...DEMO_ACCOUNTS.map((a) => ({
    name: `current user ${a.id}`,
    path: '/open/basic/v1/users/current_info',
    call: { base: 'account' as const, as: a.id, query: { user_type: a.business === 'candidate' ? 21 : 11 } },
    schema: auth.currentUserInfoSchema,
  })),
  {
    name: 'dictionary',
    path: '/open/basic/v1/dicts/ATS_EDUCATION',
    call: { base: 'dict', headers: dictHeaders },
    schema: config.dictItemListSchema,
  },
  {
    name: 'dictionary batch',
    path: '/open/basic/v1/dicts/batch_list',
    call: { base: 'dict', headers: dictHeaders, query: { dict_type_codes: 'ATS_EDUCATION,ATS_GENDER' } },
    schema: config.dictGroupListSchema,
  },
  ...[2, 3, 17].map((type) => ({
    name: `basic configure ${type}`,
    path: '/client/recruit/v1/basic_configure',
    call: { query: { type } },
    schema: config.configEntryListSchema,
  })),
  ...(['social', 'shop', 'school'] as const).map((recruitType) => ({
    name: `position list ${recruitType}`,
    path: '/client/recruit/v1/position_demand',
    call: { query: { recruit_type: recruitType, ...ALL } },
    schema: positions.positionPageSchema,
  })),
  { name: 'hot positions', path: '/position_demand/hot', schema: positions.positionListSchema },
  { name: 'function tree', path: '/position_demand/function_code', schema: positions.functionTreeSchema },
  { name: 'city tree', path: '/position_demand/city_code', schema: positions.cityTreeSchema },
  { name: 'target departments', path: '/position_demand/target_depart', schema: positions.targetDepartListSchema },
  ...CANDIDATES.flatMap((as) => [
    {
      name: `favourites ${as}`,
      path: '/position_demand/collection',
      call: { as, query: ALL },
      schema: favourites.favouritePageSchema,
    },
    {
      name: `invalid favourites ${as}`,
      path: '/position_demand/invalid/count',
      call: { as },
      schema: favourites.invalidFavouriteCountSchema,
    },
    {
      name: `application records ${as}`,
      path: '/candidate/apply_record',
      call: { as, query: ALL },
      schema: applications.applyRecordPageSchema,
    },
    { name: `latest resume ${as}`, path: '/resume/detail', call: { as }, schema: resume.resumeOrNullSchema },
    ...['01', '02', '03', '04'].map((type) => ({
      name: `resume ${type} ${as}`,
      path: '/resume/detail',
      call: { as, query: { resume_type: type } },
      schema: resume.resumeOrNullSchema,
    })),
    { name: `draft ${as}`, path: '/resume/draft', call: { as }, schema: resume.resumeDraftOrNullSchema },
  ]),
  { name: 'resume by id', path: '/resume/R-full-01/resume_detail', call: { as: 'cand-full' }, schema: resume.resumeSchema },
  {
    name: 'saved draft',
    path: '/resume/draft',
    call: { method: 'POST', as: 'cand-new', body: { resume_type: '01', content: { self_evaluation: '草稿' } } },
    schema: resume.resumeDraftSchema,
  },
  {
    name: 'parse upload',
    path: '/resume/parse',
    call: { method: 'POST', as: 'cand-full', query: { uuid: 'a'.repeat(32), file_name: '简历.pdf' } },
    schema: resume.resumeParseStartedSchema,
  },
  {
    name: 'parse status',
    path: '/resume/parse',
    call: async () => {
      await wire('/resume/parse', { method: 'POST', as: 'cand-full', query: { uuid: 'b'.repeat(32), file_name: '简历.pdf' } });
      return { as: 'cand-full', query: { uuid: 'b'.repeat(32) } };
    },
    schema: resume.resumeParseResultSchema,
  },
  {
    name: 'save resume',
    path: '/candidate/resume',
    call: { method: 'POST', as: 'cand-new', body: resumeBody },
    schema: common.idResultSchema,
  },
  {
    name: 'delivery',
    path: '/candidate/resume/delivery',
    call: async () => {
      const [id] = await positionIds({ recruit_type: 'shop' });
      const { body } = await wire(`/position_demand/${id}`);
      const positionId = (body.data as { position_id: string }).position_id;
      return {
        method: 'POST',
        as: 'cand-full',
        query: { id: 'R-full-03', position_id: positionId, position_demand_id: id ?? '' },
      };
    },
    schema: delivery.deliveryResultSchema,
  },
  {
    name: 'friend resumes',
    path: '/employee/manage_resume',
    call: { as: 'staff-wang', query: ALL },
    schema: referral.friendResumePageSchema,
  },
  ...['staff-wang', 'staff-tech'].map((as) => ({
    name: `referrals ${as}`,
    path: '/employee/recommendation',
    call: { as, query: ALL },
    schema: referral.referralPageSchema,
  })),
  ...['RF-W5', 'RF-W7', 'RF-W9', 'RF-W1'].map((id) => ({
    name: `referral ${id}`,
    path: `/employee/recommendation/${id}`,
    call: { as: 'staff-wang' },
    schema: referral.referralWithTrailSchema,
  })),
  {
    name: 'new friend resume',
    path: '/employee/friend_resume',
    call: { method: 'POST', as: 'staff-wang', body: resumeBody },
    schema: common.idResultSchema,
  },
  { name: 'activity cities', path: '/activity/line/city_codes', schema: campus.activityCityListSchema },
  { name: 'activities', path: '/activity/list', schema: campus.activityListSchema },
  { name: 'activity limit', path: '/activity/ACT002/postion_candidate/limit', schema: campus.activityDeliveryLimitSchema },
  ...[1, 2].map((type) => ({
    name: `announcements ${type}`,
    path: '/announcement/list',
    call: { query: { type, ...ALL } },
    schema: campus.announcementPageSchema,
  })),
  { name: 'announcement', path: '/announcement/ANN001', schema: campus.announcementDetailSchema },
  { name: 'career talks', path: '/career_talk_route/list', call: { query: ALL }, schema: campus.careerTalkPageSchema },
  {
    name: 'registration resume',
    path: '/position_candidate/PC001/resume',
    call: { as: 'cand-campus' },
    schema: registration.positionCandidateResumeSchema,
  },
  {
    name: 'registration update',
    path: '/position_candidate/PC001/resume',
    call: { method: 'PUT', as: 'cand-campus', body: resumeBody },
    schema: common.idResultSchema,
  },
  {
    name: 'my evaluations',
    path: '/interview/evaluation/my',
    call: { as: 'interviewer-liu', query: ALL },
    schema: evaluation.evaluationPageSchema,
  },
  {
    name: 'evaluation detail',
    path: '/interview/evaluation/EV001/detail',
    call: { as: 'interviewer-liu' },
    schema: evaluation.evaluationDetailSchema,
  },
  {
    name: 'short link',
    path: '/link/short/link',
    call: {
      method: 'POST',
      body: { url: `http://localhost:3000${BASE}/candidate/social/jobDetail?id=PD20001`, biz_type: 17 },
    },
    schema: links.shortLinkSchema,
  },
  ...['staff-wang', 'staff-tech'].flatMap((as) => [
    { name: `staff profile ${as}`, path: '/recommendations/employees', call: { as }, schema: points.staffProfileSchema },
    { name: `points summary ${as}`, path: '/recommendations/integral', call: { as }, schema: points.integralSummarySchema },
    {
      name: `points bill ${as}`,
      path: '/recommendations/bills',
      call: { as, query: ALL },
      schema: points.integralBillPageSchema,
    },
    {
      name: `points bill of a referral ${as}`,
      path: '/recommendations/bills',
      call: { as, query: { ...ALL, referral_id: as === 'staff-wang' ? 'RF-W5' : 'RF-T2' } },
      schema: points.integralBillPageSchema,
    },
    { name: `ranking ${as}`, path: '/recommendations/ranking', call: { as, query: ALL }, schema: points.rankingSchema },
    {
      name: `feedback questions ${as}`,
      path: '/recommendations/feedback_question',
      call: { as, query: ALL },
      schema: feedback.feedbackQuestionPageSchema,
    },
  ]),
  {
    name: 'feedback',
    path: '/recommendations/feedback_question',
    call: { method: 'POST', as: 'staff-wang', body: { type: 5, content: '希望增加按门店距离排序' } },
    schema: common.idResultSchema,
  },
];

describe('every mock answer passes its response schema unchanged', () => {
  it.each(ROWS)('$name', async (row) => {
    const call = typeof row.call === 'function' ? await row.call() : (row.call ?? {});
    const { status, body } = await wire(row.path, call);
    expect(status).toBe(200);
    const data = toCamelCaseKeys(body.data);
    const result = await validateResponse(row.schema, data);
    expect(result).toEqual({ ok: true, value: data });
  });

  /**
   * Two calls for each seeded position, some 0.8 s here; it went past 30 s in a fresh-clone CI run while the journeys
   * shared the two cores. A passing sweep never waits for this limit.
   */
  const SWEEP_TIMEOUT = 120_000;

  it(
    'checks the detail of every seeded position',
    async () => {
      const ids = [
        ...(await positionIds({ recruit_type: 'social' })),
        ...(await positionIds({ recruit_type: 'shop' })),
        ...(await positionIds({ recruit_type: 'school' })),
      ];
      expect(ids.length).toBeGreaterThan(10);
      for (const id of ids) {
        const detail = toCamelCaseKeys((await wire(`/position_demand/${id}`, { as: 'cand-full' })).body.data);
        expect(await validateResponse(positions.positionDetailSchema, detail)).toEqual({ ok: true, value: detail });
        const similar = toCamelCaseKeys((await wire(`/position_demand/${id}/recommendation`)).body.data);
        expect(await validateResponse(positions.positionListSchema, similar)).toEqual({ ok: true, value: similar });
      }
    },
    SWEEP_TIMEOUT,
  );
});

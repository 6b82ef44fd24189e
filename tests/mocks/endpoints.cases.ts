import { describe, expect, it } from 'vitest';
import { allKeys, wire, type WireCall } from './wire';
import { BASE } from '@/lib/config/paths';

/** Rules API-1–API-14, row by row: method, base, path, whether it needs a token, and a call that should succeed. */
interface Row {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  auth: boolean;
  call?: () => Promise<WireCall> | WireCall;
}

async function firstPosition(query: Record<string, string>): Promise<{ id: string; position_id: string }> {
  const { body } = await wire('/client/recruit/v1/position_demand', { query: { ...query, page_size: 1 } });
  return (body.data as { list: Array<{ id: string; position_id: string }> }).list[0] as { id: string; position_id: string };
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

const dictHeaders = { ClientCode: 'EHR,GLOBAL' };

const ROWS: Row[] = [
  {
    method: 'POST',
    path: '/open/basic/v1/oauth/token',
    auth: false,
    call: () => ({ base: 'account', body: { code: 'mock-cand-full', appid: 'mock-candidate-appid' } }),
  },
  {
    method: 'GET',
    path: '/open/basic/v1/users/current_info',
    auth: true,
    call: () => ({ base: 'account', as: 'cand-full', query: { user_type: 21 } }),
  },
  {
    method: 'GET',
    path: '/open/basic/v1/dicts/ATS_EDUCATION',
    auth: false,
    call: () => ({ base: 'dict', headers: dictHeaders }),
  },
  {
    method: 'GET',
    path: '/open/basic/v1/dicts/batch_list',
    auth: false,
    call: () => ({ base: 'dict', headers: dictHeaders, query: { dict_type_codes: 'ATS_EDUCATION,ATS_GENDER' } }),
  },
  { method: 'GET', path: '/client/recruit/v1/basic_configure', auth: false, call: () => ({ query: { type: 17 } }) },
  { method: 'GET', path: '/client/recruit/v1/position_demand', auth: false },
  { method: 'GET', path: '/position_demand/PD10001', auth: false },
  { method: 'GET', path: '/position_demand/PD10001/recommendation', auth: false },
  { method: 'GET', path: '/position_demand/hot', auth: false },
  { method: 'GET', path: '/position_demand/function_code', auth: false },
  { method: 'GET', path: '/position_demand/city_code', auth: false },
  { method: 'GET', path: '/position_demand/target_depart', auth: false },
  { method: 'GET', path: '/position_demand/collection', auth: true, call: () => ({ as: 'cand-full' }) },
  {
    method: 'POST',
    path: '/position_demand/PD10002/collection',
    auth: true,
    call: () => ({ as: 'cand-new', body: { position_demand_id: 'PD10002', position_foreign_id: 'PF10002' } }),
  },
  {
    method: 'DELETE',
    path: '/position_demand/PD10002/collection',
    auth: true,
    call: () => ({ as: 'cand-new', query: { position_foreign_id: 'PF10002' } }),
  },
  { method: 'DELETE', path: '/position_demand/collection', auth: true, call: () => ({ as: 'cand-full', query: { is_shop: 0 } }) },
  { method: 'GET', path: '/position_demand/invalid/count', auth: true, call: () => ({ as: 'cand-full' }) },
  { method: 'GET', path: '/employee/manage_resume', auth: true, call: () => ({ as: 'staff-wang' }) },
  { method: 'DELETE', path: '/employee/manage_resume/FR-wang-6', auth: true, call: () => ({ as: 'staff-wang' }) },
  { method: 'GET', path: '/employee/recommendation', auth: true, call: () => ({ as: 'staff-wang' }) },
  { method: 'GET', path: '/employee/recommendation/RF-W5', auth: true, call: () => ({ as: 'staff-wang' }) },
  { method: 'GET', path: '/candidate/apply_record', auth: true, call: () => ({ as: 'cand-full' }) },
  { method: 'GET', path: '/resume/detail', auth: true, call: () => ({ as: 'cand-full' }) },
  { method: 'GET', path: '/resume/R-full-01/resume_detail', auth: true, call: () => ({ as: 'cand-full' }) },
  { method: 'GET', path: '/resume/draft', auth: true, call: () => ({ as: 'cand-full' }) },
  {
    method: 'POST',
    path: '/resume/draft',
    auth: true,
    call: () => ({ as: 'cand-new', body: { resume_type: '01', content: { self_evaluation: '草稿' } } }),
  },
  {
    method: 'POST',
    path: '/resume/parse',
    auth: true,
    call: () => ({ as: 'cand-full', query: { uuid: 'a'.repeat(32), file_name: '简历.pdf' } }),
  },
  {
    method: 'GET',
    path: '/resume/parse',
    auth: true,
    call: async () => {
      await wire('/resume/parse', { method: 'POST', as: 'cand-full', query: { uuid: 'b'.repeat(32), file_name: '简历.pdf' } });
      return { as: 'cand-full', query: { uuid: 'b'.repeat(32) } };
    },
  },
  {
    method: 'POST',
    path: '/candidate/friend_resume/delivery',
    auth: true,
    call: async () => {
      const p = await firstPosition({ recruit_type: 'social' });
      return { as: 'staff-wang', query: { id: 'FR-wang-1', position_id: p.position_id, position_demand_id: p.id } };
    },
  },
  {
    method: 'POST',
    path: '/candidate/resume/delivery',
    auth: true,
    call: async () => {
      const p = await firstPosition({ recruit_type: 'shop' });
      return {
        as: 'cand-full',
        query: { id: 'R-full-03', position_id: p.position_id, position_demand_id: p.id, uuId: 'c'.repeat(32) },
      };
    },
  },
  { method: 'POST', path: '/candidate/resume', auth: true, call: () => ({ as: 'cand-new', body: resumeBody }) },
  {
    method: 'POST',
    path: '/employee/friend_resume/delivery',
    auth: true,
    call: async () => {
      const p = await firstPosition({ recruit_type: 'shop' });
      return { as: 'staff-wang', query: { id: 'FR-wang-2', position_id: p.position_id, position_demand_id: p.id } };
    },
  },
  { method: 'PUT', path: '/employee/friend_resume/FR-wang-1', auth: true, call: () => ({ as: 'staff-wang', body: resumeBody }) },
  { method: 'POST', path: '/employee/friend_resume', auth: true, call: () => ({ as: 'staff-wang', body: resumeBody }) },
  { method: 'GET', path: '/activity/line/city_codes', auth: false },
  { method: 'GET', path: '/activity/list', auth: false },
  { method: 'GET', path: '/activity/ACT002/postion_candidate/limit', auth: false },
  { method: 'GET', path: '/announcement/list', auth: false },
  { method: 'GET', path: '/announcement/ANN001', auth: false },
  { method: 'GET', path: '/career_talk_route/list', auth: false },
  { method: 'GET', path: '/position_candidate/PC001/resume', auth: true, call: () => ({ as: 'cand-campus' }) },
  { method: 'PUT', path: '/position_candidate/PC001/resume', auth: true, call: () => ({ as: 'cand-campus', body: resumeBody }) },
  { method: 'GET', path: '/interview/evaluation/my', auth: true, call: () => ({ as: 'interviewer-liu' }) },
  { method: 'GET', path: '/interview/evaluation/EV001/detail', auth: true, call: () => ({ as: 'interviewer-liu' }) },
  {
    method: 'PUT',
    path: '/interview/evaluation',
    auth: true,
    call: () => ({
      as: 'interviewer-liu',
      body: {
        id: 'EV001',
        conclusion: 1,
        comment: '通过',
        dimensions: ['professional', 'communication', 'learning', 'teamwork', 'fit'].map((code) => ({
          code,
          score: 4,
          comment: '',
        })),
      },
    }),
  },
  {
    method: 'POST',
    path: '/link/short/link',
    auth: false,
    call: () => ({ body: { url: `http://localhost:3000${BASE}/candidate/social/jobDetail?id=PD20001`, biz_type: 17 } }),
  },
  {
    method: 'POST',
    path: '/client/recruit/v1/behaviors',
    auth: false,
    call: () => ({ body: { event_type: 'recruit_social_job', content: { page_name: 'job' }, recruit_type_code: 'social' } }),
  },
  { method: 'GET', path: '/recommendations/bills', auth: true, call: () => ({ as: 'staff-wang' }) },
  {
    method: 'GET',
    path: '/recommendations/bills',
    auth: true,
    call: () => ({ as: 'staff-wang', query: { referral_id: 'RF-W5' } }),
  },
  { method: 'GET', path: '/recommendations/integral', auth: true, call: () => ({ as: 'staff-wang' }) },
  { method: 'GET', path: '/recommendations/ranking', auth: true, call: () => ({ as: 'staff-wang' }) },
  { method: 'GET', path: '/recommendations/employees', auth: true, call: () => ({ as: 'staff-wang' }) },
  {
    method: 'POST',
    path: '/recommendations/feedback_question',
    auth: true,
    call: () => ({ as: 'staff-wang', body: { type: 5, content: '希望增加按门店距离排序' } }),
  },
  { method: 'GET', path: '/recommendations/feedback_question', auth: true, call: () => ({ as: 'staff-wang' }) },
];

const SNAKE_KEY = /^[a-z][a-z0-9]*(_[a-z0-9]+)*$/;

describe('mock backend: every call of rules API-1–API-14', () => {
  it.each(ROWS)('$method $path answers a snake_case { code: 0, msg, data } envelope', async (row) => {
    const call = row.call ? await row.call() : {};
    const { status, body } = await wire(row.path, { ...call, method: row.method });
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 0, msg: expect.any(String) });
    expect(body).toHaveProperty('data');
    const badKeys = allKeys(body.data).filter((key) => !SNAKE_KEY.test(key));
    expect(badKeys).toEqual([]);
  });

  it.each(ROWS.filter((row) => row.auth))('$method $path answers HTTP 401 without a token', async (row) => {
    const { as: _as, ...call } = row.call ? await row.call() : {};
    const { status, body } = await wire(row.path, { ...call, method: row.method });
    expect(status).toBe(401);
    expect(body).toEqual({ code: 401, msg: '登录超时', data: null });
  });

  it('rejects an expired token like a missing one', async () => {
    const { makeMockToken } = await import('@/mocks/data/accounts');
    const expired = makeMockToken('cand-full', 'candidate', Math.floor(Date.now() / 1000) - 10);
    const { status } = await wire('/resume/detail', { headers: { Authorization: `Bearer ${expired}` } });
    expect(status).toBe(401);
  });
});

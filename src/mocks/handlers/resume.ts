import type { HttpHandler } from 'msw';
import { RESUME_PATHS } from '@/api/resume';
import type { IdResult } from '@/api/types/common';
import type {
  Resume,
  ResumeDraft,
  ResumeInput,
  ResumeParseResult,
  ResumeParseStarted,
  ResumeParseStatus,
  SaveDraftRequest,
} from '@/api/types/resume';
import type { DemoAccount } from '../data/accounts';
import { nowText } from '../data/prng';
import { parsedResume, type ResumeRecord } from '../data/resumes';
import { commit, getState, nextId } from '../db';
import { authRoute, MockError, MOCK_CODE, notFound, type RouteContext } from '../route';

/** The stored resume without the mock's bookkeeping fields. */
export function toResume(record: ResumeRecord): Resume {
  const { ownerId: _ownerId, kind: _kind, ...resume } = record;
  return resume;
}

/** Who may read a resume: its owner; staff and interviewers may read any (friends', candidates'). */
export function readableResume(account: DemoAccount, id: string): ResumeRecord {
  const record = getState().resumes.find((r) => r.id === id);
  if (!record || (record.ownerId !== account.id && account.business === 'candidate')) throw notFound('简历');
  return record;
}

export function requireResumeBody(body: ResumeInput | undefined): ResumeInput {
  if (!body?.basicInfo?.name || !body.basicInfo.phone) throw new MockError(MOCK_CODE.badRequest, '请填写姓名和手机号');
  return body;
}

const PARSE_ERRORS: Record<string, { status: ResumeParseStatus; message: string }> = {
  error1: { status: -1, message: '文件格式不支持，请上传 PDF、Word 或图片格式的简历' },
  error2: { status: -2, message: '文件已损坏或已加密，无法读取' },
  error3: { status: -3, message: '未识别到简历内容，请确认上传的是个人简历' },
  error4: { status: -4, message: '简历解析服务繁忙，请稍后重试' },
};
/** Polls answered "parsing" before a result (status 0). */
const LOADING_POLLS = 2;

/** The query's file name first: multipart file names do not survive every client (jsdom's XHR sends "blob"). */
async function uploadedFileName(ctx: RouteContext): Promise<string> {
  const fromQuery = ctx.query('file_name');
  if (fromQuery) return fromQuery;
  try {
    const form = await ctx.request.formData();
    const file = form.get('file');
    if (file && typeof file === 'object' && 'name' in file && typeof file.name === 'string' && file.name) return file.name;
  } catch {
    // Not a multipart body: fall back to the query.
  }
  return 'resume.pdf';
}

export const resumeHandlers: HttpHandler[] = [
  authRoute<Resume | null>('get', 'main', RESUME_PATHS.detail, (ctx) => {
    const type = ctx.query('resume_type');
    const own = getState()
      .resumes.filter((r) => r.kind === 'own' && r.ownerId === ctx.account.id && (!type || r.resumeType === type))
      .sort((a, b) => b.updateTime.localeCompare(a.updateTime));
    return own[0] ? toResume(own[0]) : null;
  }),
  authRoute<Resume>('get', 'main', RESUME_PATHS.byId, (ctx) => toResume(readableResume(ctx.account, ctx.params.id ?? ''))),
  authRoute<ResumeDraft | null>('get', 'main', RESUME_PATHS.draft, (ctx) => getState().drafts[ctx.account.id] ?? null),
  authRoute<ResumeDraft>('post', 'main', RESUME_PATHS.draft, async (ctx) => {
    const body = await ctx.body<SaveDraftRequest>();
    if (!body?.resumeType) throw new MockError(MOCK_CODE.badRequest, '缺少简历类型');
    const draft: ResumeDraft = { resumeType: body.resumeType, content: body.content ?? {}, updateTime: nowText() };
    getState().drafts[ctx.account.id] = draft;
    commit();
    return draft;
  }),
  authRoute<ResumeParseStarted>('post', 'main', RESUME_PATHS.parse, async (ctx) => {
    const uuid = ctx.query('uuid');
    if (!uuid) throw new MockError(MOCK_CODE.badRequest, '缺少 uuid');
    const fileName = await uploadedFileName(ctx);
    const state = getState();
    state.parses = [...state.parses.filter((job) => job.uuid !== uuid), { uuid, accountId: ctx.account.id, fileName, polls: 0 }];
    commit();
    return { uuid };
  }),
  authRoute<ResumeParseResult>('get', 'main', RESUME_PATHS.parse, (ctx) => {
    const job = getState().parses.find((j) => j.uuid === ctx.query('uuid') && j.accountId === ctx.account.id);
    if (!job) throw notFound('解析任务');
    const error = Object.entries(PARSE_ERRORS).find(([marker]) => job.fileName.toLowerCase().includes(marker))?.[1];
    if (error) return { uuid: job.uuid, ...error };
    job.polls += 1;
    commit();
    if (job.polls <= LOADING_POLLS) return { uuid: job.uuid, status: 0, message: '简历解析中' };
    const partial = job.fileName.toLowerCase().includes('partial');
    return {
      uuid: job.uuid,
      status: partial ? 2 : 1,
      message: partial ? '部分内容解析成功，请检查并补充' : '解析成功',
      resume: parsedResume(job.fileName, partial),
    };
  }),
  authRoute<IdResult>('post', 'main', RESUME_PATHS.save, async (ctx) => {
    const body = requireResumeBody(await ctx.body<ResumeInput>());
    const state = getState();
    const own = (r: ResumeRecord) => r.kind === 'own' && r.ownerId === ctx.account.id;
    // One resume per type: saving a type the candidate already has updates it.
    const existing = state.resumes.find((r) => own(r) && (body.id ? r.id === body.id : r.resumeType === body.resumeType));
    if (body.id && !existing) throw notFound('简历');
    const id = existing?.id ?? nextId('R');
    const saved: ResumeRecord = { ...body, id, ownerId: ctx.account.id, kind: 'own', updateTime: nowText() };
    state.resumes = existing ? state.resumes.map((r) => (r.id === id ? saved : r)) : [...state.resumes, saved];
    if (state.drafts[ctx.account.id]?.resumeType === body.resumeType) delete state.drafts[ctx.account.id];
    commit();
    return { id };
  }),
];

import type { HttpHandler } from 'msw';
import { CAMPUS_PATHS } from '@/api/campus';
import { REGISTRATION_PATHS } from '@/api/registration';
import type {
  Activity,
  ActivityCity,
  ActivityDeliveryLimit,
  AnnouncementDetail,
  AnnouncementSummary,
  CareerTalk,
} from '@/api/types/campus';
import type { IdResult, Paged } from '@/api/types/common';
import type { PositionCandidateResume } from '@/api/types/registration';
import type { ResumeInput } from '@/api/types/resume';
import { ACTIVITY_CITIES } from '../data/campus';
import { nowText } from '../data/prng';
import { commit, getCatalog, getState } from '../db';
import { authRoute, notFound, paginate, publicRoute, type AuthedContext } from '../route';
import { activityUsage } from './delivery';
import { evaluatedCandidateResume } from './evaluation';
import { requireResumeBody, toResume } from './resume';

/** In progress first, then upcoming, then finished. */
const STATUS_ORDER: Record<number, number> = { 2: 0, 1: 1, 3: 2 };

/**
 * Talks a graduate can still attend first: today's, then the upcoming ones soonest first, then the finished ones
 * latest first (so "all" opens on what is next, not on last autumn).
 */
function byTalkRelevance(a: CareerTalk, b: CareerTalk): number {
  const order = (STATUS_ORDER[a.status ?? 0] ?? 0) - (STATUS_ORDER[b.status ?? 0] ?? 0);
  if (order !== 0) return order;
  return a.status === 3 ? b.startTime.localeCompare(a.startTime) : a.startTime.localeCompare(b.startTime);
}

function positionCandidateOf(ctx: AuthedContext) {
  const record = getState().positionCandidates.find(
    (pc) => pc.id === ctx.params.positionCandidateId && pc.accountId === ctx.account.id,
  );
  if (!record) throw notFound('报名信息');
  return record;
}

export const campusHandlers: HttpHandler[] = [
  publicRoute<ActivityCity[]>('get', 'main', CAMPUS_PATHS.activityCities, () => ACTIVITY_CITIES),
  publicRoute<Activity[]>('get', 'main', CAMPUS_PATHS.activities, (ctx) => {
    const cityCode = ctx.query('city_code');
    const status = ctx.query('status');
    return getCatalog()
      .activities.filter((a) => (!cityCode || a.cityCodes.includes(cityCode)) && (!status || String(a.status) === status))
      .sort((a, b) => (STATUS_ORDER[a.status] ?? 0) - (STATUS_ORDER[b.status] ?? 0) || a.startTime.localeCompare(b.startTime));
  }),
  // Public: a signed-out visitor sees the full allowance.
  publicRoute<ActivityDeliveryLimit>('get', 'main', CAMPUS_PATHS.activityLimit, (ctx) => {
    const activityId = ctx.params.activityId ?? '';
    const { limit, used } = activityUsage(ctx.account?.id, activityId);
    return { activityId, limit, used, remaining: Math.max(0, limit - used) };
  }),
  // The list before /announcement/:id.
  publicRoute<Paged<AnnouncementSummary>>('get', 'main', CAMPUS_PATHS.announcements, (ctx) => {
    const type = ctx.query('type');
    const items = getCatalog()
      .announcements.filter((a) => !type || String(a.type) === type)
      .sort((a, b) => Number(b.isTop) - Number(a.isTop) || b.publishTime.localeCompare(a.publishTime))
      .map(({ content: _content, ...summary }) => summary);
    return paginate(items, ctx);
  }),
  publicRoute<AnnouncementDetail>('get', 'main', CAMPUS_PATHS.announcement, ({ params }) => {
    const found = getCatalog().announcements.find((a) => a.id === params.id);
    if (!found) throw notFound('公告');
    return found;
  }),
  publicRoute<Paged<CareerTalk>>('get', 'main', CAMPUS_PATHS.careerTalks, (ctx) => {
    const cityCode = ctx.query('city_code');
    const format = ctx.query('talk_format');
    const status = ctx.query('status');
    const talks = getCatalog()
      .careerTalks.filter(
        (t) =>
          (!cityCode || t.cityCode === cityCode) &&
          (!format || String(t.talkFormat) === format) &&
          (!status || String(t.status) === status),
      )
      .sort(byTalkRelevance);
    return paginate(talks, ctx);
  }),
  authRoute<PositionCandidateResume>('get', 'main', REGISTRATION_PATHS.resume, (ctx) => {
    // An interviewer reads the resume of a candidate they evaluate (docs/decisions/043).
    const evaluated = evaluatedCandidateResume(ctx.account, ctx.params.positionCandidateId);
    if (evaluated) return evaluated;
    const record = positionCandidateOf(ctx);
    const position = getCatalog().positions.find((p) => p.id === record.positionDemandId);
    const activity = getCatalog().activities.find((a) => a.id === record.activityId);
    return {
      positionCandidateId: record.id,
      activityId: record.activityId,
      activityName: activity?.name ?? '',
      positionDemandId: record.positionDemandId,
      positionName: position?.positionName ?? '',
      resume: toResume(record.resume),
    };
  }),
  authRoute<IdResult>('put', 'main', REGISTRATION_PATHS.resume, async (ctx) => {
    const record = positionCandidateOf(ctx);
    const body = requireResumeBody(await ctx.body<ResumeInput>());
    record.resume = { ...body, id: record.resume.id, ownerId: ctx.account.id, kind: 'own', updateTime: nowText() };
    commit();
    return { id: record.id };
  }),
];

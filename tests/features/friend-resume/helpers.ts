import dayjs from 'dayjs';
import { onTestFinished } from 'vitest';
import { SIMILAR_DELIVERY_DAYS } from '@/api/delivery';
import type { ResumeFormValues } from '@/entities/resume-form';
import { createDraftStore } from '@/lib/storage';
import { getCatalog, getState } from '@/mocks/db';
import { server } from '@/mocks/node';
import { BASE } from '@/lib/config/paths';

export const STAFF = `${BASE}/staff`;
/** staff-wang's ucId: the owner of the friend's resume drafts (rule DRAFT-1). */
export const WANG = 'uc-staff-wang';

/** The local draft of a new friend's resume, or of one being edited. */
export const friendDraft = (resumeId?: string) =>
  createDraftStore<{ values: Partial<ResumeFormValues> }>(resumeId ? `friend-resume-${resumeId}` : 'friend-resume-new');

/** A friend's resume of staff-wang as the mock backend keeps it. */
export function wangFriend(id: string) {
  const friend = getState().resumes.find((r) => r.id === id && r.kind === 'friend');
  if (!friend) throw new Error(`no friend's resume ${id}`);
  return friend;
}

/** A complete resume body (a seed friend's) with another name and phone, as form values. */
export function completeValues(from: string, name: string, phone: string): ResumeFormValues {
  const { id: _id, resumeType: _type, updateTime: _time, ownerId: _owner, kind: _kind, ...values } = wangFriend(from);
  return { ...values, basicInfo: { ...values.basicInfo, name, phone } };
}

/** Counts the calls of a method and pathname ending from now on. */
export function countCalls(method: string, pathEnd: string): { count: () => number } {
  let count = 0;
  const listen = ({ request }: { request: Request }) => {
    if (request.method === method && new URL(request.url).pathname.endsWith(pathEnd)) count += 1;
  };
  server.events.on('request:start', listen);
  onTestFinished(() => void server.events.removeListener('request:start', listen));
  return { count: () => count };
}

/** The jobs staff-wang can refer a friend to, by the send status the mock answers (rule STATE-10). */
export function referTargets(friendId: string) {
  const { positions } = getCatalog();
  const byId = (id: string) => positions.find((p) => p.id === id);
  const referrals = getState().referrals.filter((r) => r.friendResumeId === friendId);
  const recentFunctions = new Set(
    referrals
      .filter((r) => dayjs().diff(dayjs(r.recommendTime), 'day') < SIMILAR_DELIVERY_DAYS)
      .map((r) => byId(r.positionDemandId)?.functionCode),
  );
  const open = positions.filter((p) => p.isValid && !p.activityId && !referrals.some((r) => r.positionDemandId === p.id));
  const found = {
    fresh: open.find((p) => p.recruitType === 'social' && !recentFunctions.has(p.functionCode)),
    already: referrals.map((r) => byId(r.positionDemandId)).find((p) => p?.isValid && !p.activityId),
    similar: open.find((p) => recentFunctions.has(p.functionCode)),
  };
  for (const [status, job] of Object.entries(found)) if (!job) throw new Error(`no ${status} job for ${friendId} in the seed`);
  return found as Record<keyof typeof found, NonNullable<(typeof found)['fresh']>>;
}

/** The refer-a-friend page of a job. */
export const referPath = (job: { id: string; positionId: string; recruitType: string }) =>
  `${STAFF}/${job.recruitType}/deliveryResume?id=${job.id}&positionId=${job.positionId}`;

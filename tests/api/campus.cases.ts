import {
  getActivities,
  getActivityCities,
  getActivityDeliveryLimit,
  getAnnouncement,
  getAnnouncements,
  getCareerTalks,
} from '@/api/campus';
import { getPositionCandidateResume, updatePositionCandidateResume } from '@/api/registration';
import { signInAs, visit } from './session';
import { pagePath } from '@/lib/routing';

describe('api/campus against the mock backend', () => {
  beforeEach(() => visit(pagePath('candidate', 'home', 'school')));

  it('lists activities of every status, in progress first, filterable by city and status', async () => {
    const all = await getActivities();
    expect(new Set(all.map((a) => a.status))).toEqual(new Set([1, 2, 3]));
    expect(all[0]?.status).toBe(2);
    const cities = await getActivityCities();
    expect(cities.map((c) => c.name)).toContain('武汉市');
    const wuhan = await getActivities({ cityCode: '420100' });
    expect(wuhan.every((a) => a.cityCodes.includes('420100'))).toBe(true);
    const finished = await getActivities({ status: 3 });
    expect(finished.length).toBeGreaterThan(0);
    expect(finished.every((a) => a.status === 3)).toBe(true);
  });

  it('shows the full delivery allowance to a signed-out visitor', async () => {
    await expect(getActivityDeliveryLimit('ACT003')).resolves.toEqual({ activityId: 'ACT003', limit: 2, used: 0, remaining: 2 });
  });

  it('lists notices (pinned first) and Q&A, and answers a rich HTML body', async () => {
    const notices = await getAnnouncements({ type: 1, pageSize: 20 });
    expect(notices.list[0]?.isTop).toBe(true);
    expect(notices.list.every((a) => a.type === 1)).toBe(true);
    const qa = await getAnnouncements({ type: 2 });
    expect(qa.total).toBeGreaterThanOrEqual(10);
    const detail = await getAnnouncement(notices.list[0]?.id ?? '');
    expect(detail.content).toMatch(/<(table|ul|ol|h3)/);
  });

  it('lists career talks in time order with both formats', async () => {
    const talks = await getCareerTalks({ pageSize: 50 });
    expect(new Set(talks.list.map((t) => t.talkFormat))).toEqual(new Set([0, 1]));
    const online = await getCareerTalks({ talkFormat: 1, pageSize: 50 });
    expect(online.list.every((t) => t.liveUrl.startsWith('https://') && t.address === '')).toBe(true);
  });

  it('reads and updates a special-session registration resume', async () => {
    signInAs('cand-campus', pagePath('candidate', 'modificationRegistration', 'school'));
    const registration = await getPositionCandidateResume('PC001');
    expect(registration).toMatchObject({ activityId: 'ACT002', activityName: '2026届秋季校园招聘' });
    const resume = { ...registration.resume, selfEvaluation: '修改后的报名信息' };
    await expect(updatePositionCandidateResume('PC001', resume)).resolves.toEqual({ id: 'PC001' });
    expect((await getPositionCandidateResume('PC001')).resume.selfEvaluation).toBe('修改后的报名信息');
  });
});

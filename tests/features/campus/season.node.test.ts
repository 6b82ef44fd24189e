import type { Activity, AnnouncementSummary, CareerTalk } from '@/api/campus';
import { SHOWN_NOTICES, SHOWN_TALKS, currentSpecialSessions, latestNotices, nextTalks } from '@/features/campus/home/season';

const activity = (id: number, status: Activity['status'], startTime: string): Activity => ({
  id: String(id),
  name: `专场 ${id}`,
  status,
  startTime,
  endTime: '',
  cityCodes: [],
  cityNames: [],
  description: '',
  positionCount: null,
  deliveryLimit: 1,
});

const talk = (id: number, status: CareerTalk['status'], startTime: string): CareerTalk => ({
  id: String(id),
  school: `学校 ${id}`,
  cityCode: '',
  cityName: '',
  address: '',
  startTime,
  talkFormat: 0,
  liveUrl: '',
  status,
});

const notice = (id: number, publishTime: string, isTop = false): AnnouncementSummary => ({
  id: String(id),
  type: 1,
  title: `公告 ${id}`,
  summary: '',
  publishTime,
  isTop,
});

describe('currentSpecialSessions', () => {
  it('leaves finished sessions out and lists those in progress first, each group by start time', () => {
    const sessions = [
      activity(1, 1, '2026-12-05 09:00:00'),
      activity(2, 3, '2026-08-01 09:00:00'),
      activity(3, 2, '2026-11-20 09:00:00'),
      activity(4, 1, '2026-12-01 09:00:00'),
      activity(5, 2, '2026-11-10 09:00:00'),
    ];
    expect(currentSpecialSessions(sessions).map((session) => Number(session.id))).toEqual([5, 3, 4, 1]);
  });
});

describe('nextTalks', () => {
  it("lists today's talks first, then the upcoming ones, each by start time, a talk in both answers once", () => {
    const today = [talk(11, 2, '2026-11-28 19:00:00'), talk(10, 2, '2026-11-28 14:00:00')];
    const upcoming = [talk(12, 1, '2026-11-29 14:00:00'), talk(11, 1, '2026-11-28 19:00:00')];
    expect(nextTalks(today, upcoming).map((item) => Number(item.id))).toEqual([10, 11, 12]);
  });

  it(`shows at most ${SHOWN_TALKS}`, () => {
    const upcoming = [1, 2, 3, 4, 5].map((day) => talk(day, 1, `2026-12-0${day} 10:00:00`));
    expect(nextTalks([], upcoming).map((item) => Number(item.id))).toEqual([1, 2, 3]);
  });
});

describe('latestNotices', () => {
  it(`picks the ${SHOWN_NOTICES} newest by publish time, pinned or not`, () => {
    const notices = [
      notice(1, '2026-06-01 10:00:00', true),
      notice(2, '2026-11-20 10:00:00'),
      notice(3, '2026-11-27 10:00:00'),
      notice(4, '2026-11-27 09:59:59'),
      notice(5, '2026-10-01 10:00:00'),
    ];
    expect(latestNotices(notices).map((item) => Number(item.id))).toEqual([3, 4, 2]);
  });
});

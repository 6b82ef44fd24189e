import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { NOTICES_EMPTY } from '@/features/campus/home/latest-notices';
import { SPECIAL_SESSIONS_EMPTY } from '@/features/campus/home/special-sessions';
import { TALKS_EMPTY } from '@/features/campus/home/upcoming-talks';
import { getCatalog } from '@/mocks/db';
import { clearMockFaults, type MockFault } from '@/mocks/faults';
import { server } from '@/mocks/node';
import { ERROR_TIMEOUT, openPage } from '../jobs/page-helpers';
import { pagePath } from '@/lib/routing';
import { BASE } from '@/lib/config/paths';

const HOME = pagePath('candidate', 'home', 'school');
const SCHOOL = `${BASE}/candidate/school`;

const ACTIVITIES = '/activity/list';
const TALKS = '/career_talk_route/list';
const NOTICES = '/announcement/list';

const region = (name: string) => screen.findByRole('region', { name }, ERROR_TIMEOUT);
const sessions = () => region('校招专场');
const talks = () => region('近期宣讲会');
const notices = () => region('最新公告');

/** The seeded activities as the home should show them: not finished, in progress first, then by start. */
function expectedSessions() {
  const open = getCatalog().activities.filter((a) => a.status !== 3);
  return [...open.filter((a) => a.status === 2), ...open.filter((a) => a.status === 1)].map((a) => a.name);
}

function expectedTalks() {
  const byStart = [...getCatalog().careerTalks].sort((a, b) => a.startTime.localeCompare(b.startTime));
  return [...byStart.filter((t) => t.status === 2), ...byStart.filter((t) => t.status === 1)].slice(0, 3);
}

function expectedNotices() {
  return getCatalog()
    .announcements.filter((a) => a.type === 1)
    .sort((a, b) => b.publishTime.localeCompare(a.publishTime))
    .slice(0, 3);
}

/** A success envelope, as the mock backend writes it. */
const answer = (data: unknown) => () => HttpResponse.json({ code: 0, msg: 'success', data });

describe('campus home: the season at a glance, filled', () => {
  it('shows the sessions in progress and about to start, with dates, cities, jobs, the limit and a link to their jobs', async () => {
    openPage(HOME);
    const section = await sessions();
    const cards = await within(section).findAllByRole('listitem', {}, ERROR_TIMEOUT);
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(expectedSessions());

    const finished = getCatalog().activities.filter((a) => a.status === 3);
    expect(finished.length).toBeGreaterThan(0);
    for (const activity of finished) expect(within(section).queryByText(activity.name)).toBeNull();

    const first = getCatalog().activities.find((a) => a.name === expectedSessions()[0]);
    if (!first) throw new Error('no open activity in the seed');
    const card = cards[0] as HTMLElement;
    expect(within(card).getByText('进行中')).toBeInTheDocument();
    expect(within(card).getByText(`${first.startTime.slice(0, 10)} – ${first.endTime.slice(0, 10)}`)).toBeInTheDocument();
    expect(within(card).getByText(first.cityNames.join('、'))).toBeInTheDocument();
    expect(within(card).getByText(`${first.positionCount} 个职位`)).toBeInTheDocument();
    expect(within(card).getByText(`每人限投 ${first.deliveryLimit} 个职位`)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: `查看专场职位：${first.name}` })).toHaveAttribute(
      'href',
      `${SCHOOL}/job?activityId=${first.id}`,
    );
    // The sessions still to come say so.
    expect(within(cards.at(-1) as HTMLElement).getByText('未开始')).toBeInTheDocument();
  });

  it("shows the next three talks — today's first — with school, city, time and format, and a link to all talks", async () => {
    openPage(HOME);
    const section = await talks();
    const items = await within(section).findAllByRole('listitem', {}, ERROR_TIMEOUT);
    const expected = expectedTalks();
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual(
      expected.map((t) => t.school),
    );
    const [today] = expected;
    if (!today) throw new Error('no talk in the seed');
    const first = items[0] as HTMLElement;
    expect(today.status).toBe(2);
    expect(within(first).getByText('今日宣讲')).toBeInTheDocument();
    expect(within(first).getByText(today.cityName)).toBeInTheDocument();
    expect(
      within(first).getByText(new RegExp(`^${today.startTime.slice(0, 10)} 周. ${today.startTime.slice(11, 16)}$`)),
    ).toBeInTheDocument();
    expect(within(first).getByText(today.talkFormat === 1 ? '线上宣讲' : '线下宣讲')).toBeInTheDocument();
    // The seed's next talks include an online one: its note points to the live link on the trends page.
    const online = expected.findIndex((t) => t.talkFormat === 1);
    expect(online).toBeGreaterThanOrEqual(0);
    expect(within(items[online] as HTMLElement).getByText('线上宣讲')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: '查看全部宣讲' })).toHaveAttribute('href', `${SCHOOL}/trends?tab=talks`);
  });

  it('shows the three newest notices, a pinned one marked, each opening its detail, and a link to all notices', async () => {
    openPage(HOME);
    const section = await notices();
    const expected = expectedNotices();
    for (const notice of expected) {
      expect(await within(section).findByRole('link', { name: notice.title }, ERROR_TIMEOUT)).toHaveAttribute(
        'href',
        `${SCHOOL}/noticeDetail?id=${notice.id}`,
      );
    }
    expect(within(section).getAllByRole('listitem')).toHaveLength(3);
    // A notice pinned weeks ago is not among the latest.
    const oldPinned = getCatalog().announcements.find((a) => a.type === 1 && a.isTop && !expected.includes(a));
    if (!oldPinned) throw new Error('the seed holds no notice pinned weeks ago');
    expect(within(section).queryByText(oldPinned.title)).toBeNull();
    expect(within(section).getAllByText('置顶')).toHaveLength(expected.filter((n) => n.isTop).length);
    expect(within(section).getByRole('link', { name: '查看全部公告' })).toHaveAttribute('href', `${SCHOOL}/trends?tab=notices`);
  });

  it('keeps the hero, the entries, the process and the questions (rule CAMPUS-2)', async () => {
    openPage(HOME);
    expect(await screen.findByRole('heading', { level: 1, name: '青春正当时，未来由你定义' }, ERROR_TIMEOUT)).toBeInTheDocument();
    const entries = screen.getByRole('navigation', { name: '校园招聘入口' });
    for (const [name, page] of [
      ['校招职位', 'job'],
      ['招聘动态', 'trends'],
      ['了解更多', 'knowMore'],
      ['关于我们', 'about'],
    ]) {
      expect(within(entries).getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', `${SCHOOL}/${page}`);
    }
    expect(screen.getByRole('heading', { name: '招聘流程' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '常见问题' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '查看校招职位' })).toBeInTheDocument();
  });
});

describe('campus home: each section loads on its own', () => {
  const cases: { call: string; name: string; label: string }[] = [
    { call: ACTIVITIES, name: '校招专场', label: '校招专场加载中' },
    { call: TALKS, name: '近期宣讲会', label: '宣讲会加载中' },
    { call: NOTICES, name: '最新公告', label: '最新公告加载中' },
  ];
  it.each(cases)('$name: a skeleton while its call is slow, the other sections filled', async ({ call, name, label }) => {
    openPage(HOME, { faults: [{ kind: 'slow', match: call }] });
    const section = await region(name);
    expect(within(section).getByRole('status', { name: label })).toHaveAttribute('aria-busy', 'true');
    for (const other of cases.filter((c) => c.call !== call)) {
      const otherSection = await region(other.name);
      await waitFor(() => expect(within(otherSection).getAllByRole('listitem').length).toBeGreaterThan(0), ERROR_TIMEOUT);
      expect(within(otherSection).queryByRole('status')).toBeNull();
    }
  });
});

describe('campus home: each section is empty on its own', () => {
  it('leaves finished sessions out: with only finished ones, the sessions say there is none open', async () => {
    server.use(
      http.get(
        `*${ACTIVITIES}`,
        answer([
          {
            id: 'ACT001',
            name: '2025秋季校园招聘·华东专场',
            status: 3,
            start_time: '2025-09-01 09:00:00',
            end_time: '2025-10-31 18:00:00',
            city_codes: ['310100'],
            city_names: ['上海'],
            description: '',
            position_count: 8,
            delivery_limit: 3,
          },
        ]),
      ),
    );
    openPage(HOME);
    const section = await sessions();
    expect(await within(section).findByText(SPECIAL_SESSIONS_EMPTY, {}, ERROR_TIMEOUT)).toBeInTheDocument();
    expect(within(section).queryByText('2025秋季校园招聘·华东专场')).toBeNull();
    // The other sections are unaffected.
    await waitFor(async () => expect(within(await talks()).getAllByRole('listitem')).toHaveLength(3), ERROR_TIMEOUT);
  });

  it('talks: no talk today or ahead', async () => {
    server.use(http.get(`*${TALKS}`, answer({ list: [], total: 0, page: 1, page_size: 3 })));
    openPage(HOME);
    expect(await within(await talks()).findByText(TALKS_EMPTY, {}, ERROR_TIMEOUT)).toBeInTheDocument();
    await waitFor(async () => expect(within(await notices()).getAllByRole('listitem')).toHaveLength(3), ERROR_TIMEOUT);
  });

  it('notices: none published', async () => {
    server.use(http.get(`*${NOTICES}`, answer({ list: [], total: 0, page: 1, page_size: 10 })));
    openPage(HOME);
    expect(await within(await notices()).findByText(NOTICES_EMPTY, {}, ERROR_TIMEOUT)).toBeInTheDocument();
    await waitFor(async () => expect(within(await sessions()).getAllByRole('listitem').length).toBeGreaterThan(0), ERROR_TIMEOUT);
  });
});

describe('campus home: each section fails on its own and loads again on 重试', () => {
  const cases: { call: string; name: string; error: string; kind: MockFault['kind'] }[] = [
    { call: ACTIVITIES, name: '校招专场', error: '校招专场加载失败', kind: '500' },
    { call: TALKS, name: '近期宣讲会', error: '宣讲会加载失败', kind: 'network' },
    { call: NOTICES, name: '最新公告', error: '最新公告加载失败', kind: '500' },
  ];
  it.each(cases)('$name ($kind)', async ({ call, name, error, kind }) => {
    openPage(HOME, { faults: [{ kind, match: call }] });
    const section = await region(name);
    expect(await within(section).findByText(error, {}, ERROR_TIMEOUT)).toBeInTheDocument();
    // The rest of the page works on.
    for (const other of cases.filter((c) => c.call !== call)) {
      const otherSection = await region(other.name);
      await waitFor(() => expect(within(otherSection).getAllByRole('listitem').length).toBeGreaterThan(0), ERROR_TIMEOUT);
    }
    expect(screen.getByRole('heading', { name: '招聘流程' })).toBeInTheDocument();

    clearMockFaults();
    await userEvent.click(within(section).getByRole('button', { name: '重试' }));
    await waitFor(() => expect(within(section).queryByText(error)).toBeNull(), ERROR_TIMEOUT);
    expect((await within(section).findAllByRole('listitem', {}, ERROR_TIMEOUT)).length).toBeGreaterThan(0);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messageChannel, type MessageApi } from '@/lib/feedback/feedback';
import { getCatalog } from '@/mocks/db';
import { clearMockFaults } from '@/mocks/faults';
import { ERROR_TIMEOUT, openPage } from '../jobs/page-helpers';
import { eventsOf, property, readCalendar, unescapeText } from '../../lib/calendar/ics-reader';
import { pagePath } from '@/lib/routing';

const TALKS = pagePath('candidate', 'trends', 'school', { tab: 'talks' });

const talkOf = (school: string) => {
  const talk = getCatalog().careerTalks.find((t) => t.school === school);
  if (!talk) throw new Error(`no talk at ${school} in the seed`);
  return talk;
};

const list = () => screen.findByRole('list', { name: '宣讲会列表' }, ERROR_TIMEOUT);
const schools = async () =>
  within(await list())
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
const card = async (school: string) => {
  const heading = within(await list()).getByRole('heading', { name: school });
  return heading.closest('article') as HTMLElement;
};
/** The address's query without the key the layout keeps in it (frontRecruitType, rule LINK-2). */
const query = (router: { state: { location: { search: string } } }) => {
  const search = new URLSearchParams(router.state.location.search);
  search.delete('frontRecruitType');
  return search.toString();
};
const radio = (group: string, name: string) =>
  within(screen.getByRole('radiogroup', { name: group })).getByRole('radio', { name });

/** The toasts shown (success and error), instead of antd's message holder. */
function captureAllToasts(): string[] {
  const shown: string[] = [];
  const record = (args: { content: unknown } | string) => void shown.push(typeof args === 'string' ? args : String(args.content));
  messageChannel.attach({ success: record, error: record, warning: record } as unknown as MessageApi);
  return shown;
}

afterEach(() => {
  messageChannel.attach(undefined);
  vi.restoreAllMocks();
});

describe('talk overview (rule CAMPUS-4)', () => {
  it('shows card placeholders while the talks load', async () => {
    openPage(TALKS, { faults: [{ kind: 'slow', match: '/career_talk_route/' }] });
    expect(await screen.findByLabelText('宣讲会加载中', {}, ERROR_TIMEOUT)).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('heading', { name: '宣讲总览', level: 2 })).toBeInTheDocument();
  });

  it("lists today's talk first, then the upcoming ones, each with its time, city and venue or live link", async () => {
    openPage(TALKS);
    expect(await screen.findByText('场宣讲会', { exact: false }, ERROR_TIMEOUT)).toHaveTextContent('共 16 场宣讲会');
    const shown = await schools();
    expect(shown).toHaveLength(8);
    expect(shown.slice(0, 3)).toEqual(['华中科技大学', '四川大学', '电子科技大学']);

    const today = await card('华中科技大学');
    expect(within(today).getByText('进行中')).toBeInTheDocument();
    expect(within(today).getByText('线下宣讲')).toBeInTheDocument();
    expect(within(today).getByText('华中科技大学大学生活动中心 A 厅')).toBeInTheDocument();
    const start = dayjs(talkOf('华中科技大学').startTime);
    expect(
      within(today).getByText(`${start.format('YYYY年M月D日 ddd HH:mm')}–${start.add(2, 'hour').format('HH:mm')}`),
    ).toBeInTheDocument();

    const online = await card('电子科技大学');
    const live = within(online).getByRole('link', { name: /进入直播间/ });
    expect(live).toHaveAttribute('href', talkOf('电子科技大学').liveUrl);
    expect(live).toHaveAttribute('target', '_blank');
    expect(live.getAttribute('rel')).toContain('noopener');
    expect(within(online).getByRole('button', { name: /添加到日历/ })).toBeInTheDocument();
  });

  it('filters by city, format and status in the address', async () => {
    const { router } = openPage(TALKS);
    await list();
    await userEvent.click(radio('城市', '上海市'));
    await waitFor(() => expect(query(router)).toBe('tab=talks&city=310100'));
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(async () => expect(await schools()).toEqual(['同济大学', '上海交通大学', '复旦大学']));

    await userEvent.click(radio('形式', '线上宣讲'));
    await waitFor(() => expect(query(router)).toBe('tab=talks&city=310100&format=1'));
    await waitFor(async () => expect(await schools()).toEqual(['同济大学']));

    await userEvent.click(radio('状态', '已结束'));
    expect(await screen.findByText('没有符合条件的宣讲会，换个城市或形式试试', {}, ERROR_TIMEOUT)).toBeInTheDocument();
    expect(query(router)).toBe('tab=talks&city=310100&format=1&status=3');
    await userEvent.click(screen.getAllByRole('button', { name: '清空筛选' })[0] as HTMLElement);
    await waitFor(() => expect(query(router)).toBe('tab=talks'));
    expect(await schools()).toHaveLength(8);
  });

  it('opens with the filters of a link, finished talks latest first and without "添加到日历"', async () => {
    openPage(`${TALKS}&status=3&city=110100`);
    await waitFor(async () => expect(await schools()).toEqual(['清华大学', '北京大学']));
    expect(radio('城市', '北京市')).toBeChecked();
    expect(radio('状态', '已结束')).toBeChecked();
    const past = await card('北京大学');
    expect(within(past).getByText('已结束')).toBeInTheDocument();
    expect(within(past).queryByRole('button', { name: /添加到日历/ })).toBeNull();
  });

  it('pages through the talks', async () => {
    const { router } = openPage(TALKS);
    await list();
    await userEvent.click(await screen.findByRole('listitem', { name: '2' }, ERROR_TIMEOUT));
    await waitFor(() => expect(query(router)).toBe('tab=talks&page=2'));
    // Page 1 stays on screen, busy, until page 2 is there: its list is not yet the answer.
    await waitFor(() => expect(screen.getByRole('list', { name: '宣讲会列表' })).toHaveAttribute('aria-busy', 'false'));
    expect(await schools()).toHaveLength(8);
    // The last of the finished talks, latest first, is the oldest.
    expect((await schools()).at(-1)).toBe('北京大学');
  });

  it('says when no talks are planned', async () => {
    openPage(TALKS, { faults: [{ kind: 'shape-list-null', match: '/career_talk_route/' }] });
    expect(await screen.findByText('宣讲行程即将公布，敬请关注', {}, ERROR_TIMEOUT)).toBeInTheDocument();
  });

  it('shows the error with a retry that works, for the talks and for the cities', async () => {
    openPage(TALKS, {
      faults: [
        { kind: 'network', match: '/career_talk_route/' },
        { kind: 'network', match: '/activity/line/city_codes' },
      ],
    });
    expect(await screen.findByText('宣讲会加载失败', {}, ERROR_TIMEOUT)).toBeInTheDocument();
    expect(await screen.findByText('城市加载失败', {}, ERROR_TIMEOUT)).toBeInTheDocument();
    clearMockFaults();
    const [citiesRetry, talksRetry] = screen.getAllByRole('button', { name: '重试' });
    await userEvent.click(talksRetry as HTMLElement);
    expect(await schools()).toHaveLength(8);
    await userEvent.click(citiesRetry as HTMLElement);
    expect(await screen.findByRole('radio', { name: '上海市' }, ERROR_TIMEOUT)).toBeInTheDocument();
  });

  it('"添加到日历" downloads an .ics of the talk: one VEVENT from its start for two hours, Asia/Shanghai', async () => {
    const toasts = captureAllToasts();
    const blobs: Blob[] = [];
    const saved: HTMLAnchorElement[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:talk';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this);
    });
    const talk = talkOf('同济大学');
    openPage(`${TALKS}&city=310100&format=1`);
    await waitFor(async () => expect(await schools()).toEqual(['同济大学']));
    await userEvent.click(within(await card('同济大学')).getByRole('button', { name: /添加到日历/ }));

    await waitFor(() => expect(blobs).toHaveLength(1));
    expect(blobs[0]?.type).toBe('text/calendar;charset=utf-8');
    expect(saved[0]?.download).toBe(`同济大学宣讲会-${dayjs(talk.startTime).format('YYYYMMDD')}.ics`);
    expect(saved[0]?.getAttribute('href')).toBe('blob:talk');

    const calendar = readCalendar(await (blobs[0] as Blob).text());
    const events = eventsOf(calendar);
    expect(events).toHaveLength(1);
    const event = events[0]!;
    const start = dayjs(talk.startTime);
    expect(property(event, 'DTSTART').params.TZID).toBe('Asia/Shanghai');
    expect(property(event, 'DTSTART').value).toBe(start.format('YYYYMMDD[T]HHmmss'));
    expect(property(event, 'DTEND').value).toBe(start.add(2, 'hour').format('YYYYMMDD[T]HHmmss'));
    expect(property(event, 'UID').value).toBe(`career-talk-${talk.id}@recruit-web`);
    expect(unescapeText(property(event, 'SUMMARY').value)).toBe('同济大学宣讲会（线上）');
    expect(property(event, 'URL').value).toBe(talk.liveUrl);
    expect(calendar.components.filter((c) => c.name === 'VTIMEZONE')).toHaveLength(1);
    await waitFor(() => expect(toasts).toEqual(['日历文件已下载，用手机或电脑的日历应用打开即可添加']));
  });
});

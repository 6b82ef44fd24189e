import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { getCatalog } from '@/mocks/db';
import { clearMockFaults } from '@/mocks/faults';
import { ERROR_TIMEOUT, openPage } from '../jobs/page-helpers';
import { pagePath } from '@/lib/routing';
import { NOTICE_PAGE_SIZE } from '@/features/campus/trends/notices-tab';
import { TAB_BODIES } from '@/features/campus/trends/tab-bodies';

const TRENDS = pagePath('candidate', 'trends', 'school');

/** The address's query without the key the layout keeps in it (frontRecruitType, rule LINK-2). */
const query = (router: { state: { location: { search: string } } }) => {
  const search = new URLSearchParams(router.state.location.search);
  search.delete('frontRecruitType');
  return search.toString();
};
const tabs = () => screen.getByRole('navigation', { name: '招聘动态栏目' });
const currentTab = () => within(tabs()).getByRole('link', { current: 'page' });
const notices = () => screen.findByRole('list', { name: '公告列表' }, ERROR_TIMEOUT);
const questions = () => screen.findAllByRole('button', { expanded: false }, ERROR_TIMEOUT);

describe('trends tabs (rule CAMPUS-4)', () => {
  it('opens on the recruitment process: five steps, each with what the candidate does', async () => {
    openPage(TRENDS);
    expect(await screen.findByRole('heading', { name: '招聘动态', level: 1 }, ERROR_TIMEOUT)).toBeInTheDocument();
    expect(currentTab()).toHaveTextContent('招聘流程');
    const steps = within(screen.getByRole('region', { name: '招聘流程' }))
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(steps).toEqual(['网申投递', '在线测评', '面试', '录用通知', '入职报到', '温馨提示']);
    expect(screen.getByText('测评链接通过短信和邮件发送，请在收到后 72 小时内完成。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看校招职位' })).toHaveAttribute('href', pagePath('candidate', 'job', 'school'));
  });

  it('opens the tab a link names', async () => {
    openPage(`${TRENDS}?tab=qa`);
    expect(await screen.findByRole('heading', { name: '问答专区', level: 2 }, ERROR_TIMEOUT)).toBeInTheDocument();
    expect(currentTab()).toHaveTextContent('问答专区');
  });

  it('reads an unknown tab as the process', async () => {
    openPage(`${TRENDS}?tab=nope`);
    expect(await screen.findByRole('heading', { name: '招聘流程', level: 2 }, ERROR_TIMEOUT)).toBeInTheDocument();
  });

  it('starts loading a tab’s code when the pointer comes over it or it gets the focus (docs/decisions/133)', async () => {
    onTestFinished(() => {
      vi.restoreAllMocks();
    });
    const qa = vi.spyOn(TAB_BODIES.qa, 'preload');
    const notices = vi.spyOn(TAB_BODIES.notices, 'preload');
    openPage(`${TRENDS}?tab=talks`);
    await screen.findByRole('heading', { name: '宣讲总览', level: 2 }, ERROR_TIMEOUT);
    expect(qa).not.toHaveBeenCalled();
    await userEvent.hover(within(tabs()).getByRole('link', { name: '问答专区' }));
    expect(qa).toHaveBeenCalledTimes(1);
    within(tabs()).getByRole('link', { name: '公告专区' }).focus();
    expect(notices).toHaveBeenCalledTimes(1);
  });

  it('switches tabs in the address, replacing it, and drops the other tab’s values', async () => {
    const { router } = openPage(`${TRENDS}?tab=talks&city=310100`);
    await screen.findByRole('heading', { name: '宣讲总览', level: 2 }, ERROR_TIMEOUT);
    await userEvent.click(within(tabs()).getByRole('link', { name: '公告专区' }));
    await waitFor(() => expect(query(router)).toBe('tab=notices'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await notices()).toBeInTheDocument();
    await userEvent.click(within(tabs()).getByRole('link', { name: '招聘流程' }));
    await waitFor(() => expect(query(router)).toBe(''));
    expect(await screen.findByRole('heading', { name: '招聘流程', level: 2 })).toBeInTheDocument();
  });
});

describe('notice area', () => {
  it('shows row placeholders while the notices load', async () => {
    openPage(`${TRENDS}?tab=notices`, { faults: [{ kind: 'slow', match: '/announcement/list' }] });
    expect(await screen.findByLabelText('公告加载中', {}, ERROR_TIMEOUT)).toHaveAttribute('aria-busy', 'true');
  });

  it('lists pinned notices first, then the newest, each with its date, summary and link', async () => {
    openPage(`${TRENDS}?tab=notices`);
    const items = within(await notices()).getAllByRole('listitem');
    expect(items).toHaveLength(NOTICE_PAGE_SIZE);
    const pinned = items.filter((item) => within(item).queryByText('置顶'));
    expect(pinned.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      '技术专场·数字化人才计划开放投递',
      '2026届秋季校园招聘正式启动',
    ]);
    expect(items.slice(0, 2)).toEqual(pinned);
    const dates = items.slice(2).map((item) => item.querySelector('time')?.getAttribute('datetime') ?? '');
    expect([...dates].sort().reverse()).toEqual(dates);
    const first = items[2] as HTMLElement;
    expect(within(first).getByRole('link', { name: '春季补录专场预告' })).toHaveAttribute(
      'href',
      pagePath('candidate', 'noticeDetail', 'school', { id: 'ANN007' }),
    );
    expect(within(first).getByText('面向武汉、西安、成都高校，敬请关注。')).toBeInTheDocument();
  });

  it('pages to the older notices', async () => {
    const { router } = openPage(`${TRENDS}?tab=notices`);
    await notices();
    await userEvent.click(await screen.findByRole('listitem', { name: '2' }, ERROR_TIMEOUT));
    await waitFor(() => expect(query(router)).toBe('tab=notices&page=2'));
    await waitFor(async () => expect(within(await notices()).getAllByRole('listitem')).toHaveLength(2));
    expect(screen.getByText('共 12 条公告')).toBeInTheDocument();
  });

  it('says when there are no notices', async () => {
    openPage(`${TRENDS}?tab=notices`, { faults: [{ kind: 'shape-list-null', match: '/announcement/list' }] });
    expect(await screen.findByText('暂无公告，新的招聘公告发布后会在这里显示', {}, ERROR_TIMEOUT)).toBeInTheDocument();
  });

  it('shows the error with a retry that works', async () => {
    openPage(`${TRENDS}?tab=notices`, { faults: [{ kind: 'network', match: '/announcement/list' }] });
    expect(await screen.findByText('公告加载失败', {}, ERROR_TIMEOUT)).toBeInTheDocument();
    clearMockFaults();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(within(await notices()).getAllByRole('listitem')).toHaveLength(NOTICE_PAGE_SIZE);
  });
});

describe('Q&A area', () => {
  it('lists every question and opens one to its answer, with the mouse and with Space', async () => {
    openPage(`${TRENDS}?tab=qa`);
    expect(await questions()).toHaveLength(12);
    expect(screen.getByText('共 12 个问题')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '投递后可以修改简历吗？' }));
    expect(screen.getByRole('button', { name: '投递后可以修改简历吗？' })).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('投递记录', { selector: 'strong' }, ERROR_TIMEOUT)).toBeInTheDocument();

    const other = screen.getByRole('button', { name: '面试有几轮？' });
    other.focus();
    await userEvent.keyboard(' ');
    expect(other).toHaveAttribute('aria-expanded', 'true');
    expect(
      await screen.findByText('一般为初面与终面两轮，部分岗位增加群体面试或专业笔试。', {}, ERROR_TIMEOUT),
    ).toBeInTheDocument();
  });

  it('searches the questions by keyword, in the address, and marks the keyword', async () => {
    const { router } = openPage(`${TRENDS}?tab=qa`);
    await questions();
    await userEvent.type(screen.getByLabelText('搜索问题'), '宣讲');
    await waitFor(() => expect(query(router)).toBe(`tab=qa&keyword=${encodeURIComponent('宣讲')}`));
    const found = await questions();
    expect(found.map((question) => question.textContent)).toEqual([
      '线上宣讲会在哪里观看？',
      '参加宣讲会需要提前报名吗？',
      '可以把宣讲会添加到手机日历吗？',
    ]);
    expect(found[0]?.querySelector('mark')).toHaveTextContent('宣讲');
    expect(screen.getByText('找到 3 个相关问题')).toBeInTheDocument();
  });

  it('says when nothing matches, and shows every question again', async () => {
    openPage(`${TRENDS}?tab=qa&keyword=${encodeURIComponent('火星')}`);
    expect(await screen.findByText('没有找到与“火星”相关的问题，换个关键词试试', {}, ERROR_TIMEOUT)).toBeInTheDocument();
    expect(screen.getByLabelText('搜索问题')).toHaveValue('火星');
    await userEvent.click(screen.getByRole('button', { name: '查看全部问题' }));
    expect(await questions()).toHaveLength(12);
  });

  it('shows placeholders, then the error with a retry that works', async () => {
    openPage(`${TRENDS}?tab=qa`, { faults: [{ kind: 'network', match: '/announcement/' }] });
    expect(await screen.findByLabelText('问答加载中', {}, ERROR_TIMEOUT)).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('问答加载失败', {}, ERROR_TIMEOUT)).toBeInTheDocument();
    clearMockFaults();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await questions()).toHaveLength(12);
  });

  it('shows an answer that failed to load with a retry that works', async () => {
    const id = getCatalog().announcements.find((a) => a.title === '是否提供住宿？')?.id ?? '';
    openPage(`${TRENDS}?tab=qa`, { faults: [{ kind: 'network', match: `/announcement/${id}` }] });
    await userEvent.click(await screen.findByRole('button', { name: '是否提供住宿？' }, ERROR_TIMEOUT));
    expect(await screen.findByLabelText('答案加载中', {}, ERROR_TIMEOUT)).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('答案加载失败，请稍后重试。', {}, ERROR_TIMEOUT)).toBeInTheDocument();
    clearMockFaults();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText(/门店岗位提供员工宿舍或住房补贴/, {}, ERROR_TIMEOUT)).toBeInTheDocument();
  });

  it('says when there are no questions', async () => {
    openPage(`${TRENDS}?tab=qa`, { faults: [{ kind: 'shape-list-null', match: '/announcement/list' }] });
    expect(await screen.findByText('暂无问答，常见问题整理后会在这里发布', {}, ERROR_TIMEOUT)).toBeInTheDocument();
  });
});

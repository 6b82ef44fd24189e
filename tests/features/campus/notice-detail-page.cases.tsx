import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { getCatalog } from '@/mocks/db';
import { clearMockFaults } from '@/mocks/faults';
import { ERROR_TIMEOUT, openPage } from '../jobs/page-helpers';
import { pagePath } from '@/lib/routing';

const DETAIL = pagePath('candidate', 'noticeDetail', 'school');
const NOTICES_AREA = pagePath('candidate', 'trends', 'school', { tab: 'notices' });

declare global {
  interface Window {
    __noticePwned?: number;
  }
}

const notice = (title: string) => {
  const found = getCatalog().announcements.find((a) => a.title === title);
  if (!found) throw new Error(`no notice "${title}" in the seed`);
  return found;
};

const article = () => screen.findByRole('article', {}, ERROR_TIMEOUT);

afterEach(() => {
  delete window.__noticePwned;
});

describe('notice detail (rule CAMPUS-5)', () => {
  it('shows a placeholder of the notice while it loads', async () => {
    openPage(`${DETAIL}?id=ANN001`, { faults: [{ kind: 'slow', match: '/announcement/' }] });
    const loading = await screen.findByRole('status', { name: '公告加载中' }, ERROR_TIMEOUT);
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(within(loading).getByRole('heading', { level: 1, name: '公告加载中' })).toBeInTheDocument();
  });

  it('shows the title, date and body, its headings under the title, and the way back to the notice area', async () => {
    const launch = notice('2026届秋季校园招聘正式启动');
    openPage(`${DETAIL}?id=${launch.id}`);
    const shown = await article();
    expect(within(shown).getByRole('heading', { level: 1 })).toHaveTextContent(launch.title);
    expect(within(shown).getByText('置顶')).toBeInTheDocument();
    expect(within(shown).getByText(launch.publishTime.slice(0, 16))).toBeInTheDocument();
    // The notice's own <h3>s follow the page's h1 as h2s.
    expect(
      within(shown)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['关于我们', '招聘流程', '投递方式']);
    expect(within(shown).getByRole('table')).toBeInTheDocument();
    expect(within(shown).getByRole('link', { name: '校园招聘职位' })).toHaveAttribute(
      'href',
      pagePath('candidate', 'job', 'school'),
    );

    const trail = screen.getByRole('navigation', { name: '面包屑' });
    expect(within(trail).getByRole('link', { name: '公告专区' })).toHaveAttribute('href', NOTICES_AREA);
    expect(within(trail).getByText(launch.title)).toHaveAttribute('aria-current', 'page');
    expect(within(shown).getByRole('link', { name: /返回公告专区/ })).toHaveAttribute('href', NOTICES_AREA);
  });

  it('follows a link of the portal inside the notice without reloading the app', async () => {
    const { router } = openPage(`${DETAIL}?id=${notice('2026届秋季校园招聘正式启动').id}`);
    await userEvent.click(within(await article()).getByRole('link', { name: '校园招聘职位' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(pagePath('candidate', 'job', 'school')));
  });

  it('renders a notice whose HTML carries a script, an onerror attribute and a javascript: link without any of them', async () => {
    const hostile = notice('关于在线测评的温馨提示');
    hostile.content =
      '<p>正文开始</p><script>window.__noticePwned = 1</script>' +
      '<img src="x" alt="海报" onerror="window.__noticePwned = 2">' +
      '<a href="javascript:window.__noticePwned = 3">点击领取</a>' +
      '<a href="JaVaScRiPt:window.__noticePwned = 4">再点一次</a>' +
      '<p onclick="window.__noticePwned = 5" style="position:fixed">正文结束</p>' +
      '<a href="https://example.com/guide">外部指南</a>';
    openPage(`${DETAIL}?id=${hostile.id}`);
    const shown = await article();
    expect(within(shown).getByText('正文开始')).toBeInTheDocument();
    expect(within(shown).getByText('正文结束')).toBeInTheDocument();

    const html = shown.innerHTML;
    expect(shown.querySelector('script')).toBeNull();
    expect(html).not.toMatch(/__noticePwned/);
    expect(html.toLowerCase()).not.toContain('javascript:');
    for (const element of shown.querySelectorAll('*')) {
      for (const attribute of element.attributes) expect(attribute.name.startsWith('on')).toBe(false);
    }
    expect(within(shown).getByRole('img', { name: '海报' })).not.toHaveAttribute('onerror');
    expect(within(shown).getByText('正文结束')).not.toHaveAttribute('style');
    const bait = within(shown).getByText('点击领取');
    expect(bait.getAttribute('href') ?? '').not.toMatch(/script/i);
    await userEvent.click(bait);
    await userEvent.click(within(shown).getByText('正文结束'));
    expect(window.__noticePwned).toBeUndefined();
    // A link to another site opens in a new window without a handle on this one.
    const external = within(shown).getByRole('link', { name: '外部指南' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it.each([
    ['without an id', DETAIL],
    ['with an empty id', `${DETAIL}?id=`],
    ['with an unknown id', `${DETAIL}?id=ANN999`],
  ])('says the notice was not found %s, with a link to the notice area', async (_, path) => {
    openPage(path);
    expect(await screen.findByRole('heading', { level: 1, name: '没有找到这条公告' }, ERROR_TIMEOUT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看全部公告' })).toHaveAttribute('href', NOTICES_AREA);
  });

  it('shows the error with a retry that works', async () => {
    openPage(`${DETAIL}?id=ANN002`, { faults: [{ kind: 'network', match: '/announcement/' }] });
    expect(await screen.findByRole('heading', { level: 1, name: '公告加载失败' }, ERROR_TIMEOUT)).toBeInTheDocument();
    clearMockFaults();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(within(await article()).getByRole('heading', { level: 1 })).toHaveTextContent('技术专场·数字化人才计划开放投递');
  });

  it('leads a Q&A entry back to the Q&A area', async () => {
    openPage(`${DETAIL}?id=${notice('面试有几轮？').id}`);
    await article();
    expect(screen.getByRole('link', { name: /返回问答专区/ })).toHaveAttribute(
      'href',
      pagePath('candidate', 'trends', 'school', { tab: 'qa' }),
    );
  });
});

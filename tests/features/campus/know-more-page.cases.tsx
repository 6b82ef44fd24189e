import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BENEFITS, CHANNELS, FAQ, GROWTH_PATH, MENTORING, TRACKS, TRAINING_STAGES } from '@/features/campus/content/know-more';
import { ERROR_TIMEOUT, openPage } from '../jobs/page-helpers';
import { pagePath } from '@/lib/routing';
import { BASE } from '@/lib/config/paths';

const KNOW_MORE = pagePath('candidate', 'knowMore', 'school');
const SCHOOL = `${BASE}/candidate/school`;

const titlesIn = (region: HTMLElement) =>
  within(region)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('campus know more (了解更多, rule CAMPUS-6)', () => {
  it('presents the programme: tracks, training, growth, mentoring and benefits, one h1', async () => {
    openPage(KNOW_MORE);
    expect(await screen.findByRole('heading', { level: 1, name: '了解更多' }, ERROR_TIMEOUT)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);

    const tracks = screen.getByRole('region', { name: '招聘方向' });
    // The five tracks, then an invitation to the job list for those still choosing.
    expect(titlesIn(tracks)).toEqual([...TRACKS.map((t) => t.title), '还没想好方向？']);
    expect(within(tracks).getByRole('link', { name: '浏览全部校招职位' })).toHaveAttribute('href', `${SCHOOL}/job`);
    for (const name of ['管理培训生', '储备店长', '技术研发（数字化人才计划）', '采购与商品']) {
      expect(within(tracks).getByRole('heading', { name })).toBeInTheDocument();
    }
    const trainee = within(tracks).getByRole('heading', { name: '管理培训生' }).closest('li') as HTMLElement;
    expect(within(trainee).getByText('适合').nextElementSibling).toHaveTextContent('专业不限');

    expect(titlesIn(screen.getByRole('region', { name: '培养体系' }))).toEqual(TRAINING_STAGES.map((s) => s.title));
    const growth = screen.getByRole('region', { name: '成长路径' });
    expect(within(growth).getByText(GROWTH_PATH[0]?.years ?? '')).toBeInTheDocument();
    const channels = within(growth).getByRole('list', { name: '三条发展通道' });
    expect(
      within(channels)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(CHANNELS.map((c) => c.title));
    expect(titlesIn(screen.getByRole('region', { name: '双导师制' }))).toEqual(MENTORING.map((m) => m.title));
    expect(titlesIn(screen.getByRole('region', { name: '福利待遇' }))).toEqual(BENEFITS.map((b) => b.title));
  });

  it('answers the common questions: the first is open, another opens on a click', async () => {
    openPage(KNOW_MORE);
    const faq = await screen.findByRole('region', { name: '常见问题' }, ERROR_TIMEOUT);
    const [first, second] = FAQ;
    if (!first || !second) throw new Error('the FAQ needs two questions');
    expect(within(faq).getByText(first.answer)).toBeVisible();
    const toggle = within(faq).getByRole('button', { name: second.question });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'true'));
    expect(within(faq).getByText(second.answer)).toBeVisible();
    expect(within(faq).getByRole('link', { name: '招聘动态 · 问答专区' })).toHaveAttribute('href', `${SCHOOL}/trends?tab=qa`);
  });

  it('leads on to the campus jobs and the trends', async () => {
    openPage(KNOW_MORE);
    expect(await screen.findByRole('link', { name: '查看校招职位' }, ERROR_TIMEOUT)).toHaveAttribute('href', `${SCHOOL}/job`);
    const next = screen.getByRole('navigation', { name: '下一步' });
    expect(within(next).getByRole('link', { name: /校招职位/ })).toHaveAttribute('href', `${SCHOOL}/job`);
    expect(within(next).getByRole('link', { name: /招聘动态/ })).toHaveAttribute('href', `${SCHOOL}/trends`);
    expect(within(next).getByRole('link', { name: /关于我们/ })).toHaveAttribute('href', `${SCHOOL}/about`);
  });
});

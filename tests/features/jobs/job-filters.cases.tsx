import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ERROR_TIMEOUT, openPage } from './page-helpers';
import { pagePath } from '@/lib/routing';

const SOCIAL_JOB = pagePath('candidate', 'job', 'social');

describe('job list filters (loaded after the page)', () => {
  it('hold their place with antd skeletons, then show the three real controls', async () => {
    openPage(SOCIAL_JOB);
    const skeleton = await screen.findByLabelText('筛选条件加载中', {}, ERROR_TIMEOUT);
    expect(skeleton).toHaveAttribute('aria-busy', 'true');
    expect(skeleton.querySelectorAll('.ant-skeleton-input')).toHaveLength(3);
    for (const label of ['工作城市', '职位类别', '招聘部门']) {
      expect(await screen.findByRole('combobox', { name: label }, ERROR_TIMEOUT)).toHaveAttribute('aria-expanded', 'false');
    }
    expect(screen.queryByLabelText('筛选条件加载中')).not.toBeInTheDocument();
  });

  it('filter the list by city', async () => {
    const { router } = openPage(SOCIAL_JOB);
    await screen.findAllByRole('article', {}, ERROR_TIMEOUT);
    await userEvent.click(await screen.findByRole('combobox', { name: '工作城市' }, ERROR_TIMEOUT));
    await userEvent.click(await screen.findByText('上海市', { selector: '.ant-cascader-menu-item-content' }));
    await waitFor(() => expect(router.state.location.search).toContain('cityCode=310000'));
  });

  it('show a filter the URL already sets', async () => {
    openPage(`${SOCIAL_JOB}?cityCode=310000`);
    await screen.findByRole('combobox', { name: '工作城市' }, ERROR_TIMEOUT);
    expect(await screen.findByText('上海市', {}, ERROR_TIMEOUT)).toBeInTheDocument();
  });
});

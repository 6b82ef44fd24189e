import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ERROR_TIMEOUT, openPage } from './page-helpers';

const SOCIAL_JOB = '/recruit-web/candidate/social/job';

/** The real antd controls carry `ant-select-content` inside a component root with its own id'd input. */
const isRealControl = (label: string) => screen.getByRole('combobox', { name: label }).hasAttribute('id');

describe('job list filters (loaded on first use)', () => {
  it('show closed look-alikes of the three filters until a visitor reaches for one', async () => {
    openPage(SOCIAL_JOB);
    await screen.findAllByRole('article', {}, ERROR_TIMEOUT);
    for (const label of ['工作城市', '职位类别', '招聘部门']) {
      const box = screen.getByRole('combobox', { name: label });
      expect(box).toHaveAttribute('aria-expanded', 'false');
      expect(isRealControl(label)).toBe(false);
    }
  });

  it('open the clicked filter once its code has loaded, and filter the list by city', async () => {
    const { router } = openPage(SOCIAL_JOB);
    await screen.findAllByRole('article', {}, ERROR_TIMEOUT);
    await userEvent.click(screen.getByRole('combobox', { name: '工作城市' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: '工作城市' })).toHaveAttribute('aria-expanded', 'true'), ERROR_TIMEOUT);
    expect(isRealControl('工作城市')).toBe(true);
    await userEvent.click(await screen.findByText('上海市', { selector: '.ant-cascader-menu-item-content' }));
    await waitFor(() => expect(router.state.location.search).toContain('cityCode=310000'));
  });

  it('hand the keyboard focus over to the real control', async () => {
    openPage(SOCIAL_JOB);
    await screen.findAllByRole('article', {}, ERROR_TIMEOUT);
    const lookAlike = screen.getByRole('combobox', { name: '职位类别' });
    act(() => lookAlike.focus());
    expect(lookAlike).toHaveFocus();
    await waitFor(() => expect(isRealControl('职位类别')).toBe(true), ERROR_TIMEOUT);
    await waitFor(() => expect(screen.getByRole('combobox', { name: '职位类别' })).toHaveFocus());
  });

  it('load at once when the URL already sets a filter', async () => {
    openPage(`${SOCIAL_JOB}?cityCode=310000`);
    await screen.findAllByRole('article', {}, ERROR_TIMEOUT);
    await waitFor(() => expect(isRealControl('工作城市')).toBe(true), ERROR_TIMEOUT);
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ERROR_TIMEOUT, openPage, warmBeforeTests } from '../../features/jobs/page-helpers';
import { pagePath } from '@/lib/routing';

vi.mock('@/features/campus/pages/campus-home-page', async () => (await import('../page-stubs')).stubPage('校招首页'));

// The resume editor's code is large (the user menu's is loaded by tests/setup.ts).
warmBeforeTests([pagePath('candidate', 'editResume', 'school')]);

/**
 * Longer than the waits of a test added up (four of ERROR_TIMEOUT's and the setup's 10 s each): on a busy machine a test then
 * fails at the wait that did not come true, not at an overall limit (one timed out at 30 s beside the e2e journeys).
 */
const TEST_TIMEOUT = 60_000;

describe('campus "我的简历" (rules NAV-10, CAMPUS-9)', () => {
  it(
    'opens the campus resume for editing as a resume update, not the job-less delivery page',
    async () => {
      const { router } = openPage(pagePath('candidate', 'home', 'school'), { account: 'cand-campus' });
      await userEvent.hover(await screen.findByRole('button', { name: /用户菜单$/ }, ERROR_TIMEOUT));
      await userEvent.click(await screen.findByRole('menuitem', { name: '我的简历' }));

      await waitFor(
        () => expect(router.state.location.pathname).toBe(pagePath('candidate', 'editResume', 'school')),
        ERROR_TIMEOUT,
      );
      expect(new URLSearchParams(router.state.location.search).get('type')).toBe('updateResume');
      expect(await screen.findByRole('heading', { name: '编辑简历' }, ERROR_TIMEOUT)).toBeInTheDocument();
      expect(screen.getByText(/校招简历/)).toBeInTheDocument();
      expect(screen.queryByText('请先选择要投递的职位')).toBeNull();
    },
    TEST_TIMEOUT,
  );

  it(
    "forwards the spec's address deliverySchoolResume?type=updateResume (no job id) to the resume editor",
    async () => {
      const { router } = openPage(`${pagePath('candidate', 'deliverySchoolResume', 'school')}?type=updateResume`, {
        account: 'cand-campus',
      });
      expect(await screen.findByRole('heading', { name: '编辑简历' }, ERROR_TIMEOUT)).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(pagePath('candidate', 'editResume', 'school'));
      expect(new URLSearchParams(router.state.location.search).get('type')).toBe('updateResume');
      expect(screen.queryByText('请先选择要投递的职位')).toBeNull();
    },
    TEST_TIMEOUT,
  );
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getCatalog } from '@/mocks/db';
import { ERROR_TIMEOUT, openPage } from '../jobs/page-helpers';
import { STAFF } from './helpers';
import { pagePath } from '@/lib/routing';

function openJob(recruitType: 'social' | 'school' | 'shop') {
  const job = getCatalog().positions.find((p) => p.recruitType === recruitType && p.isValid);
  if (!job) throw new Error(`no open ${recruitType} job`);
  return job;
}

/** The job summary's primary button: its text only (a role query over the whole page is slow in jsdom). */
const primary = async (text: string) =>
  (await screen.findByText(text, { selector: 'button *' }, ERROR_TIMEOUT)).closest('button');

describe('the job detail under staff (issue 12)', () => {
  it.each(['social', 'school', 'shop'] as const)(
    'offers "推荐好友" leading to the staff referral page of a %s job',
    async (type) => {
      const job = openJob(type);
      const { router } = openPage(`${STAFF}/${type}/jobDetail?id=${job.id}`, { account: 'staff-wang' });
      expect(await screen.findByRole('heading', { level: 1, name: job.positionName }, ERROR_TIMEOUT)).toBeInTheDocument();
      expect(screen.queryByText('投递简历')).toBeNull();
      await userEvent.click((await primary('推荐好友')) as HTMLElement);
      await waitFor(() => expect(router.state.location.pathname).toBe(`${STAFF}/${type}/deliveryResume`));
      const query = new URLSearchParams(router.state.location.search);
      expect(query.get('id')).toBe(job.id);
      expect(query.get('positionId')).toBe(job.positionId);
      expect(await screen.findByRole('heading', { name: '推荐好友', level: 1 }, ERROR_TIMEOUT)).toBeInTheDocument();
    },
  );

  it('keeps "投递简历" for candidates', async () => {
    const job = openJob('social');
    const { router } = openPage(pagePath('candidate', 'jobDetail', 'social', { id: job.id }));
    await userEvent.click((await primary('投递简历')) as HTMLElement);
    expect(screen.queryByText('推荐好友')).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe(pagePath('candidate', 'deliveryResume', 'social')));
  });
});

describe('the referral result page', () => {
  it('names the job, says what happens next, and leads to my referrals and back to the jobs', async () => {
    const job = openJob('shop');
    const { router } = openPage(`${STAFF}/sendResult?id=${job.id}&recordId=RF1`, { account: 'staff-wang' });
    expect(await screen.findByRole('heading', { name: '推荐成功' }, ERROR_TIMEOUT)).toBeInTheDocument();
    expect(await screen.findByText(`已将好友的简历推荐至「${job.positionName}」。`, {}, ERROR_TIMEOUT)).toBeInTheDocument();
    expect(screen.getByText(/好友入职后，您将获得相应的内推积分/)).toBeInTheDocument();
    expect(screen.getByText('查看我的推荐').closest('button')).toBeInTheDocument();
    await userEvent.click(screen.getByText('继续推荐职位').closest('button') as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe(`${STAFF}/job`));
    expect(router.state.location.search).toBe('?activeKey=shop');
  });

  it('still reads as a success when the job cannot be read', async () => {
    openPage(`${STAFF}/sendResult?id=PD-none`, { account: 'staff-wang' });
    expect(await screen.findByRole('heading', { name: '推荐成功' }, ERROR_TIMEOUT)).toBeInTheDocument();
    expect(await screen.findByText('已将好友的简历推荐至该职位。', {}, ERROR_TIMEOUT)).toBeInTheDocument();
  });
});

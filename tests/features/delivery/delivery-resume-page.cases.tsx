import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getCatalog } from '@/mocks/db';
import { server } from '@/mocks/node';
import { saveResume } from '@/api/resume';
import { signInAs } from '../../api/session';
import { ERROR_TIMEOUT, openPage } from '../jobs/page-helpers';
import { pagePath } from '@/lib/routing';

function socialJob() {
  const job = getCatalog().positions.find((p) => p.recruitType === 'social' && p.isValid && !p.activityId);
  if (!job) throw new Error('no open social job in the seed');
  return job;
}
const pathOf = (job: { id: string; positionId: string }) =>
  pagePath('candidate', 'deliveryResume', 'social', { id: job.id, positionId: job.positionId });

describe('delivery page', () => {
  it('asks for a job when none is given', async () => {
    openPage(pagePath('candidate', 'deliveryResume', 'social'));
    expect(await screen.findByText('请先选择要投递的职位', {}, ERROR_TIMEOUT)).toBeInTheDocument();
  });

  it('shows the job and asks a signed-out visitor to sign in first', async () => {
    const job = socialJob();
    openPage(pathOf(job));
    expect(await screen.findByRole('heading', { name: job.positionName }, ERROR_TIMEOUT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '登录后投递' })).toBeInTheDocument();
  });

  it('shows an error with a retry when the job cannot load', async () => {
    openPage(pathOf(socialJob()), { account: 'cand-full', faults: [{ kind: 'network', match: '/position_demand/PD' }] });
    expect(await screen.findByText('职位信息加载失败', {}, ERROR_TIMEOUT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });

  it('leads a candidate without a resume to the resume form for this job', async () => {
    const job = socialJob();
    const { router } = openPage(pathOf(job), { account: 'cand-new' });
    await userEvent.click(await screen.findByRole('button', { name: '填写在线简历' }, ERROR_TIMEOUT));
    await waitFor(() => expect(router.state.location.pathname).toBe(pagePath('candidate', 'editResume', 'social')));
    expect(new URLSearchParams(router.state.location.search).get('type')).toBe('delivery');
    expect(new URLSearchParams(router.state.location.search).get('id')).toBe(job.id);
  });

  it('delivers the online resume (status 0) and then refuses the same job (status 1)', async () => {
    const job = socialJob();
    // A first resume, saved the way the form would, before the delivery page opens.
    signInAs('cand-new', pathOf(job));
    await saveResume({
      resumeType: '01',
      basicInfo: {
        name: '李新',
        gender: 1,
        birthday: '1998-05',
        phone: '13900001111',
        email: 'lx@example.com',
        currentCityCode: '330100',
        currentCityName: '杭州市',
        workYears: 3,
        highestEducationCode: 'EDU04',
        highestEducationName: '本科',
      },
      jobIntention: {
        expectedPosition: '产品经理',
        expectedCityCodes: [],
        expectedCityNames: [],
        expectedSalaryMin: null,
        expectedSalaryMax: null,
        jobStatus: '',
        arrivalTime: '',
      },
      educations: [],
      works: [],
      projects: [],
      skills: [],
      certificates: [],
      languages: [],
      selfEvaluation: '',
      attachment: null,
    });
    const { router } = openPage(`${pathOf(job)}&resumeId=new`, { account: 'cand-new' });
    expect(await screen.findByText('简历已保存，请确认投递信息', {}, ERROR_TIMEOUT)).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: '确认投递' }, ERROR_TIMEOUT));
    await waitFor(() => expect(router.state.location.pathname).toBe(pagePath('candidate', 'sendResult', 'social')));
    // The result page itself, not only its address: its code loads lazily, and a load still pending at cleanup()
    // would finish outside the test's act().
    expect(await screen.findByRole('heading', { name: '投递成功' }, ERROR_TIMEOUT)).toBeInTheDocument();

    // Coming back to the same job later.
    cleanup();
    openPage(pathOf(job), { account: 'cand-new' });
    await userEvent.click(await screen.findByRole('button', { name: '确认投递' }, ERROR_TIMEOUT));
    expect(await screen.findByText('您已投递过该职位，请勿重复投递')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看投递记录' })).toHaveAttribute(
      'href',
      pagePath('candidate', 'applyForTheRecord', 'social'),
    );
  });

  it('explains a similar delivery (status 3) and offers the records or other jobs', async () => {
    server.use(
      http.post('*/candidate/resume/delivery', () =>
        HttpResponse.json({
          code: 0,
          msg: 'success',
          data: { send_status: 3, message: '您在90天内已投递过同类职位（前端开发），暂不能投递' },
        }),
      ),
    );
    const { router } = openPage(pathOf(socialJob()), { account: 'cand-full' });
    await userEvent.click(await screen.findByRole('button', { name: '确认投递' }, ERROR_TIMEOUT));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('您近期已投递过相似职位').length).toBeGreaterThan(0);
    expect(within(dialog).getByText('您在90天内已投递过同类职位（前端开发），暂不能投递')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '查看投递记录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(pagePath('candidate', 'applyForTheRecord', 'social')));
  });

  it('refuses a resume file whose name breaks the rule, and shows a parse error with its choices', async () => {
    const { router } = openPage(pathOf(socialJob()), { account: 'cand-full' });
    await userEvent.click(await screen.findByRole('tab', { name: /上传附件简历/ }, ERROR_TIMEOUT));
    const input = document.querySelector<HTMLInputElement>('input[type=file]');
    if (!input) throw new Error('no file input');
    fireEvent.change(input, { target: { files: [new File(['x'], '1.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText(/文件名需至少包含2个英文字母或2个汉字/)).toBeInTheDocument();

    const again = document.querySelector<HTMLInputElement>('input[type=file]');
    if (!again) throw new Error('no file input');
    fireEvent.change(again, { target: { files: [new File(['x'], '张晓明-error2.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText('简历解析失败', {}, ERROR_TIMEOUT)).toBeInTheDocument();
    expect(screen.getByText('文件无法读取，可能已损坏或加密，请换一个文件重新上传')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '手动填写' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(pagePath('candidate', 'editResume', 'social')));
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createDraftStore } from '@/lib/storage';
import { businessRoute } from '@/lib/config/paths';
import { getCatalog } from '@/mocks/db';
import { ERROR_TIMEOUT, openPage } from '../jobs/page-helpers';
import { HTTP_MESSAGES } from '@/lib/http';
import { DRAFT_TEXT } from '@/components/draft-texts';

const BASE = businessRoute('candidate');
const openJob = () => {
  const job = getCatalog().positions.find((p) => p.recruitType === 'shop' && p.isValid && !p.activityId);
  if (!job) throw new Error('no open shop job');
  return job;
};

describe('send result', () => {
  it('confirms the delivery with the job name and offers the next steps', async () => {
    const job = openJob();
    const { router } = openPage(`${BASE}/shop/sendResult?id=${job.id}&recordId=AP1`, { account: 'cand-full' });
    expect(await screen.findByRole('heading', { name: '投递成功' }, ERROR_TIMEOUT)).toBeInTheDocument();
    expect(await screen.findByText(new RegExp(`已投递至「${job.positionName}」`))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '继续浏览职位' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '完善简历' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '查看投递记录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${BASE}/shop/applyForTheRecord`));
  });
});

describe('delivery transfer', () => {
  it('forwards a shared link to the delivery page of the job', async () => {
    const { router } = openPage(`${BASE}/social/deliveryTransfer?id=PD1&positionId=P1&recruitType=shop`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`${BASE}/shop/deliveryResume`));
    expect(router.state.location.search).toContain('id=PD1');
  });

  it('without a job goes to the job list', async () => {
    const { router } = openPage(`${BASE}/social/deliveryTransfer`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`${BASE}/social/job`));
  });
});

describe('apply registration', () => {
  it('validates next to the fields, restores the draft and sends nothing while a field is missing', async () => {
    const job = openJob();
    createDraftStore('registration').save('uc-cand-new', { name: '李新', phone: '13900001111', expectedPosition: '收银员' });
    const { router } = openPage(`${BASE}/shop/applyRegistration?id=${job.id}&positionId=${job.positionId}`, {
      account: 'cand-new',
    });
    expect(await screen.findByText(DRAFT_TEXT.restored, {}, ERROR_TIMEOUT)).toBeInTheDocument();
    expect(screen.getByLabelText('意向职位')).toHaveValue('收银员');

    fireEvent.change(screen.getByLabelText('手机号码'), { target: { value: '2390000111' } });
    expect(await screen.findByText('请输入正确的手机号码')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('手机号码'), { target: { value: '13900001111' } });
    fireEvent.change(screen.getByLabelText('邮箱'), { target: { value: 'lixin@example.com' } });
    await userEvent.click(screen.getByLabelText('女'));
    await userEvent.click(screen.getByRole('button', { name: '提交报名' }));
    // City and education are still missing: the form says so next to them and sends nothing.
    const errorText = { selector: '.ant-form-item-explain-error' };
    expect(await screen.findByText('请选择所在城市', errorText)).toBeInTheDocument();
    expect(screen.getByText('请选择最高学历', errorText)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`${BASE}/shop/applyRegistration`);
  });

  it('says why the job could not be loaded, with a retry, when the server does not answer', async () => {
    const job = openJob();
    openPage(`${BASE}/shop/applyRegistration?id=${job.id}`, {
      account: 'cand-new',
      faults: [{ kind: 'network', match: `/position_demand/${job.id}` }],
    });
    expect(await screen.findByText('职位信息加载失败', {}, ERROR_TIMEOUT)).toBeInTheDocument();
    expect(screen.getByText(HTTP_MESSAGES.noResponseToast)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
    // The form does not depend on the job: it can still be filled in.
    expect(screen.getByLabelText('姓名')).toBeInTheDocument();
  });

  it('shows the registration result with its next steps', async () => {
    openPage(`${BASE}/shop/registrationResult?status=0`, { account: 'cand-new' });
    expect(await screen.findByRole('heading', { name: '报名成功' }, ERROR_TIMEOUT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '查看投递记录' })).toBeInTheDocument();
  });

  it('tells a candidate who registered for the job before', async () => {
    openPage(`${BASE}/shop/registrationResult?status=1`, { account: 'cand-new' });
    expect(await screen.findByRole('heading', { name: '您已报名过该职位' }, ERROR_TIMEOUT)).toBeInTheDocument();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getState } from '@/mocks/db';
import { server } from '@/mocks/node';
import { ERROR_TIMEOUT, openPage } from '../jobs/page-helpers';
import { completeValues, countCalls, friendDraft, referPath, referTargets, STAFF, WANG } from './helpers';
import { DRAFT_TEXT } from '@/components/draft-texts';

const targets = () => referTargets('FR-wang-1');

/** The radio group of the friends' resumes (queries stay inside it: a role query over the page is slow in jsdom). */
const picker = async () => screen.findByLabelText('好友简历', { selector: '[role="radiogroup"]' }, ERROR_TIMEOUT);
const radios = async () => within(await picker()).getAllByRole('radio');
/** The page's "确认推荐" button (the steps above also name that step). */
const confirmButton = () =>
  screen
    .getAllByText('确认推荐')
    .map((text) => text.closest('button'))
    .find(Boolean) as HTMLButtonElement;

describe('refer a friend (rule STAFF-4)', () => {
  it('shows skeletons while the job and the friends’ resumes load', async () => {
    openPage(referPath(targets().fresh), {
      account: 'staff-wang',
      faults: [
        { kind: 'slow', match: '/employee/manage_resume' },
        { kind: 'slow', match: '/position_demand/PD' },
      ],
    });
    expect(await screen.findByLabelText('好友简历加载中', {}, ERROR_TIMEOUT)).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByLabelText('职位信息加载中')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('heading', { name: '推荐好友', level: 1 })).toBeInTheDocument();
  });

  it('shows the job and the friends’ resumes to choose from, searchable, with masked phones', async () => {
    const job = targets().fresh;
    openPage(referPath(job), { account: 'staff-wang' });
    expect(await screen.findByRole('heading', { name: job.positionName, level: 2 }, ERROR_TIMEOUT)).toBeInTheDocument();
    expect(await radios()).toHaveLength(5);
    expect(await screen.findByText('共 6 份')).toBeInTheDocument();
    const first = within(await picker()).getByRole('radio', { name: /孙浩然/ });
    expect(first.closest('label')).toHaveTextContent('137****2222');
    expect(confirmButton()).toBeDisabled();

    const search = screen.getByLabelText('搜索好友简历');
    await userEvent.type(search, '周婷{Enter}');
    await waitFor(async () => expect(await radios()).toHaveLength(1));
    expect(within(await picker()).getByRole('radio', { name: /周婷/ })).toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, '没有这个人{Enter}');
    expect(await screen.findByText('没有找到与“没有这个人”相关的好友简历')).toBeInTheDocument();
  });

  it('refers the chosen friend once however often "确认推荐" is clicked, then says what happens next', async () => {
    const job = targets().fresh;
    const referrals = countCalls('POST', '/employee/friend_resume/delivery');
    const { router } = openPage(referPath(job), { account: 'staff-wang' });
    await screen.findByRole('heading', { name: job.positionName, level: 2 }, ERROR_TIMEOUT);
    await userEvent.click(within(await picker()).getByRole('radio', { name: /孙浩然/ }));
    expect(screen.getByText('孙浩然', { selector: 'strong' })).toBeInTheDocument();
    const button = confirmButton();
    await userEvent.dblClick(button);
    fireEvent.click(button);

    expect(await screen.findByRole('heading', { name: '推荐成功' }, ERROR_TIMEOUT)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`${STAFF}/sendResult`);
    expect(screen.getByText(`已将好友孙浩然的简历推荐至「${job.positionName}」。`)).toBeInTheDocument();
    expect(screen.getByText(/推荐进度和获得的积分会在「我的推荐」中更新/)).toBeInTheDocument();
    expect(referrals.count()).toBe(1);
    expect(getState().referrals.filter((r) => r.friendResumeId === 'FR-wang-1' && r.positionDemandId === job.id)).toHaveLength(1);

    await userEvent.click(screen.getByText('查看我的推荐').closest('button') as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe(`${STAFF}/myPush`));
  });

  it('says so when the friend was already referred to this job (send status 1)', async () => {
    const job = targets().already;
    openPage(referPath(job), { account: 'staff-wang' });
    await screen.findByRole('heading', { name: job.positionName, level: 2 }, ERROR_TIMEOUT);
    await userEvent.click(within(await picker()).getByRole('radio', { name: /孙浩然/ }));
    await userEvent.click(confirmButton());
    expect(await screen.findByText('该好友已推荐过此职位，请勿重复推荐', {}, ERROR_TIMEOUT)).toBeInTheDocument();
    expect(screen.getByText('查看我的推荐').closest('a')).toHaveAttribute('href', `${STAFF}/myPush`);
  });

  it('explains the 90-day rule for a similar job (send status 3) and offers my referrals or other jobs', async () => {
    const job = targets().similar;
    const { router } = openPage(referPath(job), { account: 'staff-wang' });
    await screen.findByRole('heading', { name: job.positionName, level: 2 }, ERROR_TIMEOUT);
    await userEvent.click(within(await picker()).getByRole('radio', { name: /孙浩然/ }));
    await userEvent.click(confirmButton());
    const dialog = await screen.findByRole('dialog', { name: '该好友近期已被推荐过同类职位' }, ERROR_TIMEOUT);
    expect(within(dialog).getByText(/90天内已被推荐过同类职位/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '看看其他职位' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${STAFF}/job`));
    expect(router.state.location.search).toBe(`?activeKey=${job.recruitType}`);
  });

  it('leads to a new resume when the staff member keeps none', async () => {
    server.use(
      http.get('*/employee/manage_resume', () =>
        HttpResponse.json({ code: 0, msg: 'success', data: { list: [], total: 0, page: 1, page_size: 5 } }),
      ),
    );
    openPage(referPath(targets().fresh), { account: 'staff-wang' });
    const empty = await screen.findByText('还没有好友简历，新建一份即可推荐', {}, ERROR_TIMEOUT);
    await userEvent.click(within(empty.closest('.ant-empty') as HTMLElement).getByRole('button', { name: '新建好友简历' }));
    expect(await screen.findByLabelText('手机号码', {}, ERROR_TIMEOUT)).toHaveValue('');
  });

  it('shows errors with a retry for the job and for the friends’ resumes', async () => {
    openPage(referPath(targets().fresh), {
      account: 'staff-wang',
      faults: [
        { kind: 'network', match: '/employee/manage_resume' },
        { kind: 'network', match: '/position_demand/PD' },
      ],
    });
    expect(await screen.findByText('好友简历加载失败', {}, ERROR_TIMEOUT)).toBeInTheDocument();
    expect(await screen.findByText('职位信息加载失败', {}, ERROR_TIMEOUT)).toBeInTheDocument();
    expect(screen.getAllByText('重试')).toHaveLength(2);
    expect(confirmButton()).toBeDisabled();
  });

  it('offers the friend already kept under the typed phone, before any submit', async () => {
    const creates = countCalls('POST', '/employee/friend_resume');
    openPage(referPath(targets().fresh), { account: 'staff-wang' });
    await radios();
    await userEvent.click(
      screen.getByText('选择已有简历').closest('[role="tablist"]')?.querySelectorAll('[role="tab"]')[1] as HTMLElement,
    );
    const phone = await screen.findByLabelText('手机号码', {}, ERROR_TIMEOUT);
    fireEvent.change(phone, { target: { value: '13722223333' } });
    expect(await screen.findByText('手机号 137****3333 已有好友简历，无需重复创建', {}, ERROR_TIMEOUT)).toBeInTheDocument();
    await userEvent.click(screen.getByText('使用该简历推荐').closest('button') as HTMLElement);
    expect(await screen.findByText('周婷', { selector: 'strong' })).toBeInTheDocument();
    expect(confirmButton()).toBeEnabled();
    expect(creates.count()).toBe(0);
    // The half-typed new resume was given up for the existing one.
    expect(friendDraft().load(WANG)).toBeUndefined();
  });

  it('reopens a half-filled new resume from its draft, saves it, and refers it', async () => {
    const job = targets().fresh;
    friendDraft().save(WANG, { values: completeValues('FR-wang-1', '钱多多', '13912345678') });
    openPage(referPath(job), { account: 'staff-wang' });
    expect(await screen.findByText(DRAFT_TEXT.restored, {}, ERROR_TIMEOUT)).toBeInTheDocument();
    expect(screen.getByLabelText('姓名')).toHaveValue('钱多多');
    await screen.findAllByText('大专', {}, ERROR_TIMEOUT);
    const form = document.querySelector('form') as HTMLElement;
    await userEvent.click(within(form).getByRole('button', { name: '保存简历' }));

    expect(await screen.findByText('好友简历已保存，请确认推荐', {}, ERROR_TIMEOUT)).toBeInTheDocument();
    expect(screen.getByText('钱多多', { selector: 'strong' })).toBeInTheDocument();
    expect(friendDraft().load(WANG)).toBeUndefined();
    await userEvent.click(confirmButton());
    expect(await screen.findByText(`已将好友钱多多的简历推荐至「${job.positionName}」。`, {}, ERROR_TIMEOUT)).toBeInTheDocument();
  });
});

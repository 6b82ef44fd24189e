import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getState } from '@/mocks/db';
import { captureToasts } from '../../api/session';
import { ERROR_TIMEOUT, openPage } from '../jobs/page-helpers';
import { completeValues, countCalls, friendDraft, STAFF, WANG } from './helpers';
import { DRAFT_TEXT } from '@/components/draft-texts';

const EDIT = `${STAFF}/editResume`;

/** The save bar's button (queried inside its form: a role query over the whole page is slow in jsdom). */
const saveButton = () => within(document.querySelector('form') as HTMLElement).getByRole('button', { name: '保存简历' });

describe('edit a friend’s resume (rule STAFF-5)', () => {
  it('shows a skeleton while the resume loads', async () => {
    openPage(`${EDIT}?id=FR-wang-1`, { account: 'staff-wang', faults: [{ kind: 'slow', match: '/resume_detail' }] });
    expect(await screen.findByLabelText('页面加载中', {}, ERROR_TIMEOUT)).toHaveAttribute('aria-busy', 'true');
  });

  it('opens the friend’s resume in the shared resume form', async () => {
    openPage(`${EDIT}?id=FR-wang-1`, { account: 'staff-wang' });
    expect(await screen.findByRole('heading', { name: '编辑好友简历', level: 1 }, ERROR_TIMEOUT)).toBeInTheDocument();
    expect(screen.getByLabelText('姓名')).toHaveValue('孙浩然');
    expect(screen.getByLabelText('手机号码')).toHaveValue('13711112222');
    expect(screen.getByLabelText('期望职位')).toHaveValue('门店店长');
  });

  it('starts a new friend’s resume empty', async () => {
    openPage(EDIT, { account: 'staff-wang' });
    expect(await screen.findByRole('heading', { name: '新建好友简历', level: 1 }, ERROR_TIMEOUT)).toBeInTheDocument();
    // Not the staff member's own name and phone: the resume is a friend's.
    expect(screen.getByLabelText('姓名')).toHaveValue('');
    expect(screen.getByLabelText('手机号码')).toHaveValue('');
    expect(screen.queryByText(DRAFT_TEXT.restored)).toBeNull();
  });

  it('shows an error with a retry when the resume cannot load', async () => {
    openPage(`${EDIT}?id=FR-wang-1`, { account: 'staff-wang', faults: [{ kind: 'network', match: '/resume_detail' }] });
    expect(await screen.findByText('简历加载失败', {}, ERROR_TIMEOUT)).toBeInTheDocument();
    expect(screen.getByText('重试').closest('button')).toBeInTheDocument();
  });

  it('saves the changes (also of a resume already referred) and goes back to the list', async () => {
    const { router } = openPage(`${EDIT}?id=FR-wang-1`, { account: 'staff-wang' });
    const email = await screen.findByLabelText('邮箱', {}, ERROR_TIMEOUT);
    // The form's choices must have loaded for the saved city and education to count as filled in.
    await screen.findAllByText('大专', {}, ERROR_TIMEOUT);
    fireEvent.change(email, { target: { value: 'sunhaoran@example.com' } });
    await userEvent.click(saveButton());
    await waitFor(() => expect(router.state.location.pathname).toBe(`${STAFF}/maintainedResume`), ERROR_TIMEOUT);
    expect(await screen.findByText('好友简历已保存')).toBeInTheDocument();
    const saved = getState().resumes.find((r) => r.id === 'FR-wang-1');
    expect(saved?.basicInfo.email).toBe('sunhaoran@example.com');
    expect(getState().referrals.some((r) => r.friendResumeId === 'FR-wang-1')).toBe(true);
    expect(friendDraft('FR-wang-1').load(WANG)).toBeUndefined();
  });

  it("shows the server's refusal once, and keeps the typed values", async () => {
    const toasts = captureToasts();
    const { router } = openPage(`${EDIT}?id=FR-wang-1`, { account: 'staff-wang' });
    const phone = await screen.findByLabelText('手机号码', {}, ERROR_TIMEOUT);
    await screen.findAllByText('大专', {}, ERROR_TIMEOUT);
    // Another friend's phone: the server refuses the duplicate.
    fireEvent.change(phone, { target: { value: '13722223333' } });
    await userEvent.click(saveButton());
    await waitFor(() => expect(toasts).toContain('该手机号的好友简历已存在'), ERROR_TIMEOUT);
    await waitFor(() => expect(saveButton()).not.toHaveClass('ant-btn-loading'));
    expect(toasts).toEqual(['该手机号的好友简历已存在']);
    expect(router.state.location.pathname).toBe(EDIT);
    expect(screen.getByLabelText('手机号码')).toHaveValue('13722223333');
  });

  it('keeps a local draft per staff member, offers it back, and "撤销" returns to the saved resume', async () => {
    friendDraft('FR-wang-1').save(WANG, { values: { basicInfo: { name: '草稿里的名字' } as never } });
    openPage(`${EDIT}?id=FR-wang-1`, { account: 'staff-wang' });
    expect(await screen.findByText(DRAFT_TEXT.restored, {}, ERROR_TIMEOUT)).toBeInTheDocument();
    expect(screen.getByLabelText('姓名')).toHaveValue('草稿里的名字');

    fireEvent.change(screen.getByLabelText('邮箱'), { target: { value: 'typed@example.com' } });
    await waitFor(() => expect(JSON.stringify(friendDraft('FR-wang-1').load(WANG))).toContain('typed@example.com'));
    // Another staff member's drafts are their own.
    expect(friendDraft('FR-wang-1').load('uc-staff-tech')).toBeUndefined();

    await userEvent.click(screen.getByRole('button', { name: DRAFT_TEXT.undoLabel }));
    await waitFor(() => expect(screen.getByLabelText('姓名')).toHaveValue('孙浩然'));
    expect(screen.queryByText(DRAFT_TEXT.restored)).toBeNull();
    expect(friendDraft('FR-wang-1').load(WANG)).toBeUndefined();
  });

  it('offers the resume already kept under a phone instead of creating a duplicate', async () => {
    const creates = countCalls('POST', '/employee/friend_resume');
    // A complete new resume waits as the draft, with the phone of a friend already kept (周婷).
    friendDraft().save(WANG, { values: completeValues('FR-wang-1', '周小婷', '13722223333') });
    const { router } = openPage(EDIT, { account: 'staff-wang' });
    expect(await screen.findByText(DRAFT_TEXT.restored, {}, ERROR_TIMEOUT)).toBeInTheDocument();
    // Found as soon as the phone is there, before any submit.
    expect(await screen.findByText('手机号 137****3333 已有好友简历，无需重复创建', {}, ERROR_TIMEOUT)).toBeInTheDocument();
    await screen.findAllByText('大专', {}, ERROR_TIMEOUT);

    await userEvent.click(saveButton());
    const dialog = await screen.findByRole('dialog', { name: '该好友的简历已存在' }, ERROR_TIMEOUT);
    expect(within(dialog).getByText('手机号 137****3333 已有好友简历（周婷），无需重复创建。')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '编辑该简历' }));
    await waitFor(() => expect(router.state.location.search).toBe('?id=FR-wang-2'));
    expect(await screen.findByRole('heading', { name: '编辑好友简历', level: 1 }, ERROR_TIMEOUT)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('姓名')).toHaveValue('周婷'));
    expect(creates.count()).toBe(0);
  });
});

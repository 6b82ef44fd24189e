import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { registrationDraftFormId } from '@/features/campus/registration/registration-id';
import { createDraftStore } from '@/lib/storage';
import { getState } from '@/mocks/db';
import { setMockFaults } from '@/mocks/faults';
import { captureToasts } from '../../api/session';
import { openPage } from '../jobs/page-helpers';
import { countCalls, holdCalls, registrationPath, ZHAO } from './modification-helpers';
import { pagePath } from '@/lib/routing';
import { BASE } from '@/lib/config/paths';
import { HTTP_MESSAGES } from '@/lib/http';
import { DRAFT_TEXT } from '@/components/draft-texts';

/** Rule CAMPUS-8: modify a special-session registration's resume. */

const SLOW = { timeout: 10_000 };
const PAGE = registrationPath('PC001');
const RESUME_CALL = '/position_candidate/PC001/resume';
const draft = createDraftStore<{ values: { basicInfo?: { email?: string; name?: string } } }>(registrationDraftFormId('PC001'));

/** The save bar's button (queried inside its form: a role query over the whole page is slow in jsdom). */
const saveButton = () => within(document.querySelector('form') as HTMLElement).getByRole('button', { name: /保存报名信息/ });
const savedEmail = () => getState().positionCandidates.find((pc) => pc.id === 'PC001')?.resume.basicInfo.email;

/** Opens the page as cand-campus and waits until the form can be saved (its choices loaded). */
async function openForm(path = PAGE) {
  const view = openPage(path, { account: 'cand-campus' });
  expect(await screen.findByRole('heading', { name: '修改报名信息', level: 1 }, SLOW)).toBeInTheDocument();
  // The saved city and education count as filled in only once the form's choices have loaded.
  await screen.findAllByText('本科', {}, SLOW);
  return view;
}

// The resume form's code is large: transformed before the tests, so their waits measure the page, not the compiler.
beforeAll(async () => {
  await import('@/features/campus/pages/modification-registration-page');
}, 60_000);

describe('modify a registration: loading and the states without a form', () => {
  it('shows a skeleton of the page while the registration loads', async () => {
    openPage(PAGE, { account: 'cand-campus', faults: [{ kind: 'slow', match: RESUME_CALL }] });
    expect(await screen.findByLabelText('报名信息加载中', {}, SLOW)).toHaveAttribute('aria-busy', 'true');
  });

  it('shows an error with a retry that works', async () => {
    openPage(PAGE, { account: 'cand-campus', faults: [{ kind: 'network', match: RESUME_CALL }] });
    expect(await screen.findByRole('heading', { name: '报名信息加载失败', level: 1 }, SLOW)).toBeInTheDocument();
    setMockFaults([]);
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { name: '修改报名信息', level: 1 }, SLOW)).toBeInTheDocument();
    expect(screen.getByLabelText('姓名')).toHaveValue('赵雨桐');
  });

  it('without a registration id says how to get here and links to the application records', async () => {
    const { router } = openPage(registrationPath(), { account: 'cand-campus' });
    expect(await screen.findByRole('heading', { name: '请选择要修改的报名', level: 1 }, SLOW)).toBeInTheDocument();
    const link = screen.getByRole('link', { name: '查看投递记录' });
    expect(link).toHaveAttribute('href', pagePath('candidate', 'applyForTheRecord', 'school'));
    await userEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe(pagePath('candidate', 'applyForTheRecord', 'school')));
  });

  it.each([
    ['an unknown id', 'cand-campus', 'PC999'],
    ['another account’s registration', 'cand-full', 'PC001'],
  ])('for %s says it was not found, with a link to the application records', async (_case, account, id) => {
    captureToasts();
    openPage(registrationPath(id), { account });
    expect(await screen.findByRole('heading', { name: '没有找到这条报名信息', level: 1 }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看投递记录' })).toHaveAttribute(
      'href',
      pagePath('candidate', 'applyForTheRecord', 'school'),
    );
    expect(screen.queryByRole('button', { name: '保存报名信息' })).toBeNull();
  });
});

describe('modify a registration: the form', () => {
  it('opens the resume sent with the registration, with its session and job', async () => {
    await openForm();
    const summary = screen.getByRole('region', { name: '报名信息' });
    expect(within(summary).getByText('2026届秋季校园招聘')).toBeInTheDocument();
    const pc = getState().positionCandidates.find((p) => p.id === 'PC001');
    expect(within(summary).getByRole('link')).toHaveAttribute(
      'href',
      pagePath('candidate', 'jobDetail', 'school', { id: pc?.positionDemandId }),
    );
    expect(within(summary).getByText('PC001')).toBeInTheDocument();
    expect(screen.getByLabelText('姓名')).toHaveValue('赵雨桐');
    expect(screen.getByLabelText('邮箱')).toHaveValue('zhaoyutong@example.com');
    expect(screen.queryByText(DRAFT_TEXT.restored)).toBeNull();
  });

  it('also takes the id as the path segment modificationRegistration/{id}', async () => {
    await openForm(`${BASE}/candidate/school/modificationRegistration/PC002`);
    expect(within(screen.getByRole('region', { name: '报名信息' })).getByText('PC002')).toBeInTheDocument();
  });

  it('a validation error changes nothing and sends nothing', async () => {
    const toasts = captureToasts();
    const puts = countCalls('PUT', RESUME_CALL);
    await openForm();
    fireEvent.change(screen.getByLabelText('邮箱'), { target: { value: 'not-an-email' } });
    await userEvent.click(saveButton());
    expect(await screen.findByText('请输入正确的邮箱地址')).toBeInTheDocument();
    expect(await screen.findByText('请检查标红的内容后再保存')).toBeInTheDocument();
    expect(puts.count()).toBe(0);
    expect(savedEmail()).toBe('zhaoyutong@example.com');
    expect(toasts).toEqual([]);
  });

  it('saves with PUT and shows its own result and the saved state, without a toast', async () => {
    const toasts = captureToasts();
    await openForm();
    fireEvent.change(screen.getByLabelText('邮箱'), { target: { value: 'yutong.new@example.com' } });
    await waitFor(() => expect(JSON.stringify(draft.load(ZHAO))).toContain('yutong.new@example.com'));
    await userEvent.click(saveButton());
    expect(await screen.findByText('报名信息已更新', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText(/已于 \d{2}:\d{2} 保存，招聘方将看到修改后的简历。/)).toBeInTheDocument();
    expect(savedEmail()).toBe('yutong.new@example.com');
    expect(screen.getByLabelText('邮箱')).toHaveValue('yutong.new@example.com');
    expect(draft.load(ZHAO)).toBeUndefined();
    expect(toasts).toEqual([]);
    await waitFor(() => expect(saveButton()).not.toHaveClass('ant-btn-loading'));
  });

  it.each([
    ['HTTP 500', '500' as const, HTTP_MESSAGES.statusFallback(500)],
    ['a business error', 'code' as const, '演示：业务处理失败'],
    ['no answer', 'network' as const, HTTP_MESSAGES.noResponseToast],
  ])('a save failing with %s shows the page’s own message, no toast, and keeps the typing', async (_case, kind, message) => {
    const toasts = captureToasts();
    await openForm();
    fireEvent.change(screen.getByLabelText('邮箱'), { target: { value: 'typed@example.com' } });
    setMockFaults([{ kind, match: RESUME_CALL }]);
    await userEvent.click(saveButton());
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('报名信息未能保存');
    expect(alert).toHaveTextContent(message);
    expect(alert).toHaveTextContent('您填写的内容已保留');
    expect(toasts).toEqual([]);
    expect(screen.getByLabelText('邮箱')).toHaveValue('typed@example.com');
    expect(JSON.stringify(draft.load(ZHAO))).toContain('typed@example.com');
    expect(savedEmail()).toBe('zhaoyutong@example.com');
    await waitFor(() => expect(saveButton()).not.toHaveClass('ant-btn-loading'));
  });

  it('sends one PUT however often the save is clicked, the button busy meanwhile', async () => {
    const puts = countCalls('PUT', RESUME_CALL);
    await openForm();
    fireEvent.change(screen.getByLabelText('邮箱'), { target: { value: 'once@example.com' } });
    // The save waits until released: long enough to click again while it runs.
    const held = holdCalls('PUT', RESUME_CALL);
    const button = saveButton();
    // Two clicks at once: the form's check runs twice, and the first, overtaken, is no invalid form.
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(puts.count()).toBe(1), SLOW);
    await waitFor(() => expect(saveButton()).toHaveClass('ant-btn-loading'));
    await userEvent.dblClick(saveButton());
    held.release();
    expect(await screen.findByText('报名信息已更新', {}, SLOW)).toBeInTheDocument();
    expect(puts.count()).toBe(1);
    expect(screen.queryByText('请检查标红的内容后再保存')).toBeNull();
    expect(savedEmail()).toBe('once@example.com');
  });

  it('keeps a draft per account and registration that is offered back after a remount', async () => {
    const first = await openForm();
    fireEvent.change(screen.getByLabelText('邮箱'), { target: { value: 'draft@example.com' } });
    await waitFor(() => expect(JSON.stringify(draft.load(ZHAO))).toContain('draft@example.com'));
    first.unmount();
    // Another registration and another account have drafts of their own.
    expect(createDraftStore(registrationDraftFormId('PC002')).load(ZHAO)).toBeUndefined();
    expect(draft.load('uc-cand-full')).toBeUndefined();

    await openForm();
    expect(screen.getByText(DRAFT_TEXT.restored)).toBeInTheDocument();
    expect(screen.getByLabelText('邮箱')).toHaveValue('draft@example.com');
    await userEvent.click(screen.getByRole('button', { name: DRAFT_TEXT.undoLabel }));
    await waitFor(() => expect(screen.getByLabelText('邮箱')).toHaveValue('zhaoyutong@example.com'));
    expect(draft.load(ZHAO)).toBeUndefined();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { clearMockFaults } from '@/mocks/faults';
import { server } from '@/mocks/node';
import { ERROR_TIMEOUT, openPage } from '../jobs/page-helpers';
import { pagePath } from '@/lib/routing';
import { DRAFT_TEXT } from '@/components/draft-texts';

const FEEDBACK = pagePath('staff', 'feedBack');

const reports = async () => {
  const section = await screen.findByRole('region', { name: '我的反馈' }, ERROR_TIMEOUT);
  const list = await within(section).findByRole('list', { name: '反馈记录' }, ERROR_TIMEOUT);
  return within(list).getAllByRole('listitem');
};
const content = () => screen.getByRole('textbox', { name: '问题描述' });
const submitButton = () => screen.getByRole('button', { name: /提交反馈/ });
const feedbackDraftKeys = () => Object.keys(localStorage).filter((key) => /^draft:.+:feedback$/.test(key));

/** Waits for the form (it waits for the signed-in user, whose draft it keeps). */
const form = () => screen.findByRole('radiogroup', { name: '问题类型' }, ERROR_TIMEOUT);

describe('report a problem (rule STAFF-7)', () => {
  it('shows a skeleton while the reports load', async () => {
    openPage(FEEDBACK, { account: 'staff-wang', faults: [{ kind: 'slow', match: '/recommendations/feedback_question' }] });
    expect(await screen.findByLabelText('反馈记录加载中', {}, ERROR_TIMEOUT)).toHaveAttribute('aria-busy', 'true');
  });

  it('lists my reports with their type, status and any reply', async () => {
    openPage(FEEDBACK, { account: 'staff-wang' });
    const items = await reports();
    expect(items).toHaveLength(6);
    const labels = items.map((item) => within(item).getByText(/^(未处理|处理中|已处理)$/).textContent);
    expect(new Set(labels)).toEqual(new Set(['未处理', '处理中', '已处理']));
    const handled = items.find((item) => within(item).queryByText('已处理')) as HTMLElement;
    expect(within(handled).getByText('处理回复：')).toBeInTheDocument();
    const untreated = items.find((item) => within(item).queryByText('未处理')) as HTMLElement;
    expect(within(untreated).queryByText('处理回复：')).toBeNull();
    expect(within(items[0] as HTMLElement).getByRole('heading', { level: 3 }).textContent).toBe('其他');
  });

  it('shows an empty list for an employee who never reported', async () => {
    openPage(FEEDBACK, { account: 'interviewer-liu' });
    expect(await screen.findByText('还没有反馈记录，遇到问题可以通过上方表单告诉我们', {}, ERROR_TIMEOUT)).toBeInTheDocument();
  });

  it('shows an error with a retry when the reports fail to load', async () => {
    openPage(FEEDBACK, { account: 'staff-wang', faults: [{ kind: 'network', match: '/recommendations/feedback_question' }] });
    expect(await screen.findByText('反馈记录加载失败', {}, ERROR_TIMEOUT)).toBeInTheDocument();
    clearMockFaults();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await reports()).toHaveLength(6);
  });

  it('asks for a type and a description before sending anything', async () => {
    let posts = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.includes('/feedback_question')) posts += 1;
    });
    openPage(FEEDBACK, { account: 'staff-wang' });
    await form();
    await userEvent.type(content(), '   ');
    await userEvent.click(submitButton());
    expect(await screen.findByText('请选择问题类型')).toBeInTheDocument();
    expect(await screen.findByText('请填写问题描述')).toBeInTheDocument();
    expect(posts).toBe(0);
    expect(screen.getByText('3 / 500')).toBeInTheDocument();
  });

  it('sends a report, says so next to the form, and lists it untreated', async () => {
    openPage(FEEDBACK, { account: 'staff-wang' });
    await form();
    await userEvent.click(screen.getByRole('radio', { name: '奖励未到账' }));
    await userEvent.type(content(), '推荐的周婷已入职，奖励积分还没到账');
    expect(feedbackDraftKeys()).toHaveLength(1);
    await userEvent.click(submitButton());
    expect(await screen.findByText(/提交成功，我们会尽快处理/)).toBeInTheDocument();
    await waitFor(async () =>
      expect(within((await reports())[0] as HTMLElement).getByText('推荐的周婷已入职，奖励积分还没到账')).toBeInTheDocument(),
    );
    const newest = (await reports())[0] as HTMLElement;
    expect(within(newest).getByText('未处理')).toBeInTheDocument();
    expect(within(newest).getByRole('heading', { name: '奖励未到账' })).toBeInTheDocument();
    // The form is empty again and the draft is gone (rule DRAFT-4).
    expect(content()).toHaveValue('');
    expect(screen.getByRole('radio', { name: '奖励未到账' })).not.toBeChecked();
    expect(feedbackDraftKeys()).toHaveLength(0);
  });

  it("shows the server's message next to the form when the report is refused", async () => {
    server.use(
      http.post('*/recommendations/feedback_question', () =>
        HttpResponse.json({ code: 400, msg: '问题描述包含不支持的内容，请修改后再提交', data: null }),
      ),
    );
    openPage(FEEDBACK, { account: 'staff-wang' });
    await form();
    await userEvent.click(screen.getByRole('radio', { name: '其他' }));
    await userEvent.type(content(), '希望增加推荐进度提醒');
    await userEvent.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('问题描述包含不支持的内容，请修改后再提交');
    // Nothing typed is lost.
    expect(content()).toHaveValue('希望增加推荐进度提醒');
    expect(feedbackDraftKeys()).toHaveLength(1);
  });

  it('restores the unsent draft when the page opens again, and drops it on request', async () => {
    const first = openPage(FEEDBACK, { account: 'staff-wang' });
    await form();
    await userEvent.click(screen.getByRole('radio', { name: '更换职位' }));
    await userEvent.type(content(), '好友想改投储备干部');
    first.unmount();

    openPage(FEEDBACK, { account: 'staff-wang' });
    await form();
    expect(await screen.findByText(DRAFT_TEXT.restored)).toBeInTheDocument();
    expect(content()).toHaveValue('好友想改投储备干部');
    expect(screen.getByRole('radio', { name: '更换职位' })).toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: DRAFT_TEXT.undoLabel }));
    expect(content()).toHaveValue('');
    expect(screen.getByRole('radio', { name: '更换职位' })).not.toBeChecked();
    expect(screen.queryByText(DRAFT_TEXT.restored)).toBeNull();
    expect(feedbackDraftKeys()).toHaveLength(0);
  });

  it('keeps the draft per staff user', async () => {
    const first = openPage(FEEDBACK, { account: 'staff-wang' });
    await form();
    await userEvent.type(content(), '王丽华的草稿');
    first.unmount();
    // Signing out ends the tab's session (and its kept user info); another staff member signs in.
    sessionStorage.clear();

    openPage(FEEDBACK, { account: 'staff-tech' });
    await form();
    expect(content()).toHaveValue('');
    expect(screen.queryByText(DRAFT_TEXT.restored)).toBeNull();
    // Wang's draft is still kept for her.
    expect(feedbackDraftKeys()).toHaveLength(1);
  });

  it('sends one call however often the busy button is clicked', async () => {
    let posts = 0;
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post('*/recommendations/feedback_question', async () => {
        posts += 1;
        await answered;
        return HttpResponse.json({ code: 0, msg: 'success', data: { id: 'FB-NEW' } });
      }),
    );
    openPage(FEEDBACK, { account: 'staff-wang' });
    await form();
    await userEvent.click(screen.getByRole('radio', { name: '反馈时效' }));
    await userEvent.type(content(), '简历筛选两周没有结果');
    await userEvent.dblClick(submitButton());
    await waitFor(() => expect(submitButton()).toHaveClass('ant-btn-loading'));
    await userEvent.click(submitButton());
    await userEvent.click(submitButton());
    expect(posts).toBe(1);
    release();
    expect(await screen.findByText(/提交成功/)).toBeInTheDocument();
    expect(posts).toBe(1);
  });
});

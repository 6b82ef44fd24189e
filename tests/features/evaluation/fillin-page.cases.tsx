import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RECRUIT_TYPE_LABEL } from '@/lib/config/business';
import { getState } from '@/mocks/db';
import { EVALUATION_DIMENSIONS } from '@/mocks/data/evaluations';
import { captureToasts } from '../../api/session';
import { ERROR_TIMEOUT, openPage } from '../jobs/page-helpers';
import { countCalls, fillIn, firstOpen, listOf, PUT_EVALUATION, scoreGroup, scoreRadio, seeded } from './helpers';
import { DRAFT_TEXT } from '@/components/draft-texts';

const DIMENSIONS = EVALUATION_DIMENSIONS.map((dimension) => dimension.name);

async function openForm(id = firstOpen().id) {
  const view = openPage(fillIn(id), { account: 'interviewer-liu' });
  await screen.findByRole('form', { name: '面试评价表' }, ERROR_TIMEOUT);
  return view;
}

async function scoreAll(user: ReturnType<typeof userEvent.setup>, score = 4) {
  for (const name of DIMENSIONS) await user.click(scoreRadio(await scoreGroup(name), score));
}

async function writeConclusion(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('radio', { name: '通过' }));
  await user.type(screen.getByRole('textbox', { name: '评价总结' }), '基础扎实，沟通顺畅，建议进入下一轮。');
}

describe('fill in an evaluation', () => {
  it('shows a page-sized skeleton while the evaluation loads', async () => {
    openPage(fillIn(firstOpen().id), {
      account: 'interviewer-liu',
      faults: [{ kind: 'slow', match: '/interview/evaluation' }],
    });
    const loading = await screen.findByRole('status', { name: '评价加载中' }, ERROR_TIMEOUT);
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('opened under another recruit type’s path, goes to the evaluation’s own type (issue 19)', async () => {
    const evaluation = firstOpen('school');
    openPage(fillIn(evaluation.id, 'shop'), { account: 'interviewer-liu' });
    await screen.findByRole('form', { name: '面试评价表' }, ERROR_TIMEOUT);
    // The breadcrumb (built from the route's type) leads back to the school list: the page moved to the school path.
    const back = await screen.findByRole('link', { name: `${RECRUIT_TYPE_LABEL.school} · 我的评价` }, ERROR_TIMEOUT);
    expect(back).toHaveAttribute('href', listOf('school'));
    expect(screen.queryByText(new RegExp(RECRUIT_TYPE_LABEL.shop))).toBeNull();
  });

  it('shows the candidate, the resume beside the form and every dimension to score', async () => {
    const evaluation = firstOpen();
    await openForm(evaluation.id);
    expect(screen.getByRole('heading', { level: 1, name: `填写评价：${evaluation.candidateName}` })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(evaluation.positionName))).toBeInTheDocument();
    const resume = screen.getByRole('region', { name: '候选人简历' });
    const resumeRecord = getState().resumes.find((r) => r.id === evaluation.resumeId);
    expect(await within(resume).findByText(resumeRecord!.basicInfo.name, {}, ERROR_TIMEOUT)).toBeInTheDocument();
    expect(within(resume).getByRole('heading', { name: '工作经历' })).toBeInTheDocument();
    for (const name of DIMENSIONS) expect(await scoreGroup(name)).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: '综合推荐' })).toBeInTheDocument();
    expect(screen.getByText('0 / 1000')).toBeInTheDocument();
  });

  it('scores with the keyboard alone: Tab, digits and arrow keys', async () => {
    const user = userEvent.setup();
    await openForm();
    const first = await scoreGroup('专业能力');
    scoreRadio(first, 1).focus();
    await user.keyboard('4');
    expect(scoreRadio(first, 4)).toBeChecked();
    expect(scoreRadio(first, 4)).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(scoreRadio(first, 5)).toBeChecked();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(scoreRadio(first, 3)).toBeChecked();
    // Tab leaves the group for the note, then reaches the next dimension.
    await user.tab();
    expect(screen.getByRole('textbox', { name: '专业能力备注（选填）' })).toHaveFocus();
    await user.tab();
    await user.keyboard('2');
    expect(scoreRadio(await scoreGroup('沟通表达'), 2)).toBeChecked();
  });

  it('submitting with a dimension unscored says which, next to the form, and sends nothing', async () => {
    const user = userEvent.setup();
    const calls = countCalls();
    await openForm();
    for (const name of DIMENSIONS.slice(0, 4)) await user.click(scoreRadio(await scoreGroup(name), 3));
    await writeConclusion(user);
    await user.click(screen.getByRole('button', { name: '提交评价' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('还有 1 个维度未打分：岗位匹配度');
    expect(await screen.findByText('请为「岗位匹配度」打分')).toBeInTheDocument();
    expect(calls.count(PUT_EVALUATION)).toBe(0);
  });

  it('shows the server’s refusal next to the form, without a toast', async () => {
    const user = userEvent.setup();
    const toasts = captureToasts();
    await openForm();
    await scoreAll(user);
    await writeConclusion(user);
    // The server refuses (here: a demo business failure of the PUT).
    const { setMockFaults } = await import('@/mocks/faults');
    setMockFaults([{ kind: 'code', match: '/interview/evaluation' }]);
    await user.click(screen.getByRole('button', { name: '提交评价' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('演示：业务处理失败');
    expect(screen.getByRole('form', { name: '面试评价表' })).toBeInTheDocument();
    expect(toasts).toEqual([]);
  });

  it('submits once however often the button is pressed, then is read-only and says when', async () => {
    const user = userEvent.setup();
    const calls = countCalls();
    const evaluation = firstOpen();
    await openForm(evaluation.id);
    await scoreAll(user, 4);
    await writeConclusion(user);
    const submit = screen.getByRole('button', { name: '提交评价' });
    await user.dblClick(submit);
    await user.click(submit);
    expect(await screen.findByText(/该评价已于 .+ 提交，不可再修改/, {}, ERROR_TIMEOUT)).toBeInTheDocument();
    expect(calls.count(PUT_EVALUATION)).toBe(1);
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: `面试评价：${evaluation.candidateName}` })).toBeInTheDocument();
    expect(screen.getByText('已提交')).toBeInTheDocument();
    expect(screen.getByText('基础扎实，沟通顺畅，建议进入下一轮。')).toBeInTheDocument();
    expect(getState().evaluations.find((e) => e.id === evaluation.id)).toMatchObject({ status: 1, conclusion: 1, score: 4 });
    // The draft went with the submit (rule DRAFT-4).
    expect(Object.keys(localStorage).filter((key) => key.includes(`evaluation-${evaluation.id}`))).toEqual([]);
  });

  it('keeps a draft per interviewer and evaluation, offers it back and can drop it', async () => {
    const user = userEvent.setup();
    const evaluation = firstOpen();
    const first = await openForm(evaluation.id);
    await user.click(scoreRadio(await scoreGroup('专业能力'), 2));
    await user.type(screen.getByRole('textbox', { name: '评价总结' }), '半途被打断');
    expect(localStorage.getItem(`draft:uc-interviewer-liu:evaluation-${evaluation.id}`) ?? '').toContain('半途被打断');
    first.unmount();

    await openForm(evaluation.id);
    expect(screen.getByText(DRAFT_TEXT.restored)).toBeInTheDocument();
    expect(scoreRadio(await scoreGroup('专业能力'), 2)).toBeChecked();
    expect(screen.getByRole('textbox', { name: '评价总结' })).toHaveValue('半途被打断');
    await user.click(screen.getByRole('button', { name: DRAFT_TEXT.undoLabel }));
    expect(screen.getByRole('textbox', { name: '评价总结' })).toHaveValue('');
    expect(scoreRadio(await scoreGroup('专业能力'), 2)).not.toBeChecked();
    expect(screen.queryByText(DRAFT_TEXT.restored)).toBeNull();
  });

  it('shows a submitted evaluation read-only with its time', async () => {
    const done = seeded('social', 1)[0]!;
    openPage(fillIn(done.id), { account: 'interviewer-liu' });
    expect(await screen.findByText(`该评价已于 ${done.submitTime} 提交，不可再修改`, {}, ERROR_TIMEOUT)).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('button', { name: '提交评价' })).toBeNull();
    expect(screen.getByText(done.comment)).toBeInTheDocument();
  });

  it.each([
    ['an unknown id', 'interviewer-liu', 'EV999'],
    ['another interviewer’s evaluation', 'staff-wang', 'EV001'],
  ])('%s: a clear message and the way back, not an empty form', async (_case, account, id) => {
    const user = userEvent.setup();
    const { router } = openPage(fillIn(id), { account });
    expect(await screen.findByRole('heading', { name: '无法打开这份评价' }, ERROR_TIMEOUT)).toBeInTheDocument();
    expect(screen.getByText(/面试评价不存在/)).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
    await user.click(screen.getByRole('button', { name: '返回我的评价' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(listOf('social')));
  });

  it('shows an error with a retry when the evaluation cannot be read', async () => {
    const user = userEvent.setup();
    openPage(fillIn(firstOpen().id), {
      account: 'interviewer-liu',
      faults: [{ kind: 'network', match: '/detail' }],
    });
    expect(await screen.findByText('面试评价加载失败', {}, ERROR_TIMEOUT)).toBeInTheDocument();
    const { setMockFaults } = await import('@/mocks/faults');
    act(() => setMockFaults([]));
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('form', { name: '面试评价表' }, ERROR_TIMEOUT)).toBeInTheDocument();
  });

  it('keeps the form usable when only the resume cannot be read', async () => {
    openPage(fillIn(firstOpen().id), {
      account: 'interviewer-liu',
      faults: [{ kind: 'network', match: '/position_candidate/' }],
    });
    expect(await screen.findByText('候选人简历加载失败', {}, ERROR_TIMEOUT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: '面试评价表' })).toBeInTheDocument();
  });

  it('without an id goes to the evaluations still to fill in', async () => {
    const { router } = openPage(`${listOf('school').replace('/list', '/fillin')}`, { account: 'interviewer-liu' });
    await waitFor(() => expect(router.state.location.pathname).toBe(listOf('school')));
    expect(router.state.location.search).toBe('?status=0');
    expect(await screen.findByRole('heading', { name: '我的评价 · 校园招聘' }, ERROR_TIMEOUT)).toBeInTheDocument();
  });
});

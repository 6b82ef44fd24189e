import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CONCLUSION_LABEL } from '@/features/evaluation/lib/evaluation-form';
import { DEFAULT_RUBRIC, meaningsOf, SCORES } from '@/features/evaluation/lib/rubric';
import {
  commentRequired,
  commentsMissing,
  MISMATCH_DIALOG,
  mismatchText,
  noteLabel,
  notePlaceholder,
} from '@/features/evaluation/lib/scoring-texts';
import { getState } from '@/mocks/db';
import { EVALUATION_DIMENSIONS } from '@/mocks/data/evaluations';
import { ERROR_TIMEOUT, openPage } from '../jobs/page-helpers';
import { countCalls, fillIn, PUT_EVALUATION, scoreGroup, scoreRadio, seeded } from './helpers';
import { expectNoCrashScreen } from '../../app/render-app';

/** Issue 23, parts 2 and 3: the rubric beside each scale, and the consistency checks before a submit. */

const DIMENSIONS = EVALUATION_DIMENSIONS.map((dimension) => dimension.name);
const OPEN = 'EV001';

const record = (id = OPEN) => {
  const found = getState().evaluations.find((evaluation) => evaluation.id === id);
  if (!found) throw new Error(`no ${id} in the seed`);
  return found;
};

async function openForm(id = OPEN) {
  const view = openPage(fillIn(id, record(id).recruitType), { account: 'interviewer-liu' });
  await screen.findByRole('form', { name: '面试评价表' }, ERROR_TIMEOUT);
  return view;
}

type User = ReturnType<typeof userEvent.setup>;

/** The dimension's block (its scale, its note and their messages), named by its number and name. */
const dimensionBlock = (name: string) => {
  const index = DIMENSIONS.indexOf(name);
  return screen.getByRole('group', { name: `${index + 1}. ${name}` });
};

async function scoreAll(user: User, scores: readonly number[]) {
  for (const [index, name] of DIMENSIONS.entries()) await user.click(scoreRadio(await scoreGroup(name), scores[index]!));
}

/** Writes the note of every dimension scored 1 or 5, as the check asks. */
async function explainExtremes(user: User, scores: readonly number[]) {
  for (const [index, name] of DIMENSIONS.entries())
    if (scores[index] === 1 || scores[index] === 5)
      await user.type(screen.getByRole('textbox', { name: noteLabel(name, true) }), `${name}的理由`);
}

async function recommend(user: User, conclusion: 1 | 2 | 3) {
  await user.click(screen.getByRole('radio', { name: CONCLUSION_LABEL[conclusion] }));
  await user.type(screen.getByRole('textbox', { name: '评价总结' }), '面试表现与评分一致。');
}

describe('the rubric beside each scale (part 2)', () => {
  it('shows each level’s meaning from the evaluation next to its score, tied to the choice for screen readers', async () => {
    await openForm();
    for (const dimension of record().dimensions) {
      const meanings = meaningsOf(dimension.rubric);
      const group = await scoreGroup(dimension.name);
      for (const score of SCORES) {
        // Visible, not only on hover: the text is on the page, beside the scale.
        expect(within(dimensionBlock(dimension.name)).getByText(meanings[score])).toBeVisible();
        expect(scoreRadio(group, score)).toHaveAccessibleDescription(meanings[score]);
      }
    }
  });

  it('uses the server’s own meanings where it sends them, the default set where it sends none', async () => {
    await openForm();
    const professional = record().dimensions.find((d) => d.code === 'professional')!;
    const fit = record().dimensions.find((d) => d.code === 'fit')!;
    expect(professional.rubric).toHaveLength(5);
    expect(fit.rubric).toEqual([]);
    expect(scoreRadio(await scoreGroup(professional.name), 3)).toHaveAccessibleDescription(professional.rubric[2]!.meaning);
    for (const score of SCORES)
      expect(scoreRadio(await scoreGroup(fit.name), score)).toHaveAccessibleDescription(DEFAULT_RUBRIC[score]);
  });

  it.each([
    ['a string', () => 'x'],
    ['an object', () => ({ 1: '不会' })],
    ['four levels of five', (rubric: unknown[]) => rubric.slice(0, 4)],
    ['levels without meanings', () => SCORES.map((score) => ({ score }))],
    ['null', () => null],
  ])('a rubric answered as %s reads as none: the default set, no crash', async (_case, wrong) => {
    const dimensions = record().dimensions;
    for (const dimension of dimensions) (dimension as { rubric: unknown }).rubric = wrong(dimension.rubric);
    await openForm();
    for (const dimension of dimensions)
      for (const score of SCORES)
        expect(scoreRadio(await scoreGroup(dimension.name), score)).toHaveAccessibleDescription(DEFAULT_RUBRIC[score]);
    expectNoCrashScreen();
  });

  it('shows a submitted evaluation’s scores with what they mean on their dimension', async () => {
    const done = seeded('social', 1)[0]!;
    openPage(fillIn(done.id), { account: 'interviewer-liu' });
    expect(await screen.findByText(/该评价已于 .+ 提交，不可再修改/, {}, ERROR_TIMEOUT)).toBeInTheDocument();
    for (const dimension of done.dimensions) {
      const meaning = meaningsOf(dimension.rubric)[dimension.score as 1 | 2 | 3 | 4 | 5];
      const row = screen.getByText(dimension.name, { selector: 'dt' }).parentElement as HTMLElement;
      expect(within(row).getByText(`${dimension.score} 分`)).toBeInTheDocument();
      expect(within(row).getByText(meaning)).toBeInTheDocument();
    }
  });
});

describe('a 1 or a 5 needs its reason (part 3)', () => {
  it('a note turns required as soon as a 1 or a 5 is chosen, and optional again after', async () => {
    const user = userEvent.setup();
    await openForm();
    const group = await scoreGroup('沟通表达');
    await user.click(scoreRadio(group, 5));
    const note = screen.getByRole('textbox', { name: noteLabel('沟通表达', true) });
    expect(note).toBeRequired();
    expect(note).toHaveAttribute('placeholder', notePlaceholder(5, true));
    await user.click(scoreRadio(group, 3));
    expect(screen.getByRole('textbox', { name: noteLabel('沟通表达', false) })).not.toBeRequired();
    // Only on submit is it said to be missing: choosing a 5 is not an error.
    expect(screen.queryByText(commentRequired('沟通表达', 5))).toBeNull();
  });

  it.each([
    ['no comment', ''],
    ['a comment of spaces only', '    '],
  ])('a 5 with %s stops the submit, with the message beside that dimension, and sends nothing', async (_case, note) => {
    const user = userEvent.setup();
    const calls = countCalls();
    await openForm();
    const scores = [5, 3, 4, 3, 4];
    await scoreAll(user, scores);
    if (note) await user.type(screen.getByRole('textbox', { name: noteLabel('专业能力', true) }), note);
    await recommend(user, 1);
    await user.click(screen.getByRole('button', { name: '提交评价' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(commentsMissing(['专业能力']));
    // Queried afresh each time: antd redraws a field's message while it checks the field again.
    await waitFor(() => expect(within(dimensionBlock('专业能力')).getByText(commentRequired('专业能力', 5))).toBeVisible());
    await waitFor(() => expect(screen.getByRole('textbox', { name: noteLabel('专业能力', true) })).toHaveFocus());
    expect(calls.count(PUT_EVALUATION)).toBe(0);
    expect(screen.queryByRole('dialog')).toBeNull();

    // A word of why, and the message goes.
    await user.type(screen.getByRole('textbox', { name: noteLabel('专业能力', true) }), '主导过同类项目');
    await waitFor(() => expect(screen.queryByText(commentRequired('专业能力', 5))).toBeNull());
  });

  it('a 1 without a comment is stopped too; moving the score off the 1 clears its message', async () => {
    const user = userEvent.setup();
    const calls = countCalls();
    await openForm();
    await scoreAll(user, [3, 3, 1, 3, 3]);
    await recommend(user, 3);
    await user.click(screen.getByRole('button', { name: '提交评价' }));
    await waitFor(() => expect(within(dimensionBlock('学习能力')).getByText(commentRequired('学习能力', 1))).toBeVisible());
    await user.click(scoreRadio(await scoreGroup('学习能力'), 2));
    await waitFor(() => expect(screen.queryByText(commentRequired('学习能力', 1))).toBeNull());
    expect(calls.count(PUT_EVALUATION)).toBe(0);
  });

  it('a 1 and a 5 with their reasons go through, the reasons sent with their dimensions', async () => {
    const user = userEvent.setup();
    const calls = countCalls();
    await openForm();
    const scores = [5, 3, 1, 4, 3];
    await scoreAll(user, scores);
    await explainExtremes(user, scores);
    await recommend(user, 3);
    await user.click(screen.getByRole('button', { name: '提交评价' }));
    expect(await screen.findByText(/该评价已于 .+ 提交，不可再修改/, {}, ERROR_TIMEOUT)).toBeInTheDocument();
    expect(calls.count(PUT_EVALUATION)).toBe(1);
    expect(record().dimensions.map((d) => [d.score, d.comment])).toEqual([
      [5, '专业能力的理由'],
      [3, ''],
      [1, '学习能力的理由'],
      [4, ''],
      [3, ''],
    ]);
  });
});

describe('the recommendation against the scores (part 3)', () => {
  it('通过 with every dimension at 1 asks first, naming the mismatch; cancelled, nothing is sent', async () => {
    const user = userEvent.setup();
    const calls = countCalls();
    await openForm();
    const scores = [1, 1, 1, 1, 1];
    await scoreAll(user, scores);
    await explainExtremes(user, scores);
    await recommend(user, 1);
    await user.click(screen.getByRole('button', { name: '提交评价' }));

    const dialog = await screen.findByRole('dialog', {}, ERROR_TIMEOUT);
    expect(dialog).toHaveTextContent(MISMATCH_DIALOG.title);
    expect(dialog).toHaveTextContent(mismatchText('passLow', 1));
    await user.click(within(dialog).getByRole('button', { name: MISMATCH_DIALOG.cancelText }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.count(PUT_EVALUATION)).toBe(0);
    expect(screen.getByRole('form', { name: '面试评价表' })).toBeInTheDocument();

    // Asked again, Esc cancels too.
    await user.click(screen.getByRole('button', { name: '提交评价' }));
    expect(await screen.findByRole('dialog', {}, ERROR_TIMEOUT)).toHaveTextContent(mismatchText('passLow', 1));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.count(PUT_EVALUATION)).toBe(0);
    expect(record().status).toBe(0);
  });

  it('不通过 at an average of exactly 4 asks too; confirmed, it is submitted as it is', async () => {
    const user = userEvent.setup();
    const calls = countCalls();
    await openForm();
    const scores = [5, 4, 3, 4, 4];
    await scoreAll(user, scores);
    await explainExtremes(user, scores);
    await recommend(user, 2);
    await user.click(screen.getByRole('button', { name: '提交评价' }));

    const dialog = await screen.findByRole('dialog', {}, ERROR_TIMEOUT);
    expect(dialog).toHaveTextContent(mismatchText('failHigh', 4));
    expect(calls.count(PUT_EVALUATION)).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: MISMATCH_DIALOG.okText }));
    expect(await screen.findByText(/该评价已于 .+ 提交，不可再修改/, {}, ERROR_TIMEOUT)).toBeInTheDocument();
    expect(calls.count(PUT_EVALUATION)).toBe(1);
    expect(record()).toMatchObject({ status: 1, conclusion: 2, score: 4 });
  });

  it.each([
    ['通过 just above an average of 2', [3, 2, 2, 2, 2], 1],
    ['不通过 just below an average of 4', [4, 4, 4, 4, 3], 2],
    ['待定 at an average of 1', [1, 1, 1, 1, 1], 3],
  ] as const)('%s is sent without asking', async (_case, scores, conclusion) => {
    const user = userEvent.setup();
    const calls = countCalls();
    await openForm();
    await scoreAll(user, scores);
    await explainExtremes(user, scores);
    await recommend(user, conclusion);
    await user.click(screen.getByRole('button', { name: '提交评价' }));
    expect(await screen.findByText(/该评价已于 .+ 提交，不可再修改/, {}, ERROR_TIMEOUT)).toBeInTheDocument();
    expect(calls.count(PUT_EVALUATION)).toBe(1);
    expect(screen.queryByText(MISMATCH_DIALOG.title)).toBeNull();
  });
});

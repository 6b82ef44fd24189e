import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { truncateToLimit, weightedLength } from '@/lib/validation';
import { ERROR_TIMEOUT, openPage } from '../../features/jobs/page-helpers';
import { pagePath } from '@/lib/routing';

const PATH = pagePath('candidate', 'editResume', 'social', { type: 'edit' });
const LONG = '汉'.repeat(600);

/** Each text field of the resume form and its allowed Chinese characters n (rule VAL-25). */
const FIELDS: Array<[label: string, n: number, within?: string]> = [
  ['姓名', 20],
  ['邮箱', 25],
  ['期望职位', 30],
  ['学校名称', 30, '教育经历 1'],
  ['专业', 30, '教育经历 1'],
  ['公司名称', 30, '工作经历 1'],
  ['职位名称', 30, '工作经历 1'],
  ['所在部门', 30, '工作经历 1'],
  ['工作内容', 500, '工作经历 1'],
  ['项目名称', 30, '项目经历 1'],
  ['担任角色', 20, '项目经历 1'],
  ['项目描述', 500, '项目经历 1'],
  ['技能名称 1', 20],
  ['证书名称 1', 30],
  ['水平', 10, '语言能力'],
  ['自我评价', 500],
];

describe('resume form: every text field stops at its length limit (rules VAL-17, VAL-22, VAL-25)', () => {
  it('every field takes at most its n Chinese characters', async () => {
    openPage(PATH, { account: 'cand-full' });
    await screen.findByRole('heading', { name: '编辑简历' }, ERROR_TIMEOUT);
    for (const [label, n, group] of FIELDS) {
      const scope = group ? within(screen.getByRole('group', { name: group })) : screen;
      const input = scope
        .getAllByLabelText(label)
        .find(
          (el): el is HTMLInputElement | HTMLTextAreaElement =>
            el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement,
        );
      if (!input) throw new Error(`no field ${label}`);
      // Replacing the whole value with an over-long one, as a paste over a selection does.
      fireEvent.change(input, { target: { value: LONG } });
      await waitFor(() => expect({ label, value: input.value }).toEqual({ label, value: truncateToLimit(LONG, n) }));
      expect(weightedLength(input.value)).toBe(2 * n);
    }
    // Sixteen updates of the whole form: room for a busy machine (it took 31 s beside four other jobs at load 22).
  }, 90_000);

  it('a letter typed into a full field changes nothing', async () => {
    openPage(PATH, { account: 'cand-full' });
    const name = (await screen.findByLabelText('姓名', {}, ERROR_TIMEOUT)) as HTMLInputElement;
    // The form holds the saved resume before anything is typed: a late answer must not be what the test sees.
    await waitFor(() => expect(name.value).not.toBe(''), ERROR_TIMEOUT);
    const full = '名'.repeat(20);
    fireEvent.change(name, { target: { value: full } });
    fireEvent.change(name, { target: { value: `${full}a` } });
    expect(name).toHaveValue(full);
  });
});

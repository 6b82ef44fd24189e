import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ERROR_TIMEOUT, openPage } from '../jobs/page-helpers';
import { pagePath } from '@/lib/routing';

const LONG = '职'.repeat(40);
const PATH = pagePath('candidate', 'applyRegistration', 'shop');

describe('registration form: text fields stop at their length limit (rules VAL-17, VAL-22, VAL-26)', () => {
  it('name, email and expected position take at most 20, 25 and 30 Chinese characters', async () => {
    openPage(PATH, { account: 'cand-new' });
    await screen.findByLabelText('姓名', {}, ERROR_TIMEOUT);
    for (const [label, n] of [
      ['姓名', 20],
      ['邮箱', 25],
      ['意向职位', 30],
    ] as const) {
      const input = screen.getByLabelText(label);
      fireEvent.change(input, { target: { value: LONG } });
      expect({ label, value: (input as HTMLInputElement).value }).toEqual({ label, value: '职'.repeat(n) });
    }
  });

  it('the phone stops where a Chinese character would push it past its limit', async () => {
    openPage(PATH, { account: 'cand-new' });
    const phone = await screen.findByLabelText('手机号码', {}, ERROR_TIMEOUT);
    fireEvent.change(phone, { target: { value: '1390000' } });
    fireEvent.change(phone, { target: { value: '1390000手机号' } });
    expect(phone).toHaveValue('1390000手机');
  });
});

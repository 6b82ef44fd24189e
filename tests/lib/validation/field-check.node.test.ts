import type { RuleObject } from 'antd/es/form';
import type { FormRule } from 'antd';
import {
  DEFAULT_PATTERN_MESSAGE,
  VALIDATION_DELAY_MS,
  checkField,
  checkFieldDelayed,
  fieldRule,
  requiredRule,
} from '@/lib/validation/field-check';
import { CANDIDATE_NAME_PATTERN, JOB_NAME_PATTERN, MOBILE_PATTERN } from '@/lib/validation/patterns';

describe('checkField', () => {
  it.each([
    ['empty string', '', {}, { valid: true }],
    ['null', null, {}, { valid: true }],
    ['undefined', undefined, { pattern: MOBILE_PATTERN }, { valid: true }],
    ['exactly 2n', '五个汉字啊', {}, { valid: true }],
    ['2n + 1', '五个汉字啊a', {}, { valid: false, reason: 'length' }],
    ['matching pattern', '张三', { pattern: CANDIDATE_NAME_PATTERN }, { valid: true }],
    ['pattern mismatch', '张三!', { pattern: CANDIDATE_NAME_PATTERN }, { valid: false, reason: 'pattern' }],
    ['emoji with a pattern', '张三😀', { pattern: /^.+$/u }, { valid: false, reason: 'emoji' }],
    ['emoji without a pattern', '张三😀', {}, { valid: true }],
    ['length before pattern', '张三!张三!!', { pattern: CANDIDATE_NAME_PATTERN }, { valid: false, reason: 'length' }],
    ['number value', 13812345678, { n: 6, pattern: MOBILE_PATTERN }, { valid: true }],
  ])('%s', (_label, value, options, expected) => {
    expect(checkField(value, { n: 5, ...options })).toEqual(expected);
  });

  it('tests a global pattern the same way every time', () => {
    const global = /^\d+$/g;
    expect(checkField('123', { n: 5, pattern: global })).toEqual({ valid: true });
    expect(checkField('123', { n: 5, pattern: global })).toEqual({ valid: true });
  });
});

describe('delivery after 100 ms', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('the delay is 100 ms', () => {
    expect(VALIDATION_DELAY_MS).toBe(100);
  });

  it('checkFieldDelayed settles only after 100 ms', async () => {
    const settled = vi.fn();
    void checkFieldDelayed('abc', { n: 1 }).then(settled);
    await vi.advanceTimersByTimeAsync(99);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledWith({ valid: false, reason: 'length' });
  });
});

type Validator = (rule: RuleObject, value: unknown) => Promise<void>;

function validatorOf(rule: FormRule): Validator {
  if (typeof rule === 'function' || !rule.validator) throw new Error('expected a rule object with a validator');
  const validator = rule.validator;
  return (r, value) => Promise.resolve(validator(r, value, () => undefined));
}

async function settle(rule: FormRule, value: unknown): Promise<{ ok: true } | { ok: false; message: string }> {
  const outcome = validatorOf(rule)({}, value).then(
    () => ({ ok: true as const }),
    (error: Error) => ({ ok: false as const, message: error.message }),
  );
  await vi.advanceTimersByTimeAsync(VALIDATION_DELAY_MS);
  return outcome;
}

describe('fieldRule', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    ['a valid value', { n: 10 }, '张三', { ok: true }],
    ['an empty value', { n: 2, pattern: MOBILE_PATTERN }, '', { ok: true }],
    ['too long', { n: 2 }, '三个字', { ok: false, message: '限制输入2个汉字或者4个英文&字母' }],
    [
      'too long, punctuation variant',
      { n: 2, withPunctuation: true },
      'abcde',
      { ok: false, message: '限制输入2个汉字或者4个英文&字母&标点符号' },
    ],
    ['named pattern mismatch', { n: 10, pattern: MOBILE_PATTERN }, '1234', { ok: false, message: '请输入正确的手机号码' }],
    [
      'custom pattern message',
      { n: 30, pattern: JOB_NAME_PATTERN, patternMessage: '职位名称格式不正确' },
      '店长!',
      { ok: false, message: '职位名称格式不正确' },
    ],
    ['unnamed pattern', { n: 10, pattern: /^x+$/ }, 'y', { ok: false, message: DEFAULT_PATTERN_MESSAGE }],
    ['emoji', { n: 10, pattern: CANDIDATE_NAME_PATTERN }, '张三😀', { ok: false, message: '不支持输入表情符号' }],
  ])('%s', async (_label, options, value, expected) => {
    expect(await settle(fieldRule(options), value)).toEqual(expected);
  });

  it('does not answer before 100 ms', async () => {
    const settled = vi.fn();
    void validatorOf(fieldRule({ n: 1 }))({}, 'abc').catch(settled);
    await vi.advanceTimersByTimeAsync(99);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledTimes(1);
  });
});

describe('requiredRule', () => {
  it.each([
    ['姓名', 'input', { required: true, whitespace: true, message: '请输入姓名' }],
    ['城市', 'select', { required: true, message: '请选择城市' }],
  ] as const)('%s (%s)', (label, kind, expected) => {
    expect(requiredRule(label, kind)).toEqual(expected);
  });

  it('defaults to a typed field', () => {
    expect(requiredRule('手机号码')).toMatchObject({ message: '请输入手机号码' });
  });
});

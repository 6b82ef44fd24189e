import { EMPTY_PLACEHOLDER, displayOrDash, maskPhone } from '@/lib/format/display';

describe('displayOrDash', () => {
  it.each([
    [null, '--'],
    [undefined, '--'],
    ['', '--'],
    ['   ', '--'],
    [Number.NaN, '--'],
    [0, 0],
    [12, 12],
    ['张三', '张三'],
  ])('%j → %j', (value, expected) => {
    expect(displayOrDash(value)).toBe(expected);
  });

  it('the placeholder is "--"', () => {
    expect(EMPTY_PLACEHOLDER).toBe('--');
  });
});

describe('maskPhone', () => {
  it.each([
    ['13812345678', '138****5678'],
    [13812345678, '138****5678'],
    [' 13812345678 ', '138****5678'],
    ['+8613812345678', '+86****5678'],
    ['12345678', '123****5678'],
    ['1234567', '123****'], // too short to show both ends: the tail stays hidden
    ['1234', '123****'],
    ['12', '1****'],
    ['1', '****'],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('%j → %j', (phone, expected) => {
    expect(maskPhone(phone)).toBe(expected);
  });
});

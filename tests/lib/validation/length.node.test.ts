import {
  isWithinLimit,
  lengthLimit,
  lengthMessage,
  lengthMessageWithPunctuation,
  limitEdit,
  limitInput,
  truncateToLimit,
  weightedLength,
} from '@/lib/validation/length';

describe('weightedLength', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    ['张三', 4],
    ['张三abc', 7],
    ['a 1.,', 5],
    ['，。', 2], // full-width punctuation is not a Chinese character
    ['𠀀', 2], // a Han character outside the BMP counts once, as 2
    ['😀', 1],
  ])('%j → %i', (value, expected) => {
    expect(weightedLength(value)).toBe(expected);
  });
});

describe('isWithinLimit at the edges (n = 5, limit 10)', () => {
  it.each([
    ['五个汉字啊', true], // exactly 2n with Chinese
    ['abcdefghij', true], // exactly 2n with English
    ['四个汉字ab', true], // mixed, exactly 10
    ['五个汉字啊a', false], // 2n + 1
    ['abcdefghijk', false], // 2n + 1
    ['四个汉字abc', false], // mixed, 11
    ['六个汉字啊啊', false],
  ])('%j → %s', (value, expected) => {
    expect(isWithinLimit(value, 5)).toBe(expected);
  });

  it('the limit is twice the number of Chinese characters', () => {
    expect(lengthLimit(20)).toBe(40);
  });
});

describe('length messages', () => {
  it.each([
    [10, '限制输入10个汉字或者20个英文&字母', '限制输入10个汉字或者20个英文&字母&标点符号'],
    [50, '限制输入50个汉字或者100个英文&字母', '限制输入50个汉字或者100个英文&字母&标点符号'],
  ])('n = %i', (n, plain, withPunctuation) => {
    expect(lengthMessage(n)).toBe(plain);
    expect(lengthMessageWithPunctuation(n)).toBe(withPunctuation);
  });
});

describe('truncateToLimit (n = 3, limit 6)', () => {
  it.each([
    ['abc', 'abc'], // within: unchanged
    ['三个字', '三个字'], // exactly the limit
    ['四个汉字', '四个汉'],
    ['abcdefgh', 'abcdef'],
    ['abcde张', 'abcde'], // the Chinese character would overshoot by one: dropped whole
    ['ab张三cd', 'ab张三'],
    ['ab𠀀𠀀𠀀', 'ab𠀀𠀀'], // never splits a surrogate pair
  ])('%j → %j', (value, expected) => {
    const cut = truncateToLimit(value, 3);
    expect(cut).toBe(expected);
    expect(weightedLength(cut)).toBeLessThanOrEqual(6);
  });
});

describe('limitInput (n = 2, limit 4)', () => {
  it.each([
    ['ab', 'abc', 'abc'], // fits
    ['abcd', 'abcde', 'abcd'], // would exceed: keep previous
    ['张', '张三', '张三'], // exactly the limit
    ['张三', '张三a', '张三'],
    ['', 'abcdef', ''], // a paste over the limit is refused
    ['超出限制了', '超出限制', '超出限制'], // still over, but shorter: editing down is allowed
  ])('prev %j, next %j → %j', (prev, next, expected) => {
    expect(limitInput(prev, next, 2)).toBe(expected);
  });
});

describe('limitEdit: the limiter as a field applies it to one edit (rules VAL-21, VAL-22; n = 2, limit 4)', () => {
  it.each([
    ['ab', 'abc', 'abc', undefined], // fits: kept as typed
    ['abcd', 'abcde', 'abcd', 4], // a keystroke at the end past the limit changes nothing
    ['abcd', 'abxcd', 'abcd', 2], // …nor one in the middle; the caret stays where it was
    ['张', '张三', '张三', undefined], // exactly the limit
    ['张a', '张a三', '张a', 2], // a Chinese character that would overshoot by one is dropped whole
    ['', 'abcdef', 'abcd', 4], // a paste is cut to the room left
    ['ab', 'a你好世界b', 'a你b', 2], // an IME commit in the middle keeps what fits, the tail stays
    ['abcd', 'a张d', 'a张d', undefined], // replacing a selection within the limit
    ['超出限制了', '超出限制', '超出限制', undefined], // still over, but shorter: editing down is allowed
    ['超出限制了', '超出限制了呀', '超出限制了', 5], // still over and longer: refused
    ['a😀', 'a😀😃😄😅', 'a😀😃😄', 7], // never splits a surrogate pair
    ['a𠀀', 'a𠀀𠀁', 'a𠀀', 3], // Han characters outside the BMP count 2 and share a high surrogate
  ])('prev %j, next %j → %j (caret %s)', (prev, next, value, caret) => {
    const edit = limitEdit(prev, next, 2);
    expect(edit).toEqual(caret === undefined ? { value } : { value, caret });
    if (weightedLength(next) <= 4) expect(edit.value).toBe(next);
  });
});

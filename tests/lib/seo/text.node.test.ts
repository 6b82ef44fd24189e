import { describe, expect, it } from 'vitest';
import { DESCRIPTION_LENGTH, metaDescription, truncateText } from '@/lib/seo';

describe('truncateText', () => {
  it('keeps a short text and cuts a long one to the limit, ellipsis included', () => {
    expect(truncateText('短文本', 120)).toBe('短文本');
    const cut = truncateText('岗'.repeat(200), 120);
    expect(Array.from(cut)).toHaveLength(120);
    expect(cut.endsWith('…')).toBe(true);
  });

  it('counts characters, not UTF-16 units, and leaves no space before the ellipsis', () => {
    expect(truncateText('😀'.repeat(10), 5)).toBe('😀😀😀😀…');
    expect(truncateText('一二三 四五六', 5)).toBe('一二三…');
  });
});

describe('metaDescription', () => {
  it('collapses white space and cuts at the meta description length', () => {
    expect(metaDescription(' 面向华东\n\n 高校的秋招专场 ')).toBe('面向华东 高校的秋招专场');
    expect(Array.from(metaDescription('专场'.repeat(100)))).toHaveLength(DESCRIPTION_LENGTH);
  });

  it('reads no HTML: plain text keeps its < as written', () => {
    expect(metaDescription('名额 <3 人')).toBe('名额 <3 人');
  });
});

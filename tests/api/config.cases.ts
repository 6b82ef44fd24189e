import { getBasicConfigure, getDict, getDictBatch, getHotWords, isDictItemEnabled, parseHotWords } from '@/api/config';
import { visit } from './session';
import { pagePath } from '@/lib/routing';

beforeEach(() => visit(pagePath('candidate', 'job', 'social')));

describe('api/config against the mock backend', () => {
  it('reads salary (2) and education (3) entries', async () => {
    const salary = await getBasicConfigure(2);
    expect(salary.map((e) => e.code)).toContain('5000-8000');
    const education = await getBasicConfigure(3);
    expect(education.map((e) => e.value)).toContain('本科');
  });

  it('turns hot-keyword entries (17) into words of both hot-search types', async () => {
    const words = await getHotWords();
    expect(words).toContainEqual({ name: '店长', type: 1 });
    expect(words).toContainEqual({ name: '前端开发', type: 0 });
  });

  it('skips malformed hot-keyword values', () => {
    expect(
      parseHotWords([
        { code: '0', value: 'not json' },
        { code: '1', value: '["收银员", 3, ""]' },
      ]),
    ).toEqual([{ name: '收银员', type: 1 }]);
  });

  it('reads one dictionary and a batch with the EHR,GLOBAL client code', async () => {
    const education = await getDict('ATS_EDUCATION');
    expect(education.find((item) => item.code === 'EDU04')?.name).toBe('本科');
    const groups = await getDictBatch(['ATS_GENDER', 'ATS_LANGUAGE']);
    expect(groups.map((g) => g.dictTypeCode)).toEqual(['ATS_GENDER', 'ATS_LANGUAGE']);
    const languages = groups[1]?.items ?? [];
    expect(languages.filter(isDictItemEnabled).map((i) => i.name)).not.toContain('德语');
  });

  it.each([
    [{ code: 'a', name: 'a', disabled: false }, true],
    [{ code: 'a', name: 'a', isEnabled: true }, true],
    [{ code: 'a', name: 'a', is_enabled: true }, true],
    [{ code: 'a', name: 'a', disabled: true, isEnabled: false }, false],
  ])('dictionary item %o enabled: %s (rule CONST-21)', (item, enabled) => {
    expect(isDictItemEnabled(item)).toBe(enabled);
  });
});

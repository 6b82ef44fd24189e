import { CSS_FILE_STYLE } from '@ant-design/cssinjs/lib/util/cacheMapUtil';
import { antdSheetRecord } from '../../build/antd-styles';
import { THEME_ID_SLOT, tokenCacheSeeds } from '../../build/antd-token-cache';
import { THEME_CSS_VAR_CLASS } from '../../src/components/theme-class';

describe("antd's token cache entries for the theme, computed at build time (docs/decisions/106)", () => {
  const seeds = tokenCacheSeeds();
  const cssVarKeys = (variant: keyof typeof seeds) => Object.keys(seeds[variant].cssVars);

  it.each(['theme', 'reducedMotion'] as const)('%s: a token key with the theme id left to the page', (variant) => {
    const { key, json } = seeds[variant];
    expect(key[0]).toBe('token');
    expect(key[2]).toBe(THEME_ID_SLOT);
    const [tokenWithVars, hashClass, realToken, cssVars, scope] = JSON.parse(json) as [
      Record<string, unknown>,
      string,
      Record<string, unknown>,
      string,
      string,
    ];
    expect(tokenWithVars.colorPrimary).toBe('var(--ant-color-primary)');
    expect(hashClass).toMatch(/^css-/);
    expect(realToken.colorPrimary).toBe('#d4282d');
    expect(realToken.motion).toBe(variant === 'theme');
    expect(cssVars).toContain('--ant-color-primary:#d4282d');
    expect(scope).toBe(THEME_CSS_VAR_CLASS);
  });

  it('gives the two themes two keys', () => {
    expect(seeds.theme.key.join('%')).not.toBe(seeds.reducedMotion.key.join('%'));
  });

  it.each(['theme', 'reducedMotion'] as const)(
    "%s: the landing pages' components' variable entries, keyed by the theme's token hash (decision 114)",
    (variant) => {
      const entries = Object.entries(seeds[variant].cssVars);
      const keys = entries.map(([key]) => key);
      for (const key of keys) {
        expect(key).toMatch(/^cssVar%[A-Za-z]+%css-var-portal%ant-[a-z-]+%[a-z0-9]+$/);
        expect(key).not.toContain(THEME_ID_SLOT);
      }
      // One token hash for all of a theme's entries, another for the other theme's.
      const hashes = new Set(keys.map((key) => key.split('%')[4]));
      const otherHashes = new Set(cssVarKeys(variant === 'theme' ? 'reducedMotion' : 'theme').map((key) => key.split('%')[4]));
      expect(hashes.size).toBe(1);
      expect(otherHashes.has([...hashes][0] ?? '')).toBe(false);
      const scopes = keys.map((key) => key.split('%')[3]);
      expect(scopes).toEqual(
        expect.arrayContaining(['ant-btn', 'ant-skeleton', 'ant-table-css-var', 'ant-pagination', 'ant-input-search']),
      );
      const [, button = '[]'] = entries.find(([key]) => key.startsWith('cssVar%Button%')) ?? [];
      const [, css, , scope] = JSON.parse(button) as [Record<string, string>, string, string, string];
      expect(css).toContain('--ant-button-');
      expect(scope).toBe(THEME_CSS_VAR_CLASS);
    },
  );

  it.each(['theme', 'reducedMotion'] as const)(
    "%s: the icons' style, the one style antd's code registers under the zero-runtime theme, as in antd's sheet (decision 136)",
    (variant) => {
      const entries = Object.entries(seeds[variant].styles);
      expect(entries.map(([key]) => key)).toEqual(['style%%ant-design-icons%anticon']);
      const hash = antdSheetRecord()['|ant-design-icons|anticon'];
      expect(hash).toMatch(/^[a-z0-9]+$/);
      // What cssinjs' useStyleRegister makes of a style the sheet's record names: no rules to write, the sheet's hash.
      expect(JSON.parse(entries[0]?.[1] ?? '[]')).toEqual([CSS_FILE_STYLE, hash, {}, null, 0]);
    },
  );
});

import { THEME_ID_SLOT, tokenCacheSeeds } from '../../build/antd-token-cache';
import { THEME_CSS_VAR_CLASS } from '../../src/components/theme-class';

describe("antd's token cache entries for the theme, computed at build time (docs/decisions/106)", () => {
  const seeds = tokenCacheSeeds();

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
});

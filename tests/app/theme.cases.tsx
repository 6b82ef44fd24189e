import { createCache, StyleProvider } from '@ant-design/cssinjs';
import { render, screen } from '@testing-library/react';
import { Button, ConfigProvider, theme as antdTheme } from 'antd';
import seeds from 'virtual:antd-token-cache';
import { describe, expect, it } from 'vitest';
import { theme } from '@/app/theme';
import { REDUCED_MOTION_TOKENS, THEME_TOKENS } from '@/app/theme-tokens';
import { seededStyleCache, tokenCacheKey, type TokenCacheVariant } from '@/app/token-cache';

/** Shows the tokens antd computed for the surrounding ConfigProvider. */
function TokenProbe() {
  const { token } = antdTheme.useToken();
  return (
    <p>
      {token.colorPrimary} {token.colorPrimaryBg} {token.borderRadiusLG} {String(token.motion)}
    </p>
  );
}

type Cache = ReturnType<typeof createCache>;

function renderTheme(cache: Cache, variant: TokenCacheVariant) {
  const tokens = variant === 'theme' ? THEME_TOKENS : REDUCED_MOTION_TOKENS;
  return render(
    <StyleProvider cache={cache}>
      <ConfigProvider theme={{ ...theme, token: { ...tokens } }}>
        <TokenProbe />
        <Button>按钮</Button>
      </ConfigProvider>
    </StyleProvider>,
  );
}

const VARIANTS = [
  ['the theme', 'theme'],
  ['the theme without motion', 'reducedMotion'],
] as const;

describe('antd’s computed tokens from the build (docs/decisions/106)', () => {
  it.each(VARIANTS)('the build’s entry for %s is the one antd computes in the page, under the same key', (_name, variant) => {
    const fresh = createCache();
    renderTheme(fresh, variant);
    const computed = fresh.get(tokenCacheKey(variant));
    expect(computed).not.toBeNull();
    expect(computed?.[1]).toEqual(JSON.parse(seeds[variant].json));
  });

  it.each(VARIANTS)('ConfigProvider takes the tokens of %s from the seeded cache', (_name, variant) => {
    const cache = seededStyleCache(variant);
    const key = tokenCacheKey(variant);
    // Marks the seeded entry: a page that showed the mark read the entry instead of computing its own.
    cache.update(key, (entry) => {
      const [uses, value] = entry ?? [0, []];
      const [tokenWithVars, hashClass, realToken, ...rest] = value as unknown[];
      return [uses, [tokenWithVars, hashClass, { ...(realToken as object), colorPrimaryBg: 'seeded' }, ...rest]];
    });
    renderTheme(cache, variant);
    const motion = variant === 'theme';
    expect(screen.getByText(`${THEME_TOKENS.colorPrimary} seeded 8 ${String(motion)}`)).toBeVisible();
    expect(cache.get(key)?.[0]).toBeGreaterThan(0);
  });

  it.each(VARIANTS)('the build’s entries of the components’ variables for %s are the ones antd computes', (_name, variant) => {
    const fresh = createCache();
    renderTheme(fresh, variant);
    const [buttonKey, buttonValue] = seededCssVars(variant).find(([key]) => key.startsWith('cssVar%Button%')) ?? [];
    expect(buttonKey).toBeDefined();
    expect(fresh.get([buttonKey ?? ''])?.[1]).toEqual(buttonValue);
  });

  it.each(VARIANTS)('a button takes its variables for %s from the seeded cache and leaves them there', (_name, variant) => {
    const cache = seededStyleCache(variant);
    const [buttonKey = ''] = seededCssVars(variant).find(([key]) => key.startsWith('cssVar%Button%')) ?? [];
    // Marks the seeded entry: a style of the page that holds the mark was written from it, not computed.
    cache.update([buttonKey], (entry) => {
      const [uses, [token, css, styleId, scope]] = entry as [number, [object, string, string, string]];
      return [uses, [token, `${css}/* seeded */`, styleId, scope]];
    });
    const { unmount } = renderTheme(cache, variant);
    const styles = [...document.head.querySelectorAll('style')].map((style) => style.textContent ?? '');
    expect(styles.some((style) => style.includes('--ant-button-') && style.includes('/* seeded */'))).toBe(true);
    unmount();
    // Pinned: the last button gone, the entry (and its style) stay for the next one.
    expect(cache.get([buttonKey])?.[0]).toBe(1);
  });
});

function seededCssVars(variant: TokenCacheVariant): [string, unknown][] {
  return Object.entries(seeds[variant].cssVars).map(([key, json]) => [key, JSON.parse(json) as unknown]);
}

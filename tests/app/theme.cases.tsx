import { createCache, StyleProvider } from '@ant-design/cssinjs';
// cssinjs' own test hook: which styles a sheet's cache-path record says the sheet holds.
import { reset as resetCachePathRecord } from '@ant-design/cssinjs/lib/util/cacheMapUtil';
import { render, screen } from '@testing-library/react';
import { Button, ConfigProvider, theme as antdTheme } from 'antd';
import seeds from 'virtual:antd-token-cache';
import { describe, expect, it } from 'vitest';
import { theme } from '@/app/theme';
import { REDUCED_MOTION_TOKENS, THEME_TOKENS } from '@/app/theme-tokens';
import { seededStyleCache, tokenCacheKey, type TokenCacheVariant } from '@/app/token-cache';
import { antdSheetRecord, CACHE_PATH_RECORD_CLASS } from '../../build/antd-styles';

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

  it.each(VARIANTS)('the build’s icons entry for %s is the one antd makes from the sheet’s record', (_name, variant) => {
    const [iconKey = '', iconValue] = seededStyles(variant)[0] ?? [];
    // What antd reads from the record of its own sheet, which the portal's sheet leaves out (decision 136).
    resetCachePathRecord(antdSheetRecord(), true);
    try {
      const fresh = createCache();
      renderTheme(fresh, variant);
      // As JSON, like the build's: the entry's `clientOnly` (read only when a server extracts styles) is undefined here.
      expect(JSON.parse(JSON.stringify(fresh.get([iconKey])?.[1]))).toEqual(iconValue);
    } finally {
      resetCachePathRecord(undefined);
    }
  });

  it.each(VARIANTS)('with the seeded cache for %s, antd never asks the page which styles its sheet holds', (_name, variant) => {
    expect(recordReadsDuring(() => renderTheme(seededStyleCache(variant), variant))).toBe(0);
    // A cache of its own does ask, once: what the count above would have seen.
    expect(recordReadsDuring(() => renderTheme(createCache(), variant))).toBe(1);
  });
});

/**
 * How often antd asks the page for its sheet's cache-path record during `run` (an element of the record's class
 * appended to read its computed style), none read before.
 */
function recordReadsDuring(run: () => void): number {
  resetCachePathRecord(undefined);
  const observer = new MutationObserver(() => undefined);
  observer.observe(document.body, { childList: true });
  try {
    run();
    return observer
      .takeRecords()
      .flatMap((record) => [...record.addedNodes])
      .filter((node) => node instanceof Element && node.classList.contains(CACHE_PATH_RECORD_CLASS)).length;
  } finally {
    observer.disconnect();
    resetCachePathRecord(undefined);
  }
}

function seededStyles(variant: TokenCacheVariant): [string, unknown][] {
  return Object.entries(seeds[variant].styles).map(([key, json]) => [key, JSON.parse(json) as unknown]);
}

function seededCssVars(variant: TokenCacheVariant): [string, unknown][] {
  return Object.entries(seeds[variant].cssVars).map(([key, json]) => [key, JSON.parse(json) as unknown]);
}

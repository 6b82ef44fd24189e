import { render, screen } from '@testing-library/react';
import { ConfigProvider, theme as antdTheme } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preparedDefaultAlgorithm, theme } from '@/app/theme';
import { REDUCED_MOTION_TOKENS, THEME_TOKENS } from '@/app/theme-tokens';

/** Shows the token antd computed for the surrounding ConfigProvider. */
function TokenProbe() {
  const { token } = antdTheme.useToken();
  return (
    <p>
      {token.colorPrimary} {token.colorPrimaryBg} {token.borderRadiusLG} {String(token.motion)}
    </p>
  );
}

describe('the theme’s map tokens derived at build time (docs/decisions/103)', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['the theme', THEME_TOKENS],
    ['the theme without motion', REDUCED_MOTION_TOKENS],
  ])('gives ConfigProvider antd’s map tokens for %s without deriving them in the page', (_name, tokens) => {
    const seed = { ...antdTheme.defaultSeed, ...tokens };
    const expected = antdTheme.defaultAlgorithm(seed);
    const derive = vi.spyOn(antdTheme, 'defaultAlgorithm');
    expect(preparedDefaultAlgorithm(seed)).toEqual(expected);
    render(
      <ConfigProvider theme={{ ...theme, token: { ...tokens } }}>
        <TokenProbe />
      </ConfigProvider>,
    );
    expect(derive).not.toHaveBeenCalled();
    expect(
      screen.getByText(
        `${expected.colorPrimary} ${expected.colorPrimaryBg} ${expected.borderRadiusLG} ${String(expected.motion)}`,
      ),
    ).toBeVisible();
  });

  it('asks antd for any other seed', () => {
    const other = { ...antdTheme.defaultSeed, ...THEME_TOKENS, colorPrimary: '#1677ff' };
    const derive = vi.spyOn(antdTheme, 'defaultAlgorithm');
    const derived = preparedDefaultAlgorithm(other);
    expect(derive).toHaveBeenCalledTimes(1);
    expect(derived.colorPrimary).toBe('#1677ff');
    expect(derived).toEqual(antdTheme.defaultAlgorithm(other));
  });

  it('hands out copies: a caller changing its tokens changes nobody else’s', () => {
    const seed = { ...antdTheme.defaultSeed, ...THEME_TOKENS };
    const first = preparedDefaultAlgorithm(seed);
    first.colorPrimary = '#000000';
    expect(preparedDefaultAlgorithm(seed).colorPrimary).toBe(THEME_TOKENS.colorPrimary);
  });
});

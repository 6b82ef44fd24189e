import { render, screen } from '@testing-library/react';
import { ConfigProvider, theme as antdTheme } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prepareTheme, rememberingDefaultAlgorithm, theme } from '@/app/theme';

/** Shows the token antd computed for the surrounding ConfigProvider. */
function TokenProbe() {
  const { token } = antdTheme.useToken();
  return (
    <p>
      {token.colorPrimary} {token.colorPrimaryBg} {token.borderRadiusLG}
    </p>
  );
}

/** A theme no other test renders, so that antd's own token cache cannot answer for the algorithm. */
function uniqueTheme(borderRadius: number) {
  return { ...theme, token: { ...theme.token, borderRadius } };
}

describe('the theme tokens derived before the first render (docs/decisions/094)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('gives ConfigProvider the map tokens prepareTheme derived, without deriving them again', () => {
    const config = uniqueTheme(5);
    prepareTheme(config);
    const derive = vi.spyOn(antdTheme, 'defaultAlgorithm');
    render(
      <ConfigProvider theme={config}>
        <TokenProbe />
      </ConfigProvider>,
    );
    expect(derive).not.toHaveBeenCalled();
    const expected = antdTheme.defaultAlgorithm({ ...antdTheme.defaultSeed, ...config.token });
    expect(screen.getByText(`${expected.colorPrimary} ${expected.colorPrimaryBg} ${expected.borderRadiusLG}`)).toBeVisible();
  });

  it('derives what antd’s default algorithm derives, and derives afresh for another seed', () => {
    const seed = { ...antdTheme.defaultSeed, ...theme.token };
    expect(rememberingDefaultAlgorithm(seed)).toEqual(antdTheme.defaultAlgorithm(seed));
    const other = { ...seed, colorPrimary: '#1677ff' };
    const derive = vi.spyOn(antdTheme, 'defaultAlgorithm');
    const derived = rememberingDefaultAlgorithm(other);
    expect(derive).toHaveBeenCalledTimes(1);
    expect(derived.colorPrimary).toBe('#1677ff');
    expect(derived).toEqual(antdTheme.defaultAlgorithm(other));
  });

  it('hands out copies: a caller changing its tokens changes nobody else’s', () => {
    const seed = { ...antdTheme.defaultSeed, ...theme.token };
    const first = rememberingDefaultAlgorithm(seed);
    first.colorPrimary = '#000000';
    expect(rememberingDefaultAlgorithm(seed).colorPrimary).toBe(theme.token?.colorPrimary);
  });
});

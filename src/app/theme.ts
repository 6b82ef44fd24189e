import { theme as antdTheme, type MappingAlgorithm, type ThemeConfig } from 'antd';
import { THEME_CSS_VAR_CLASS } from '@/components/theme-class';

/** Suffix of every browser-tab title: `{page title} - 招聘门户` (lib/seo writes the head; pages may not import app). */
export { SITE_NAME } from '@/lib/seo/site';

/** The brand red (#e4393c) darkened to pass WCAG AA (4.5:1) for text and white-on-red buttons; #e4393c gives 4.2:1. */
export const BRAND_RED_TEXT = '#d4282d';

type Tokens = Parameters<MappingAlgorithm>[0];

let remembered: { seed: Tokens; map: ReturnType<MappingAlgorithm> } | undefined;

function sameTokens(a: Tokens, b: Tokens): boolean {
  const keys = Object.keys(a) as (keyof Tokens)[];
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}

/**
 * antd's default algorithm, remembering its map tokens for the last seed. Deriving them (colour palettes and sizes)
 * takes ~33 ms at 4× CPU; inside ConfigProvider's first render it made one task of 56–66 ms, which no render slicing
 * can split. `prepareTheme` derives them in a task of its own before the first render (docs/decisions/094).
 */
export const rememberingDefaultAlgorithm: MappingAlgorithm = (seed) => {
  if (remembered && sameTokens(remembered.seed, seed)) return { ...remembered.map };
  const map = antdTheme.defaultAlgorithm(seed);
  remembered = { seed: { ...seed }, map };
  return { ...map };
};

/** Derives the theme's map tokens now, as ConfigProvider will ask for them (antd's seed, then the theme's tokens). */
export function prepareTheme(config: ThemeConfig): void {
  rememberingDefaultAlgorithm({ ...antdTheme.defaultSeed, ...config.token });
}

export const theme: ThemeConfig = {
  zeroRuntime: true,
  algorithm: rememberingDefaultAlgorithm,
  // A fixed scope class instead of one derived from React's useId, so plain markup can join the theme.
  cssVar: { key: THEME_CSS_VAR_CLASS },
  token: {
    colorPrimary: BRAND_RED_TEXT,
    colorLink: BRAND_RED_TEXT,
    // antd's default placeholder grey (25% black) fails the contrast check in the filters and forms.
    colorTextPlaceholder: '#757575',
    // Secondary text (breadcrumbs, empty and result descriptions) at 45% black fails on the grey page background.
    colorTextDescription: '#666666',
    // Hovered links and default buttons (text in the hover colour) and primary buttons (white on it) keep 4.5:1: a
    // darker red on hover, where antd would derive a lighter one (#f0686a gave 3.0:1).
    colorLinkHover: '#ad1d21',
    colorPrimaryHover: '#ad1d21',
    // Form errors and danger items ("退出登录") in red text: antd's #ff4d4f gives 3.3:1 on white, this 5.9:1.
    colorError: '#cf1322',
    borderRadius: 6,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Helvetica Neue', Arial, sans-serif",
  },
};

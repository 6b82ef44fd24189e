// The portal's seed tokens and theme settings, apart from theme.ts so that the build can read them without the app's
// imports: antd's computed tokens (build/antd-token-cache.ts) and the later components' CSS variables
// (build/antd-css-vars.ts) are derived from them at build time (docs/decisions/105, 106).
import { THEME_CSS_VAR_CLASS } from '../components/theme-class';

/** The brand red (#e4393c) darkened to pass WCAG AA (4.5:1) for text and white-on-red buttons; #e4393c gives 4.2:1. */
export const BRAND_RED_TEXT = '#d4282d';

export const THEME_TOKENS = {
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
} as const;

/** The theme's tokens for visitors who ask their system for less motion: antd without animations. */
export const REDUCED_MOTION_TOKENS = { ...THEME_TOKENS, motion: false } as const;

/**
 * The theme without its algorithm: zero-runtime styles, and the theme's CSS variables under a fixed scope class
 * instead of one derived from React's useId, so plain markup can join the theme. src/app/theme.ts adds the algorithm.
 */
export const THEME_SETTINGS = {
  zeroRuntime: true,
  cssVar: { key: THEME_CSS_VAR_CLASS },
  token: THEME_TOKENS,
} as const;

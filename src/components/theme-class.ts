/**
 * The class that scopes the portal's antd theme variables (ConfigProvider `theme.cssVar.key`). Plain markup inside
 * it (the app root) reads the same colours, radius and font from antd's CSS variables.
 */
export const THEME_CSS_VAR_CLASS = 'css-var-portal';

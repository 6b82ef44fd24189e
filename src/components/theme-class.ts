/**
 * The class that scopes the portal's antd theme variables (ConfigProvider `theme.cssVar.key`). Markup drawn with
 * antd's class names outside an antd component (the app root, look-alikes of controls still loading) adds it to
 * read the same colours, radius and font.
 */
export const THEME_CSS_VAR_CLASS = 'css-var-portal';

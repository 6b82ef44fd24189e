// antd's prebuilt styles (zero-runtime theme), trimmed to the components the portal uses: build/antd-styles.ts.
import 'virtual:antd.css';
import { StyleProvider } from '@ant-design/cssinjs';
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { ReactNode } from 'react';
import { THEME_CSS_VAR_CLASS } from '@/components/theme-class';
import { FeedbackHost } from '@/lib/feedback';
import { queryClient } from '@/lib/http/query-client';
import { PageTitlesProvider } from '@/lib/routing';
import { pageTitleOf } from './routes/registry';
import { theme } from './theme';
import { REDUCED_MOTION_TOKENS } from './theme-tokens';
import { seededStyleCache } from './token-cache';

dayjs.locale('zh-cn');

// Visitors who ask their system for less motion get antd without animations.
const prefersReducedMotion =
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
const appTheme = prefersReducedMotion ? { ...theme, token: { ...REDUCED_MOTION_TOKENS } } : theme;
// antd's style cache, holding the theme's computed tokens from the build (docs/decisions/106).
const styleCache = seededStyleCache(prefersReducedMotion ? 'reducedMotion' : 'theme');

/** antd (zh_CN, brand theme; toasts and dialogs through lib/feedback), TanStack Query and the page registry's titles. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <StyleProvider cache={styleCache}>
      <ConfigProvider locale={zhCN} theme={appTheme} button={{ autoInsertSpace: false }}>
        {/* The theme's scope class gives plain markup the theme's variables; `portal-app` (global.css) sets the page's
          font, colour and line height from them. FeedbackHost loads the toast and dialog holders on first use. */}
        <div className={`portal-app ${THEME_CSS_VAR_CLASS}`}>
          <FeedbackHost />
          <QueryClientProvider client={queryClient}>
            <PageTitlesProvider titleOf={pageTitleOf}>{children}</PageTitlesProvider>
          </QueryClientProvider>
        </div>
      </ConfigProvider>
    </StyleProvider>
  );
}

// antd's prebuilt styles (zero-runtime theme), trimmed to the components the portal uses: build/antd-styles.ts.
import 'virtual:antd.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { ReactNode } from 'react';
import { HttpToastBridge } from '@/lib/http/toast-bridge';
import { queryClient } from '@/lib/http/query-client';
import { theme } from './theme';

dayjs.locale('zh-cn');

// Visitors who ask their system for less motion get antd without animations.
const prefersReducedMotion =
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
const appTheme = prefersReducedMotion ? { ...theme, token: { ...theme.token, motion: false } } : theme;

/** antd (zh_CN, brand theme, App context for message/modal, used by the HTTP toasts too) and TanStack Query. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} theme={appTheme} button={{ autoInsertSpace: false }}>
      <AntdApp>
        <HttpToastBridge />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AntdApp>
    </ConfigProvider>
  );
}

import { Button, Result, Skeleton } from 'antd';
import { Suspense, lazy } from 'react';
import { LoadingRegion } from '@/components/page-skeleton';
import { PRE_STYLE } from './pre-style';

// The details' Tabs (with the menu and dropdown of their overflow, ≈ 20 kB gzip) load when a crash shows them; if
// they cannot load (a crash is often a failed chunk), the message still shows, plain.
const CrashDetails = lazy(() =>
  import('./crash-details').catch(() => ({
    default: ({ message }: { message: string; stack: string }) => <pre style={PRE_STYLE}>{message}</pre>,
  })),
);

interface CrashScreenProps {
  error: unknown;
  onHome: () => void;
  onRefresh?: () => void;
}

function describe(error: unknown): { message: string; stack: string } {
  if (error instanceof Error) return { message: error.message || error.name, stack: error.stack ?? '' };
  return { message: String(error), stack: '' };
}

/** Rule CRASH-1: the crash screen "服务异常" with refresh and back-to-home buttons and the error details. */
export function CrashScreen({ error, onHome, onRefresh = () => window.location.reload() }: CrashScreenProps) {
  const { message, stack } = describe(error);
  return (
    <div role="alert" style={{ maxWidth: 760, margin: '0 auto', padding: '32px 16px' }}>
      <Result
        status="500"
        title={<h1 className="result-heading">服务异常</h1>}
        subTitle="抱歉，我们的服务遇到了一点小问题，您可以稍后刷新重试或者返回首页"
        extra={[
          <Button key="refresh" type="primary" onClick={onRefresh}>
            刷新重试
          </Button>,
          <Button key="home" onClick={onHome}>
            返回首页
          </Button>,
        ]}
      >
        <Suspense
          fallback={
            <LoadingRegion label="错误详情加载中">
              <Skeleton active title={false} paragraph={{ rows: 4 }} />
            </LoadingRegion>
          }
        >
          <CrashDetails message={message} stack={stack} />
        </Suspense>
      </Result>
    </div>
  );
}

import { Button, Skeleton } from 'antd';
import { Suspense, lazy, type ReactNode } from 'react';
import { LoadingRegion } from '@/components/page-skeleton';
import { CRASH_ACTIONS, CRASH_DETAILS_LOADING_LABEL, CRASH_LOADING_LABEL, CRASH_SUBTITLE, CRASH_TITLE } from './crash-text';
import { PRE_STYLE } from './pre-style';

// The details' Tabs (with the menu and dropdown of their overflow, ≈ 20 kB gzip) load when a crash shows them; if
// they cannot load (a crash is often a failed chunk), the message still shows, plain.
const CrashDetails = lazy(() =>
  import('./crash-details').catch(() => ({
    default: ({ message }: { message: string; stack: string }) => <pre style={PRE_STYLE}>{message}</pre>,
  })),
);

export interface CrashResultProps {
  /** The refresh and home buttons. */
  actions: ReactNode;
  /** The error details. */
  children: ReactNode;
}

/** The crash screen's words and buttons without antd's Result: where its chunk cannot be loaded. */
function PlainCrashResult({ actions, children }: CrashResultProps) {
  return (
    <div style={{ padding: '48px 32px', textAlign: 'center' }}>
      <h1 style={{ margin: 0, fontSize: 24, lineHeight: 1.33, color: 'rgba(0, 0, 0, 0.88)' }}>{CRASH_TITLE}</h1>
      <p style={{ margin: '8px 0 0', color: 'rgba(0, 0, 0, 0.65)' }}>{CRASH_SUBTITLE}</p>
      <div style={{ display: 'flex', gap: 8, justifyContent: 'center', marginTop: 24 }}>{actions}</div>
      <div style={{ marginTop: 24, textAlign: 'start' }}>{children}</div>
    </div>
  );
}

// antd's Result carries its 404, 403 and 500 illustrations (≈ 9 kB brotli, 33 kB minified), which every page's first
// load would otherwise download: it loads when a crash shows (docs/decisions/126). If it cannot load, the same words
// and buttons show without the picture.
const CrashResult = lazy(() => import('./crash-result').catch(() => ({ default: PlainCrashResult })));

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
  const detailsLoading = (
    <LoadingRegion label={CRASH_DETAILS_LOADING_LABEL}>
      <Skeleton active title={false} paragraph={{ rows: 4 }} />
    </LoadingRegion>
  );
  return (
    <div role="alert" style={{ maxWidth: 760, margin: '0 auto', padding: '32px 16px' }}>
      <Suspense
        fallback={
          // The Result's boxes: the illustration (250 × 295), the title, the words, the buttons, the details.
          <LoadingRegion label={CRASH_LOADING_LABEL} heading style={{ padding: '48px 32px', textAlign: 'center' }}>
            <Skeleton.Node active style={{ width: 250, height: 295 }} />
            <div style={{ marginTop: 24 }}>
              <Skeleton.Input active style={{ width: 120 }} />
            </div>
            <div style={{ marginTop: 8 }}>
              <Skeleton.Input active size="small" style={{ width: 420 }} />
            </div>
            <div style={{ display: 'flex', gap: 8, justifyContent: 'center', marginTop: 24 }}>
              <Skeleton.Button active />
              <Skeleton.Button active />
            </div>
            <Skeleton active title={false} paragraph={{ rows: 4 }} style={{ marginTop: 24, padding: '24px 40px' }} />
          </LoadingRegion>
        }
      >
        <CrashResult
          actions={[
            <Button key="refresh" type="primary" onClick={onRefresh}>
              {CRASH_ACTIONS.refresh}
            </Button>,
            <Button key="home" onClick={onHome}>
              {CRASH_ACTIONS.home}
            </Button>,
          ]}
        >
          <Suspense fallback={detailsLoading}>
            <CrashDetails message={message} stack={stack} />
          </Suspense>
        </CrashResult>
      </Suspense>
    </div>
  );
}

import { Suspense, lazy } from 'react';

interface CrashFallbackProps {
  error: unknown;
  onHome: () => void;
}

/**
 * The crash screen without antd's Result and Tabs: shown while the full screen's code loads, and instead
 * of it when that code cannot load (a crash is often a failed chunk load, e.g. after a deployment).
 */
function PlainCrashScreen({ error, onHome }: CrashFallbackProps) {
  const message = error instanceof Error ? error.message || error.name : String(error);
  return (
    <div role="alert" style={{ maxWidth: 760, margin: '0 auto', padding: '32px 16px', textAlign: 'center' }}>
      <h2 style={{ fontSize: 24, fontWeight: 500, margin: '24px 0 8px' }}>服务异常</h2>
      <p style={{ color: '#8c8c8c' }}>抱歉，我们的服务遇到了一点小问题，您可以稍后刷新重试或者返回首页</p>
      <p>
        <button type="button" onClick={() => window.location.reload()}>
          刷新重试
        </button>{' '}
        <button type="button" onClick={onHome}>
          返回首页
        </button>
      </p>
      <pre style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontSize: 12, color: '#595959', textAlign: 'left' }}>{message}</pre>
    </div>
  );
}

// The full screen (Result's illustrations and Tabs, ≈ 20 kB gzip) is needed only after a crash.
const FullCrashScreen = lazy(() =>
  import('./crash-screen').then(
    ({ CrashScreen }) => ({ default: CrashScreen }),
    () => ({ default: PlainCrashScreen }),
  ),
);

/** The crash screen (spec 8) for error boundaries and the router, its code loaded on the first crash. */
export function CrashFallback({ error, onHome }: CrashFallbackProps) {
  return (
    <Suspense fallback={<PlainCrashScreen error={error} onHome={onHome} />}>
      <FullCrashScreen error={error} onHome={onHome} />
    </Suspense>
  );
}
